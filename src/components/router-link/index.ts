export { RouterLink } from './router-link';
export type { RouterLinkProps } from './router-link';

export { RouterLink } from './router-link';
export type { RouterLinkProps } from './router-link';
export { pageLinkProps } from './page-link-props';

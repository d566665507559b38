import { RouterLink } from './router-link';

/** A MUI button or list item as an in-app link to `path`, marked as the page shown when `current`. */
export function pageLinkProps(path: string, current: boolean) {
  return { component: RouterLink, to: path, 'aria-current': current ? 'page' : undefined } as const;
}

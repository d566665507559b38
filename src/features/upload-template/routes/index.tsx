import type { RouteObject } from 'react-router-dom';
import { lazyPage } from 'src/components/lazy-page';

/**
 * The upload-template screens (spec §2 "Template search"), relative to the admin tree: the
 * search, and one page per template (header fields and the input-column editor). Lazy chunks.
 */
export const uploadTemplateRoutes: RouteObject[] = [
  { path: 'template', element: lazyPage(() => import('./template-search-page')) },
  { path: 'template/new', element: lazyPage(() => import('./template-page')) },
  { path: 'template/:templateCode', element: lazyPage(() => import('./template-page')) },
];

/** The customer portal's read-only list of the customer's templates, with their sample files. */
export const ownTemplateRoutes: RouteObject[] = [
  { path: 'template', element: lazyPage(() => import('./own-templates-page')) },
];

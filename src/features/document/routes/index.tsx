import type { RouteObject } from 'react-router-dom';
import { lazyPage } from 'src/components/lazy-page';

/**
 * The document screens (menu DOCUMENT /document), in both modules: the search, and a page per
 * document. Lazy chunks.
 */
export const documentRoutes: RouteObject[] = [
  { path: 'document', element: lazyPage(() => import('./document-search-page')) },
  { path: 'document/:documentId', element: lazyPage(() => import('./document-page')) },
];

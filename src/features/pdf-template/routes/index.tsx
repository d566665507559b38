import type { RouteObject } from 'react-router-dom';
import { lazyPage } from 'src/components/lazy-page';

/**
 * The PDF template screens (spec §2 "PDF template search"; docs/pdf-template-designer.md),
 * relative to the admin tree: the search, a new template, and one page per template (details,
 * the form and the field designer). Lazy chunks.
 */
export const pdfTemplateRoutes: RouteObject[] = [
  { path: 'pdf-template', element: lazyPage(() => import('./pdf-template-search-page')) },
  { path: 'pdf-template/new', element: lazyPage(() => import('./new-pdf-template-page')) },
  { path: 'pdf-template/:pdfTemplateId', element: lazyPage(() => import('./pdf-template-page')) },
];

import type { RouteObject } from 'react-router-dom';
import { lazyPage } from 'src/components/lazy-page';

const pages = () => import('./import-pages');

/**
 * The import screens (spec §2 "Data import"), in both modules: E-TAX and E-DOCUMENT, each a
 * search (menus IMPORT_ETAX /import/etax, IMPORT_EDOC /import/edoc) and a page per upload.
 */
export const importRoutes: RouteObject[] = [
  {
    path: 'import/etax',
    element: lazyPage(() => pages().then((m) => ({ default: m.EtaxImportSearchPage }))),
  },
  {
    path: 'import/etax/:uploadId',
    element: lazyPage(() => pages().then((m) => ({ default: m.EtaxImportPage }))),
  },
  {
    path: 'import/edoc',
    element: lazyPage(() => pages().then((m) => ({ default: m.EdocImportSearchPage }))),
  },
  {
    path: 'import/edoc/:uploadId',
    element: lazyPage(() => pages().then((m) => ({ default: m.EdocImportPage }))),
  },
];

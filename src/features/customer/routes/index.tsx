import type { RouteObject } from 'react-router-dom';
import { lazyPage } from 'src/components/lazy-page';

/**
 * The customer screens (spec §2), relative to the admin tree: the search, and one page per
 * customer (add / view / edit, docs/customers.md "Screens"). Each page is its own lazy chunk.
 */
export const customerRoutes: RouteObject[] = [
  { path: 'customer', element: lazyPage(() => import('./customer-search-page')) },
  { path: 'customer/new', element: lazyPage(() => import('./customer-page')) },
  { path: 'customer/:customerCode', element: lazyPage(() => import('./customer-page')) },
  { path: 'customer/:customerCode/edit', element: lazyPage(() => import('./customer-page')) },
];

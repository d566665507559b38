import type { RouteObject } from 'react-router-dom';
import { lazyPage } from 'src/components/lazy-page';

/** The ticket screens (menu TICKET /ticket), in both modules: the search, and a page per ticket. Lazy chunks. */
export const ticketRoutes: RouteObject[] = [
  { path: 'ticket', element: lazyPage(() => import('./ticket-search-page')) },
  { path: 'ticket/:ticketRequestNo', element: lazyPage(() => import('./ticket-page')) },
];

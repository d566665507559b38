import { salesTaxReportRoutes } from 'src/features/sales-tax-report/routes';
import type { RouteObject } from 'react-router-dom';
import { createBackOfficeRoutes } from './back-office-routes';
import { importRoutes } from 'src/features/import/routes';
import { directEntryRoutes } from 'src/features/direct-entry/routes';
import { documentRoutes } from 'src/features/document/routes';
import { ticketRoutes } from 'src/features/ticket/routes';
import { lazyPage } from 'src/components/lazy-page';
import { ownTemplateRoutes } from 'src/features/upload-template/routes';
import { rdFilingRoutes } from 'src/features/rd-filing/routes';

/**
 * The customer portal (VITE_MODULE=customer): the shared shell plus the customer screens built so
 * far — the customer admin's own branches and users (menus BRANCH /branch and USER /user) and
 * every user's read-only list of the customer's upload templates (TEMPLATE /template), the
 * imports (IMPORT_ETAX, IMPORT_EDOC), direct entry (DIRECT_ENTRY) and the
 * filing with the Revenue Department (RD_FILING, CUSTOMER_ADMIN and ACCOUNTING).
 */
export const routes: RouteObject[] = createBackOfficeRoutes([
  { path: 'branch', element: lazyPage(() => import('src/features/customer/routes/own-branches-page')) },
  { path: 'user', element: lazyPage(() => import('src/features/customer/routes/own-users-page')) },
  ...ownTemplateRoutes,
  ...importRoutes,
  ...directEntryRoutes,
  ...documentRoutes,
  ...salesTaxReportRoutes,
  ...ticketRoutes,
  ...rdFilingRoutes,
]);

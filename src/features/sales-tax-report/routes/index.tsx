import type { RouteObject } from 'react-router-dom';
import { lazyPage } from 'src/components/lazy-page';

/** The sales tax report (menu SALES_TAX_REPORT /sales-tax-report, both modules). A lazy chunk. */
export const salesTaxReportRoutes: RouteObject[] = [
  { path: 'sales-tax-report', element: lazyPage(() => import('./sales-tax-report-page')) },
];

import { salesTaxReportRoutes } from 'src/features/sales-tax-report/routes';
import type { RouteObject } from 'react-router-dom';
import { adminUserRoutes } from 'src/features/admin-user/routes';
import { customerRoutes } from 'src/features/customer/routes';
import { masterDataRoutes } from 'src/features/master-data/routes';
import { uploadTemplateRoutes } from 'src/features/upload-template/routes';
import { createBackOfficeRoutes } from './back-office-routes';
import { importRoutes } from 'src/features/import/routes';
import { directEntryRoutes } from 'src/features/direct-entry/routes';
import { documentRoutes } from 'src/features/document/routes';
import { ticketRoutes } from 'src/features/ticket/routes';
import { pdfTemplateRoutes } from 'src/features/pdf-template/routes';
import { landingAdminRoutes } from 'src/features/landing-admin/routes';
import { reportRoutes } from 'src/features/report/routes';
import { auditRoutes } from 'src/features/audit/routes';
import { rdFilingRoutes } from 'src/features/rd-filing/routes';

/** The administrator back-office (VITE_MODULE=admin): the shared shell plus the admin screens. */
export const routes: RouteObject[] = createBackOfficeRoutes([
  ...masterDataRoutes,
  ...customerRoutes,
  ...adminUserRoutes,
  ...uploadTemplateRoutes,
  ...importRoutes,
  ...directEntryRoutes,
  ...documentRoutes,
  ...ticketRoutes,
  ...pdfTemplateRoutes,
  ...landingAdminRoutes,
  ...reportRoutes,
  ...salesTaxReportRoutes,
  ...auditRoutes,
  ...rdFilingRoutes,
]);

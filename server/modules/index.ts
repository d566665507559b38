import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { commonRoutes } from './common/routes';
import { authRoutes } from './auth/routes';
import { otpRoutes } from './otp/routes';
import { adminUserRoutes } from './admin-user/routes';
import { customerUserRoutes } from './customer-user/routes';
import { menuRoutes } from './menus/routes';
import { contactRoutes } from './common/contact-routes';
import { masterDataRoutes } from './master-data/routes';
import { landingRoutes } from './landing/routes';
import { fileRoutes } from './file/routes';
import { customerRoutes } from './customer/routes';
import { customerBranchRoutes } from './customer-branch/routes';
import { customerCertificateRoutes } from './customer-certificate/routes';
import { inputColumnRoutes, uploadTemplateRoutes } from './upload-template/routes';
import { customerUploadRoutes } from './customer-upload/routes';
import { documentRoutes } from './document/routes';
import { ticketRoutes } from './ticket/routes';
import { pdfTemplateRoutes } from './pdf-template/routes';
import { dashboardRoutes } from './dashboard/routes';
import { reportRoutes } from './report/routes';
import { auditRoutes } from './audit/routes';

/** Every controller of the API contract, one module each (prefix = contract path). */
export async function registerModules(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(commonRoutes, { deps });
  await app.register(authRoutes, { deps });
  await app.register(otpRoutes, { deps });
  await app.register(adminUserRoutes, { deps });
  await app.register(customerUserRoutes, { deps });
  await app.register(menuRoutes, { deps });
  await app.register(contactRoutes, { deps });
  await app.register(masterDataRoutes, { deps });
  await app.register(landingRoutes, { deps });
  await app.register(fileRoutes, { deps });
  await app.register(customerRoutes, { deps });
  await app.register(customerBranchRoutes, { deps });
  await app.register(customerCertificateRoutes, { deps });
  await app.register(uploadTemplateRoutes, { deps });
  await app.register(inputColumnRoutes, { deps });
  await app.register(customerUploadRoutes, { deps });
  await app.register(documentRoutes, { deps });
  await app.register(ticketRoutes, { deps });
  await app.register(pdfTemplateRoutes, { deps });
  await app.register(dashboardRoutes, { deps });
  await app.register(reportRoutes, { deps });
  await app.register(auditRoutes, { deps });
}

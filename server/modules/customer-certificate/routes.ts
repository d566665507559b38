import type { FastifyPluginCallback } from 'fastify';
import {
  certificateSchemas as s,
  type CertificateCustomerRequest,
  type DeleteCertificateRequest,
} from '../../../contract/customer-certificate';
import { CUSTOMER_PREFIX } from '../../../contract/customer';
import { contextOf } from '../../command/context';
import type { AppDeps } from '../../deps';
import { ok } from '../../http/envelope';
import { receiveFile } from '../../http/receive-file';
import { routeOptions, type Controller } from '../../http/route-kit';
import { patternTexts } from '../../validation/pattern-texts';
import { createCertificateService } from './service';

/** Administrators only, like the rest of the customer controller. */
const controller: Controller = { tag: 'customer', access: { roles: ['ADMIN'] }, patternTexts };

/** /api/app/customerController: the customer's signing certificate (docs/etax-signing.md). */
export const customerCertificateRoutes: FastifyPluginCallback<{ deps: AppDeps }> = (app, { deps }, done) => {
  const service = createCertificateService(deps);

  app.post(
    `${CUSTOMER_PREFIX}/uploadCertificate`,
    routeOptions(controller, s.uploadCertificate, "Upload the customer's signing certificate (PKCS#12)"),
    async (request) => ok(await service.upload(contextOf(request), await receiveFile(request))),
  );

  app.post<{ Body: CertificateCustomerRequest }>(
    `${CUSTOMER_PREFIX}/getCertificate`,
    routeOptions(controller, s.getCertificate, "The customer's signing certificate, or null"),
    async (request) => ok(await service.get(request.body)),
  );

  app.post<{ Body: DeleteCertificateRequest }>(
    `${CUSTOMER_PREFIX}/deleteCertificate`,
    routeOptions(controller, s.deleteCertificate, "Remove the customer's signing certificate"),
    async (request) => {
      await service.remove(contextOf(request), request.body);
      return ok({});
    },
  );
  done();
};

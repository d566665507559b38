import { certificateSchemas as s } from '../../../contract/customer-certificate';
import { CUSTOMER_PREFIX } from '../../../contract/customer';
import { contextOf } from '../../command/context';
import { ok } from '../../http/envelope';
import { receiveFile } from '../../http/receive-file';
import { routeOptions, type Controller, type RoutesPlugin } from '../../http/route-kit';
import { patternTexts } from '../../validation/pattern-texts';
import { createHsmCertificateService } from './hsm-service';
import { createCertificateService } from './service';

/** Administrators only, like the rest of the customer controller. */
const controller: Controller = { tag: 'customer', access: { roles: ['ADMIN'] }, patternTexts };

/** /api/app/customerController: the customer's signing certificate (docs/etax-signing.md). */
export const customerCertificateRoutes: RoutesPlugin = (app, { deps }, done) => {
  const service = createCertificateService(deps);
  const hsm = createHsmCertificateService(deps);

  app.post(
    `${CUSTOMER_PREFIX}/uploadCertificate`,
    routeOptions(controller, s.uploadCertificate, "Upload the customer's signing certificate (PKCS#12)"),
    async (request) => ok(await service.upload(contextOf(request), await receiveFile(request))),
  );

  app.post(
    `${CUSTOMER_PREFIX}/getCertificate`,
    routeOptions(controller, s.getCertificate, "The customer's signing certificate, or null"),
    async (request) => ok(await service.get(request.body)),
  );

  app.post(
    `${CUSTOMER_PREFIX}/deleteCertificate`,
    routeOptions(controller, s.deleteCertificate, "Remove the customer's signing certificate"),
    async (request) => {
      await service.remove(contextOf(request), request.body);
      return ok({});
    },
  );

  app.post(
    `${CUSTOMER_PREFIX}/listHsmSlots`,
    routeOptions(controller, s.listHsmSlots, "The operator's PKCS#11 slots"),
    () => Promise.resolve(ok(hsm.listSlots())),
  );

  app.post(
    `${CUSTOMER_PREFIX}/requestHsmKey`,
    routeOptions(
      controller,
      s.requestHsmKey,
      'Generate the customer a key in a PKCS#11 slot; answers its CSR',
    ),
    async (request) => ok(await hsm.requestKey(contextOf(request), request.body)),
  );

  app.post(
    `${CUSTOMER_PREFIX}/uploadHsmCertificate`,
    routeOptions(
      controller,
      s.uploadHsmCertificate,
      "Upload the certificate issued for the customer's PKCS#11 key",
    ),
    async (request) => ok(await hsm.uploadCertificate(contextOf(request), await receiveFile(request))),
  );
  done();
};

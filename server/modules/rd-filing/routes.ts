import { RD_FILING_PREFIX, RD_PACK_CONTENT_TYPE, rdFilingSchemas as s } from '../../../contract/rd-filing';
import { contextOf } from '../../command/context';
import { contentDisposition } from '../../http/content-disposition';
import { ok } from '../../http/envelope';
import { routeOptions, type Controller, type RoutesPlugin } from '../../http/route-kit';
import { rdFilingText } from './messages';
import { createRdFilingService } from './service';

/**
 * Administrators (every customer) and a customer's CUSTOMER_ADMIN and ACCOUNTING users (its own):
 * filing covers every branch of the customer, so a branch-bound USER does not file.
 */
const controller: Controller = {
  tag: 'rd-filing',
  access: { roles: ['ADMIN', 'CUSTOMER'], customerRoles: ['CUSTOMER_ADMIN', 'ACCOUNTING'] },
  patternTexts: { rdReference: rdFilingText.referenceRequired },
};

/** /api/app/rdFilingController: the monthly filing with the Revenue Department (docs/rd-filing.md). */
export const rdFilingRoutes: RoutesPlugin = (app, { deps }, done) => {
  const service = createRdFilingService(deps);

  app.post(
    `${RD_FILING_PREFIX}/searchMonths`,
    routeOptions(controller, s.searchMonths, 'Months with signed e-Tax documents and their filing status'),
    async (request) => service.search(contextOf(request), request.body),
  );
  app.post(
    `${RD_FILING_PREFIX}/getMonth`,
    routeOptions(controller, s.getMonth, "One month's figures and filing status"),
    async (request) => ok(await service.get(contextOf(request), request.body)),
  );
  app.post(
    `${RD_FILING_PREFIX}/downloadPack`,
    routeOptions(controller, s.downloadPack, "The month's submission pack (.zip of signed XMLs)"),
    async (request, reply) => {
      const pack = await service.download(contextOf(request), request.body);
      return reply
        .type(RD_PACK_CONTENT_TYPE)
        .header('content-disposition', contentDisposition('attachment', pack.name))
        .header('x-content-type-options', 'nosniff')
        .send(pack.bytes);
    },
  );
  app.post(
    `${RD_FILING_PREFIX}/markSubmitted`,
    routeOptions(
      controller,
      s.markSubmitted,
      'Record a month filed by hand, with the Revenue Department reference',
    ),
    async (request) => ok(await service.markSubmitted(contextOf(request), request.body)),
  );
  app.post(
    `${RD_FILING_PREFIX}/sendPack`,
    routeOptions(controller, s.sendPack, "File the month's pack through RD_SUBMIT_URL"),
    async (request) => ok(await service.send(contextOf(request), request.body)),
  );
  done();
};

import { CORRECTION_PREFIX as PREFIX, correctionSchemas as s } from '../../../contract/correction';
import { contextOf } from '../../command/context';
import { ok } from '../../http/envelope';
import { routeOptions, type Controller, type RoutesPlugin } from '../../http/route-kit';
import { patternTexts } from '../../validation/pattern-texts';
import { createCorrectionService } from './correction-service';
import { createUploadService } from './service';

const controller: Controller = {
  tag: 'correction',
  access: { roles: ['ADMIN', 'CUSTOMER'] },
  patternTexts,
};

/** /api/document/correctionController: a credit note, debit note or cancellation of an issued document. */
export const correctionRoutes: RoutesPlugin = (app, { deps }, done) => {
  const corrections = createCorrectionService(deps, createUploadService(deps));

  app.post(
    `${PREFIX}/saveCorrection`,
    // Who sends data (as direct entry): USER and the customer admin.
    routeOptions(controller, s.saveCorrection, 'Save a credit / debit note or cancellation of a document', {
      roles: ['ADMIN', 'CUSTOMER'],
      customerRoles: ['CUSTOMER_ADMIN', 'USER'],
    }),
    async (request) => ok(await corrections.save(contextOf(request), request.body)),
  );
  done();
};

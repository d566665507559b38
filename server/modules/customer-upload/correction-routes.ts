import { CORRECTION_PREFIX as PREFIX, correctionSchemas as s } from '../../../contract/correction';
import { contextOf } from '../../command/context';
import { ok } from '../../http/envelope';
import { routeOptions, type RoutesPlugin } from '../../http/route-kit';
import { createCorrectionService } from './correction-service';
import { SENDERS, uploadController } from './route-access';
import { createUploadService } from './service';

const controller = uploadController('correction');

/** /api/document/correctionController: a credit note, debit note or cancellation of an issued document. */
export const correctionRoutes: RoutesPlugin = (app, { deps }, done) => {
  const corrections = createCorrectionService(deps, createUploadService(deps));

  app.post(
    `${PREFIX}/saveCorrection`,
    routeOptions(
      controller,
      s.saveCorrection,
      'Save a credit / debit note or cancellation of a document',
      SENDERS,
    ),
    async (request) => ok(await corrections.save(contextOf(request), request.body)),
  );
  done();
};

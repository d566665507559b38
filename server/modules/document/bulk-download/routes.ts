import { BULK_DOWNLOAD_PREFIX as PREFIX, bulkDownloadSchemas as s } from '../../../../contract/bulk-download';
import { contextOf } from '../../../command/context';
import { contentDisposition } from '../../../http/content-disposition';
import { ok } from '../../../http/envelope';
import { notFound } from '../../../http/errors';
import { routeOptions, type Controller, type RoutesPlugin } from '../../../http/route-kit';
import { patternTexts } from '../../../validation/pattern-texts';
import { createBulkDownloadService } from './service';

const controller: Controller = {
  tag: 'document',
  access: { roles: ['ADMIN', 'CUSTOMER'] },
  patternTexts,
};

const ID = /^[1-9][0-9]{0,15}$/;

/**
 * /api/document/bulkDownloadController: a document search's zip (docs/bulk-download.md). Its jobs
 * are registered with every job handler in server/modules/job-handlers.ts.
 */
export const bulkDownloadRoutes: RoutesPlugin = (app, { deps }, done) => {
  const downloads = createBulkDownloadService(deps);

  app.post(
    `${PREFIX}/create`,
    routeOptions(controller, s.create, "A zip of the search's documents, made by a job"),
    async (request) => ok(await downloads.create(contextOf(request), request.body)),
  );

  app.post(
    `${PREFIX}/getBulkDownloadById`,
    routeOptions(controller, s.getBulkDownloadById, 'How far a bulk download is'),
    async (request) => ok(await downloads.get(contextOf(request), request.body.bulkDownloadId)),
  );

  app.post(
    `${PREFIX}/listMine`,
    routeOptions(controller, s.listMine, "The caller's bulk downloads that have not expired"),
    async (request) => ok(await downloads.listMine(contextOf(request))),
  );

  app.get(
    `${PREFIX}/download/:bulkDownloadId`,
    routeOptions(controller, s.download, 'The zip of a finished bulk download (its requester only)'),
    async (request, reply) => {
      const { bulkDownloadId } = request.params;
      if (!ID.test(bulkDownloadId)) throw notFound();
      const { file, content } = await downloads.zipOf(contextOf(request), Number(bulkDownloadId));
      return reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition('attachment', file.downloadName))
        .header('x-content-type-options', 'nosniff')
        .send(content);
    },
  );
  done();
};

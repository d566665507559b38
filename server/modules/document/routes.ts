import { DOCUMENT_PREFIX as PREFIX, documentSchemas as s } from '../../../contract/document';
import { contextOf } from '../../command/context';
import { ok } from '../../http/envelope';
import { routeOptions, type Controller, type RoutesPlugin } from '../../http/route-kit';
import { patternTexts } from '../../validation/pattern-texts';
import { registerDocumentLink } from './link-route';
import { createPagePreview } from './page-preview';
import { registerListExport } from '../../exports/export-route';
import { documentExport } from './export-route';
import { createDocumentReadService } from './read-service';
import { registerRelease } from './release-routes';
import { createResendService } from './resend-service';

const controller: Controller = {
  tag: 'document',
  access: { roles: ['ADMIN', 'CUSTOMER'] },
  patternTexts,
};

/**
 * /api/document/documentController: the documents imports become, and /d/<token>, the signed link
 * of a document's SMS. The jobs that make and deliver them are registered with every job handler
 * in server/modules/job-handlers.ts.
 */
export const documentRoutes: RoutesPlugin = (app, { deps }, done) => {
  registerDocumentLink(app, deps);
  const reads = createDocumentReadService(deps);
  const previewPage = createPagePreview(deps);
  const resends = createResendService(deps, (ctx, documentId) => reads.detail(ctx, documentId));
  registerRelease(app, deps, (ctx, documentId) => reads.detail(ctx, documentId));

  app.post(`${PREFIX}/search`, routeOptions(controller, s.search, 'Search documents'), (request) =>
    reads.search(contextOf(request), request.body),
  );
  registerListExport(app, deps.config.exportBatchRows, controller, documentExport(deps.db));

  app.post(
    `${PREFIX}/getDocumentById`,
    routeOptions(controller, s.getDocumentById, 'A document with its lines'),
    async (request) => ok(await reads.detail(contextOf(request), request.body.documentId)),
  );

  app.post(
    `${PREFIX}/previewPage`,
    routeOptions(controller, s.previewPage, "A page of the document's PDF as a PNG"),
    async (request) => {
      const document = await reads.detail(contextOf(request), request.body.documentId);
      return ok(await previewPage(document.pdfFileId, request.body.page));
    },
  );

  app.post(
    `${PREFIX}/resentEmail`,
    routeOptions(controller, s.resentEmail, 'Send the PDF again by e-mail (at most 3 re-sends an hour)'),
    async (request) => {
      const ctx = contextOf(request);
      await resends.resend(ctx, request.body.documentId, 'EMAIL', request.body.email ?? undefined);
      return ok(await reads.detail(ctx, request.body.documentId));
    },
  );

  app.post(
    `${PREFIX}/resentSms`,
    routeOptions(
      controller,
      s.resentSms,
      'Send the link to the PDF again by SMS (at most 3 re-sends an hour)',
    ),
    async (request) => {
      const ctx = contextOf(request);
      await resends.resend(ctx, request.body.documentId, 'SMS', request.body.tel ?? undefined);
      return ok(await reads.detail(ctx, request.body.documentId));
    },
  );
  done();
};

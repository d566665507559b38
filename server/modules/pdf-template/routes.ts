import { PDF_TEMPLATE_PREFIX as PREFIX, pdfTemplateSchemas as s } from '../../../contract/pdf-template';
import { contextOf } from '../../command/context';
import { contentDisposition } from '../../http/content-disposition';
import { ok } from '../../http/envelope';
import { receiveFile } from '../../http/receive-file';
import { routeOptions, type Controller, type RoutesPlugin } from '../../http/route-kit';
import { patternTexts } from '../../validation/pattern-texts';
import { createOutputService, createTemplateService } from './service';

/** PDF templates are the administrators' (domain.md "Who does what"). */
const controller: Controller = { tag: 'pdf-template', access: { roles: ['ADMIN'] }, patternTexts };

/** /api/document/generateDocumentController: PDF templates, their fields and what they make. */
export const pdfTemplateRoutes: RoutesPlugin = (app, { deps }, done) => {
  const templates = createTemplateService(deps);
  const outputs = createOutputService(deps);

  app.post(
    `${PREFIX}/searchPdfTemplate`,
    routeOptions(controller, s.searchPdfTemplate, 'Search PDF templates'),
    (request) => templates.search(contextOf(request), request.body),
  );

  app.post(
    `${PREFIX}/listPdfTemplate`,
    routeOptions(controller, s.listPdfTemplate, "A customer's PDF templates"),
    async (request) => ok(await templates.list(request.body)),
  );

  app.post(
    `${PREFIX}/getPdfTemplateById`,
    routeOptions(controller, s.getPdfTemplateById, 'A PDF template with its pages, fields and item table'),
    async (request) => ok(await templates.get(request.body.pdfTemplateId)),
  );

  app.post(
    `${PREFIX}/createPdfTemplate`,
    routeOptions(controller, s.createPdfTemplate, 'Create a PDF template (a DRAFT without its form)'),
    async (request) => ok(await templates.create(contextOf(request), request.body)),
  );

  app.post(
    `${PREFIX}/updatePdfTemplate`,
    routeOptions(controller, s.updatePdfTemplate, 'Change a PDF template (ACTIVE replaces the active one)'),
    async (request) => ok(await templates.update(contextOf(request), request.body)),
  );

  app.post(
    `${PREFIX}/uploadPdfTemplate`,
    routeOptions(
      controller,
      s.uploadPdfTemplate,
      "Upload or replace a template's PDF form (≤ 5 MB, ≤ 10 pages)",
    ),
    async (request) => ok(await templates.upload(contextOf(request), await receiveFile(request))),
  );

  app.post(
    `${PREFIX}/listPdfInputColumn`,
    routeOptions(controller, s.listPdfInputColumn, 'The fields placed on a template'),
    async (request) => ok(await templates.listColumns(request.body.pdfTemplateId)),
  );

  app.post(
    `${PREFIX}/savePdfInputColumn`,
    routeOptions(controller, s.savePdfInputColumn, "Save a template's whole layout (all or nothing)"),
    async (request) => ok(await templates.saveColumns(contextOf(request), request.body)),
  );

  app.post(
    `${PREFIX}/deletePdfInputColumn`,
    routeOptions(controller, s.deletePdfInputColumn, 'Remove one field from a template'),
    async (request) => ok(await templates.deleteColumn(contextOf(request), request.body)),
  );

  app.post(
    `${PREFIX}/generateImage`,
    routeOptions(controller, s.generateImage, "A page of the template's form as a PNG"),
    async (request) => ok(await outputs.image(request.body)),
  );

  app.post(
    `${PREFIX}/previewPdf`,
    routeOptions(controller, s.previewPdf, 'The template filled with sample or given values, as a PDF'),
    async (request, reply) => {
      const pdf = await outputs.preview(contextOf(request), request.body);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          contentDisposition('inline', `preview-${request.body.pdfTemplateId}.pdf`),
        )
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );

  app.post(
    `${PREFIX}/generatePdf`,
    routeOptions(controller, s.generatePdf, 'Fill the template and store the PDF'),
    async (request) => ok(await outputs.generate(contextOf(request), request.body)),
  );

  app.post(
    `${PREFIX}/generateCollection`,
    routeOptions(controller, s.generateCollection, 'Fill the template once per row: one PDF or a zip'),
    async (request) => ok(await outputs.collection(contextOf(request), request.body)),
  );

  app.post(
    `${PREFIX}/getCollection`,
    routeOptions(controller, s.getCollection, 'How far a collection is, and its file once made'),
    async (request) => ok(await outputs.getCollection(request.body)),
  );
  done();
};

import {
  INPUT_COLUMN_PREFIX,
  inputColumnSchemas as c,
  UPLOAD_TEMPLATE_PREFIX,
  uploadTemplateSchemas as s,
} from '../../../contract/upload-template';
import { contextOf } from '../../command/context';
import type { RouteAccess } from '../../http/access';
import { contentDisposition } from '../../http/content-disposition';
import { ok } from '../../http/envelope';
import { routeOptions, type Controller, type RoutesPlugin } from '../../http/route-kit';
import { patternTexts } from '../../validation/pattern-texts';
import { createColumnService, createTemplateService } from './service';

/** Every customer user reads its own customer's ACTIVE templates (upload, direct entry, samples). */
const READERS: RouteAccess = { roles: ['ADMIN', 'CUSTOMER'] };

const templates: Controller = { tag: 'upload-template', access: { roles: ['ADMIN'] }, patternTexts };
const columns: Controller = { tag: 'input-column', access: { roles: ['ADMIN'] }, patternTexts };

/** /api/app/customerUploadTemplateController: upload templates (ADMIN edits, customers read). */
export const uploadTemplateRoutes: RoutesPlugin = (app, { deps }, done) => {
  const service = createTemplateService(deps);

  app.post(
    `${UPLOAD_TEMPLATE_PREFIX}/search`,
    routeOptions(templates, s.search, 'Search upload templates', READERS),
    (request) => service.search(contextOf(request), request.body),
  );

  app.post(
    `${UPLOAD_TEMPLATE_PREFIX}/listTemplateByCustomerCode`,
    routeOptions(templates, s.listTemplateByCustomerCode, "A customer's active templates", READERS),
    async (request) => ok(await service.listByCustomer(contextOf(request), request.body)),
  );

  app.post(
    `${UPLOAD_TEMPLATE_PREFIX}/create`,
    routeOptions(templates, s.create, 'Create an upload template'),
    async (request) => ok(await service.create(contextOf(request), request.body)),
  );

  app.post(
    `${UPLOAD_TEMPLATE_PREFIX}/update`,
    routeOptions(templates, s.update, 'Update an upload template'),
    async (request) => ok(await service.update(contextOf(request), request.body)),
  );

  app.get(
    `${UPLOAD_TEMPLATE_PREFIX}/getTemplateByCode/:templateCode`,
    routeOptions(templates, s.getTemplateByCode, 'A template with its input columns', READERS),
    async (request) => ok(await service.getByCode(contextOf(request), request.params.templateCode)),
  );

  app.get(
    `${UPLOAD_TEMPLATE_PREFIX}/downloadSample/:templateCode`,
    routeOptions(templates, s.downloadSample, "A template's sample file (.xlsx or .csv)", READERS),
    async (request, reply) => {
      const file = await service.sample(contextOf(request), request.params.templateCode);
      return reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  );
  done();
};

/** /api/app/inputColumnController: a template's input columns and their options. */
export const inputColumnRoutes: RoutesPlugin = (app, { deps }, done) => {
  const service = createColumnService(deps);

  app.post(
    `${INPUT_COLUMN_PREFIX}/listInputColumnByTemplateCode`,
    routeOptions(columns, c.listInputColumnByTemplateCode, "A template's input columns", READERS),
    async (request) => ok(await service.listColumns(contextOf(request), request.body.templateCode)),
  );

  app.post(
    `${INPUT_COLUMN_PREFIX}/createInputColumn`,
    routeOptions(columns, c.createInputColumn, 'Add an input column'),
    async (request) => ok(await service.createColumn(contextOf(request), request.body)),
  );

  app.post(
    `${INPUT_COLUMN_PREFIX}/updateInputColumn`,
    routeOptions(columns, c.updateInputColumn, 'Change an input column'),
    async (request) => ok(await service.updateColumn(contextOf(request), request.body)),
  );

  app.post(
    `${INPUT_COLUMN_PREFIX}/createListInputColumn`,
    routeOptions(columns, c.createListInputColumn, 'Add input columns (all or nothing)'),
    async (request) => ok(await service.createList(contextOf(request), request.body)),
  );

  app.post(
    `${INPUT_COLUMN_PREFIX}/updateListInputColumn`,
    routeOptions(columns, c.updateListInputColumn, "Save a template's whole column list (all or nothing)"),
    async (request) => ok(await service.updateList(contextOf(request), request.body)),
  );

  app.get(
    `${INPUT_COLUMN_PREFIX}/listInputColumnOption`,
    routeOptions(columns, c.listInputColumnOption, "A dropdown column's options", READERS),
    async (request) => ok(await service.listOptions(contextOf(request), Number(request.query.inputColumnId))),
  );

  app.post(
    `${INPUT_COLUMN_PREFIX}/createInputColumnOption`,
    routeOptions(columns, c.createInputColumnOption, 'Add an option to a dropdown column'),
    async (request) => ok(await service.createOption(contextOf(request), request.body)),
  );

  app.post(
    `${INPUT_COLUMN_PREFIX}/updateInputColumnOption`,
    routeOptions(columns, c.updateInputColumnOption, 'Change or delete an option'),
    async (request) => ok(await service.updateOption(contextOf(request), request.body)),
  );
  done();
};

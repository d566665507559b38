import type { FastifyPluginCallback } from 'fastify';
import {
  DOCUMENT_PREFIX as PREFIX,
  documentSchemas as s,
  type DocumentIdRequest,
  type SearchDocumentRequest,
} from '../../../contract/document';
import { contextOf } from '../../command/context';
import type { AppDeps } from '../../deps';
import { ok } from '../../http/envelope';
import { routeOptions, type Controller } from '../../http/route-kit';
import { patternTexts } from '../../validation/pattern-texts';
import { registerDocumentGeneration } from './generation';
import { createDocumentReadService } from './read-service';

const controller: Controller = {
  tag: 'document',
  access: { roles: ['ADMIN', 'CUSTOMER'] },
  patternTexts,
};

/**
 * /api/document/documentController: the documents imports become. The module also registers the
 * job that makes them (server/jobs; docs/documents.md).
 */
export const documentRoutes: FastifyPluginCallback<{ deps: AppDeps }> = (app, { deps }, done) => {
  registerDocumentGeneration(deps);
  const reads = createDocumentReadService(deps);

  app.post<{ Body: SearchDocumentRequest }>(
    `${PREFIX}/search`,
    routeOptions(controller, s.search, 'Search documents'),
    (request) => reads.search(contextOf(request), request.body),
  );

  app.post<{ Body: DocumentIdRequest }>(
    `${PREFIX}/getDocumentById`,
    routeOptions(controller, s.getDocumentById, 'A document with its lines'),
    async (request) => ok(await reads.detail(contextOf(request), request.body.documentId)),
  );
  done();
};

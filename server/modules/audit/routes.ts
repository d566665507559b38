import type { FastifyPluginCallback } from 'fastify';
import {
  AUDIT_PREFIX as PREFIX,
  auditSchemas as s,
  type AuditIdRequest,
  type SearchAuditRequest,
} from '../../../contract/audit';
import { contextOf } from '../../command/context';
import type { AppDeps } from '../../deps';
import { ok } from '../../http/envelope';
import { routeOptions, type Controller } from '../../http/route-kit';
import { patternTexts } from '../../validation/pattern-texts';
import { auditText } from './messages';
import { createAuditService } from './service';

/** Administrators only. Read calls only: no route changes or deletes a row of the log. */
const controller: Controller = {
  tag: 'audit',
  access: { roles: ['ADMIN'] },
  patternTexts: {
    ...patternTexts,
    action: auditText.action,
    entity: auditText.entity,
    customerCode: auditText.customerCode,
    dateFrom: auditText.date,
    dateTo: auditText.date,
  },
};

/** /api/app/auditController: the audit log's search and one entry (docs/audit-log.md). */
export const auditRoutes: FastifyPluginCallback<{ deps: AppDeps }> = (app, { deps }, done) => {
  const service = createAuditService(deps);

  app.post<{ Body: SearchAuditRequest }>(
    `${PREFIX}/search`,
    routeOptions(controller, s.search, 'Search the audit log (newest first unless sorted)'),
    (request) => service.search(contextOf(request), request.body),
  );

  app.post<{ Body: AuditIdRequest }>(
    `${PREFIX}/getById`,
    routeOptions(controller, s.getById, 'One audit entry with its before and after values'),
    async (request) => ok(await service.getById(request.body.id)),
  );

  done();
};

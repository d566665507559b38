import { AUDIT_PREFIX as PREFIX, auditSchemas as s } from '../../../contract/audit';
import { contextOf } from '../../command/context';
import { ok } from '../../http/envelope';
import { routeOptions, type Controller, type RoutesPlugin } from '../../http/route-kit';
import { patternTexts } from '../../validation/pattern-texts';
import { registerListExport } from '../../exports/export-route';
import { auditExport } from './export-route';
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
export const auditRoutes: RoutesPlugin = (app, { deps }, done) => {
  const service = createAuditService(deps);

  app.post(
    `${PREFIX}/search`,
    routeOptions(controller, s.search, 'Search the audit log (newest first unless sorted)'),
    (request) => service.search(contextOf(request), request.body),
  );
  registerListExport(app, deps.config.exportBatchRows, controller, auditExport(deps.db));

  app.post(
    `${PREFIX}/getById`,
    routeOptions(controller, s.getById, 'One audit entry with its before and after values'),
    async (request) => ok(await service.getById(request.body.id)),
  );

  done();
};

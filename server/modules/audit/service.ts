// Reading the audit log (ADMIN only, routes.ts): the search and one entry with its before and
// after values. Nothing here or anywhere else in the API changes a row (docs/audit-log.md).
import type { AuditDetail, AuditRow, SearchAuditRequest } from '../../../contract/audit';
import type { SearchBody } from '../../../contract/envelope';
import type { ServiceContext } from '../../command/context';
import { customerNames } from '../../db/customer-names';
import type { AppDeps } from '../../deps';
import { searchAnswer } from '../../http/envelope';
import { notFound, validationFailed } from '../../http/errors';
import { say } from '../../http/language';
import { toApiTime } from '../../http/time';
import { assertCalendarDates } from '../../validation/calendar-dates';
import { auditText } from './messages';
import * as repo from './repository';

/** The search's dates: real days, the end not before the start (the export checks them too). */
export function assertCriteria(ctx: ServiceContext, body: SearchAuditRequest): void {
  assertCalendarDates(ctx, body, ['dateFrom', 'dateTo']);
  if (body.dateFrom && body.dateTo && body.dateTo < body.dateFrom) {
    throw validationFailed([{ key: 'dateTo', description: say(ctx, auditText.dateOrder) }]);
  }
}

export function toRow(record: repo.AuditRecord, names: Map<string, string>): AuditRow {
  return {
    id: record.id,
    occurredAt: toApiTime(record.occurredAt),
    actor: record.actor,
    actorRole: record.actorRole,
    action: record.action,
    entity: record.entity,
    entityId: record.entityId,
    customerCode: record.customerCode,
    customerName: record.customerCode ? (names.get(record.customerCode) ?? null) : null,
    ip: record.ip,
  };
}

export const codesOf = (records: repo.AuditRecord[]) => [
  ...new Set(records.flatMap((record) => (record.customerCode ? [record.customerCode] : []))),
];

export function createAuditService(deps: AppDeps) {
  const db = deps.db;
  return {
    async search(ctx: ServiceContext, body: SearchAuditRequest): Promise<SearchBody<AuditRow>> {
      assertCriteria(ctx, body);
      const found = await repo.searchAudit(db, body);
      const names = await customerNames(db, codesOf(found.rows));
      return searchAnswer(body, found, (row) => toRow(row, names));
    },

    async getById(id: number): Promise<AuditDetail> {
      const record = await repo.findAuditEntry(db, id);
      if (!record) throw notFound();
      const names = await customerNames(db, codesOf([record]));
      return {
        ...toRow(record, names),
        requestId: record.requestId,
        before: record.beforeData ?? null,
        after: record.afterData ?? null,
      };
    },
  };
}

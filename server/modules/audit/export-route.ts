// auditController/export: every entry the search finds, streamed as CSV or .xlsx
// (docs/exports.md), newest first, in batches after the last id (the log only grows).
import { AUDIT_PREFIX, auditSchemas, type AuditRow } from '../../../contract/audit';
import type { Db } from '../../db/client';
import { customerNames } from '../../db/customer-names';
import { column, type ExportColumn } from '../../exports/export-file';
import { listExport } from '../../exports/export-route';
import { auditExportText as m } from './messages';
import { auditEntriesAfter, auditSearchWhere } from './repository';
import { assertCriteria, codesOf, toRow } from './service';

const h = m.headers;
const columns: readonly ExportColumn<AuditRow & { at: Date }>[] = [
  column({ header: h.occurredAt, kind: 'time', value: (r) => r.at, width: 20 }),
  column({ header: h.actor, kind: 'text', value: (r) => r.actor, width: 20 }),
  column({ header: h.actorRole, kind: 'text', value: (r) => r.actorRole }),
  column({ header: h.action, kind: 'text', value: (r) => r.action }),
  column({ header: h.entity, kind: 'text', value: (r) => r.entity }),
  column({ header: h.entityId, kind: 'text', value: (r) => r.entityId, width: 20 }),
  column({ header: h.customerCode, kind: 'text', value: (r) => r.customerCode }),
  column({ header: h.customerName, kind: 'text', value: (r) => r.customerName, width: 36 }),
  column({ header: h.ip, kind: 'text', value: (r) => r.ip }),
];

/** POST /api/app/auditController/export?format=csv|xlsx, beside the search (routes.ts). */
export function auditExport(db: Db) {
  const entriesAfter = async (
    where: ReturnType<typeof auditSearchWhere>,
    after: number | undefined,
    size: number,
  ) => {
    const records = await auditEntriesAfter(db, where, after, size);
    const names = await customerNames(db, codesOf(records));
    return records.map((record) => ({ ...toRow(record, names), at: record.occurredAt }));
  };
  return listExport({
    path: `${AUDIT_PREFIX}/export`,
    body: auditSchemas.search.body,
    summary: 'Every entry of an audit log search, as CSV or .xlsx (streamed)',
    title: m.title,
    columns,
    rowsOf: (ctx, criteria) => {
      assertCriteria(ctx, criteria);
      const where = auditSearchWhere(criteria);
      return (after: number | undefined, size) => entriesAfter(where, after, size);
    },
    keyOf: (row) => row.id,
  });
}

// documentController/export: every document the search finds (the same criteria, the caller's
// reach), streamed as CSV or .xlsx (docs/exports.md). Read newest first in batches after the
// last document id — the primary key's order, so each batch is one walk of its index.
import { and, desc, lt, sql, type SQL } from 'drizzle-orm';
import { DOCUMENT_PREFIX, documentSchemas } from '../../../contract/document';
import type { Db } from '../../db/client';
import { customerNames } from '../../db/customer-names';
import { document } from '../../db/schema/document';
import { column, type ExportColumn } from '../../exports/export-file';
import { listExport } from '../../exports/export-route';
import { withPlan } from '../../search/plan';
import { customerReach } from '../../security/assigned-branches';
import { assertCalendarDates } from '../../validation/calendar-dates';
import { documentExportText as m } from './export-messages';
import { documentSearchWhere } from './search';

const exportColumns = {
  documentId: document.documentId,
  documentNo: document.documentNo,
  documentType: document.documentType,
  issueDate: document.issueDate,
  customerCode: document.customerCode,
  branchCode: document.branchCode,
  buyerName: document.buyerName,
  buyerTaxId: document.buyerTaxId,
  totalBeforeVat: document.totalBeforeVat,
  vatAmount: document.vatAmount,
  totalAmount: document.totalAmount,
  status: document.status,
  emailStatus: document.emailStatus,
  smsStatus: document.smsStatus,
  createDtm: document.createDtm,
};
const selectBatch = (tx: Db, where: SQL, after: number | undefined, size: number) =>
  tx
    .select(exportColumns)
    .from(document)
    .where(and(sql`(${where})`, after === undefined ? undefined : lt(document.documentId, after)))
    .orderBy(desc(document.documentId))
    .limit(size);
type ExportRow = Awaited<ReturnType<typeof selectBatch>>[number] & { customerName: string | null };

const h = m.headers;
const columns: readonly ExportColumn<ExportRow>[] = [
  column({ header: h.documentNo, kind: 'text', value: (r) => r.documentNo, width: 20 }),
  column({ header: h.documentType, kind: 'text', value: (r) => r.documentType, width: 10 }),
  column({ header: h.issueDate, kind: 'date', value: (r) => r.issueDate, width: 12 }),
  column({ header: h.customerCode, kind: 'text', value: (r) => r.customerCode, width: 12 }),
  column({ header: h.customerName, kind: 'text', value: (r) => r.customerName, width: 36 }),
  column({ header: h.branchCode, kind: 'text', value: (r) => r.branchCode, width: 10 }),
  column({ header: h.buyerName, kind: 'text', value: (r) => r.buyerName, width: 36 }),
  column({ header: h.buyerTaxId, kind: 'text', value: (r) => r.buyerTaxId, width: 16 }),
  column({ header: h.totalBeforeVat, kind: 'money', value: (r) => r.totalBeforeVat }),
  column({ header: h.vatAmount, kind: 'money', value: (r) => r.vatAmount }),
  column({ header: h.totalAmount, kind: 'money', value: (r) => r.totalAmount }),
  column({ header: h.status, kind: 'text', value: (r, l) => m.statuses[r.status ?? '']?.[l] ?? r.status }),
  column({
    header: h.emailStatus,
    kind: 'text',
    value: (r, l) => m.deliveryStatuses[r.emailStatus ?? '']?.[l] ?? r.emailStatus,
  }),
  column({
    header: h.smsStatus,
    kind: 'text',
    value: (r, l) => m.deliveryStatuses[r.smsStatus ?? '']?.[l] ?? r.smsStatus,
  }),
  column({ header: h.createDtm, kind: 'time', value: (r) => r.createDtm, width: 20 }),
];

/** The `size` newest documents of the search older than `after`, with their customers' names. */
async function documentsAfter(
  db: Db,
  where: SQL,
  after: number | undefined,
  size: number,
): Promise<ExportRow[]> {
  const rows = await withPlan(db, 'walk', (tx) => selectBatch(tx, where, after, size));
  const names = await customerNames(db, [...new Set(rows.map((r) => r.customerCode))]);
  return rows.map((r) => ({ ...r, customerName: names.get(r.customerCode) ?? null }));
}

/** POST /api/document/documentController/export?format=csv|xlsx, beside the search (routes.ts). */
export function documentExport(db: Db) {
  return listExport({
    path: `${DOCUMENT_PREFIX}/export`,
    body: documentSchemas.search.body,
    summary: 'Every document of a search, as CSV or .xlsx (streamed)',
    title: m.title,
    columns,
    rowsOf: async (ctx, criteria) => {
      assertCalendarDates(ctx, criteria, ['issueDateFrom', 'issueDateTo']);
      const where = documentSearchWhere(await customerReach(db, ctx), criteria);
      return (after: number | undefined, size) => documentsAfter(db, where, after, size);
    },
    keyOf: (row) => row.documentId,
  });
}

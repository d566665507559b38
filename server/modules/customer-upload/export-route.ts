// customerUploadFile/export: every import the search finds (the same criteria, the caller's
// reach), streamed as CSV or .xlsx (docs/exports.md), newest first, in batches after the last id.
import { CUSTOMER_UPLOAD_PREFIX, customerUploadSchemas } from '../../../contract/customer-upload';
import type { Db } from '../../db/client';
import { column, type ExportColumn } from '../../exports/export-file';
import { listExport } from '../../exports/export-route';
import { statusText } from '../../exports/messages';
import { assertCalendarDates } from '../../validation/calendar-dates';
import { uploadExportText as m } from './export-messages';
import { uploadSearchWhere, uploadsAfter, type UploadRecord } from './repository';
import { uploadScope } from './upload-scope';

const h = m.headers;
const columns: readonly ExportColumn<UploadRecord>[] = [
  column({ header: h.uploadId, kind: 'count', value: (r) => r.uploadId, width: 10 }),
  column({ header: h.uploadDtm, kind: 'time', value: (r) => r.uploadDtm, width: 20 }),
  column({ header: h.customerCode, kind: 'text', value: (r) => r.customerCode }),
  column({ header: h.companyName, kind: 'text', value: (r) => r.companyName, width: 36 }),
  column({ header: h.taxId, kind: 'text', value: (r) => r.taxId }),
  column({ header: h.branchCode, kind: 'text', value: (r) => r.branchCode, width: 10 }),
  column({ header: h.branchName, kind: 'text', value: (r) => r.branchName, width: 24 }),
  column({ header: h.uploadType, kind: 'text', value: (r) => r.uploadType, width: 10 }),
  column({ header: h.documentType, kind: 'text', value: (r) => r.documentType, width: 10 }),
  column({ header: h.templateName, kind: 'text', value: (r) => r.templateName, width: 24 }),
  column({ header: h.fileName, kind: 'text', value: (r, l) => r.fileName ?? m.directEntry[l], width: 30 }),
  column({ header: h.totalRows, kind: 'count', value: (r) => r.totalRows }),
  column({ header: h.validRows, kind: 'count', value: (r) => r.validRows }),
  column({ header: h.errorRows, kind: 'count', value: (r) => r.errorRows }),
  column({ header: h.status, kind: 'text', value: (r, l) => statusText(r.status, l), width: 24 }),
  column({ header: h.uploadBy, kind: 'text', value: (r) => r.uploadBy }),
];

/** POST /api/document/customerUploadFile/export?format=csv|xlsx, beside the search (routes.ts). */
export function uploadExport(db: Db) {
  return listExport({
    path: `${CUSTOMER_UPLOAD_PREFIX}/export`,
    body: customerUploadSchemas.searchCustomerFileUpload.body,
    summary: 'Every import of a search, as CSV or .xlsx (streamed)',
    title: m.title,
    columns,
    rowsOf: async (ctx, criteria) => {
      assertCalendarDates(ctx, criteria, ['uploadDateFrom', 'uploadDateTo']);
      const where = uploadSearchWhere(await uploadScope(db, ctx), criteria);
      return (after: number | undefined, size) => uploadsAfter(db, where, after, size);
    },
    keyOf: (row) => row.uploadId,
  });
}

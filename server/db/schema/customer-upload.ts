import { bigint, bigserial, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { UploadStatus } from '../../../contract/customer-upload';
import { customer } from './customer';
import { storedFile } from './file';
import { uploadTemplate } from './upload-template';
import { editColumns, ts } from './columns';

// Tables of server/db/migrations/0060_customer_upload.sql.

/** A problem of one row as stored: a code and its parameters, described when read. */
export interface StoredProblem {
  key: string;
  column: string | null;
  code: string;
  params?: Record<string, string | number>;
}

export const customerUpload = pgTable('customer_upload', {
  uploadId: bigserial('upload_id', { mode: 'number' }).primaryKey(),
  customerCode: text('customer_code')
    .notNull()
    .references(() => customer.customerCode),
  branchCode: text('branch_code').notNull(),
  uploadType: text('upload_type').$type<'ETAX' | 'EDOC'>().notNull(),
  templateCode: text('template_code')
    .notNull()
    .references(() => uploadTemplate.templateCode),
  documentType: text('document_type').notNull(),
  fileId: uuid('file_id').references(() => storedFile.fileId),
  fileName: text('file_name'),
  fileSize: integer('file_size'),
  totalRows: integer('total_rows').notNull(),
  validRows: integer('valid_rows').notNull(),
  errorRows: integer('error_rows').notNull(),
  status: text('status').$type<UploadStatus>().notNull(),
  uploadDtm: ts('upload_dtm').notNull().defaultNow(),
  uploadBy: text('upload_by').notNull(),
  userSubmitAccount: text('user_submit_account'),
  userSubmitBy: text('user_submit_by'),
  userSubmitDtm: ts('user_submit_dtm'),
  accountingSubmitBy: text('accounting_submit_by'),
  accountingSubmitDtm: ts('accounting_submit_dtm'),
  rejectReason: text('reject_reason'),
  /** Documents the generation makes (set when it starts; null before). */
  documentTotal: integer('document_total'),
  /** Why the generation FAILED (which documents could not be made). */
  failReason: text('fail_reason'),
  ...editColumns(),
});

export const customerUploadRow = pgTable(
  'customer_upload_row',
  {
    uploadId: bigint('upload_id', { mode: 'number' })
      .notNull()
      .references(() => customerUpload.uploadId),
    rowNo: integer('row_no').notNull(),
    data: jsonb('data').$type<Record<string, string | null>>().notNull(),
    problems: jsonb('problems').$type<StoredProblem[]>().notNull().default([]),
    errorCount: integer('error_count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.uploadId, table.rowNo] })],
);

export const customerUploadHistory = pgTable('customer_upload_history', {
  historyId: bigserial('history_id', { mode: 'number' }).primaryKey(),
  uploadId: bigint('upload_id', { mode: 'number' })
    .notNull()
    .references(() => customerUpload.uploadId),
  status: text('status').$type<UploadStatus>().notNull(),
  action: text('action').notNull(),
  actionBy: text('action_by').notNull(),
  actionRole: text('action_role').notNull(),
  actionDtm: ts('action_dtm').notNull().defaultNow(),
  remark: text('remark'),
});

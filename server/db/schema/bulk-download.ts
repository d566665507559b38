// Table of server/db/migrations/0097_bulk_download.sql.
import { bigserial, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { BulkDownloadStatus } from '../../../contract/bulk-download';
import type { SearchDocumentRequest } from '../../../contract/document';
import { customer } from './customer';
import { storedFile } from './file';
import { ts } from './columns';

export const bulkDownload = pgTable('bulk_download', {
  bulkDownloadId: bigserial('bulk_download_id', { mode: 'number' }).primaryKey(),
  customerCode: text('customer_code').references(() => customer.customerCode),
  branchCodes: text('branch_codes').array(),
  criteria: jsonb('criteria').$type<SearchDocumentRequest>().notNull(),
  status: text('status').$type<BulkDownloadStatus>().notNull(),
  done: integer('done').notNull().default(0),
  total: integer('total').notNull(),
  fileId: uuid('file_id').references(() => storedFile.fileId),
  createdBy: text('created_by').notNull(),
  createDtm: ts('create_dtm').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  lastUpdateDtm: ts('last_update_dtm').notNull().defaultNow(),
});

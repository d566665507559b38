import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { RdSubmissionStatus } from '../../../contract/rd-filing';
import { customer } from './customer';
import { storedFile } from './file';
import { recordColumns, ts } from './columns';

// The table of server/db/migrations/0087_rd_submission.sql (docs/rd-filing.md).

/** One customer's month once someone touched it (reminded, filed); no row: NOT_SUBMITTED. */
export const rdSubmission = pgTable(
  'rd_submission',
  {
    customerCode: text('customer_code')
      .notNull()
      .references(() => customer.customerCode),
    /** YYYY-MM, the documents' issue month. */
    month: text('month').notNull(),
    status: text('status').$type<RdSubmissionStatus>().notNull().default('NOT_SUBMITTED'),
    rdReference: text('rd_reference'),
    packFileId: uuid('pack_file_id').references(() => storedFile.fileId),
    submittedBy: text('submitted_by'),
    submittedAt: ts('submitted_at'),
    remindedAt: ts('reminded_at'),
    ...recordColumns(),
  },
  (table) => [primaryKey({ columns: [table.customerCode, table.month] })],
);

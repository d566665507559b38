import { bigint, bigserial, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { AddressJson } from './customer';
import { customer } from './customer';
import { recordColumns } from './columns';

// Tables of server/db/migrations/0030_customer_branch.sql and 0031_customer_search.sql
// (indexes, triggers and the customer.search_grams column live in the SQL).

export const customerBranch = pgTable('customer_branch', {
  branchId: bigserial('branch_id', { mode: 'number' }).primaryKey(),
  customerCode: text('customer_code')
    .notNull()
    .references(() => customer.customerCode),
  branchCode: text('branch_code').notNull(),
  branchName: text('branch_name').notNull(),
  branchType: text('branch_type').$type<'HEAD_OFFICE' | 'BRANCH'>().notNull(),
  address: jsonb('address').$type<AddressJson>().notNull(),
  contactTel: text('contact_tel'),
  status: text('status').$type<'ACTIVE' | 'INACTIVE' | 'DELETE'>().notNull().default('ACTIVE'),
  ...recordColumns(),
});

/** Customers per status and type, kept by triggers: exact search totals without counting rows. */
export const customerTally = pgTable(
  'customer_tally',
  {
    customerStatus: text('customer_status').notNull(),
    customerType: text('customer_type').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerStatus, t.customerType] })],
);

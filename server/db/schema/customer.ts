import type { BuyerDelivery, DeliveryMode } from '../../../contract/customer';
import { DEFAULT_ETAX_VERSION, type EtaxVersion } from '../../../contract/etax-version';
import { bigserial, date, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { recordColumns, signInColumns } from './columns';

// Tables of server/db/migrations/0010_customer_and_users.sql (indexes live in the SQL).

/** An address as the contract defines it (api-contract.md, Customers). */
export interface AddressJson {
  addressNo: string;
  moo?: string;
  building?: string;
  soi?: string;
  road?: string;
  provinceCode: string;
  districtCode: string;
  subDistrictCode: string;
  zipCode: string;
}

export const customer = pgTable('customer', {
  customerCode: text('customer_code').primaryKey(),
  customerName: text('customer_name').notNull(),
  customerNumber: text('customer_number').notNull(),
  customerStatus: text('customer_status')
    .$type<'ACTIVE' | 'INACTIVE' | 'DELETE'>()
    .notNull()
    .default('ACTIVE'),
  customerType: text('customer_type').notNull(),
  contactTel: text('contact_tel'),
  email: text('email'),
  address: jsonb('address').$type<AddressJson>(),
  shippingAddress: jsonb('shipping_address').$type<AddressJson>(),
  documentTypes: text('document_types').array().notNull().default([]),
  /** Language of the e-mail and SMS sent to the customer's buyers (migration 0073). */
  documentLanguage: text('document_language').$type<'th' | 'en'>().notNull().default('th'),
  /** The VAT rates (percent) its documents may carry (migration 0081). */
  vatRates: numeric('vat_rates').array().notNull().default(['0', '7']),
  /** The first day its e-Tax documents may bear, or null (migration 0081). */
  etaxStartDate: date('etax_start_date', { mode: 'string' }),
  /** The version of ETDA's e-Tax standard its documents are written in (migration 0083). */
  etaxVersion: text('etax_version').$type<EtaxVersion>().notNull().default(DEFAULT_ETAX_VERSION),
  /** SIGNED or TIME_STAMP: e-Tax Invoice by e-mail (migration 0088). */
  deliveryMode: text('delivery_mode').$type<DeliveryMode>().notNull().default('SIGNED'),
  /** AUTOMATIC or AFTER_RELEASE: documents wait READY_TO_SEND (migration 0095). */
  buyerDelivery: text('buyer_delivery').$type<BuyerDelivery>().notNull().default('AUTOMATIC'),
  ...recordColumns(),
});

export const customerUser = pgTable('customer_user', {
  userId: bigserial('user_id', { mode: 'number' }).primaryKey(),
  userCode: text('user_code').notNull().unique(),
  customerCode: text('customer_code')
    .notNull()
    .references(() => customer.customerCode),
  username: text('username').notNull(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  tel: text('tel'),
  userRole: text('user_role').$type<'CUSTOMER_ADMIN' | 'USER' | 'ACCOUNTING'>().notNull(),
  branchCodes: text('branch_codes').array().notNull().default([]),
  status: text('status').$type<'ACTIVE' | 'INACTIVE' | 'DELETE'>().notNull().default('ACTIVE'),
  ...signInColumns(),
  ...recordColumns(),
});

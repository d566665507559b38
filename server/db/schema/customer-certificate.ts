import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customer } from './customer';
import { bytea } from './file';

// The table of server/db/migrations/0076_etax.sql: one signing certificate per customer.

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const customerCertificate = pgTable('customer_certificate', {
  customerCode: text('customer_code')
    .primaryKey()
    .references(() => customer.customerCode),
  hsmSlot: text('hsm_slot').notNull().default('SOFT_0'),
  /** SOFT_0: the PKCS#12 and its password, sealed (server/security/key-vault.ts). */
  sealedKey: bytea('sealed_key'),
  /** A PKCS#11 slot (migration 0086): the key's label in the slot's token, and its certificate. */
  keyLabel: text('key_label'),
  certificateDer: bytea('certificate_der'),
  subject: text('subject').notNull(),
  issuer: text('issuer').notNull(),
  serialNumber: text('serial_number').notNull(),
  notBefore: ts('not_before').notNull(),
  notAfter: ts('not_after').notNull(),
  version: integer('version').notNull().default(1),
  createDtm: ts('create_dtm').notNull().defaultNow(),
  createBy: text('create_by').notNull(),
  lastUpdateDtm: ts('last_update_dtm').notNull().defaultNow(),
  lastUpdateBy: text('last_update_by').notNull(),
});

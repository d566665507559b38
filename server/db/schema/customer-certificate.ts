import { pgTable, text } from 'drizzle-orm/pg-core';
import { customer } from './customer';
import { bytea } from './file';
import { recordColumns, ts } from './columns';

// The table of server/db/migrations/0076_etax.sql: one signing certificate per customer.

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
  ...recordColumns(),
});

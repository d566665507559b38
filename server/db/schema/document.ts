import type { EtaxVersion } from '../../../contract/etax-version';
import {
  bigint,
  bigserial,
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { customer } from './customer';
import { customerUpload } from './customer-upload';
import { storedFile } from './file';
import { outbox } from './mail';
import { recordColumns, ts } from './columns';

// Tables of server/db/migrations/0070_document.sql, 0071_document_delivery.sql, 0072_document_search.sql
// and 0076_etax.sql.
// Amounts are numeric(18,2), read as strings.

const day = (name: string) => date(name, { mode: 'string' });
const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

export type DocumentStatus = 'GENERATED' | 'FAILED';
export type DeliveryStatus = 'PENDING' | 'SENT' | 'FAILED' | 'NOT_REQUESTED' | 'READY_TO_SEND';
export type XmlStatus = 'VALID' | 'INVALID';
export type SignatureStatus = 'SIGNED' | 'UNSIGNED' | 'TIME_STAMP';
/** One failure of an e-Tax XML (server/etax/xml/validate-xml.ts), as stored. */
export interface XmlFailureJson {
  source: 'XSD' | 'SCHEMATRON';
  ruleId: string;
  path: string;
  message: string;
}

export const document = pgTable('document', {
  documentId: bigserial('document_id', { mode: 'number' }).primaryKey(),
  uploadId: bigint('upload_id', { mode: 'number' })
    .notNull()
    .references(() => customerUpload.uploadId),
  customerCode: text('customer_code')
    .notNull()
    .references(() => customer.customerCode),
  branchCode: text('branch_code').notNull(),
  uploadType: text('upload_type').$type<'ETAX' | 'EDOC'>().notNull(),
  documentType: text('document_type').notNull(),
  documentNo: text('document_no').notNull(),
  firstRowNo: integer('first_row_no').notNull(),
  issueDate: day('issue_date'),
  dueDate: day('due_date'),
  buyerName: text('buyer_name'),
  buyerTaxId: text('buyer_tax_id'),
  buyerBranchCode: text('buyer_branch_code'),
  buyerEmail: text('buyer_email'),
  buyerTel: text('buyer_tel'),
  buyerAddress: text('buyer_address'),
  buyerZipCode: text('buyer_zip_code'),
  currency: text('currency').notNull().default('THB'),
  totalBeforeVat: money('total_before_vat'),
  vatRate: numeric('vat_rate', { precision: 5, scale: 2 }),
  vatAmount: money('vat_amount'),
  totalAmount: money('total_amount'),
  amountInWordsTh: text('amount_in_words_th'),
  referenceDocumentNo: text('reference_document_no'),
  referenceDocumentDate: day('reference_document_date'),
  purposeCode: text('purpose_code'),
  purposeText: text('purpose_text'),
  remark: text('remark'),
  /** Deposits (migration 0084): the advance payment deducted, before VAT, and its kind PP001–PP006. */
  prepaidAmount: money('prepaid_amount'),
  prepaidType: text('prepaid_type'),
  status: text('status').$type<DocumentStatus>().notNull(),
  failCode: text('fail_code'),
  failParams: jsonb('fail_params').$type<Record<string, string | number>>(),
  pdfFileId: uuid('pdf_file_id').references(() => storedFile.fileId),
  xmlFileId: uuid('xml_file_id').references(() => storedFile.fileId),
  /** E-TAX documents (migration 0076): the XML against the official schema and ETDA's rules. */
  xmlStatus: text('xml_status').$type<XmlStatus>(),
  xmlFailures: jsonb('xml_failures').$type<XmlFailureJson[]>(),
  /** The version of ETDA's standard its XML was written in (migration 0083), kept for good. */
  etaxVersion: text('etax_version').$type<EtaxVersion>(),
  signatureStatus: text('signature_status').$type<SignatureStatus>(),
  signedBy: text('signed_by'),
  signedAt: ts('signed_at'),
  emailStatus: text('email_status').$type<DeliveryStatus>().notNull().default('NOT_REQUESTED'),
  smsStatus: text('sms_status').$type<DeliveryStatus>().notNull().default('NOT_REQUESTED'),
  lastSentDtm: ts('last_sent_dtm'),
  ...recordColumns(),
});

export const documentLine = pgTable(
  'document_line',
  {
    documentId: bigint('document_id', { mode: 'number' })
      .notNull()
      .references(() => document.documentId, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    itemCode: text('item_code'),
    itemName: text('item_name').notNull(),
    /** Up to 4 decimals, like the unit price (migration 0081). */
    qty: numeric('qty', { precision: 18, scale: 4 }).notNull(),
    unit: text('unit'),
    unitPrice: numeric('unit_price', { precision: 18, scale: 4 }).notNull(),
    discount: money('discount').notNull().default('0'),
    amount: money('amount').notNull(),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.lineNo] })],
);

export const documentDelivery = pgTable('document_delivery', {
  deliveryId: bigserial('delivery_id', { mode: 'number' }).primaryKey(),
  documentId: bigint('document_id', { mode: 'number' })
    .notNull()
    .references(() => document.documentId),
  channel: text('channel').$type<'EMAIL' | 'SMS'>().notNull(),
  recipient: text('recipient').notNull(),
  resend: boolean('resend').notNull().default(false),
  status: text('status').$type<'PENDING' | 'SENT' | 'FAILED'>().notNull(),
  error: text('error'),
  outboxId: bigint('outbox_id', { mode: 'number' }).references(() => outbox.id),
  requestedBy: text('requested_by').notNull(),
  requestedDtm: ts('requested_dtm').notNull().defaultNow(),
  sentDtm: ts('sent_dtm'),
});

// Tables of server/db/migrations/0072_document_search.sql: documents counted by triggers, so that a
// search's totals and plans need no count(*) (server/modules/document/search.ts).

/** Documents per customer, branch, type, status and delivery status per channel. */
export const documentTally = pgTable(
  'document_tally',
  {
    customerCode: text('customer_code').notNull(),
    branchCode: text('branch_code').notNull(),
    documentType: text('document_type').notNull(),
    status: text('status').$type<DocumentStatus>().notNull(),
    emailStatus: text('email_status').$type<DeliveryStatus>().notNull(),
    smsStatus: text('sms_status').$type<DeliveryStatus>().notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.customerCode, t.branchCode, t.documentType, t.status, t.emailStatus, t.smsStatus],
    }),
  ],
);

/**
 * Documents per issue date, customer, branch, type and status (documents without an issue date
 * are not counted; the status since 0078, for the dashboard and the report).
 */
export const documentDayTally = pgTable(
  'document_day_tally',
  {
    issueDate: day('issue_date').notNull(),
    customerCode: text('customer_code').notNull(),
    branchCode: text('branch_code').notNull(),
    documentType: text('document_type').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    status: text('status').$type<DocumentStatus>().notNull(),
    /** Sums of the documents' total_before_vat and vat_amount (migration 0093). */
    value: money('value').notNull(),
    vat: money('vat').notNull(),
  },
  (t) => [primaryKey({ columns: [t.issueDate, t.customerCode, t.branchCode, t.documentType, t.status] })],
);

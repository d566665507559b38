import {
  bigint,
  bigserial,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FieldAlign, FieldFormat, PdfTemplateStatus } from '../../../contract/pdf-template';
import type { UploadType } from '../../../contract/upload-template';
import type { ItemTable } from '../../pdf/template/fill-template';
import type { FormPage } from '../../pdf/template/form-pdf';
import { customer } from './customer';
import { storedFile } from './file';

// Tables of server/db/migrations/0077_pdf_template.sql (the partial unique index lives in the SQL).

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The stored item table: the one the filler draws (points on a page of the form). */
export type StoredItemTable = ItemTable;

export const pdfTemplate = pgTable('pdf_template', {
  pdfTemplateId: bigserial('pdf_template_id', { mode: 'number' }).primaryKey(),
  customerCode: text('customer_code')
    .notNull()
    .references(() => customer.customerCode),
  templateName: text('template_name').notNull(),
  templateType: text('template_type').$type<UploadType>().notNull(),
  documentType: text('document_type').notNull(),
  status: text('status').$type<PdfTemplateStatus>().notNull(),
  formFileId: uuid('form_file_id').references(() => storedFile.fileId),
  fileName: text('file_name'),
  pages: jsonb('pages').$type<FormPage[]>().notNull().default([]),
  itemTable: jsonb('item_table').$type<StoredItemTable | null>(),
  version: integer('version').notNull().default(1),
  createDtm: ts('create_dtm').notNull().defaultNow(),
  createBy: text('create_by').notNull(),
  lastUpdateDtm: ts('last_update_dtm').notNull().defaultNow(),
  lastUpdateBy: text('last_update_by').notNull(),
});

export const pdfInputColumn = pgTable('pdf_input_column', {
  pdfInputColumnId: bigserial('pdf_input_column_id', { mode: 'number' }).primaryKey(),
  pdfTemplateId: bigint('pdf_template_id', { mode: 'number' })
    .notNull()
    .references(() => pdfTemplate.pdfTemplateId),
  dataTypeKey: text('data_type_key').notNull(),
  label: text('label').notNull(),
  page: integer('page').notNull(),
  x: doublePrecision('x').notNull(),
  y: doublePrecision('y').notNull(),
  width: doublePrecision('width').notNull(),
  height: doublePrecision('height').notNull(),
  fontSize: doublePrecision('font_size').notNull(),
  align: text('align').$type<FieldAlign>().notNull(),
  format: text('format').$type<FieldFormat>(),
  seq: integer('seq').notNull(),
});

export const pdfCollection = pgTable('pdf_collection', {
  collectionId: bigserial('collection_id', { mode: 'number' }).primaryKey(),
  pdfTemplateId: bigint('pdf_template_id', { mode: 'number' })
    .notNull()
    .references(() => pdfTemplate.pdfTemplateId),
  customerCode: text('customer_code')
    .notNull()
    .references(() => customer.customerCode),
  output: text('output').$type<'PDF' | 'ZIP'>().notNull(),
  status: text('status').$type<'PROCESSING' | 'COMPLETED' | 'FAILED'>().notNull(),
  total: integer('total').notNull(),
  done: integer('done').notNull().default(0),
  rows: jsonb('rows').$type<unknown[] | null>(),
  fileId: uuid('file_id').references(() => storedFile.fileId),
  createDtm: ts('create_dtm').notNull().defaultNow(),
  createBy: text('create_by').notNull(),
  lastUpdateDtm: ts('last_update_dtm').notNull().defaultNow(),
});

import { bigint, bigserial, boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { customer } from './customer';
import { recordColumns } from './columns';

// Tables of server/db/migrations/0050_upload_template.sql (the partial unique indexes live in the SQL).

export const uploadTemplate = pgTable('upload_template', {
  templateCode: text('template_code').primaryKey(),
  customerCode: text('customer_code')
    .notNull()
    .references(() => customer.customerCode),
  templateName: text('template_name').notNull(),
  templateType: text('template_type').$type<'EXCEL' | 'CSV'>().notNull(),
  uploadType: text('upload_type').$type<'ETAX' | 'EDOC'>().notNull(),
  documentType: text('document_type').notNull(),
  templateStatus: text('template_status').$type<'ACTIVE' | 'INACTIVE'>().notNull(),
  startRow: integer('start_row').notNull().default(2),
  fileName: text('file_name'),
  ...recordColumns(),
});

export const inputColumn = pgTable('input_column', {
  inputColumnId: bigserial('input_column_id', { mode: 'number' }).primaryKey(),
  templateCode: text('template_code')
    .notNull()
    .references(() => uploadTemplate.templateCode),
  columnName: text('column_name').notNull(),
  dataTypeKey: text('data_type_key').notNull(),
  inputCol: text('input_col').notNull(),
  inputType: text('input_type').notNull(),
  inputControlType: text('input_control_type').notNull(),
  required: boolean('required').notNull().default(false),
  maxLength: integer('max_length'),
  seq: integer('seq').notNull().default(0),
  status: text('status').$type<'ACTIVE' | 'DELETE'>().notNull().default('ACTIVE'),
  ...recordColumns(),
});

export const inputColumnOption = pgTable('input_column_option', {
  optionId: bigserial('option_id', { mode: 'number' }).primaryKey(),
  inputColumnId: bigint('input_column_id', { mode: 'number' })
    .notNull()
    .references(() => inputColumn.inputColumnId),
  optionValue: text('option_value').notNull(),
  optionLabel: text('option_label').notNull(),
  seq: integer('seq').notNull().default(0),
  status: text('status').$type<'ACTIVE' | 'DELETE'>().notNull().default('ACTIVE'),
  ...recordColumns(),
});

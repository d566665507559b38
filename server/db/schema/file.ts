// Table of server/db/migrations/0040_stored_file.sql.
import { char, customType, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FilePurpose } from '../../../contract/file';
import { customer } from './customer';

/**
 * bytea as a Node Buffer. Both drivers (pg and PGlite) hand bytea back as binary (Buffer or
 * Uint8Array) and take a Buffer as a parameter, so no hex/base64 text round trip is needed.
 */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

export const storedFile = pgTable('stored_file', {
  fileId: uuid('file_id').primaryKey().defaultRandom(),
  ownerCustomerCode: text('owner_customer_code').references(() => customer.customerCode),
  purpose: text('purpose').$type<FilePurpose>().notNull(),
  originalName: text('original_name').notNull(),
  downloadName: text('download_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  imageWidth: integer('image_width'),
  imageHeight: integer('image_height'),
  sha256: char('sha256', { length: 64 }).notNull(),
  /** The bytes, or NULL when they are in the bucket (migration 0090). */
  content: bytea('content'),
  createDtm: timestamp('create_dtm', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  createBy: text('create_by').notNull(),
});

/** The parts of a file written as a stream, in order (migration 0097). */
export const storedFilePart = pgTable(
  'stored_file_part',
  {
    fileId: uuid('file_id').notNull(),
    partNo: integer('part_no').notNull(),
    content: bytea('content').notNull(),
    createDtm: timestamp('create_dtm', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.partNo] })],
);

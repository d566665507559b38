// Tables of server/db/migrations/0041_landing.sql. Column names follow the contract.
import { bigint, date, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import type { LandingKind, LandingStatus } from '../../../contract/landing';
import { storedFile } from './file';
import { editColumns, recordColumns } from './columns';

export const landingItem = pgTable('landing_item', {
  id: serial('id').primaryKey(),
  kind: text('kind').$type<LandingKind>().notNull(),
  titleTh: text('title_th').notNull(),
  titleEn: text('title_en').notNull(),
  bodyTh: text('body_th'),
  bodyEn: text('body_en'),
  imageFileId: uuid('image_file_id').references(() => storedFile.fileId),
  linkUrl: text('link_url'),
  publishDate: date('publish_date', { mode: 'string' }),
  seq: integer('seq').notNull().default(0),
  status: text('status').$type<LandingStatus>().notNull().default('ACTIVE'),
  ...recordColumns(),
});

export const landingStatCounter = pgTable('landing_stat_counter', {
  id: integer('id').primaryKey(),
  labelTh: text('label_th').notNull(),
  labelEn: text('label_en').notNull(),
  // Counts stay far below 2^53: a JS number is exact.
  value: bigint('value', { mode: 'number' }).notNull().default(0),
  ...editColumns(),
});

import { bigserial, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';

// Table of server/db/migrations/0012_outbox.sql.

export type OutboxStatus = 'PENDING' | 'KEPT' | 'SENT' | 'FAILED';

export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  channel: text('channel').$type<'EMAIL' | 'SMS'>().notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  bodyHtml: text('body_html'),
  status: text('status').$type<OutboxStatus>().notNull(),
  attempts: integer('attempts').notNull().default(0),
  error: text('error'),
  refEntity: text('ref_entity'),
  refId: text('ref_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  sentAt: ts('sent_at'),
});

import { bigserial, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  actor: text('actor'),
  actorRole: text('actor_role'),
  action: text('action').notNull(),
  entity: text('entity').notNull(),
  entityId: text('entity_id'),
  ip: text('ip'),
  requestId: text('request_id'),
  beforeData: jsonb('before_data'),
  afterData: jsonb('after_data'),
  /** The customer the row concerns (migration 0079; server/audit.ts decides). */
  customerCode: text('customer_code'),
});

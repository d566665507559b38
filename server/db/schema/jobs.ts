import { bigserial, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';

// Table of server/db/migrations/0015_job.sql.

export type JobStatus = 'PENDING' | 'RUNNING' | 'DONE' | 'FAILED';

export const job = pgTable('job', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  type: text('type').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  status: text('status').$type<JobStatus>().notNull().default('PENDING'),
  attempts: integer('attempts').notNull().default(0),
  maxAttempts: integer('max_attempts').notNull().default(6),
  runAt: ts('run_at').notNull().defaultNow(),
  lockedBy: text('locked_by'),
  lockedUntil: ts('locked_until'),
  lastError: text('last_error'),
  createdAt: ts('created_at').notNull().defaultNow(),
  finishedAt: ts('finished_at'),
});

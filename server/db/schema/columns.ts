// Column groups many tables share (their SQL repeats them in each migration).
import { boolean, integer, text, timestamp } from 'drizzle-orm/pg-core';

/** A timestamptz read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The version an edit is checked against and who changed the row last (server/db/edit-stamp.ts). */
export const editColumns = () => ({
  version: integer('version').notNull().default(1),
  lastUpdateDtm: ts('last_update_dtm').notNull().defaultNow(),
  lastUpdateBy: text('last_update_by').notNull(),
});

/** editColumns, and who made the row when. */
export const recordColumns = () => ({
  createDtm: ts('create_dtm').notNull().defaultNow(),
  createBy: text('create_by').notNull(),
  ...editColumns(),
});

/** An account's password and sign-in state (administrators and customer users alike). */
export const signInColumns = () => ({
  passwordHash: text('password_hash'),
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  passwordChangedAt: ts('password_changed_at'),
  failedLoginCount: integer('failed_login_count').notNull().default(0),
  failedLoginSince: ts('failed_login_since'),
  lockedUntil: ts('locked_until'),
  lastLoginAt: ts('last_login_at'),
});

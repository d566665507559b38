import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bytea } from './file';
import { recordColumns, signInColumns, ts } from './columns';

// Tables of server/db/migrations/0010_customer_and_users.sql, 0011_sessions_and_otp.sql,
// 0082_second_factor.sql and 0085_rate_limit_counter.sql.
// Indexes (lower(username) unique, …) live in the SQL.

export const adminUser = pgTable('admin_user', {
  adminCode: text('admin_code').primaryKey(),
  username: text('username').notNull(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  tel: text('tel'),
  status: text('status').$type<'ACTIVE' | 'INACTIVE' | 'DELETE'>().notNull().default('ACTIVE'),
  ...signInColumns(),
  ...recordColumns(),
});

export const userSession = pgTable('user_session', {
  id: text('id').primaryKey(),
  userKind: text('user_kind').$type<'ADMIN' | 'CUSTOMER'>().notNull(),
  userCode: text('user_code').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  revokedAt: ts('revoked_at'),
  ip: text('ip'),
  userAgent: text('user_agent'),
});

export const otpRequest = pgTable('otp_request', {
  refCode: text('ref_code').primaryKey(),
  email: text('email').notNull(),
  purpose: text('purpose').$type<'RESET_PASSWORD' | 'SET_PASSWORD'>().notNull(),
  userKind: text('user_kind').$type<'ADMIN' | 'CUSTOMER'>().notNull(),
  userCode: text('user_code'),
  otpHash: text('otp_hash').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  tries: integer('tries').notNull().default(0),
  verifiedAt: ts('verified_at'),
  usedAt: ts('used_at'),
  voidedAt: ts('voided_at'),
  ip: text('ip'),
});

type Kind = 'ADMIN' | 'CUSTOMER';

export const secondFactor = pgTable(
  'second_factor',
  {
    userKind: text('user_kind').$type<Kind>().notNull(),
    userCode: text('user_code').notNull(),
    secretSealed: bytea('secret_sealed').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    confirmedAt: ts('confirmed_at'),
    lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.userKind, t.userCode] })],
);

export const secondFactorRecoveryCode = pgTable(
  'second_factor_recovery_code',
  {
    userKind: text('user_kind').$type<Kind>().notNull(),
    userCode: text('user_code').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [primaryKey({ columns: [t.userKind, t.userCode, t.codeHash] })],
);

export const signInChallenge = pgTable('sign_in_challenge', {
  tokenHash: text('token_hash').primaryKey(),
  purpose: text('purpose').$type<'CODE' | 'ENROL'>().notNull(),
  userKind: text('user_kind').$type<Kind>().notNull(),
  userCode: text('user_code').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  tries: integer('tries').notNull().default(0),
  usedAt: ts('used_at'),
});

/** Tries per route and client address in the current window (server/plugins/rate-limit-store.ts). */
export const rateLimitCounter = pgTable('rate_limit_counter', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: ts('window_ends_at').notNull(),
});

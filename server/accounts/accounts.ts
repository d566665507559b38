import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Role } from '../../contract/envelope';
import type { Db } from '../db/client';
import { adminUser } from '../db/schema/auth';
import { customer, customerUser } from '../db/schema/customer';
import type { CustomerUserRole } from '../http/access';
import { editStamp } from '../db/edit-stamp';

/** Lock-out: this many failures within the window lock the account for LOCK_MINUTES. */
export const LOCK_AFTER_FAILURES = 10;
export const FAILURE_WINDOW_MINUTES = 15;
export const LOCK_MINUTES = 15;

/** An administrator or a customer user, as sign-in and password changes need them. */
export interface Account {
  kind: Role;
  code: string;
  username: string;
  fullName: string;
  email: string;
  /** The account can sign in: ACTIVE, and for customer users an ACTIVE customer. */
  active: boolean;
  passwordHash: string | null;
  mustChangePassword: boolean;
  /** locked_until is still ahead (database time). */
  locked: boolean;
  customerCode?: string;
  customerName?: string;
  userRole?: CustomerUserRole;
}

const lockedNow = (column: typeof adminUser.lockedUntil | typeof customerUser.lockedUntil) =>
  sql<boolean>`coalesce(${column} > now(), false)`;

/** What sign-in reads of either kind of account, from its table. */
const accountColumns = (t: typeof adminUser | typeof customerUser) => ({
  username: t.username,
  fullName: t.fullName,
  email: t.email,
  status: t.status,
  passwordHash: t.passwordHash,
  mustChangePassword: t.mustChangePassword,
  locked: lockedNow(t.lockedUntil),
});

async function findAdmin(db: Db, where: SQL): Promise<Account | null> {
  const [row] = await db
    .select({ code: adminUser.adminCode, ...accountColumns(adminUser) })
    .from(adminUser)
    .where(where)
    .limit(1);
  if (!row) return null;
  const { status, ...rest } = row;
  return { kind: 'ADMIN', ...rest, active: status === 'ACTIVE' };
}

async function findCustomerUser(db: Db, where: SQL): Promise<Account | null> {
  const [row] = await db
    .select({
      code: customerUser.userCode,
      ...accountColumns(customerUser),
      customerCode: customerUser.customerCode,
      customerName: customer.customerName,
      customerStatus: customer.customerStatus,
      userRole: customerUser.userRole,
    })
    .from(customerUser)
    .innerJoin(customer, eq(customer.customerCode, customerUser.customerCode))
    .where(where)
    .limit(1);
  if (!row) return null;
  const { status, customerStatus, ...rest } = row;
  return { kind: 'CUSTOMER', ...rest, active: status === 'ACTIVE' && customerStatus === 'ACTIVE' };
}

/** Usernames match case-insensitively (they are unique that way). */
export function findAccountByUsername(db: Db, kind: Role, username: string): Promise<Account | null> {
  return kind === 'ADMIN'
    ? findAdmin(db, sql`lower(${adminUser.username}) = lower(${username})`)
    : findCustomerUser(db, sql`lower(${customerUser.username}) = lower(${username})`);
}

export function findAccountByCode(db: Db, kind: Role, code: string): Promise<Account | null> {
  return kind === 'ADMIN'
    ? findAdmin(db, eq(adminUser.adminCode, code))
    : findCustomerUser(db, eq(customerUser.userCode, code));
}

/** The live (not deleted) account of an e-mail; e-mails are unique among live accounts. */
export function findAccountByEmail(db: Db, kind: Role, email: string): Promise<Account | null> {
  return kind === 'ADMIN'
    ? findAdmin(db, and(sql`lower(${adminUser.email}) = lower(${email})`, ne(adminUser.status, 'DELETE'))!)
    : findCustomerUser(
        db,
        and(sql`lower(${customerUser.email}) = lower(${email})`, ne(customerUser.status, 'DELETE'))!,
      );
}

function table(kind: Role) {
  return kind === 'ADMIN'
    ? { t: adminUser, code: adminUser.adminCode }
    : { t: customerUser, code: customerUser.userCode };
}

/** Usernames stay unique whatever the case, deleted accounts included. */
export async function usernameTaken(db: Db, kind: Role, username: string): Promise<boolean> {
  const { t } = table(kind);
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(t)
    .where(sql`lower(${t.username}) = lower(${username})`)
    .limit(1);
  return rows.length > 0;
}

/** The e-mail of an ACTIVE account, or null. */
export async function activeEmail(db: Db, kind: Role, code: string): Promise<string | null> {
  const { t, code: codeColumn } = table(kind);
  const [row] = await db
    .select({ email: t.email })
    .from(t)
    .where(and(eq(codeColumn, code), eq(t.status, 'ACTIVE')));
  return row?.email ?? null;
}

/** The columns of a new account: no password until its owner sets one with the e-mailed OTP. */
export const newAccountColumns = (actor: string) =>
  ({ passwordHash: null, mustChangePassword: false, createBy: actor, lastUpdateBy: actor }) as const;

/**
 * Counts a failed sign-in in the 15-minute window; the 10th locks the account for 15 minutes.
 * Returns true when this failure locked it.
 */
export async function recordLoginFailure(db: Db, kind: Role, code: string): Promise<boolean> {
  const { t, code: codeColumn } = table(kind);
  const windowOver = sql`(${t.failedLoginSince} IS NULL OR ${t.failedLoginSince} <= now() - make_interval(mins => ${FAILURE_WINDOW_MINUTES}))`;
  const [row] = await db
    .update(t)
    .set({
      failedLoginCount: sql`CASE WHEN ${windowOver} THEN 1 ELSE ${t.failedLoginCount} + 1 END`,
      failedLoginSince: sql`CASE WHEN ${windowOver} THEN now() ELSE ${t.failedLoginSince} END`,
    })
    .where(eq(codeColumn, code))
    .returning({ count: t.failedLoginCount });
  if (!row || row.count < LOCK_AFTER_FAILURES) return false;
  await db
    .update(t)
    .set({
      lockedUntil: sql`now() + make_interval(mins => ${LOCK_MINUTES})`,
      failedLoginCount: 0,
      failedLoginSince: null,
    })
    .where(eq(codeColumn, code));
  return true;
}

/** A good sign-in clears the failure count; `rehash` upgrades a hash made with older parameters. */
export async function recordLoginSuccess(db: Db, kind: Role, code: string, rehash?: string): Promise<void> {
  const { t, code: codeColumn } = table(kind);
  await db
    .update(t)
    .set({
      failedLoginCount: 0,
      failedLoginSince: null,
      lockedUntil: null,
      lastLoginAt: sql`now()`,
      ...(rehash ? { passwordHash: rehash } : {}),
    })
    .where(eq(codeColumn, code));
}

/** An old-cost hash of the right password, upgraded (the sign-in goes on to its second step). */
export async function storePasswordRehash(db: Db, kind: Role, code: string, rehash: string): Promise<void> {
  const { t, code: codeColumn } = table(kind);
  await db.update(t).set({ passwordHash: rehash }).where(eq(codeColumn, code));
}

/**
 * Stores a new password chosen by the user: clears mustChangePassword and any lock-out, bumps
 * the record version (an open edit form of this account then answers STALE_RECORD).
 */
export async function storeNewPassword(
  db: Db,
  kind: Role,
  code: string,
  passwordHash: string,
  by: string,
): Promise<void> {
  const { t, code: codeColumn } = table(kind);
  await db
    .update(t)
    .set({
      passwordHash,
      mustChangePassword: false,
      passwordChangedAt: sql`now()`,
      failedLoginCount: 0,
      failedLoginSince: null,
      lockedUntil: null,
      ...editStamp(t.version, by),
    })
    .where(eq(codeColumn, code));
}

// All SQL of administrator records (sign-in, sessions and passwords live in the auth module).
import { and, asc, count, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AdminUserSortBy, SearchAdminUserRequest } from '../../../contract/admin-user';
import type { EditableStatus } from '../../../contract/customer';
import type { Db } from '../../db/client';
import { nextCode } from '../../db/generated-code';
import { adminUser } from '../../db/schema/auth';
import { pagingOf } from '../../http/envelope';
import { containsPattern, criterion } from '../../db/search-text';
import { editStamp } from '../../db/edit-stamp';

/** What the calls answer of an administrator: no password hash, no lock-out counters. */
const adminColumns = {
  adminCode: adminUser.adminCode,
  username: adminUser.username,
  fullName: adminUser.fullName,
  email: adminUser.email,
  tel: adminUser.tel,
  status: adminUser.status,
  version: adminUser.version,
  lastUpdateDtm: adminUser.lastUpdateDtm,
  lastUpdateBy: adminUser.lastUpdateBy,
};

export interface AdminRecord {
  adminCode: string;
  username: string;
  fullName: string;
  email: string;
  tel: string | null;
  status: 'ACTIVE' | 'INACTIVE' | 'DELETE';
  version: number;
  lastUpdateDtm: Date;
  lastUpdateBy: string;
}

export interface AdminValues {
  fullName: string;
  email: string;
  tel: string | null;
  status: EditableStatus;
}

export async function findAdmin(db: Db, adminCode: string, lock = false): Promise<AdminRecord | undefined> {
  const query = db
    .select(adminColumns)
    .from(adminUser)
    .where(and(eq(adminUser.adminCode, adminCode), ne(adminUser.status, 'DELETE')));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Usernames stay unique whatever the case, deleted administrators included. */
export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(adminUser)
    .where(sql`lower(${adminUser.username}) = lower(${username})`)
    .limit(1);
  return rows.length > 0;
}

/** Inserts an administrator with the next generated code (ADM0002 …); undefined when the username is taken. */
export async function insertAdmin(
  tx: Db,
  input: AdminValues & { username: string },
  actor: string,
): Promise<AdminRecord | undefined> {
  const [row] = await tx
    .insert(adminUser)
    .values({
      ...input,
      adminCode: nextCode('admin_code_seq', 'ADM', 4),
      // No password until the administrator sets one with the e-mailed OTP.
      passwordHash: null,
      mustChangePassword: false,
      createBy: actor,
      lastUpdateBy: actor,
    })
    .onConflictDoNothing()
    .returning(adminColumns);
  return row;
}

export async function updateAdmin(
  tx: Db,
  adminCode: string,
  values: Partial<Omit<AdminValues, 'status'>> & { status?: AdminRecord['status'] },
  actor: string,
): Promise<AdminRecord> {
  const [row] = await tx
    .update(adminUser)
    .set({
      ...values,
      ...editStamp(adminUser.version, actor),
    })
    .where(eq(adminUser.adminCode, adminCode))
    .returning(adminColumns);
  return row!;
}

/** Active administrators other than `adminCode`. */
export async function otherActiveAdmins(db: Db, adminCode: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(adminUser)
    .where(and(eq(adminUser.status, 'ACTIVE'), ne(adminUser.adminCode, adminCode)));
  return row?.n ?? 0;
}

const sortColumns: Record<AdminUserSortBy, AnyPgColumn> = {
  adminCode: adminUser.adminCode,
  username: adminUser.username,
  fullName: adminUser.fullName,
  email: adminUser.email,
  status: adminUser.status,
  lastUpdateDtm: adminUser.lastUpdateDtm,
};

const matches = (value: string | undefined, column: AnyPgColumn): SQL | undefined => {
  const text = criterion(value);
  return text === undefined ? undefined : ilike(column, containsPattern(text));
};

export async function searchAdmins(
  db: Db,
  request: SearchAdminUserRequest,
): Promise<{ rows: AdminRecord[]; total: number }> {
  const { size, offset } = pagingOf(request);
  const where = and(
    ne(adminUser.status, 'DELETE'),
    request.status ? eq(adminUser.status, request.status) : undefined,
    matches(request.adminCode, adminUser.adminCode),
    matches(request.fullName, adminUser.fullName),
    matches(request.email, adminUser.email),
  );
  const direction = request.sortDir === 'desc' ? desc : asc;
  const column = sortColumns[request.sortBy ?? 'adminCode'];
  const [totalRow] = await db.select({ total: count() }).from(adminUser).where(where);
  const rows = await db
    .select(adminColumns)
    .from(adminUser)
    .where(where)
    .orderBy(direction(column), asc(adminUser.adminCode))
    .limit(size)
    .offset(offset);
  return { rows, total: totalRow?.total ?? 0 };
}

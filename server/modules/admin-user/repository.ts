// All SQL of administrator records (sign-in, sessions and passwords live in the auth module).
import { and, count, eq, ne } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AdminUserSortBy, SearchAdminUserRequest } from '../../../contract/admin-user';
import type { EditableStatus } from '../../../contract/customer';
import type { Db } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { matchesAny, searchPage, searchPlan } from '../../db/search-sql';
import { nextCode } from '../../db/generated-code';
import { adminUser } from '../../db/schema/auth';
import { updateStamped } from '../../db/edit-stamp';
import { newAccountColumns } from '../../accounts/accounts';

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
  return firstRow(query, lock && 'update');
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
      ...newAccountColumns(actor),
    })
    .onConflictDoNothing()
    .returning(adminColumns);
  return row;
}

export function updateAdmin(
  tx: Db,
  adminCode: string,
  values: Partial<Omit<AdminValues, 'status'>> & { status?: AdminRecord['status'] },
  actor: string,
): Promise<AdminRecord> {
  return updateStamped(tx, adminUser, eq(adminUser.adminCode, adminCode), values, actor, adminColumns);
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

export async function searchAdmins(
  db: Db,
  request: SearchAdminUserRequest,
): Promise<{ rows: AdminRecord[]; total: number }> {
  const plan = searchPlan(
    request,
    sortColumns,
    'adminCode',
    [adminUser.adminCode],
    [
      ne(adminUser.status, 'DELETE'),
      request.status ? eq(adminUser.status, request.status) : undefined,
      matchesAny(request.adminCode, adminUser.adminCode),
      matchesAny(request.fullName, adminUser.fullName),
      matchesAny(request.email, adminUser.email),
    ],
  );
  return searchPage(db, adminUser, plan, db.select(adminColumns).from(adminUser).$dynamic());
}

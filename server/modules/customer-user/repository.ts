// All SQL of customer users (sign-in, sessions and passwords live in the auth module).
import { and, asc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { EditableStatus } from '../../../contract/customer';
import type {
  CustomerUserRole,
  CustomerUserSortBy,
  SearchCustomerUserRequest,
} from '../../../contract/customer-user';
import type { Db } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { matchesAny, searchPage, searchPlan } from '../../db/search-sql';
import { nextCode } from '../../db/generated-code';
import { customer, customerUser } from '../../db/schema/customer';
import { customerBranch } from '../../db/schema/customer-branch';
import { stamped } from '../../db/edit-stamp';
import { newAccountColumns } from '../../accounts/accounts';

/** What the calls answer of a user: no password hash, no lock-out counters. */
const userColumns = {
  userId: customerUser.userId,
  userCode: customerUser.userCode,
  customerCode: customerUser.customerCode,
  customerName: customer.customerName,
  username: customerUser.username,
  fullName: customerUser.fullName,
  email: customerUser.email,
  tel: customerUser.tel,
  userRole: customerUser.userRole,
  branchCodes: customerUser.branchCodes,
  status: customerUser.status,
  version: customerUser.version,
  lastUpdateDtm: customerUser.lastUpdateDtm,
  lastUpdateBy: customerUser.lastUpdateBy,
};

export interface UserRecord {
  userId: number;
  userCode: string;
  customerCode: string;
  customerName: string;
  username: string;
  fullName: string;
  email: string;
  tel: string | null;
  userRole: CustomerUserRole;
  branchCodes: string[];
  status: 'ACTIVE' | 'INACTIVE' | 'DELETE';
  version: number;
  lastUpdateDtm: Date;
  lastUpdateBy: string;
}

export interface UserValues {
  fullName: string;
  email: string;
  tel: string | null;
  userRole: CustomerUserRole;
  branchCodes: string[];
  status: EditableStatus;
}

/** A live user; with `customerCode`, only one of that customer (tenancy: others are "not found"). */
async function findUser(
  db: Db,
  where: SQL,
  customerCode: string | undefined,
  lock: boolean,
): Promise<UserRecord | undefined> {
  const query = db
    .select(userColumns)
    .from(customerUser)
    .innerJoin(customer, eq(customer.customerCode, customerUser.customerCode))
    .where(
      and(
        where,
        ne(customerUser.status, 'DELETE'),
        customerCode ? eq(customerUser.customerCode, customerCode) : undefined,
      ),
    );
  return firstRow(query, lock && 'update', customerUser);
}

export const findUserById = (db: Db, userId: number, customerCode: string | undefined, lock = false) =>
  findUser(db, eq(customerUser.userId, userId), customerCode, lock);

export const findUserByCode = (db: Db, userCode: string, customerCode: string | undefined) =>
  findUser(db, eq(customerUser.userCode, userCode), customerCode, false);

/** Inserts a user with the next generated code (U000001 …); undefined when the username is taken. */
export async function insertUser(
  tx: Db,
  input: UserValues & { customerCode: string; username: string },
  actor: string,
): Promise<{ userId: number; userCode: string } | undefined> {
  const [row] = await tx
    .insert(customerUser)
    .values({
      ...input,
      userCode: nextCode('customer_user_code_seq', 'U', 6),
      ...newAccountColumns(actor),
    })
    .onConflictDoNothing()
    .returning({ userId: customerUser.userId, userCode: customerUser.userCode });
  return row;
}

export async function updateUser(
  tx: Db,
  userId: number,
  values: Partial<Omit<UserValues, 'status'>> & { status?: UserRecord['status'] },
  actor: string,
): Promise<void> {
  await tx
    .update(customerUser)
    .set(stamped(customerUser, values, actor))
    .where(eq(customerUser.userId, userId));
}

/** The customer's live (not deleted) branches among `codes`. */
const liveBranchesIn = (customerCode: string, codes: string[]) =>
  and(
    eq(customerBranch.customerCode, customerCode),
    inArray(customerBranch.branchCode, codes),
    ne(customerBranch.status, 'DELETE'),
  );

/** The codes among `codes` that are not live branches of the customer. */
export async function unknownBranchCodes(db: Db, customerCode: string, codes: string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .select({ code: customerBranch.branchCode })
    .from(customerBranch)
    .where(liveBranchesIn(customerCode, codes));
  const known = new Set(rows.map((r) => r.code));
  return codes.filter((c) => !known.has(c));
}

/** Names of the user's branches, by code (deleted branches left out). */
export function branchNames(
  db: Db,
  customerCode: string,
  codes: string[],
): Promise<{ branchCode: string; branchName: string }[]> {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .select({ branchCode: customerBranch.branchCode, branchName: customerBranch.branchName })
    .from(customerBranch)
    .where(liveBranchesIn(customerCode, codes))
    .orderBy(asc(customerBranch.branchCode));
}

const sortColumns: Record<CustomerUserSortBy, AnyPgColumn> = {
  userCode: customerUser.userCode,
  username: customerUser.username,
  fullName: customerUser.fullName,
  email: customerUser.email,
  userRole: customerUser.userRole,
  status: customerUser.status,
  customerCode: customerUser.customerCode,
  lastUpdateDtm: customerUser.lastUpdateDtm,
};

/** Users of one customer, or of all (ADMIN without customerCode); deleted users never. */
export async function searchUsers(
  db: Db,
  customerCode: string | undefined,
  request: SearchCustomerUserRequest,
): Promise<{ rows: UserRecord[]; total: number }> {
  const plan = searchPlan(
    request,
    sortColumns,
    'userCode',
    [customerUser.userCode],
    [
      ne(customerUser.status, 'DELETE'),
      customerCode ? eq(customerUser.customerCode, customerCode) : undefined,
      request.userRole ? eq(customerUser.userRole, request.userRole) : undefined,
      request.status ? eq(customerUser.status, request.status) : undefined,
      matchesAny(request.username, customerUser.username),
      matchesAny(request.fullName, customerUser.fullName),
      matchesAny(request.email, customerUser.email),
    ],
  );
  return searchPage(
    db,
    customerUser,
    plan,
    db
      .select(userColumns)
      .from(customerUser)
      .innerJoin(customer, eq(customer.customerCode, customerUser.customerCode))
      .$dynamic(),
  );
}

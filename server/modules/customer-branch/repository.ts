// All SQL of customer branches.
import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BranchOption, BranchSortBy, SearchBranchRequest } from '../../../contract/customer-branch';
import type { EditableStatus } from '../../../contract/customer';
import type { Db } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { matchesAny, searchPage, searchPlan } from '../../db/search-sql';
import type { AddressJson } from '../../db/schema/customer';
import { customerBranch } from '../../db/schema/customer-branch';
import { insertNew, updateStamped } from '../../db/edit-stamp';

export type BranchRecord = typeof customerBranch.$inferSelect;

export interface BranchValues {
  branchName: string;
  branchType: 'HEAD_OFFICE' | 'BRANCH';
  address: AddressJson;
  contactTel: string | null;
  status: EditableStatus;
}

async function findBranch(db: Db, where: SQL | undefined, lock: boolean): Promise<BranchRecord | undefined> {
  const query = db
    .select()
    .from(customerBranch)
    .where(and(where, ne(customerBranch.status, 'DELETE')));
  return firstRow(query, lock && 'update');
}

/** A live branch by id; with `customerCode`, only when it belongs to that customer. */
export const findBranchById = (db: Db, branchId: number, customerCode: string | undefined, lock = false) =>
  findBranch(
    db,
    and(
      eq(customerBranch.branchId, branchId),
      customerCode ? eq(customerBranch.customerCode, customerCode) : undefined,
    ),
    lock,
  );

export const findBranchByCode = (db: Db, customerCode: string, branchCode: string, lock = false) =>
  findBranch(
    db,
    and(eq(customerBranch.customerCode, customerCode), eq(customerBranch.branchCode, branchCode)),
    lock,
  );

/** undefined when the customer has the code already (deleted branches included). */
export function insertBranch(
  tx: Db,
  customerCode: string,
  branchCode: string,
  values: BranchValues,
  actor: string,
) {
  return insertNew(tx, customerBranch, { customerCode, branchCode, ...values }, actor);
}

export function updateBranch(
  tx: Db,
  branchId: number,
  values: Partial<Omit<BranchValues, 'status'>> & { status?: BranchRecord['status'] },
  actor: string,
): Promise<BranchRecord> {
  return updateStamped(tx, customerBranch, eq(customerBranch.branchId, branchId), values, actor);
}

const sortColumns: Record<BranchSortBy, AnyPgColumn> = {
  branchCode: customerBranch.branchCode,
  branchName: customerBranch.branchName,
  branchType: customerBranch.branchType,
  status: customerBranch.status,
  lastUpdateDtm: customerBranch.lastUpdateDtm,
};

/** The branches of one customer (tens per customer: an exact count is cheap). */
export async function searchBranches(
  db: Db,
  customerCode: string,
  request: SearchBranchRequest,
): Promise<{ rows: BranchRecord[]; total: number }> {
  const plan = searchPlan(
    request,
    sortColumns,
    'branchCode',
    [customerBranch.branchCode],
    [
      eq(customerBranch.customerCode, customerCode),
      ne(customerBranch.status, 'DELETE'),
      request.status ? eq(customerBranch.status, request.status) : undefined,
      matchesAny(request.branchCode, customerBranch.branchCode),
      matchesAny(request.branchName, customerBranch.branchName),
    ],
  );
  return searchPage(db, customerBranch, plan, db.select().from(customerBranch).$dynamic());
}

/** listBranchByCustomerAndStatus: the branches of a status, by code (a dropdown's options). */
export function branchesByStatus(
  db: Db,
  customerCode: string,
  status: EditableStatus,
): Promise<BranchOption[]> {
  return db
    .select({
      branchId: customerBranch.branchId,
      branchCode: customerBranch.branchCode,
      branchName: customerBranch.branchName,
      branchType: customerBranch.branchType,
    })
    .from(customerBranch)
    .where(and(eq(customerBranch.customerCode, customerCode), eq(customerBranch.status, status)))
    .orderBy(asc(customerBranch.branchCode));
}

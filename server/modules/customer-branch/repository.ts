// All SQL of customer branches.
import { and, asc, count, desc, eq, ilike, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BranchOption, BranchSortBy, SearchBranchRequest } from '../../../contract/customer-branch';
import type { EditableStatus } from '../../../contract/customer';
import type { Db } from '../../db/client';
import type { AddressJson } from '../../db/schema/customer';
import { customerBranch } from '../../db/schema/customer-branch';
import { pagingOf } from '../../http/envelope';
import { containsPattern, criterion } from '../../db/search-text';
import { editStamp } from '../../db/edit-stamp';

export type BranchRecord = typeof customerBranch.$inferSelect;

export interface BranchValues {
  branchName: string;
  branchType: 'HEAD_OFFICE' | 'BRANCH';
  address: AddressJson;
  contactTel: string | null;
  status: EditableStatus;
}

/** A live branch by id; with `customerCode`, only when it belongs to that customer. */
export async function findBranchById(
  db: Db,
  branchId: number,
  customerCode: string | undefined,
  lock = false,
): Promise<BranchRecord | undefined> {
  const query = db
    .select()
    .from(customerBranch)
    .where(
      and(
        eq(customerBranch.branchId, branchId),
        ne(customerBranch.status, 'DELETE'),
        customerCode ? eq(customerBranch.customerCode, customerCode) : undefined,
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findBranchByCode(
  db: Db,
  customerCode: string,
  branchCode: string,
  lock = false,
): Promise<BranchRecord | undefined> {
  const query = db
    .select()
    .from(customerBranch)
    .where(
      and(
        eq(customerBranch.customerCode, customerCode),
        eq(customerBranch.branchCode, branchCode),
        ne(customerBranch.status, 'DELETE'),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** undefined when the customer has the code already (deleted branches included). */
export async function insertBranch(
  tx: Db,
  customerCode: string,
  branchCode: string,
  values: BranchValues,
  actor: string,
): Promise<BranchRecord | undefined> {
  const [row] = await tx
    .insert(customerBranch)
    .values({ customerCode, branchCode, ...values, createBy: actor, lastUpdateBy: actor })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateBranch(
  tx: Db,
  branchId: number,
  values: Partial<Omit<BranchValues, 'status'>> & { status?: BranchRecord['status'] },
  actor: string,
): Promise<BranchRecord> {
  const [row] = await tx
    .update(customerBranch)
    .set({
      ...values,
      ...editStamp(customerBranch.version, actor),
    })
    .where(eq(customerBranch.branchId, branchId))
    .returning();
  return row!;
}

const sortColumns: Record<BranchSortBy, AnyPgColumn> = {
  branchCode: customerBranch.branchCode,
  branchName: customerBranch.branchName,
  branchType: customerBranch.branchType,
  status: customerBranch.status,
  lastUpdateDtm: customerBranch.lastUpdateDtm,
};

const matches = (value: string | undefined, column: AnyPgColumn): SQL | undefined => {
  const text = criterion(value);
  return text === undefined ? undefined : ilike(column, containsPattern(text));
};

/** The branches of one customer (tens per customer: an exact count is cheap). */
export async function searchBranches(
  db: Db,
  customerCode: string,
  request: SearchBranchRequest,
): Promise<{ rows: BranchRecord[]; total: number }> {
  const { size, offset } = pagingOf(request);
  const where = and(
    eq(customerBranch.customerCode, customerCode),
    ne(customerBranch.status, 'DELETE'),
    request.status ? eq(customerBranch.status, request.status) : undefined,
    matches(request.branchCode, customerBranch.branchCode),
    matches(request.branchName, customerBranch.branchName),
  );
  const direction = request.sortDir === 'desc' ? desc : asc;
  const column = sortColumns[request.sortBy ?? 'branchCode'];
  const [totalRow] = await db.select({ total: count() }).from(customerBranch).where(where);
  const rows = await db
    .select()
    .from(customerBranch)
    .where(where)
    .orderBy(direction(column), asc(customerBranch.branchCode))
    .limit(size)
    .offset(offset);
  return { rows, total: totalRow?.total ?? 0 };
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

// All SQL of imports: the uploads, their staged rows and their history.
import { and, asc, count, desc, eq, gt, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CustomerUploadSortBy, SearchCustomerUploadRequest } from '../../../contract/customer-upload';
import type { Db } from '../../db/client';
import { matchesAny } from '../../db/search-sql';
import { customer } from '../../db/schema/customer';
import { customerBranch } from '../../db/schema/customer-branch';
import {
  customerUpload,
  customerUploadHistory,
  customerUploadRow,
  type StoredProblem,
} from '../../db/schema/customer-upload';
import { uploadTemplate } from '../../db/schema/upload-template';
import { document } from '../../db/schema/document';
import type { CustomerReach } from '../../security/assigned-branches';
import { pagingOf } from '../../http/envelope';
import { bangkokDayStart } from '../../http/time';
import { stamped } from '../../db/edit-stamp';

export type UploadStored = typeof customerUpload.$inferSelect;
export type UploadRecord = UploadStored & {
  companyName: string;
  taxId: string;
  branchName: string | null;
  templateName: string;
};
export type HistoryRecord = typeof customerUploadHistory.$inferSelect;
export type RowRecord = typeof customerUploadRow.$inferSelect;
export type NewUpload = Omit<
  typeof customerUpload.$inferInsert,
  'uploadId' | 'version' | 'uploadDtm' | 'lastUpdateDtm' | 'lastUpdateBy'
>;
export interface NewRow {
  rowNo: number;
  data: Record<string, string | null>;
  problems: StoredProblem[];
}

/** What the row rules need of the customer: its VAT rates and its e-Tax start date. */
export async function taxSettings(
  db: Db,
  customerCode: string,
): Promise<{ vatRates: string[]; etaxStartDate: string | null }> {
  const [row] = await db
    .select({ vatRates: customer.vatRates, etaxStartDate: customer.etaxStartDate })
    .from(customer)
    .where(eq(customer.customerCode, customerCode));
  return row ?? { vatRates: [], etaxStartDate: null };
}

/** Which uploads a caller may reach (upload-scope.ts). */
export type UploadScope = CustomerReach;

function selectUploads(db: Db) {
  return db
    .select({
      upload: customerUpload,
      companyName: customer.customerName,
      taxId: customer.customerNumber,
      branchName: customerBranch.branchName,
      templateName: uploadTemplate.templateName,
    })
    .from(customerUpload)
    .innerJoin(customer, eq(customer.customerCode, customerUpload.customerCode))
    .innerJoin(uploadTemplate, eq(uploadTemplate.templateCode, customerUpload.templateCode))
    .leftJoin(
      customerBranch,
      and(
        eq(customerBranch.customerCode, customerUpload.customerCode),
        eq(customerBranch.branchCode, customerUpload.branchCode),
      ),
    );
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectUploads>['execute']>>[number];
const toRecord = (row: Selected): UploadRecord => ({
  ...row.upload,
  companyName: row.companyName,
  taxId: row.taxId,
  branchName: row.branchName,
  templateName: row.templateName,
});

const scoped = (scope: UploadScope): SQL | undefined =>
  and(
    scope.customerCode ? eq(customerUpload.customerCode, scope.customerCode) : undefined,
    scope.branchCodes
      ? scope.branchCodes.length
        ? inArray(customerUpload.branchCode, [...scope.branchCodes])
        : sql`false`
      : undefined,
  );

export async function findUpload(
  db: Db,
  uploadId: number,
  scope: UploadScope,
): Promise<UploadRecord | undefined> {
  const [row] = await selectUploads(db).where(and(eq(customerUpload.uploadId, uploadId), scoped(scope)));
  return row && toRecord(row);
}

/** The upload row alone, locked for a workflow step (every step of one upload waits its turn). */
export async function lockUpload(
  tx: Db,
  uploadId: number,
  scope: UploadScope,
): Promise<UploadStored | undefined> {
  const [row] = await tx
    .select()
    .from(customerUpload)
    .where(and(eq(customerUpload.uploadId, uploadId), scoped(scope)))
    .for('update');
  return row;
}

export async function insertUpload(tx: Db, values: NewUpload, actor: string): Promise<UploadStored> {
  const [row] = await tx
    .insert(customerUpload)
    .values({ ...values, lastUpdateBy: actor })
    .returning();
  return row!;
}

/** Staged rows go in slices: one statement per 500 rows keeps the parameter count low. */
const ROW_SLICE = 500;

export async function insertRows(tx: Db, uploadId: number, rows: readonly NewRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROW_SLICE) {
    await tx.insert(customerUploadRow).values(
      rows.slice(start, start + ROW_SLICE).map((row) => ({
        uploadId,
        rowNo: row.rowNo,
        data: row.data,
        problems: row.problems,
        errorCount: row.problems.length,
      })),
    );
  }
}

export async function moveUpload(
  tx: Db,
  uploadId: number,
  values: Partial<
    Pick<
      UploadStored,
      | 'status'
      | 'userSubmitAccount'
      | 'userSubmitBy'
      | 'userSubmitDtm'
      | 'accountingSubmitBy'
      | 'accountingSubmitDtm'
      | 'rejectReason'
    >
  >,
  actor: string,
): Promise<void> {
  await tx
    .update(customerUpload)
    .set(stamped(customerUpload, values, actor))
    .where(eq(customerUpload.uploadId, uploadId));
}

export async function insertHistory(
  tx: Db,
  entry: Omit<typeof customerUploadHistory.$inferInsert, 'historyId' | 'actionDtm'>,
): Promise<void> {
  await tx.insert(customerUploadHistory).values(entry);
}

export function historyOf(db: Db, uploadId: number): Promise<HistoryRecord[]> {
  return db
    .select()
    .from(customerUploadHistory)
    .where(eq(customerUploadHistory.uploadId, uploadId))
    .orderBy(asc(customerUploadHistory.historyId));
}

// ---------------------------------------------------------------- search

const sortColumns: Record<CustomerUploadSortBy, AnyPgColumn> = {
  uploadId: customerUpload.uploadId,
  uploadDtm: customerUpload.uploadDtm,
  companyName: customer.customerName,
  branchCode: customerUpload.branchCode,
  fileName: customerUpload.fileName,
  totalRows: customerUpload.totalRows,
  errorRows: customerUpload.errorRows,
  status: customerUpload.status,
};

/** Every criterion of the search and the caller's reach (the export streams it; with the customer joined). */
export function uploadSearchWhere(scope: UploadScope, request: SearchCustomerUploadRequest): SQL | undefined {
  return and(
    scoped({ ...scope, customerCode: scope.customerCode ?? request.customerCode }),
    request.uploadType ? eq(customerUpload.uploadType, request.uploadType) : undefined,
    request.status ? eq(customerUpload.status, request.status) : undefined,
    matchesAny(request.companyName, customer.customerName),
    matchesAny(request.taxId, customer.customerNumber),
    matchesAny(request.branchCode, customerUpload.branchCode),
    request.uploadDateFrom
      ? gte(customerUpload.uploadDtm, bangkokDayStart(request.uploadDateFrom))
      : undefined,
    request.uploadDateTo ? lt(customerUpload.uploadDtm, bangkokDayStart(request.uploadDateTo, 1)) : undefined,
  );
}

/** The `size` newest uploads of `where` older than the id `after` (the primary key's order). */
export async function uploadsAfter(
  db: Db,
  where: SQL | undefined,
  after: number | undefined,
  size: number,
): Promise<UploadRecord[]> {
  const rows = await selectUploads(db)
    .where(and(where, after === undefined ? undefined : lt(customerUpload.uploadId, after)))
    .orderBy(desc(customerUpload.uploadId))
    .limit(size);
  return rows.map(toRecord);
}

export async function searchUploads(
  db: Db,
  scope: UploadScope,
  request: SearchCustomerUploadRequest,
): Promise<{ rows: UploadRecord[]; total: number }> {
  const { size, offset } = pagingOf(request);
  const where = uploadSearchWhere(scope, request);
  const direction = request.sortDir === 'asc' ? asc : desc;
  const column = sortColumns[request.sortBy ?? 'uploadDtm'];
  const [totalRow] = await db
    .select({ total: count() })
    .from(customerUpload)
    .innerJoin(customer, eq(customer.customerCode, customerUpload.customerCode))
    .where(where);
  const rows = await selectUploads(db)
    .where(where)
    .orderBy(direction(column), desc(customerUpload.uploadId))
    .limit(size)
    .offset(offset);
  return { rows: rows.map(toRecord), total: totalRow?.total ?? 0 };
}

// ---------------------------------------------------------------- staged rows

export async function searchRows(
  db: Db,
  uploadId: number,
  options: { onlyErrors: boolean; size: number; offset: number; sortDir: 'asc' | 'desc' },
): Promise<{ rows: RowRecord[]; total: number }> {
  const where = and(
    eq(customerUploadRow.uploadId, uploadId),
    options.onlyErrors ? gt(customerUploadRow.errorCount, 0) : undefined,
  );
  const [totalRow] = await db.select({ total: count() }).from(customerUploadRow).where(where);
  const rows = await db
    .select()
    .from(customerUploadRow)
    .where(where)
    .orderBy(options.sortDir === 'desc' ? desc(customerUploadRow.rowNo) : asc(customerUploadRow.rowNo))
    .limit(options.size)
    .offset(options.offset);
  return { rows, total: totalRow?.total ?? 0 };
}

/** Every staged row of an upload, in file order (the error report). */
export function allRows(db: Db, uploadId: number): Promise<RowRecord[]> {
  return db
    .select()
    .from(customerUploadRow)
    .where(eq(customerUploadRow.uploadId, uploadId))
    .orderBy(asc(customerUploadRow.rowNo));
}

// ---------------------------------------------------------------- look-ups

/** A live branch of the customer (not deleted), or undefined. */
export async function findBranch(
  db: Db,
  customerCode: string,
  branchCode: string,
): Promise<{ branchCode: string; status: string } | undefined> {
  const [row] = await db
    .select({ branchCode: customerBranch.branchCode, status: customerBranch.status })
    .from(customerBranch)
    .where(
      and(
        eq(customerBranch.customerCode, customerCode),
        eq(customerBranch.branchCode, branchCode),
        or(eq(customerBranch.status, 'ACTIVE'), eq(customerBranch.status, 'INACTIVE')),
      ),
    );
  return row;
}

/** The documents generated from an upload, and those that could not be made. */
export async function documentCounts(
  db: Db,
  uploadId: number,
): Promise<{ generated: number; failed: number }> {
  const [row] = await db
    .select({
      generated: sql<number>`count(*) FILTER (WHERE ${document.status} = 'GENERATED')`.mapWith(Number),
      failed: sql<number>`count(*) FILTER (WHERE ${document.status} = 'FAILED')`.mapWith(Number),
    })
    .from(document)
    .where(eq(document.uploadId, uploadId));
  return { generated: row?.generated ?? 0, failed: row?.failed ?? 0 };
}

/**
 * The value before VAT of the tax invoices (388, T02–T04) the customer issued under these numbers:
 * the deposit invoices final invoices deduct (docs/imports.md "Deposits").
 */
export async function issuedTaxInvoiceAmounts(
  db: Db,
  customerCode: string,
  numbers: string[],
): Promise<Map<string, string>> {
  const rows = await db
    .select({ documentNo: document.documentNo, amount: document.totalBeforeVat })
    .from(document)
    .where(
      and(
        eq(document.customerCode, customerCode),
        inArray(document.documentType, ['388', 'T02', 'T03', 'T04']),
        eq(document.status, 'GENERATED'),
        inArray(document.documentNo, numbers),
      ),
    );
  return new Map(rows.flatMap((row) => (row.amount === null ? [] : [[row.documentNo, row.amount]])));
}

/** Which of these numbers the customer has issued for the document type (documents made). */
export async function issuedNumbers(
  db: Db,
  customerCode: string,
  documentType: string,
  numbers: string[],
): Promise<Set<string>> {
  const rows = await db
    .select({ documentNo: document.documentNo })
    .from(document)
    .where(
      and(
        eq(document.customerCode, customerCode),
        eq(document.documentType, documentType),
        eq(document.status, 'GENERATED'),
        inArray(document.documentNo, numbers),
      ),
    );
  return new Set(rows.map((row) => row.documentNo));
}

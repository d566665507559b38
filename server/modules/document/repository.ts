// The SQL of reading documents: the search (criteria, scope, paging, sorting) and one document
// with its lines.
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DocumentSortBy, SearchDocumentRequest } from '../../../contract/document';
import type { Db } from '../../db/client';
import { customer } from '../../db/schema/customer';
import { document, documentLine } from '../../db/schema/document';
import { containsPattern, criterion } from '../../db/search-text';
import { pagingOf } from '../../http/envelope';
import type { CustomerReach } from '../../security/assigned-branches';

/** Which documents a caller may reach: a customer's own, and a USER only its branches'. */
export type DocumentScope = CustomerReach;

export type DocumentRecord = typeof document.$inferSelect & { customerName: string };

const scoped = (scope: DocumentScope): SQL | undefined =>
  and(
    scope.customerCode ? eq(document.customerCode, scope.customerCode) : undefined,
    scope.branchCodes
      ? scope.branchCodes.length
        ? inArray(document.branchCode, [...scope.branchCodes])
        : sql`false`
      : undefined,
  );

const matches = (value: string | undefined, column: AnyPgColumn): SQL | undefined => {
  const text = criterion(value);
  return text === undefined ? undefined : ilike(column, containsPattern(text));
};

const sortColumns: Record<DocumentSortBy, AnyPgColumn> = {
  documentId: document.documentId,
  documentNo: document.documentNo,
  documentType: document.documentType,
  issueDate: document.issueDate,
  buyerName: document.buyerName,
  totalAmount: document.totalAmount,
  status: document.status,
};

function selectDocuments(db: Db) {
  return db
    .select({ document, customerName: customer.customerName })
    .from(document)
    .innerJoin(customer, eq(customer.customerCode, document.customerCode));
}

export async function searchDocuments(
  db: Db,
  scope: DocumentScope,
  request: SearchDocumentRequest,
): Promise<{ rows: DocumentRecord[]; total: number }> {
  const { size, offset } = pagingOf(request);
  const where = and(
    scoped({ ...scope, customerCode: scope.customerCode ?? request.customerCode }),
    request.uploadId ? eq(document.uploadId, request.uploadId) : undefined,
    criterion(request.documentType) ? eq(document.documentType, criterion(request.documentType)!) : undefined,
    matches(request.documentNo, document.documentNo),
    matches(request.buyerName, document.buyerName),
    matches(request.buyerTaxId, document.buyerTaxId),
    request.issueDateFrom ? gte(document.issueDate, request.issueDateFrom) : undefined,
    request.issueDateTo ? lte(document.issueDate, request.issueDateTo) : undefined,
    request.status ? eq(document.status, request.status) : undefined,
    request.deliveryStatus
      ? or(eq(document.emailStatus, request.deliveryStatus), eq(document.smsStatus, request.deliveryStatus))
      : undefined,
  );
  const direction = request.sortDir === 'asc' ? asc : desc;
  const column = sortColumns[request.sortBy ?? 'documentId'];
  const [totalRow] = await db.select({ total: count() }).from(document).where(where);
  const rows = await selectDocuments(db)
    .where(where)
    .orderBy(direction(column), desc(document.documentId))
    .limit(size)
    .offset(offset);
  return {
    rows: rows.map((row) => ({ ...row.document, customerName: row.customerName })),
    total: totalRow?.total ?? 0,
  };
}

export async function findDocument(
  db: Db,
  documentId: number,
  scope: DocumentScope,
): Promise<DocumentRecord | undefined> {
  const [row] = await selectDocuments(db).where(and(eq(document.documentId, documentId), scoped(scope)));
  return row && { ...row.document, customerName: row.customerName };
}

export function linesOf(db: Db, documentId: number) {
  return db
    .select()
    .from(documentLine)
    .where(eq(documentLine.documentId, documentId))
    .orderBy(asc(documentLine.lineNo));
}

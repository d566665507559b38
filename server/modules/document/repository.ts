// The SQL of reading one document with its lines (the search is search.ts).
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customer } from '../../db/schema/customer';
import { document, documentLine } from '../../db/schema/document';
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

function selectDocuments(db: Db) {
  return db
    .select({ document, customerName: customer.customerName })
    .from(document)
    .innerJoin(customer, eq(customer.customerCode, document.customerCode));
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

// The corrections of an issued document (docs/corrections.md): the debit / credit notes and
// cancellation notes of the same customer whose reference is its number (read through
// document_correction_idx, migration 0096). A GENERATED cancellation note makes it cancelled.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CORRECTION_TYPES } from '../../../contract/correction';
import type { DocumentCorrection } from '../../../contract/document';
import type { Db } from '../../db/client';
import { document } from '../../db/schema/document';

const CANCELLATION = 'T07';

/** The notes that reference `documentNo` of the customer, oldest first. */
export async function correctionsOf(
  db: Db,
  customerCode: string,
  documentNo: string,
): Promise<DocumentCorrection[]> {
  return db
    .select({
      documentId: document.documentId,
      documentType: document.documentType,
      documentNo: document.documentNo,
      issueDate: sql<string | null>`to_char(${document.issueDate}, 'YYYY-MM-DD')`,
      totalAmount: document.totalAmount,
      status: document.status,
    })
    .from(document)
    .where(
      and(
        eq(document.customerCode, customerCode),
        eq(document.referenceDocumentNo, documentNo),
        inArray(document.documentType, [...CORRECTION_TYPES]),
      ),
    )
    .orderBy(asc(document.documentId));
}

export const isCancelledBy = (corrections: readonly DocumentCorrection[]) =>
  corrections.some((c) => c.documentType === CANCELLATION && c.status === 'GENERATED');

/** Which of these documents (customer, number) a GENERATED cancellation note names: a page's worth. */
export async function cancelledAmong(
  db: Db,
  documents: readonly { customerCode: string; documentNo: string }[],
): Promise<Set<string>> {
  if (documents.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ customerCode: document.customerCode, documentNo: document.referenceDocumentNo })
    .from(document)
    .where(
      and(
        inArray(document.customerCode, [...new Set(documents.map((d) => d.customerCode))]),
        inArray(document.referenceDocumentNo, [...new Set(documents.map((d) => d.documentNo))]),
        eq(document.documentType, CANCELLATION),
        eq(document.status, 'GENERATED'),
      ),
    );
  return new Set(rows.map((row) => cancelKey(row.customerCode, row.documentNo ?? '')));
}

export const cancelKey = (customerCode: string, documentNo: string) => `${customerCode}\u0000${documentNo}`;

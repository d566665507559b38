// What a correction's reference may name (docs/corrections.md): an issued tax invoice of the same
// customer, not cancelled — neither by a GENERATED cancellation note nor by one waiting in an import.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { CORRECTABLE_TYPES } from '../../../contract/correction';
import type { UploadStatus } from '../../../contract/customer-upload';
import { cancelledByNote } from '../../db/cancelled-document';
import type { Db } from '../../db/client';
import { customerUpload, customerUploadRow } from '../../db/schema/customer-upload';
import { document } from '../../db/schema/document';

/** An import in these states may still make its documents. */
const WAITING: readonly UploadStatus[] = ['READY', 'USER_SUBMITTED', 'ACCOUNTING_SUBMITTED', 'PROCESSING'];

/** The customer's issued tax invoices among these numbers, and whether each is cancelled. */
export async function referencedOriginals(
  db: Db,
  customerCode: string,
  numbers: readonly string[],
): Promise<Map<string, { cancelled: boolean }>> {
  if (numbers.length === 0) return new Map();
  const rows = await db
    .selectDistinct({
      documentNo: document.documentNo,
      cancelled: cancelledByNote(),
    })
    .from(document)
    .where(
      and(
        eq(document.customerCode, customerCode),
        inArray(document.documentNo, [...numbers]),
        eq(document.status, 'GENERATED'),
        inArray(document.documentType, [...CORRECTABLE_TYPES]),
      ),
    );
  const found = new Map<string, { cancelled: boolean }>();
  for (const row of rows)
    found.set(row.documentNo, {
      cancelled: (found.get(row.documentNo)?.cancelled ?? false) || row.cancelled,
    });
  return found;
}

/** Which of these numbers a cancellation waiting in one of the customer's imports names. */
export async function pendingCancellations(
  db: Db,
  customerCode: string,
  numbers: readonly string[],
  exceptUploadId?: number,
): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const referenced = sql<string>`${customerUploadRow.data}->>'REFERENCE_DOCUMENT_NO'`;
  const rows = await db
    .selectDistinct({ documentNo: referenced })
    .from(customerUploadRow)
    .innerJoin(customerUpload, eq(customerUpload.uploadId, customerUploadRow.uploadId))
    .where(
      and(
        eq(customerUpload.customerCode, customerCode),
        eq(customerUpload.documentType, 'T07'),
        inArray(customerUpload.status, [...WAITING]),
        exceptUploadId === undefined ? undefined : sql`${customerUpload.uploadId} <> ${exceptUploadId}`,
        inArray(referenced, [...numbers]),
      ),
    );
  return new Set(rows.map((row) => row.documentNo));
}

// The SQL of releasing held documents: the import within the caller's reach, and the documents
// that wait READY_TO_SEND, locked so that two releases at once send each of them once.
import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerUpload } from '../../db/schema/customer-upload';
import { document } from '../../db/schema/document';
import type { CustomerReach } from '../../security/assigned-branches';

function within<T extends { customerCode: Parameters<typeof eq>[0]; branchCode: Parameters<typeof eq>[0] }>(
  table: T,
  reach: CustomerReach,
): SQL[] {
  return [
    ...(reach.customerCode ? [eq(table.customerCode, reach.customerCode)] : []),
    ...(reach.branchCodes ? [inArray(table.branchCode, [...reach.branchCodes])] : []),
  ];
}

/** Whether the import exists and the caller reaches it. */
export async function uploadReached(db: Db, uploadId: number, reach: CustomerReach): Promise<boolean> {
  const [row] = await db
    .select({ uploadId: customerUpload.uploadId })
    .from(customerUpload)
    .where(and(eq(customerUpload.uploadId, uploadId), ...within(customerUpload, reach)));
  return row !== undefined;
}

/** The reached GENERATED documents of one document id or import that wait on a channel, locked. */
export function lockReadyToSend(
  tx: Db,
  where: { documentId: number } | { uploadId: number },
  reach: CustomerReach,
) {
  return tx
    .select()
    .from(document)
    .where(
      and(
        'documentId' in where
          ? eq(document.documentId, where.documentId)
          : eq(document.uploadId, where.uploadId),
        eq(document.status, 'GENERATED'),
        or(eq(document.emailStatus, 'READY_TO_SEND'), eq(document.smsStatus, 'READY_TO_SEND')),
        ...within(document, reach),
      ),
    )
    .orderBy(asc(document.documentId))
    .for('update');
}

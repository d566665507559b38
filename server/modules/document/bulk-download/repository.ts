// All SQL of bulk downloads (bulk_download, migration 0097).
import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { SearchDocumentRequest } from '../../../../contract/document';
import type { Db } from '../../../db/client';
import { bulkDownload } from '../../../db/schema/bulk-download';
import type { CustomerReach } from '../../../security/assigned-branches';

export type BulkDownloadRecord = typeof bulkDownload.$inferSelect;

/** Whose request it is: the user who asked, within the customer it asked as (none: an administrator). */
export interface Requester {
  actor: string;
  customerCode: string | undefined;
}

const ownedBy = (who: Requester, now: Date) =>
  and(
    eq(bulkDownload.createdBy, who.actor),
    who.customerCode === undefined
      ? isNull(bulkDownload.customerCode)
      : eq(bulkDownload.customerCode, who.customerCode),
    gt(bulkDownload.expiresAt, now),
  );

export async function insertRequest(
  tx: Db,
  values: {
    scope: CustomerReach;
    criteria: SearchDocumentRequest;
    total: number;
    /** How long it is kept: from its creation time, by the database's clock as create_dtm is. */
    keptHours: number;
    actor: string;
  },
): Promise<BulkDownloadRecord> {
  const [row] = await tx
    .insert(bulkDownload)
    .values({
      customerCode: values.scope.customerCode ?? null,
      branchCodes: values.scope.branchCodes ? [...values.scope.branchCodes] : null,
      criteria: values.criteria,
      status: 'QUEUED',
      total: values.total,
      createdBy: values.actor,
      expiresAt: sql`now() + make_interval(hours => ${values.keptHours})`,
    })
    .returning();
  return row!;
}

export async function findRequest(db: Db, bulkDownloadId: number): Promise<BulkDownloadRecord | undefined> {
  const [row] = await db.select().from(bulkDownload).where(eq(bulkDownload.bulkDownloadId, bulkDownloadId));
  return row;
}

/** The requester's own request, unless it expired. */
export async function findOwnRequest(
  db: Db,
  who: Requester,
  bulkDownloadId: number,
  now: Date,
): Promise<BulkDownloadRecord | undefined> {
  const [row] = await db
    .select()
    .from(bulkDownload)
    .where(and(eq(bulkDownload.bulkDownloadId, bulkDownloadId), ownedBy(who, now)));
  return row;
}

/** The requester's requests that have not expired, newest first (a day's worth: a short list). */
export function ownRequests(db: Db, who: Requester, now: Date): Promise<BulkDownloadRecord[]> {
  return db
    .select()
    .from(bulkDownload)
    .where(ownedBy(who, now))
    .orderBy(desc(bulkDownload.createDtm), desc(bulkDownload.bulkDownloadId))
    .limit(50);
}

export async function updateRequest(
  db: Db,
  bulkDownloadId: number,
  values: Partial<Pick<BulkDownloadRecord, 'status' | 'done' | 'total' | 'fileId'>>,
): Promise<void> {
  await db
    .update(bulkDownload)
    .set({ ...values, lastUpdateDtm: sql`now()` })
    .where(eq(bulkDownload.bulkDownloadId, bulkDownloadId));
}

export function expiredRequests(db: Db, now: Date): Promise<BulkDownloadRecord[]> {
  return db.select().from(bulkDownload).where(lte(bulkDownload.expiresAt, now));
}

export async function deleteRequest(tx: Db, bulkDownloadId: number): Promise<void> {
  await tx.delete(bulkDownload).where(eq(bulkDownload.bulkDownloadId, bulkDownloadId));
}

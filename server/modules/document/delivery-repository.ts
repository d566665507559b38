// The SQL of delivering documents: a delivery row per send, the document's status per channel,
// and the re-sends of the last hour (the limit).
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customer } from '../../db/schema/customer';
import { document, documentDelivery } from '../../db/schema/document';

export type DeliveryRecord = typeof documentDelivery.$inferSelect;
export type Channel = DeliveryRecord['channel'];

const statusColumn = (channel: Channel) => (channel === 'EMAIL' ? 'emailStatus' : 'smsStatus');

/** A delivery asked for; the document's status for the channel becomes PENDING. */
export async function insertDelivery(
  tx: Db,
  values: { documentId: number; channel: Channel; recipient: string; resend: boolean; requestedBy: string },
): Promise<number> {
  const [row] = await tx
    .insert(documentDelivery)
    .values({ ...values, status: 'PENDING' })
    .returning({ deliveryId: documentDelivery.deliveryId });
  await tx
    .update(document)
    .set({ [statusColumn(values.channel)]: 'PENDING' })
    .where(eq(document.documentId, values.documentId));
  return row!.deliveryId;
}

/**
 * A document of a customer that sends after release: each channel it would be sent by waits
 * READY_TO_SEND, no delivery row and no job yet (release-service.ts asks for them).
 */
export async function holdDelivery(tx: Db, documentId: number, channels: readonly Channel[]): Promise<void> {
  if (channels.length === 0) return;
  await tx
    .update(document)
    .set(Object.fromEntries(channels.map((channel) => [statusColumn(channel), 'READY_TO_SEND'])))
    .where(eq(document.documentId, documentId));
}

/** The delivery with what its message needs: the document, its customer's name and language. */
export async function findDelivery(db: Db, deliveryId: number) {
  const [row] = await db
    .select({
      delivery: documentDelivery,
      document,
      customerName: customer.customerName,
      /** The sender ETDA knows for a TIME_STAMP document's mail. */
      customerEmail: customer.email,
      language: customer.documentLanguage,
    })
    .from(documentDelivery)
    .innerJoin(document, eq(document.documentId, documentDelivery.documentId))
    .innerJoin(customer, eq(customer.customerCode, document.customerCode))
    .where(eq(documentDelivery.deliveryId, deliveryId));
  return row;
}

export type FoundDelivery = NonNullable<Awaited<ReturnType<typeof findDelivery>>>;

/** How a try went: the delivery row and the document's status for the channel, together. */
export async function recordResult(
  db: Db,
  delivery: Pick<DeliveryRecord, 'deliveryId' | 'documentId' | 'channel'>,
  result: { status: 'SENT' | 'FAILED' | 'PENDING'; error?: string | null; outboxId?: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const sentDtm = result.status === 'SENT' ? new Date() : null;
    await tx
      .update(documentDelivery)
      .set({
        status: result.status,
        error: result.error ?? null,
        ...(result.outboxId ? { outboxId: result.outboxId } : {}),
        sentDtm,
      })
      .where(eq(documentDelivery.deliveryId, delivery.deliveryId));
    await tx
      .update(document)
      .set({ [statusColumn(delivery.channel)]: result.status, ...(sentDtm ? { lastSentDtm: sentDtm } : {}) })
      .where(eq(document.documentId, delivery.documentId));
  });
}

/** Re-sends of the document asked for in the last hour, and when the oldest of them was. */
export async function recentResends(
  tx: Db,
  documentId: number,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await tx
    .select({ count: count(), oldest: sql<string | null>`min(${documentDelivery.requestedDtm})` })
    .from(documentDelivery)
    .where(
      and(
        eq(documentDelivery.documentId, documentId),
        eq(documentDelivery.resend, true),
        gt(documentDelivery.requestedDtm, sql`now() - interval '1 hour'`),
      ),
    );
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

/** Locks the document for a re-send (concurrent re-sends count one after the other). */
export async function lockDocument(tx: Db, documentId: number) {
  const [row] = await tx.select().from(document).where(eq(document.documentId, documentId)).for('update');
  return row;
}

export function deliveriesOf(db: Db, documentId: number) {
  return db
    .select()
    .from(documentDelivery)
    .where(eq(documentDelivery.documentId, documentId))
    .orderBy(asc(documentDelivery.deliveryId));
}

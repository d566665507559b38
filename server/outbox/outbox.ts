// The outbox table: every message the product sends (e-mail and SMS) is a row here, whether a
// server took it (SENT), it is still to go (PENDING), it failed (FAILED, with the error) or there
// was nowhere to send it and it is kept to be read (KEPT: no SMTP_URL / SMS_URL).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox, type OutboxStatus } from '../db/schema/mail';

export interface OutboxMessage {
  channel: 'EMAIL' | 'SMS';
  recipient: string;
  subject?: string | null;
  body: string;
  bodyHtml?: string | null;
  status: OutboxStatus;
  /** What the message is about (otp_request, document …), to find its rows. */
  refEntity?: string | null;
  refId?: string | null;
}

export async function recordOutbox(tx: Db, message: OutboxMessage): Promise<number> {
  const [row] = await tx
    .insert(outbox)
    .values({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject ?? null,
      body: message.body,
      bodyHtml: message.bodyHtml ?? null,
      status: message.status,
      refEntity: message.refEntity ?? null,
      refId: message.refId ?? null,
    })
    .returning({ id: outbox.id });
  return row!.id;
}

/** How a try went: SENT, or FAILED with the error (kept short). Counts the try. */
export async function recordOutboxTry(db: Db, id: number, error?: unknown): Promise<void> {
  const failed = error !== undefined;
  const text = failed ? (error instanceof Error ? error.message : 'failed').slice(0, 500) : null;
  await db
    .update(outbox)
    .set({
      status: failed ? 'FAILED' : 'SENT',
      ...(failed ? {} : { sentAt: sql`now()` }),
      attempts: sql`${outbox.attempts} + 1`,
      error: text,
    })
    .where(eq(outbox.id, id));
}

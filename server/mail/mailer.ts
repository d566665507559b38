import type { FastifyBaseLogger } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { outbox } from '../db/schema/mail';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the message is about (otp_request, document …), to find its outbox rows. */
  refEntity?: string;
  refId?: string;
}

export type MailLog = Pick<FastifyBaseLogger, 'info' | 'debug' | 'error'>;

/**
 * Sends e-mail through SMTP when SMTP_URL is set; otherwise keeps each message in the outbox
 * table (its body is where an OTP can be read on a machine without mail). Every message is an
 * outbox row either way, so the outbox is the record of what was sent and how it went.
 */
export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  /**
   * Records the message in the outbox. Pass the transaction of the change that causes the mail,
   * so the row commits (or rolls back) with it, then call dispatch() after the commit.
   */
  enqueue(db: Db, message: MailMessage): Promise<number>;
  /** Starts delivering recorded messages in the background (never blocks the caller, never throws). */
  dispatch(ids: number[], log?: MailLog): void;
  /** enqueue() outside any transaction, then dispatch(). */
  send(message: MailMessage, log?: MailLog): Promise<number>;
  /** Resolves when no delivery is running (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

const quietLog: MailLog = {
  info: () => undefined,
  debug: () => undefined,
  error: (obj: unknown, msg?: string) => console.error(msg ?? 'mail error', obj),
} as MailLog;

export function createMailer(
  config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom'>,
  db: Db,
  defaultLog: MailLog = quietLog,
): Mailer {
  const smtp: Transporter | null = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const running = new Set<Promise<void>>();

  async function deliver(id: number, log: MailLog): Promise<void> {
    const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
    if (!row || row.status !== 'PENDING' || !smtp) return;
    try {
      await smtp.sendMail({
        from: config.mailFrom,
        to: row.recipient,
        subject: row.subject ?? '',
        text: row.body,
        ...(row.bodyHtml ? { html: row.bodyHtml } : {}),
      });
      await db
        .update(outbox)
        .set({ status: 'SENT', sentAt: sql`now()`, attempts: sql`${outbox.attempts} + 1`, error: null })
        .where(eq(outbox.id, id));
      log.info({ outboxId: id }, 'mail sent');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(outbox)
        .set({ status: 'FAILED', attempts: sql`${outbox.attempts} + 1`, error: message.slice(0, 500) })
        .where(eq(outbox.id, id));
      log.error({ outboxId: id, err: message }, 'mail delivery failed');
    }
  }

  const mailer: Mailer = {
    transport: smtp ? 'smtp' : 'outbox',
    async enqueue(tx, message) {
      const [row] = await tx
        .insert(outbox)
        .values({
          channel: 'EMAIL',
          recipient: message.to,
          subject: message.subject,
          body: message.text,
          bodyHtml: message.html ?? null,
          status: smtp ? 'PENDING' : 'KEPT',
          refEntity: message.refEntity ?? null,
          refId: message.refId ?? null,
        })
        .returning({ id: outbox.id });
      return row!.id;
    },
    dispatch(ids, log = defaultLog) {
      for (const id of ids) {
        if (!smtp) {
          // The body may hold an OTP: never at info level; read it from the outbox row.
          log.info({ outboxId: id }, 'mail kept in the outbox table (no SMTP_URL)');
          continue;
        }
        const job = deliver(id, log).catch((error: unknown) =>
          log.error({ outboxId: id, err: error }, 'mail delivery crashed'),
        );
        running.add(job);
        void job.finally(() => running.delete(job));
      }
    },
    async send(message, log) {
      const id = await mailer.enqueue(db, message);
      mailer.dispatch([id], log);
      return id;
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
    async close() {
      await mailer.idle();
      smtp?.close();
    },
  };
  return mailer;
}

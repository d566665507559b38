import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { enqueueJob } from '../jobs/job-queue';
import { createJobRunner, type JobRunner } from '../jobs/job-runner';
import { MAIL_JOB } from '../jobs/job-types';
import { outbox } from '../db/schema/mail';
import { errorSummary } from '../log/error-summary';
import { recordOutbox, recordOutboxTry } from '../outbox/outbox';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the message is about (otp_request, document …), to find its outbox rows. */
  refEntity?: string;
  refId?: string;
}

/** A file sent with a message (its bytes are not kept in the outbox: they live in the file store). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** Who a message is from when not MAIL_FROM (a TIME_STAMP document's mail: the customer). */
export interface MailSender {
  name: string;
  address: string;
}

/** How a message sent at once went: SENT through SMTP, or KEPT in the outbox (no SMTP_URL). */
export interface SentMail {
  outboxId: number;
  status: 'SENT' | 'KEPT';
}

export type MailLog = Pick<FastifyBaseLogger, 'info' | 'debug' | 'error'>;

/**
 * Sends e-mail through SMTP when SMTP_URL is set; otherwise keeps each message in the outbox
 * table (its body is where an OTP can be read on a machine without mail). Every message is an
 * outbox row either way, so the outbox is the record of what was sent and how it went.
 *
 * With SMTP, each message is a `mail` job (server/jobs) enqueued with its outbox row: a failed
 * send is tried again with back-off, and a message whose process stopped before sending is
 * sent by the next process that runs jobs. The outbox row says how the last try went
 * (SENT, or FAILED with the error while tries remain).
 */
export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  /**
   * Records the message in the outbox. Pass the transaction of the change that causes the mail,
   * so the row commits (or rolls back) with it, then call dispatch() after the commit.
   */
  enqueue(db: Db, message: MailMessage): Promise<number>;
  /** Starts delivering recorded messages now, in the background (never blocks, never throws). */
  dispatch(ids: number[], log?: MailLog): void;
  /** enqueue() outside any transaction, then dispatch(). */
  send(message: MailMessage, log?: MailLog): Promise<number>;
  /**
   * Sends now, for a caller that is a job with its own tries (document delivery): the outbox row
   * records it either way; an SMTP failure marks the row FAILED and throws.
   */
  sendNow(
    message: MailMessage & { attachments?: MailAttachment[]; from?: MailSender; cc?: string },
  ): Promise<SentMail>;
  /** Resolves when no delivery is running or about to start (tests, shutdown); retries later are not waited for. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

const quietLog: MailLog = {
  info: () => undefined,
  debug: () => undefined,
  error: (obj: unknown, msg?: string) => console.error(msg ?? 'mail error', obj),
} as MailLog;

export { MAIL_JOB };

export interface MailerOptions {
  /** The process's job runner; without one the mailer runs its own (tests, scripts). */
  jobs?: JobRunner;
  log?: MailLog;
}

export function createMailer(
  config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom'>,
  db: Db,
  options: MailerOptions = {},
): Mailer {
  const defaultLog = options.log ?? quietLog;
  const smtp: Transporter | null = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const ownRunner = !options.jobs;
  const jobs = options.jobs ?? createJobRunner(db, { log: defaultLog });
  // The log of the request that dispatched a message, for its first try in this process.
  const dispatchLogs = new Map<number, MailLog>();

  async function deliver(id: number): Promise<void> {
    const log = dispatchLogs.get(id) ?? defaultLog;
    dispatchLogs.delete(id);
    const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
    if (!row || row.status === 'SENT' || row.status === 'KEPT' || !smtp) return;
    try {
      await smtp.sendMail({
        from: config.mailFrom,
        to: row.recipient,
        subject: row.subject ?? '',
        text: row.body,
        ...(row.bodyHtml ? { html: row.bodyHtml } : {}),
      });
      await recordOutboxTry(db, id);
      log.info({ outboxId: id }, 'mail sent');
    } catch (error) {
      await recordOutboxTry(db, id, error);
      log.error({ outboxId: id, err: errorSummary(error) }, 'mail delivery failed');
      throw error; // the job tries again later
    }
  }

  /** The message's outbox row: PENDING until SMTP has it, KEPT when there is no SMTP. */
  function record(tx: Db, message: MailMessage): Promise<number> {
    return recordOutbox(tx, {
      channel: 'EMAIL',
      recipient: message.to,
      subject: message.subject,
      body: message.text,
      bodyHtml: message.html ?? null,
      status: smtp ? 'PENDING' : 'KEPT',
      refEntity: message.refEntity ?? null,
      refId: message.refId ?? null,
    });
  }

  // Only a process that can send claims mail jobs.
  if (smtp) jobs.register(MAIL_JOB, (payload) => deliver(payload.outboxId));

  const mailer: Mailer = {
    transport: smtp ? 'smtp' : 'outbox',
    async enqueue(tx, message) {
      const outboxId = await record(tx, message);
      if (smtp) await enqueueJob(tx, MAIL_JOB, { outboxId });
      return outboxId;
    },
    dispatch(ids, log = defaultLog) {
      if (!smtp) {
        // The body may hold an OTP: never at info level; read it from the outbox row.
        for (const id of ids) log.info({ outboxId: id }, 'mail kept in the outbox table (no SMTP_URL)');
        return;
      }
      for (const id of ids) dispatchLogs.set(id, log);
      jobs.nudge();
    },
    async send(message, log) {
      const id = await mailer.enqueue(db, message);
      mailer.dispatch([id], log);
      return id;
    },
    async sendNow({ attachments = [], from, cc, ...message }) {
      const outboxId = await record(db, message);
      if (!smtp) return { outboxId, status: 'KEPT' };
      try {
        await smtp.sendMail({
          from: from ?? config.mailFrom,
          to: message.to,
          ...(cc ? { cc } : {}),
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          attachments,
        });
      } catch (error) {
        await recordOutboxTry(db, outboxId, error);
        throw error;
      }
      await recordOutboxTry(db, outboxId);
      return { outboxId, status: 'SENT' };
    },
    idle: () => jobs.idle(),
    async close() {
      if (ownRunner) await jobs.stop();
      else await jobs.idle();
      smtp?.close();
    },
  };
  return mailer;
}

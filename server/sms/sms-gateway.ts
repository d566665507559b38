import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { recordOutbox, recordOutboxTry } from '../outbox/outbox';

export interface SmsMessage {
  /** A Thai mobile number, digits only (0812345678). */
  to: string;
  text: string;
  /** What the message is about (document …), to find its outbox row. */
  refEntity?: string;
  refId?: string;
}

/** How a message went: SENT (the provider took it) or KEPT in the outbox (no SMS_URL). */
export interface SentSms {
  outboxId: number;
  status: 'SENT' | 'KEPT';
}

/**
 * The SMS gateway seam (docs/documents.md "SMS"). With SMS_URL set, each message is one JSON POST
 * to the provider:
 *
 *   POST <SMS_URL>
 *   Authorization: Bearer <SMS_TOKEN>        (when SMS_TOKEN is set)
 *   Content-Type: application/json
 *   {"to": "0812345678", "message": "…", "reference": "document-42"}
 *
 * Any 2xx answer means the provider took the message; anything else, or no answer within
 * SMS_TIMEOUT_MS, is a failure the caller (a job) tries again. Without SMS_URL the message is
 * kept in the outbox table, like mail without SMTP_URL. Every message is an outbox row either way.
 */
export interface SmsGateway {
  readonly transport: 'http' | 'outbox';
  sendNow(message: SmsMessage): Promise<SentSms>;
}

const SMS_TIMEOUT_MS = 10_000;

export function createSmsGateway(config: Pick<ServerConfig, 'smsUrl' | 'smsToken'>, db: Db): SmsGateway {
  const { smsUrl, smsToken } = config;

  async function post(message: SmsMessage): Promise<void> {
    const response = await fetch(smsUrl!, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(smsToken ? { authorization: `Bearer ${smsToken}` } : {}),
      },
      body: JSON.stringify({
        to: message.to,
        message: message.text,
        reference: message.refEntity && message.refId ? `${message.refEntity}-${message.refId}` : null,
      }),
      signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
    });
    // The body is not needed; reading it frees the connection.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
  }

  return {
    transport: smsUrl ? 'http' : 'outbox',
    async sendNow(message) {
      const outboxId = await recordOutbox(db, {
        channel: 'SMS',
        recipient: message.to,
        body: message.text,
        status: smsUrl ? 'PENDING' : 'KEPT',
        refEntity: message.refEntity ?? null,
        refId: message.refId ?? null,
      });
      if (!smsUrl) return { outboxId, status: 'KEPT' };
      try {
        await post(message);
      } catch (error) {
        await recordOutboxTry(db, outboxId, error);
        throw error;
      }
      await recordOutboxTry(db, outboxId);
      return { outboxId, status: 'SENT' };
    },
  };
}

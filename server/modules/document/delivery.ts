// Delivering a document to its buyer, a job per send (docs/documents.md "Delivery"): by e-mail
// with the PDF attached (email-message.ts) or by SMS with a link to it (sms-message.ts). A failed
// try is tried again with back-off; the delivery is FAILED, with the error, only after the last
// one. A job that runs twice sends once: a SENT delivery is not sent again.
import type { Command } from '../../command/run-command';
import type { AppDeps } from '../../deps';
import { DOCUMENT_EMAIL_JOB, DOCUMENT_SMS_JOB } from '../../jobs/job-types';
import { documentTitle, type DocumentTitle } from '../../pdf/document-titles';
import * as deliveries from './delivery-repository';
import type { Channel, FoundDelivery } from './delivery-repository';
import { sendDocumentEmail } from './email-message';
import { documentTypeNames } from './generation-repository';
import { sendDocumentSms } from './sms-message';
import { isThaiMobile, normalisePhone } from '../../../contract/phone';

/** Sends one delivery's message; answers the outbox row that records it. */
export type Sender = (
  deps: AppDeps,
  found: FoundDelivery,
  title: DocumentTitle,
) => Promise<{ outboxId: number }>;

const channels = {
  EMAIL: { job: DOCUMENT_EMAIL_JOB, send: sendDocumentEmail },
  SMS: { job: DOCUMENT_SMS_JOB, send: sendDocumentSms },
} as const satisfies Record<Channel, { job: string; send: Sender }>;

/**
 * Where a new document goes: the buyer's e-mail, and the buyer's phone when it is a mobile number
 * (a land line cannot take an SMS; it stays on the document, NOT_REQUESTED for SMS).
 */
export function buyerContacts(buyer: {
  buyerEmail: string | null;
  buyerTel: string | null;
}): { channel: Channel; recipient: string }[] {
  const contacts: { channel: Channel; recipient: string }[] = [];
  if (buyer.buyerEmail) contacts.push({ channel: 'EMAIL', recipient: buyer.buyerEmail });
  if (buyer.buyerTel && isThaiMobile(buyer.buyerTel))
    contacts.push({ channel: 'SMS', recipient: normalisePhone(buyer.buyerTel) });
  return contacts;
}

/** Asks for the document to be sent to `recipient` by `channel`, in the command's transaction. */
export async function requestDelivery(
  command: Pick<Command, 'tx' | 'enqueueJob'>,
  input: { documentId: number; channel: Channel; recipient: string; resend: boolean; requestedBy: string },
): Promise<void> {
  const deliveryId = await deliveries.insertDelivery(command.tx, input);
  await command.enqueueJob(channels[input.channel].job, { deliveryId });
}

async function deliver(deps: AppDeps, deliveryId: number, lastAttempt: boolean, send: Sender): Promise<void> {
  const found = await deliveries.findDelivery(deps.db, deliveryId);
  if (!found || found.delivery.status === 'SENT') return;
  const { delivery, document: doc } = found;
  try {
    const typeNames = await documentTypeNames(deps.db, doc.documentType);
    const title = documentTitle({
      documentTypeCode: doc.documentType,
      ...(typeNames ? { documentTitle: typeNames } : {}),
    });
    const sent = await send(deps, found, title);
    await deliveries.recordResult(deps.db, delivery, { status: 'SENT', outboxId: sent.outboxId });
  } catch (error) {
    const text = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    // PENDING with the error while tries remain: the next one may still send it.
    await deliveries.recordResult(deps.db, delivery, {
      status: lastAttempt ? 'FAILED' : 'PENDING',
      error: text,
    });
    throw error;
  }
}

export function registerDeliveries(deps: AppDeps): void {
  for (const { job, send } of Object.values(channels)) {
    deps.jobs.register(job, (payload, run) => deliver(deps, payload.deliveryId, run.lastAttempt, send));
  }
}

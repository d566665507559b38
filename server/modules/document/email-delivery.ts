// Delivering a document by e-mail, a job per send (docs/documents.md "Delivery"): the message in
// Thai with the PDF attached, through the mailer (SMTP, or kept in the outbox without SMTP_URL).
// A failed try is tried again with back-off; the delivery is FAILED, with the error, only after
// the last one. A job that runs twice sends once: a SENT delivery is not sent again.
import type { Command } from '../../command/run-command';
import type { AppDeps } from '../../deps';
import { documentTitle } from '../../pdf/document-titles';
import { formatAmount, formatThaiDate } from '../../pdf/format';
import * as deliveries from './delivery-repository';
import { documentTypeNames } from './generation-repository';

export const DOCUMENT_EMAIL_JOB = 'document-email';

/** Asks for an e-mail of the document to `recipient`, in the command's transaction. */
export async function requestEmail(
  command: Pick<Command, 'tx' | 'enqueueJob'>,
  input: { documentId: number; recipient: string; resend: boolean; requestedBy: string },
): Promise<void> {
  const deliveryId = await deliveries.insertDelivery(command.tx, { ...input, channel: 'EMAIL' });
  await command.enqueueJob(DOCUMENT_EMAIL_JOB, { deliveryId });
}

type Found = NonNullable<Awaited<ReturnType<typeof deliveries.findDelivery>>>;

/** The message: what the document is, from whom, for how much; the PDF is attached. */
function message(found: Found, title: { th: string }) {
  const { document: doc, customerName } = found;
  const amount = doc.totalAmount ? `${formatAmount(doc.totalAmount)} บาท` : '';
  const date = doc.issueDate ? formatThaiDate(doc.issueDate) : '';
  return {
    subject: `${title.th} เลขที่ ${doc.documentNo} จาก ${customerName}`,
    text: [
      `เรียน ${doc.buyerName ?? 'ลูกค้า'}`,
      '',
      `${customerName} ขอส่ง${title.th} เลขที่ ${doc.documentNo} ลงวันที่ ${date} ยอดรวม ${amount} ตามไฟล์ PDF ที่แนบมากับอีเมลนี้`,
      '',
      'อีเมลนี้ส่งจากระบบโดยอัตโนมัติ กรุณาอย่าตอบกลับ',
    ].join('\n'),
  };
}

async function deliver(deps: AppDeps, deliveryId: number, lastAttempt: boolean): Promise<void> {
  const found = await deliveries.findDelivery(deps.db, deliveryId);
  if (!found || found.delivery.status === 'SENT') return;
  const { delivery, document: doc } = found;
  try {
    const pdf = doc.pdfFileId ? await deps.files.bytes(doc.pdfFileId) : undefined;
    if (!pdf) throw new Error(`document ${doc.documentId} has no PDF`);
    const typeNames = await documentTypeNames(deps.db, doc.documentType);
    const title = documentTitle({
      documentTypeCode: doc.documentType,
      ...(typeNames ? { documentTitle: typeNames } : {}),
    });
    const sent = await deps.mailer.sendNow({
      to: delivery.recipient,
      ...message(found, title),
      refEntity: 'document',
      refId: String(doc.documentId),
      attachments: [{ filename: `${doc.documentNo}.pdf`, content: pdf, contentType: 'application/pdf' }],
    });
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

export function registerEmailDelivery(deps: AppDeps): void {
  deps.jobs.register(DOCUMENT_EMAIL_JOB, (payload, run) =>
    deliver(deps, Number(payload.deliveryId), run.lastAttempt),
  );
}

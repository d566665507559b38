// A document's e-mail: what the document is, from whom, for how much, in Thai, with the PDF
// attached; sent through the mailer (SMTP, or kept in the outbox without SMTP_URL).
import type { AppDeps } from '../../deps';
import type { DocumentTitle } from '../../pdf/document-titles';
import { formatAmount, formatThaiDate } from '../../pdf/format';
import type { FoundDelivery } from './delivery-repository';

function message({ document: doc, customerName }: FoundDelivery, title: DocumentTitle) {
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

export async function sendDocumentEmail(deps: AppDeps, found: FoundDelivery, title: DocumentTitle) {
  const { delivery, document: doc } = found;
  const pdf = doc.pdfFileId ? await deps.files.bytes(doc.pdfFileId) : undefined;
  if (!pdf) throw new Error(`document ${doc.documentId} has no PDF`);
  return deps.mailer.sendNow({
    to: delivery.recipient,
    ...message(found, title),
    refEntity: 'document',
    refId: String(doc.documentId),
    attachments: [{ filename: `${doc.documentNo}.pdf`, content: pdf, contentType: 'application/pdf' }],
  });
}

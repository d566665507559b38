// A document's e-mail: what the document is, from whom, for how much — in the customer's
// language for its buyers (Thai unless set to English) — with the PDF attached; sent through the
// mailer (SMTP, or kept in the outbox without SMTP_URL).
import type { AppDeps } from '../../deps';
import type { DocumentTitle } from '../../pdf/document-titles';
import { formatAmount, formatEnglishDate, formatThaiDate } from '../../pdf/format';
import type { FoundDelivery } from './delivery-repository';

function thai({ document: doc, customerName }: FoundDelivery, title: DocumentTitle) {
  const unit = doc.currency === 'THB' ? 'บาท' : doc.currency;
  const amount = doc.totalAmount ? `${formatAmount(doc.totalAmount)} ${unit}` : '';
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

function english({ document: doc, customerName }: FoundDelivery, title: DocumentTitle) {
  const amount = doc.totalAmount ? ` for a total of ${doc.currency} ${formatAmount(doc.totalAmount)}` : '';
  const date = doc.issueDate ? ` dated ${formatEnglishDate(doc.issueDate)}` : '';
  return {
    subject: `${title.en} No. ${doc.documentNo} from ${customerName}`,
    text: [
      `Dear ${doc.buyerName ?? 'customer'},`,
      '',
      `${customerName} sends you ${title.en} No. ${doc.documentNo}${date}${amount}, attached to this e-mail as a PDF file.`,
      '',
      'This e-mail was sent automatically. Please do not reply.',
    ].join('\n'),
  };
}

export async function sendDocumentEmail(deps: AppDeps, found: FoundDelivery, title: DocumentTitle) {
  const { delivery, document: doc } = found;
  const pdf = doc.pdfFileId ? await deps.files.bytes(doc.pdfFileId) : undefined;
  if (!pdf) throw new Error(`document ${doc.documentId} has no PDF`);
  return deps.mailer.sendNow({
    to: delivery.recipient,
    ...(found.language === 'en' ? english : thai)(found, title),
    refEntity: 'document',
    refId: String(doc.documentId),
    attachments: [{ filename: `${doc.documentNo}.pdf`, content: pdf, contentType: 'application/pdf' }],
  });
}

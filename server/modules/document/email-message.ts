// A document's e-mail: what the document is, from whom, for how much — in the customer's
// language for its buyers (Thai unless set to English) — with the PDF attached (and the e-Tax XML
// for E-TAX types); sent through the mailer (SMTP, or kept in the outbox without SMTP_URL).
import type { AppDeps } from '../../deps';
import type { DocumentTitle } from '../../pdf/document-titles';
import { formatAmount, formatEnglishDate, formatThaiDate } from '../../pdf/format';
import type { FoundDelivery } from './delivery-repository';
import { documentFileName } from './document-file-name';

/**
 * Thai runs words together but sets a space around a number, a date, a Latin word (PDF) and a
 * clause; a part the document lacks (no date, no total) leaves no double space behind.
 */
function thai({ document: doc, customerName }: FoundDelivery, title: DocumentTitle) {
  const files = doc.xmlFileId ? 'ไฟล์ PDF และไฟล์ XML' : 'ไฟล์ PDF';
  const unit = doc.currency === 'THB' ? 'บาท' : doc.currency;
  const sentence = [
    `${customerName} ขอส่ง${title.th} เลขที่ ${doc.documentNo}`,
    doc.issueDate ? `ลงวันที่ ${formatThaiDate(doc.issueDate)}` : '',
    doc.totalAmount ? `ยอดรวม ${formatAmount(doc.totalAmount)} ${unit}` : '',
    `ตาม${files} ที่แนบมากับอีเมลนี้`,
  ];
  return {
    subject: `${title.th} เลขที่ ${doc.documentNo} จาก ${customerName}`,
    text: [
      `เรียน ${doc.buyerName ?? 'ลูกค้า'}`,
      '',
      sentence.filter(Boolean).join(' '),
      '',
      'อีเมลนี้ส่งจากระบบโดยอัตโนมัติ กรุณาอย่าตอบกลับ',
    ].join('\n'),
  };
}

function english({ document: doc, customerName }: FoundDelivery, title: DocumentTitle) {
  const files = doc.xmlFileId ? 'a PDF file and its e-Tax XML' : 'a PDF file';
  const amount = doc.totalAmount ? ` for a total of ${doc.currency} ${formatAmount(doc.totalAmount)}` : '';
  const date = doc.issueDate ? ` dated ${formatEnglishDate(doc.issueDate)}` : '';
  return {
    subject: `${title.en} No. ${doc.documentNo} from ${customerName}`,
    text: [
      `Dear ${doc.buyerName ?? 'customer'},`,
      '',
      `${customerName} sends you ${title.en} No. ${doc.documentNo}${date}${amount}, attached to this e-mail as ${files}.`,
      '',
      'This e-mail was sent automatically. Please do not reply.',
    ].join('\n'),
  };
}

/**
 * The PDF (a PDF/A-3 for E-TAX types), and for E-TAX types the signed XML beside it, named like
 * the download in the mail's language (ใบกำกับภาษี-IV2569-0001.pdf); nodemailer sends a non-ASCII
 * name as an RFC 2231 parameter (filename*0*=utf-8''…).
 */
async function attachmentsOf(deps: AppDeps, doc: FoundDelivery['document'], title: string) {
  const pdf = doc.pdfFileId ? await deps.files.bytes(doc.pdfFileId) : undefined;
  if (!pdf) throw new Error(`document ${doc.documentId} has no PDF`);
  const xml = doc.xmlFileId ? await deps.files.bytes(doc.xmlFileId) : undefined;
  const name = (extension: 'pdf' | 'xml') => documentFileName(title, doc.documentNo, extension);
  return [
    { filename: name('pdf'), content: pdf, contentType: 'application/pdf' },
    ...(xml ? [{ filename: name('xml'), content: xml, contentType: 'application/xml' }] : []),
  ];
}

/**
 * A TIME_STAMP document (e-Tax Invoice by e-mail, docs/rd-filing.md) goes from the address the
 * customer registered with ETDA, copied to ETDA's time-stamp service, which stamps it and sends
 * it on to the buyer. Without that address it is not sent (the delivery fails with the reason).
 */
function timeStampRouting(deps: AppDeps, found: FoundDelivery) {
  if (found.document.signatureStatus !== 'TIME_STAMP') return {};
  if (!found.customerEmail) throw new Error('time-stamp mail needs the customer e-mail (its ETDA sender)');
  return {
    from: { name: found.customerName, address: found.customerEmail },
    cc: deps.config.etaxTimestampCc,
  };
}

export async function sendDocumentEmail(deps: AppDeps, found: FoundDelivery, title: DocumentTitle) {
  const { delivery, document: doc } = found;
  return deps.mailer.sendNow({
    to: delivery.recipient,
    ...timeStampRouting(deps, found),
    ...(found.language === 'en' ? english : thai)(found, title),
    refEntity: 'document',
    refId: String(doc.documentId),
    attachments: await attachmentsOf(deps, doc, title[found.language === 'en' ? 'en' : 'th']),
  });
}

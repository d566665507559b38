// A document's SMS: who sends what, for how much, and the signed link that downloads its PDF
// (document-link.ts) — in the customer's language for its buyers, short, because every 70 Thai
// characters is one more SMS to pay for.
import type { AppDeps } from '../../deps';
import type { DocumentTitle } from '../../pdf/document-titles';
import { formatAmount } from '../../pdf/format';
import type { FoundDelivery } from './delivery-repository';
import { documentLinkUrl } from './document-link';

export async function sendDocumentSms(deps: AppDeps, found: FoundDelivery, title: DocumentTitle) {
  const { delivery, document: doc, customerName } = found;
  if (!doc.pdfFileId) throw new Error(`document ${doc.documentId} has no PDF`);
  const { publicUrl, jwtSecret } = deps.config;
  const link = documentLinkUrl(publicUrl, jwtSecret, doc.documentId);
  const amount = doc.totalAmount ? formatAmount(doc.totalAmount) : null;
  const text =
    found.language === 'en'
      ? `${customerName}: ${title.en} ${doc.documentNo}${amount ? ` ${doc.currency} ${amount}` : ''} download ${link}`
      : `${customerName}: ${title.th} ${doc.documentNo}${amount ? ` ยอด ${amount} ${doc.currency === 'THB' ? 'บาท' : doc.currency}` : ''} ดาวน์โหลด ${link}`;
  return deps.sms.sendNow({
    to: delivery.recipient,
    text,
    refEntity: 'document',
    refId: String(doc.documentId),
  });
}

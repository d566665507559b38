// A document's SMS: who sends what, for how much, and the signed link that downloads its PDF
// (document-link.ts) — Thai, short, because every 70 Thai characters is one more SMS to pay for.
import type { AppDeps } from '../../deps';
import type { DocumentTitle } from '../../pdf/document-titles';
import { formatAmount } from '../../pdf/format';
import type { FoundDelivery } from './delivery-repository';
import { documentLinkUrl } from './document-link';

export async function sendDocumentSms(deps: AppDeps, found: FoundDelivery, title: DocumentTitle) {
  const { delivery, document: doc, customerName } = found;
  if (!doc.pdfFileId) throw new Error(`document ${doc.documentId} has no PDF`);
  const { publicUrl, jwtSecret } = deps.config;
  const amount = doc.totalAmount ? ` ยอด ${formatAmount(doc.totalAmount)} บาท` : '';
  const link = documentLinkUrl(publicUrl, jwtSecret, doc.documentId);
  return deps.sms.sendNow({
    to: delivery.recipient,
    text: `${customerName}: ${title.th} ${doc.documentNo}${amount} ดาวน์โหลด ${link}`,
    refEntity: 'document',
    refId: String(doc.documentId),
  });
}

// Document titles by type code. The Thai names must match design/domain.md "Documents" exactly:
// the Revenue Department reads the title to know what kind of document it is.
import type { PdfDocument } from './document-model';

export interface DocumentTitle {
  th: string;
  en: string;
}

const TITLES: Readonly<Record<string, DocumentTitle>> = {
  '388': { th: 'ใบกำกับภาษี', en: 'Tax Invoice' },
  T02: { th: 'ใบแจ้งหนี้/ใบกำกับภาษี', en: 'Invoice/Tax Invoice' },
  T03: { th: 'ใบเสร็จรับเงิน/ใบกำกับภาษี', en: 'Receipt/Tax Invoice' },
  T04: { th: 'ใบส่งของ/ใบกำกับภาษี', en: 'Delivery Order/Tax Invoice' },
  T01: { th: 'ใบรับ (ใบเสร็จรับเงิน)', en: 'Receipt' },
  '80': { th: 'ใบเพิ่มหนี้', en: 'Debit Note' },
  '81': { th: 'ใบลดหนี้', en: 'Credit Note' },
  T05: { th: 'ใบกำกับภาษีอย่างย่อ', en: 'Abbreviated Tax Invoice' },
  T06: { th: 'ใบเสร็จรับเงิน/ใบกำกับภาษีอย่างย่อ', en: 'Receipt/Abbreviated Tax Invoice' },
  T07: { th: 'ใบแจ้งยกเลิก', en: 'Cancellation Note' },
  '380': { th: 'ใบแจ้งหนี้', en: 'Invoice' },
};

export const BUILT_IN_DOCUMENT_TYPES: readonly string[] = Object.keys(TITLES);

/** Types that change or cancel an earlier document and therefore show the reference block. */
const REFERENCING_TYPES = new Set(['80', '81', 'T07']);

export function documentTitle(doc: Pick<PdfDocument, 'documentTypeCode' | 'documentTitle'>): DocumentTitle {
  const title = TITLES[doc.documentTypeCode] ?? doc.documentTitle;
  if (!title) throw new Error(`No title for document type ${doc.documentTypeCode}`);
  return title;
}

export function showsReference(documentTypeCode: string): boolean {
  return REFERENCING_TYPES.has(documentTypeCode);
}

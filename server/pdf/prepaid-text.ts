// What the printed document says of a deposit (docs/etax-xml.md "Deposits"): the kinds of advance
// payment ETDA's prepaid types name, and the note under the totals — which deposit invoice a
// final invoice deducts, or that this tax invoice is for a deposit received.
import type { PdfPrepaid } from './document-model';
import { formatEnglishDate, formatThaiDate } from './format';

/** ETDA's prepaid types (TIV-PrepaidIndicator-003), in Thai as ETDA names them, and in English. */
const KINDS: Record<string, { th: string; en: string }> = {
  PP001: { th: 'เงินมัดจำ', en: 'deposit' },
  PP002: { th: 'เงินประกัน', en: 'security deposit' },
  PP003: { th: 'เงินจอง', en: 'reservation payment' },
  PP004: { th: 'เงินจ่ายล่วงหน้า', en: 'advance payment' },
  PP005: { th: 'เงินประกันผลงาน', en: 'performance guarantee' },
  PP006: { th: 'เงินรับล่วงหน้าอื่น ๆ', en: 'other advance payment' },
};

/** The totals' row of a deduction. */
export const PREPAID_ROW_LABEL = 'หักเงินมัดจำ/เงินรับล่วงหน้า / Less deposit';
export const SUBTOTAL_ROW_LABEL = 'รวมเป็นเงิน / Subtotal';
export const PREPAID_NOTE_LABEL = 'เงินมัดจำ/เงินรับล่วงหน้า / Advance payment';

/** The note printed under the totals. */
export function prepaidNote(prepaid: PdfPrepaid): string {
  const kind = KINDS[prepaid.typeCode] ?? { th: prepaid.typeCode, en: prepaid.typeCode };
  if (prepaid.amount === undefined)
    return `ใบกำกับภาษีนี้ออกสำหรับ${kind.th}ที่ได้รับ / This tax invoice is for a ${kind.en} received.`;
  const invoice = prepaid.invoiceNo;
  if (!invoice) return `หัก${kind.th} / Less the ${kind.en} received.`;
  const dateTh = prepaid.invoiceDate ? ` ลงวันที่ ${formatThaiDate(prepaid.invoiceDate)}` : '';
  const dateEn = prepaid.invoiceDate ? ` of ${formatEnglishDate(prepaid.invoiceDate)}` : '';
  return (
    `หัก${kind.th}ตามใบกำกับภาษีเลขที่ ${invoice}${dateTh} / ` +
    `Less the ${kind.en} invoiced on tax invoice ${invoice}${dateEn}.`
  );
}

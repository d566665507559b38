// Texts of the sales tax report's .xlsx and PDF in Thai (default) and English; picked with say().
// The Thai headings are those of the Revenue Department's layout for รายงานภาษีขาย.
import { sharedHeaders as shared } from '../../exports/messages';
import type { Text } from '../../validation/messages';

export const salesTaxMessages = {
  title: { th: 'รายงานภาษีขาย', en: 'Sales tax report' },
  taxMonth: { th: 'เดือนภาษี', en: 'Tax month' },
  sellerName: { th: 'ชื่อผู้ประกอบการ', en: 'Name of the registered seller' },
  sellerTaxId: { th: 'เลขประจำตัวผู้เสียภาษีอากร', en: 'Tax ID' },
  establishment: { th: 'ชื่อสถานประกอบการ', en: 'Establishment' },
  headOffice: { th: 'สำนักงานใหญ่', en: 'Head office' },
  branchNo: { th: 'สาขาที่', en: 'Branch' },
  madeAt: shared.madeAt,
  taxInvoice: { th: 'ใบกำกับภาษี', en: 'Tax invoice' },
  total: { th: 'รวม', en: 'Total' },
  cancelled: { th: 'ยกเลิก', en: 'Cancelled' },
  noDocuments: { th: 'ไม่มีใบกำกับภาษีในเดือนนี้', en: 'No tax invoices in this month' },
  page: { th: 'หน้า', en: 'Page' },
  headers: {
    seq: { th: 'ลำดับ', en: 'No.' },
    issueDate: { th: 'วัน เดือน ปี', en: 'Date' },
    documentNo: { th: 'เลขที่', en: 'Number' },
    buyerName: { th: 'ชื่อผู้ซื้อสินค้า/ผู้รับบริการ', en: 'Buyer' },
    buyerTaxId: {
      th: 'เลขประจำตัวผู้เสียภาษีอากรของผู้ซื้อสินค้า/ผู้รับบริการ',
      en: "Buyer's tax ID",
    },
    buyerBranch: { th: 'สถานประกอบการ (สำนักงานใหญ่ / สาขาที่)', en: 'Establishment (head office / branch)' },
    value: { th: 'มูลค่าสินค้าหรือบริการ', en: 'Value of goods or services' },
    vat: { th: 'จำนวนเงินภาษีมูลค่าเพิ่ม', en: 'VAT' },
    remark: { th: 'หมายเหตุ', en: 'Remark' },
  },
  /** The remark of a debit or credit note (a tax invoice needs none). */
  notes: {
    '80': { th: 'ใบเพิ่มหนี้', en: 'Debit note' },
    '81': { th: 'ใบลดหนี้', en: 'Credit note' },
  } as Record<string, Text | undefined>,
  months: {
    th: [
      'มกราคม',
      'กุมภาพันธ์',
      'มีนาคม',
      'เมษายน',
      'พฤษภาคม',
      'มิถุนายน',
      'กรกฎาคม',
      'สิงหาคม',
      'กันยายน',
      'ตุลาคม',
      'พฤศจิกายน',
      'ธันวาคม',
    ],
    en: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
  },
} as const;

/** A month's name with its year: 'พฤศจิกายน 2569' (Buddhist era) / 'November 2026'. */
export function monthName(month: string, language: 'th' | 'en'): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const name = salesTaxMessages.months[language][index - 1] ?? month;
  return `${name} ${language === 'th' ? year + 543 : year}`;
}

/** '00000' → 'สำนักงานใหญ่', '00001' → 'สาขาที่ 00001'; '' when none is named. */
export function branchText(branchCode: string | null, language: 'th' | 'en'): string {
  if (!branchCode) return '';
  const m = salesTaxMessages;
  return branchCode === '00000' ? m.headOffice[language] : `${m.branchNo[language]} ${branchCode}`;
}

/** What a failed pattern of the report's own fields means. */
export const salesTaxPatternTexts = {
  month: { th: 'เดือนภาษีต้องอยู่ในรูปแบบ ปปปป-ดด', en: 'must be a month as YYYY-MM' },
};

// What a template is previewed with when no data is given: the template's own customer as the
// seller (its real name, tax ID and address) and a sample buyer and lines, with totals that add
// up, so that an admin sees the form as the customer's documents will look. A note's template
// (80, 81) shows the note's three values as its documents will, worked out the same way.
import { bahttext } from 'bahttext';
import { noteValues } from '../../pdf/note-values';
import type { TemplateValues } from '../../pdf/template/fill-template';

export interface SampleSeller {
  name: string;
  taxId: string;
  address: string;
}

const LINES = [
  {
    ITEM_CODE: 'P-0001',
    ITEM_NAME: 'น้ำดื่มบรรจุขวด 600 มล. (แพ็ค 12 ขวด)',
    ITEM_QTY: '10',
    ITEM_UNIT: 'แพ็ค',
    ITEM_UNIT_PRICE: '65.00',
  },
  {
    ITEM_CODE: 'S-0102',
    ITEM_NAME: 'ค่าบริการติดตั้งระบบ',
    ITEM_QTY: '1',
    ITEM_UNIT: 'งาน',
    ITEM_UNIT_PRICE: '1500.00',
  },
  {
    ITEM_CODE: 'P-0420',
    ITEM_NAME: 'ปุ่มกดฉุกเฉิน ญี่ปุ่น',
    ITEM_QTY: '4',
    ITEM_UNIT: 'ชิ้น',
    ITEM_UNIT_PRICE: '249.50',
  },
] as const;

/** YYYY-MM-DD of a day in Bangkok, `days` after today. */
function bangkokDate(days: number): string {
  return new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** Satang of a decimal string with two places (the sample's own numbers only). */
const satang = (value: string) => Math.round(Number(value) * 100);
const baht = (value: number) => (value / 100).toFixed(2);
/** The sample note's original document: worth more than the note, as a real one is. */
const SAMPLE_ORIGINAL = '10000.00';

/** A note's values in the template's fields: the sample lines are the note's (the difference). */
function sampleNoteFields(documentType: string, totalBeforeVat: string): Record<string, string> {
  const values = noteValues({
    documentTypeCode: documentType,
    totalBeforeVat,
    reference: { documentNo: '', documentDate: '', originalAmount: SAMPLE_ORIGINAL },
  });
  if (!values) return {};
  const decimal = (satang: bigint) => baht(Number(satang));
  return {
    ORIGINAL_AMOUNT: decimal(values.original),
    CORRECT_AMOUNT: decimal(values.correct),
    DIFFERENCE_AMOUNT: decimal(values.difference),
  };
}

/** The sample of a template laying out documents of `documentType`. */
export function sampleValues(seller: SampleSeller, documentType: string): TemplateValues {
  const lines = LINES.map((line) => {
    const amount = satang(line.ITEM_UNIT_PRICE) * Number(line.ITEM_QTY);
    return { ...line, ITEM_DISCOUNT: '0.00', ITEM_AMOUNT: baht(amount) };
  });
  const before = lines.reduce((sum, line) => sum + satang(line.ITEM_AMOUNT), 0);
  const vat = Math.round((before * 7) / 100);
  const total = before + vat;
  return {
    fields: {
      DOCUMENT_NO: 'INV2026-000123',
      ISSUE_DATE: bangkokDate(0),
      DUE_DATE: bangkokDate(30),
      SELLER_NAME: seller.name,
      SELLER_TAX_ID: seller.taxId,
      SELLER_ADDRESS: seller.address,
      BUYER_NAME: 'บริษัท ตัวอย่างผู้ซื้อ จำกัด',
      BUYER_TAX_ID: '0105536112014',
      BUYER_BRANCH_CODE: '00000',
      BUYER_EMAIL: 'buyer@example.com',
      BUYER_TEL: '0812345678',
      BUYER_ADDRESS: '1 หมู่ 2 ตำบลในเมือง อำเภอเมืองขอนแก่น จังหวัดขอนแก่น',
      BUYER_ZIP_CODE: '40000',
      CURRENCY: 'THB',
      VAT_RATE: '7',
      TOTAL_BEFORE_VAT: baht(before),
      VAT_AMOUNT: baht(vat),
      TOTAL_AMOUNT: baht(total),
      AMOUNT_IN_WORDS_TH: bahttext(total / 100),
      REFERENCE_DOCUMENT_NO: 'INV2026-000100',
      REFERENCE_DOCUMENT_DATE: bangkokDate(-7),
      PURPOSE_CODE: 'TIVC99',
      PURPOSE_TEXT: 'แก้ไขรายการสินค้า',
      REMARK: 'ตัวอย่างข้อมูลสำหรับดูแม่แบบเอกสาร',
      ...sampleNoteFields(documentType, baht(before)),
    },
    lines,
  };
}

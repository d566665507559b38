import type { PdfLine } from '../../../server/pdf/document-model';

// The parts of the PDF-renderer tests' sample documents: a seller, a buyer's address and tax
// registration, and numbered item lines.

export const SELLER = {
  name: 'บริษัท ตัวอย่างการค้า จำกัด',
  taxId: '0105536112014',
  branchCode: '00000',
  address: '99/9 ถนนพหลโยธิน แขวงจตุจักร เขตจตุจักร กรุงเทพมหานคร 10900',
};

/** A buyer of branch 00001 in Khon Kaen; the tests name it. */
export const BUYER_AT = {
  taxId: '0994000165510',
  branchCode: '00001',
  address: '1 หมู่ 2 ตำบลในเมือง อำเภอเมืองขอนแก่น จังหวัดขอนแก่น 40000',
};

/** Item line `lineNo`: two pieces at 1,234.50. */
export function pdfLine(lineNo: number, extra: Partial<PdfLine> = {}): PdfLine {
  return {
    lineNo,
    itemCode: `L-${String(lineNo).padStart(3, '0')}`,
    itemName: `สินค้าทดสอบ รายการที่ ${lineNo}`,
    qty: '2',
    unit: 'ชิ้น',
    unitPrice: '1234.5',
    discount: '0',
    amount: '2469',
    ...extra,
  };
}

/** The totals the sample documents print: those of two pdfLine lines (the renderer prints them as given). */
export const SAMPLE_TOTALS = {
  totalBeforeVat: '4938',
  vatRate: '7.00',
  vatAmount: '345.66',
  totalAmount: '5283.66',
  currency: 'THB',
  amountInWordsTh: 'ห้าพันสองร้อยแปดสิบสามบาทหกสิบหกสตางค์',
} as const;

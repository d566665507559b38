// Realistic Thai documents for every e-Tax message root, in the style of etax-xml.test.ts (whose
// builders live inside that test file): a seller with TISI address codes, buyers of each ID
// scheme, three lines with a discount and 7% VAT, references and purposes for the notes.
import type { EtaxDocument, EtaxLine, EtaxParty } from '../../../server/etax/etax-document';

const satang = (value: string) => Math.round(Number(value) * 100);
const baht = (value: number) => (value / 100).toFixed(2);

function line(lineNo: number, itemName: string, qty: string, unitPrice: string, discount = '0.00'): EtaxLine {
  const amount = baht(Math.round(Number(qty) * satang(unitPrice)) - satang(discount));
  return { lineNo, itemCode: `SKU-${lineNo}`, itemName, qty, unit: 'ชิ้น', unitPrice, discount, amount };
}

export const SELLER: EtaxParty = {
  name: 'บริษัท สยามซัพพลาย จำกัด',
  scheme: 'TXID',
  taxId: '0105536112014',
  branchCode: '00002',
  address: {
    lineOne: '99/9 อาคารสาทรธานี ถนนสาทรเหนือ',
    postcode: '10120',
    provinceCode: '10',
    districtCode: '1028',
    subDistrictCode: '102803',
    countryId: 'TH',
  },
  email: 'billing@siamsupply.co.th',
  tel: '02-123-4567',
};

export const BUYERS = {
  txid: {
    name: 'บริษัท กระบี่รีสอร์ท จำกัด',
    scheme: 'TXID',
    taxId: '0815561000123',
    branchCode: '00001',
    address: {
      lineOne: '11/111 ถนนอุตรกิจ',
      postcode: '81000',
      provinceCode: '81',
      districtCode: '8104',
      subDistrictCode: '810401',
      countryId: 'TH',
    },
  },
  nidn: {
    name: 'นางสาวสมหญิง ใจดี',
    scheme: 'NIDN',
    taxId: '3101700012345',
    address: { lineOne: '45 ซอยลาดพร้าว 71 แขวงสะพานสอง เขตวังทองหลาง กรุงเทพมหานคร 10310', countryId: 'TH' },
    email: 'somying@example.com',
  },
  ccpt: {
    name: 'Mr. Taro Yamada',
    scheme: 'CCPT',
    taxId: 'TZ1234567',
    address: { lineOne: '1-2-3 Shibuya, Tokyo', postcode: '150-0002', countryId: 'JP' },
  },
  othr: { name: 'ลูกค้าเงินสด', scheme: 'OTHR', address: { countryId: 'TH' } },
} satisfies Record<string, EtaxParty>;

export const REFERENCE = {
  documentNo: 'IV2026-000045',
  documentDate: '2026-10-15',
  typeCode: '388',
  originalAmount: '12000.00',
};

/** A document of a type whose totals add up: three lines (one discounted), 7% VAT. */
function etaxDocument(
  typeCode: string,
  name: string,
  buyer: EtaxParty,
  extra: Partial<EtaxDocument> = {},
): EtaxDocument {
  const lines = [
    line(1, 'กระดาษถ่ายเอกสาร A4 80 แกรม', '10', '125.50', '55.00'),
    line(2, 'หมึกพิมพ์เลเซอร์ สีดำ', '2', '1890.00'),
    line(3, 'ค่าจัดส่ง', '1', '150.00'),
  ];
  const basis = lines.reduce((sum, l) => sum + satang(l.amount), 0);
  const vat = Math.round(basis * 0.07);
  return {
    typeCode,
    name,
    documentNo: `${typeCode}-2026-000123`,
    issueDate: '2026-11-21',
    createdAt: new Date('2026-11-21T03:15:30.250Z'),
    seller: SELLER,
    buyer,
    lines,
    totalBeforeVat: baht(basis),
    vatRate: '7.00',
    vatAmount: baht(vat),
    totalAmount: baht(basis + vat),
    currency: 'THB',
    remark: 'ชำระเงินภายใน 30 วัน',
    ...extra,
  };
}

/** One valid document of every e-Tax type, with the buyers and references each one takes. */
export const ETAX_DOCUMENTS: EtaxDocument[] = [
  etaxDocument('388', 'ใบกำกับภาษี', BUYERS.txid),
  etaxDocument('388', 'ใบกำกับภาษี', BUYERS.txid, { reference: REFERENCE }),
  etaxDocument('T02', 'ใบแจ้งหนี้/ใบกำกับภาษี', BUYERS.nidn, { dueDate: '2026-12-21' }),
  etaxDocument('T03', 'ใบเสร็จรับเงิน/ใบกำกับภาษี', BUYERS.ccpt),
  etaxDocument('T04', 'ใบส่งของ/ใบกำกับภาษี', BUYERS.othr),
  etaxDocument('T01', 'ใบรับ (ใบเสร็จรับเงิน)', BUYERS.nidn),
  etaxDocument('80', 'ใบเพิ่มหนี้', BUYERS.txid, {
    reference: REFERENCE,
    purposeCode: 'DBNG01',
    purposeText: 'มีการเพิ่มราคาค่าสินค้า',
  }),
  etaxDocument('81', 'ใบลดหนี้', BUYERS.nidn, { reference: REFERENCE }),
  etaxDocument('T05', 'ใบกำกับภาษีอย่างย่อ', BUYERS.othr),
  etaxDocument('T06', 'ใบเสร็จรับเงิน/ใบกำกับภาษีอย่างย่อ', BUYERS.othr),
  etaxDocument('T07', 'ใบแจ้งยกเลิก', BUYERS.txid, {
    reference: { ...REFERENCE, typeCode: 'T02', originalAmount: undefined },
    purposeText: 'ออกเอกสารซ้ำ',
  }),
  etaxDocument('380', 'ใบแจ้งหนี้', BUYERS.txid),
];

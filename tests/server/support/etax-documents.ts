// Realistic Thai documents for every e-Tax message root, shared by etax-xml.test.ts and
// etax-schematron.test.ts: a seller with TISI address codes, buyers of each ID scheme, three lines
// with a discount and 7% VAT, references and purposes for the notes.
import type { EtaxVersion } from '../../../contract/etax-version';
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

const NIDN_ADDRESS_LINE = '45 ซอยลาดพร้าว 71 แขวงสะพานสอง เขตวังทองหลาง กรุงเทพมหานคร';
const NIDN = {
  name: 'นางสาวสมหญิง ใจดี',
  scheme: 'NIDN',
  taxId: '3101700012345',
  address: { lineOne: NIDN_ADDRESS_LINE, postcode: '10310', countryId: 'TH' },
  email: 'somying@example.com',
} satisfies EtaxParty;

export const BUYERS = {
  /** A branch with TISI address codes. */
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
  /** The head office, its address in free text with a postcode. */
  txidFreeText: {
    name: 'ห้างหุ้นส่วนจำกัด กาญจน์การค้า',
    scheme: 'TXID',
    taxId: '0713554000456',
    branchCode: '00000',
    address: {
      lineOne: '22/222 ถนนแสงชูโต ตำบลบ้านเหนือ อำเภอเมือง จังหวัดกาญจนบุรี',
      postcode: '71000',
      countryId: 'TH',
    },
  },
  nidn: NIDN,
  /** The same person, the postcode written in the address line only (no PostcodeCode). */
  nidnPostcodeInLine: { ...NIDN, address: { lineOne: `${NIDN_ADDRESS_LINE} 10310`, countryId: 'TH' } },
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

/** A document to build: its type, the name printed on it, the buyer and what else it carries. */
export interface EtaxCase {
  typeCode: string;
  name: string;
  buyer: EtaxParty;
  extra?: Partial<Omit<EtaxDocument, 'etaxVersion'>>;
}

/** One case of every E-TAX type, with the buyer and references each one takes. */
export const ETAX_CASES: EtaxCase[] = [
  { typeCode: '388', name: 'ใบกำกับภาษี', buyer: BUYERS.txid },
  { typeCode: 'T02', name: 'ใบแจ้งหนี้/ใบกำกับภาษี', buyer: BUYERS.nidn, extra: { dueDate: '2026-12-21' } },
  { typeCode: 'T03', name: 'ใบเสร็จรับเงิน/ใบกำกับภาษี', buyer: BUYERS.ccpt },
  { typeCode: 'T04', name: 'ใบส่งของ/ใบกำกับภาษี', buyer: BUYERS.othr },
  { typeCode: 'T01', name: 'ใบรับ (ใบเสร็จรับเงิน)', buyer: BUYERS.txidFreeText },
  {
    typeCode: '80',
    name: 'ใบเพิ่มหนี้',
    buyer: BUYERS.txid,
    extra: { reference: REFERENCE, purposeCode: 'DBNG01', purposeText: 'มีการเพิ่มราคาค่าสินค้า' },
  },
  { typeCode: '81', name: 'ใบลดหนี้', buyer: BUYERS.nidn, extra: { reference: REFERENCE } },
  { typeCode: 'T05', name: 'ใบกำกับภาษีอย่างย่อ', buyer: BUYERS.othr },
  { typeCode: 'T06', name: 'ใบเสร็จรับเงิน/ใบกำกับภาษีอย่างย่อ', buyer: BUYERS.othr },
  {
    typeCode: 'T07',
    name: 'ใบแจ้งยกเลิก',
    buyer: BUYERS.txidFreeText,
    extra: {
      reference: { ...REFERENCE, typeCode: 'T02', originalAmount: undefined },
      purposeText: 'ออกเอกสารซ้ำ',
    },
  },
];

/** The case of an E-TAX type in ETAX_CASES. */
export function etaxCase(typeCode: string): EtaxCase {
  const found = ETAX_CASES.find((c) => c.typeCode === typeCode);
  if (!found) throw new Error(`no case of type ${typeCode}`);
  return found;
}

/** A tax invoice that replaces the one in REFERENCE. */
export const REPLACING_TAX_INVOICE: EtaxCase = { ...etaxCase('388'), extra: { reference: REFERENCE } };

/** An Invoice (380): it has an e-Tax message but is not an E-TAX document. */
export const INVOICE: EtaxCase = { typeCode: '380', name: 'ใบแจ้งหนี้', buyer: BUYERS.txid };

/**
 * A document whose totals add up: three lines (one with a discount), 7% VAT, optional document
 * discount; in v2.0 unless told.
 */
export function etaxDocument(
  c: EtaxCase,
  documentDiscount = 0,
  etaxVersion: EtaxVersion = '2.0',
): EtaxDocument {
  const lines = [
    line(1, 'กระดาษถ่ายเอกสาร A4 80 แกรม', '10', '125.50', '55.00'),
    line(2, 'หมึกพิมพ์เลเซอร์ สีดำ', '2', '1890.00'),
    line(3, 'ค่าจัดส่ง', '1', '150.00'),
  ];
  const basis = lines.reduce((sum, l) => sum + satang(l.amount), 0) - documentDiscount;
  const vat = Math.round(basis * 0.07);
  return {
    etaxVersion,
    typeCode: c.typeCode,
    name: c.name,
    documentNo: `${c.typeCode}-2026-000123`,
    issueDate: '2026-11-21',
    createdAt: new Date('2026-11-21T03:15:30.250Z'),
    seller: SELLER,
    buyer: c.buyer,
    lines,
    totalBeforeVat: baht(basis),
    vatRate: '7.00',
    vatAmount: baht(vat),
    totalAmount: baht(basis + vat),
    currency: 'THB',
    remark: 'ชำระเงินภายใน 30 วัน',
    ...c.extra,
  };
}

const toPostcodeInLine = (typeCode: string): EtaxCase => ({
  ...etaxCase(typeCode),
  buyer: BUYERS.nidnPostcodeInLine,
});

/**
 * One valid document of every e-Tax message root: the cases of ETAX_CASES, the replacing tax
 * invoice and the Invoice (380), with the NIDN buyer's postcode in its address line only.
 */
const DOCUMENT_CASES: EtaxCase[] = [
  etaxCase('388'),
  REPLACING_TAX_INVOICE,
  toPostcodeInLine('T02'),
  etaxCase('T03'),
  etaxCase('T04'),
  toPostcodeInLine('T01'),
  etaxCase('80'),
  toPostcodeInLine('81'),
  etaxCase('T05'),
  etaxCase('T06'),
  etaxCase('T07'),
  INVOICE,
];
export const ETAX_DOCUMENTS: EtaxDocument[] = DOCUMENT_CASES.map((c) => etaxDocument(c));
/** The same documents in v2.1. */
export const ETAX_DOCUMENTS_V21: EtaxDocument[] = DOCUMENT_CASES.map((c) => etaxDocument(c, 0, '2.1'));

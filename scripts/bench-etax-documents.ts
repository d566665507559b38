// Documents for the e-Tax steps of bench:documents: a tax invoice of 1–3 Thai lines from a
// seller with a full Bangkok address, as generation would describe it (server/etax/etax-document.ts).
import type { EtaxDocument, EtaxLine } from '../server/etax/etax-document';
import type { PdfDocument } from '../server/pdf/document-model';

const ITEMS = ['ค่าบริการรายเดือน', 'น้ำดื่มบรรจุขวด 600 มล.', 'ค่าติดตั้งระบบ', 'กระดาษ A4 80 แกรม', 'ค่าขนส่ง'];

const money = (satang: number) => (satang / 100).toFixed(2);

export function benchEtaxDocument(random: () => number, n: number): EtaxDocument {
  const lines: EtaxLine[] = [];
  const count = 1 + Math.floor(random() * 3);
  let before = 0;
  for (let lineNo = 1; lineNo <= count; lineNo += 1) {
    const qty = 1 + Math.floor(random() * 5);
    const unit = 5000 + Math.floor(random() * 500000);
    before += qty * unit;
    lines.push({
      lineNo,
      itemName: `${ITEMS[Math.floor(random() * ITEMS.length)]!} งวดที่ ${n}`,
      qty: String(qty),
      unit: 'ชิ้น',
      unitPrice: money(unit),
      discount: '0.00',
      amount: money(qty * unit),
    });
  }
  const vat = Math.round(before * 0.07);
  return {
    etaxVersion: '2.1',
    typeCode: '388',
    name: 'ใบกำกับภาษี',
    documentNo: `INV2026-${String(n + 100).padStart(6, '0')}`,
    issueDate: '2026-11-20',
    createdAt: new Date(),
    seller: {
      name: 'บริษัท ผู้ขาย จำกัด',
      scheme: 'TXID',
      taxId: '0105536112014',
      branchCode: '00000',
      address: {
        lineOne: '99/9 ถนนราชดำเนินใน แขวงพระบรมมหาราชวัง เขตพระนคร กรุงเทพมหานคร 10200',
        postcode: '10200',
        provinceCode: '10',
        districtCode: '1001',
        subDistrictCode: '100101',
        countryId: 'TH',
      },
    },
    buyer: {
      name: 'บริษัท ผู้ซื้อ จำกัด',
      scheme: 'TXID',
      taxId: '0105536112014',
      branchCode: '00000',
      address: { lineOne: '1 ถนนสีลม กรุงเทพมหานคร', postcode: '10500', countryId: 'TH' },
      email: 'ap@example.co.th',
    },
    lines,
    totalBeforeVat: money(before),
    vatRate: '7.00',
    vatAmount: money(vat),
    totalAmount: money(before + vat),
    currency: 'THB',
  };
}

/** The one-page PDF the PDF/A-3 step starts from. */
export function benchPdfDocument(): PdfDocument {
  const party = {
    name: 'บริษัท ผู้ขาย จำกัด',
    taxId: '0105536112014',
    branchCode: '00000',
    address: 'กรุงเทพมหานคร 10200',
  };
  return {
    documentTypeCode: '388',
    documentNo: 'INV2026-000001',
    issueDate: '2026-11-20',
    seller: party,
    buyer: { ...party, name: 'บริษัท ผู้ซื้อ จำกัด' },
    lines: [
      {
        lineNo: 1,
        itemName: 'ค่าบริการรายเดือน',
        qty: '2',
        unitPrice: '500.00',
        discount: '0.00',
        amount: '1000.00',
      },
    ],
    totalBeforeVat: '1000.00',
    vatRate: '7',
    vatAmount: '70.00',
    totalAmount: '1070.00',
    currency: 'THB',
    amountInWordsTh: 'หนึ่งพันเจ็ดสิบบาทถ้วน',
  };
}

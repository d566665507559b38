// What a tax invoice may say (docs/tax-invoice-rules.md), through the real API: spreadsheets made
// with exceljs as users make them (number cells, date cells, Thai digits) are uploaded, and the
// rows come back refused at their cell with the reason, or staged as the documents will say them;
// the documents made from them read back (the PDF with pdftotext, the XML with xmllint).
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileDownloadUrl } from '../../contract/file';
import { etaxMessageOf } from '../../server/etax/xml/build-xml';
import { xsdFileOf } from '../../server/etax/xml/etax-versions';
import { validateEtaxXml } from '../../server/etax/xml/validate-xml';
import { bangkokToday } from '../../server/validation/date-range';
import { call, callGet, type Row } from './support/api';
import { detailsOf } from './support/answers';
import { useImportApp, useImportCustomer } from './support/app-per-file';
import { signInNewCustomerUser, type SignedIn } from './support/auth';
import { CUSTOMER } from './support/customers';
import { xmllint } from './support/document-tools';
import {
  activeTemplate,
  generateFrom,
  importCustomer,
  invoiceColumns,
  invoiceRow,
  uploadFile,
  xlsxOf,
  type Cell,
} from './support/imports';
import { pdfText } from './support/pdf-text';
import { column, TEMPLATE } from './support/upload-templates';

const { t, admin, uploads, documents } = useImportApp();

/** The invoice layout (A–L) plus the buyer's branch code in M. */
const branchColumns = () => [
  ...invoiceColumns(),
  column('M', 'BUYER_BRANCH_CODE', { columnName: 'รหัสสาขาผู้ซื้อ', required: false, maxLength: 5 }),
];

const { customer, user } = useImportCustomer(t, admin);
let branchTemplate: string;
beforeAll(async () => {
  branchTemplate = await activeTemplate(t, admin, customer.customerCode, {}, branchColumns());
});

interface StagedRow {
  rowNo: number;
  data: Record<string, string | null>;
  errors: Row[];
}

/** The staged rows of an upload of these rows (the invoice layout unless told), in the language asked. */
async function staged(
  rows: Cell[][],
  options: { as?: SignedIn; templateCode?: string; language?: 'th' | 'en'; file?: Buffer } = {},
): Promise<{ status: string; rows: StagedRow[] }> {
  const res = await uploadFile(t, options.as ?? user, {
    file: options.file ?? (await xlsxOf(rows)),
    templateCode: options.templateCode ?? customer.excelTemplate,
  });
  expect(res.statusCode, res.body).toBe(200);
  const { uploadId, status } = res.json().data;
  const found = await uploads.post(
    'searchCustomerFileUploadTempData',
    { uploadId, size: 100 },
    options.as ?? user,
    options.language,
  );
  return { status, rows: found.json().data as StagedRow[] };
}

const errorsOf = (row: StagedRow) => row.errors.map((e) => [e.key, e.column, e.description]);

/** A day `days` after today in Bangkok, as a date cell (UTC midnight, as Excel dates are read). */
const dayCell = (days: number) => new Date(Date.parse(`${bangkokToday()}T00:00:00Z`) + days * 86_400_000);
const iso = (date: Date) => date.toISOString().slice(0, 10);

describe('VAT rate', () => {
  it('stages 7, 7.00 and 7% as 7 and refuses 100.5 and a plain 0.07 at their cell, saying why', async () => {
    const result = await staged([
      invoiceRow('VAT-1', { 9: 7 }),
      invoiceRow('VAT-2', { 9: '7.00' }),
      invoiceRow('VAT-3', { 9: '7%' }),
      invoiceRow('VAT-4', { 9: 100.5 }),
      invoiceRow('VAT-5', { 9: 0.07 }),
    ]);
    expect(result.status).toBe('VALIDATION_FAILED');
    expect(result.rows.slice(0, 3).map((row) => [row.data.VAT_RATE, row.errors])).toEqual([
      ['7', []],
      ['7', []],
      ['7', []],
    ]);
    expect(errorsOf(result.rows[3]!)).toEqual([['VAT_RATE', 'J', 'อัตราภาษีต้องเป็นอัตราที่ลูกค้าใช้ (ร้อยละ): 0, 7']]);
    expect(errorsOf(result.rows[4]!)).toEqual([['VAT_RATE', 'J', 'อัตราภาษีใส่เป็นร้อยละ: 0.07 คือ 7% ให้ใส่ 7']]);
    // As typed, so that the user sees what to fix.
    expect(result.rows[4]!.data.VAT_RATE).toBe('0.07');
  });

  it('refuses the product’s own sample file with its VAT rate of 100.5', async () => {
    const sample = await callGet(t, `${TEMPLATE}/downloadSample/${customer.excelTemplate}`, { as: admin });
    expect(sample.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(sample.rawPayload as unknown as ArrayBuffer);
    // The example row as shipped before issue 27 (a DECIMAL column's example was 100.5).
    workbook.worksheets[0]!.getCell('J2').value = 100.5;
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const result = await staged([], { file, language: 'en' });
    expect(result.status).toBe('VALIDATION_FAILED');
    expect(errorsOf(result.rows[0]!)).toContainEqual([
      'VAT_RATE',
      'J',
      "must be one of the customer's VAT rates (percent): 0, 7",
    ]);
  });

  it('takes the rates the customer is set up for, and says them', async () => {
    const customerRecord = (
      await call(t, `${CUSTOMER}/getCustomerByCode`, { customerCode: customer.customerCode }, { as: admin })
    ).json().data;
    expect(customerRecord).toMatchObject({ vatRates: ['0', '7'], etaxStartDate: null });

    const other = await importCustomer(t, admin, { vatRates: ['0', '7', '10.00'] });
    const otherUser = await signInNewCustomerUser(t, {
      customerCode: other.customerCode,
      userRole: 'USER',
      branchCodes: ['00000'],
    });
    const result = await staged([invoiceRow('R-10', { 8: '1000.00', 9: 10 }), invoiceRow('R-5', { 9: 5 })], {
      as: otherUser,
      templateCode: other.excelTemplate,
    });
    expect(result.rows[0]!.errors).toEqual([]);
    expect(errorsOf(result.rows[1]!)).toEqual([
      ['VAT_RATE', 'J', 'อัตราภาษีต้องเป็นอัตราที่ลูกค้าใช้ (ร้อยละ): 0, 7, 10'],
    ]);
  });

  it('refuses a fraction typed in by direct entry at its field', async () => {
    const res = await uploads.post(
      'saveCustomerUploadDirect',
      {
        uploadType: 'ETAX',
        templateCode: customer.excelTemplate,
        branchCode: '00000',
        data: {
          DOCUMENT_NO: 'DE-VAT-1',
          ISSUE_DATE: bangkokToday(),
          BUYER_NAME: 'บริษัท ผู้ซื้อ จำกัด',
          BUYER_TAX_ID: '0105536112014',
          VAT_RATE: '0.07',
          items: [{ ITEM_NAME: 'ค่าบริการ', ITEM_QTY: '1', ITEM_UNIT_PRICE: '100', ITEM_AMOUNT: '100' }],
        },
      },
      user,
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(detailsOf(res)['data.VAT_RATE']).toBe('อัตราภาษีใส่เป็นร้อยละ: 0.07 คือ 7% ให้ใส่ 7');
  });
});

describe('customer tax settings', () => {
  it('keeps the VAT rates and the e-Tax start date, and refuses a rate that is no percent', async () => {
    const other = await importCustomer(t, admin, { vatRates: ['7', '0'], etaxStartDate: '2026-01-01' });
    const read = () =>
      call(t, `${CUSTOMER}/getCustomerByCode`, { customerCode: other.customerCode }, { as: admin });
    const record = (await read()).json().data;
    expect(record).toMatchObject({ vatRates: ['7', '0'], etaxStartDate: '2026-01-01' });

    const { customerCode, version, customerName, customerNumber, customerStatus, customerType } = record;
    const base = {
      customerCode,
      version,
      customerName,
      customerNumber,
      customerStatus,
      customerType,
      address: record.address,
      shippingAddress: null,
      documentTypes: record.documentTypes,
    };
    for (const wrong of [{ vatRates: ['100'] }, { vatRates: [] }, { etaxStartDate: '2026-02-31' }]) {
      const bad = await call(t, `${CUSTOMER}/update`, { ...base, ...wrong }, { as: admin });
      expect(bad.statusCode, JSON.stringify(wrong)).toBe(400);
      const key = Object.keys(wrong)[0]!;
      expect(
        Object.keys(detailsOf(bad)).some((k) => k.startsWith(key)),
        bad.body,
      ).toBe(true);
    }
    // An update that leaves them out keeps them.
    const kept = await call(t, `${CUSTOMER}/update`, base, { as: admin });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({ vatRates: ['7', '0'], etaxStartDate: '2026-01-01' });
    const cleared = await call(
      t,
      `${CUSTOMER}/update`,
      { ...base, version: kept.json().data.version, etaxStartDate: null },
      { as: admin },
    );
    expect(cleared.json().data).toMatchObject({ etaxStartDate: null });
  });
});

describe('issue date', () => {
  it('reads a date cell with a Buddhist-era year as that year minus 543, like the same text', async () => {
    const result = await staged([
      invoiceRow('BE-1', { 1: new Date(Date.UTC(2569, 10, 20)) }),
      invoiceRow('BE-2', { 1: '20/11/2569' }),
      invoiceRow('BE-3', { 1: new Date(Date.UTC(2026, 10, 20)) }),
      invoiceRow('BE-4', { 1: '๒๐/๑๑/๒๕๖๙' }),
    ]);
    expect(result.status).toBe('READY');
    expect(result.rows.map((row) => row.data.ISSUE_DATE)).toEqual([
      '2026-11-20',
      '2026-11-20',
      '2026-11-20',
      '2026-11-20',
    ]);
  });

  it('refuses an issue date more than 3 days ahead in Bangkok, and one before the e-Tax start', async () => {
    const result = await staged([invoiceRow('D-1', { 1: dayCell(3) }), invoiceRow('D-2', { 1: dayCell(4) })]);
    expect(result.rows[0]!.errors).toEqual([]);
    expect(result.rows[0]!.data.ISSUE_DATE).toBe(iso(dayCell(3)));
    const [year, month, day] = iso(dayCell(3)).split('-').map(Number);
    expect(errorsOf(result.rows[1]!)).toEqual([
      ['ISSUE_DATE', 'B', `วันที่เอกสารล่วงหน้าได้ไม่เกิน 3 วัน (ไม่เกิน ${day}/${month}/${year! + 543})`],
    ]);

    const started = await importCustomer(t, admin, { etaxStartDate: '2026-11-01' });
    const startedUser = await signInNewCustomerUser(t, {
      customerCode: started.customerCode,
      userRole: 'USER',
      branchCodes: ['00000'],
    });
    const early = await staged(
      [invoiceRow('S-1', { 1: '31/10/2569' }), invoiceRow('S-2', { 1: '2026-11-01' })],
      {
        as: startedUser,
        templateCode: started.excelTemplate,
        language: 'en',
      },
    );
    expect(errorsOf(early.rows[0]!)).toEqual([
      ['ISSUE_DATE', 'B', "is before the customer's e-Tax start date (1/11/2026)"],
    ]);
    expect(early.rows[1]!.errors).toEqual([]);
  });
});

describe('branch codes and Thai digits', () => {
  it('pads a number cell, converts Thai digits and refuses anything else at its cell', async () => {
    const result = await staged(
      [
        invoiceRow('B-1', { 12: 0 }),
        invoiceRow('B-2', { 12: 1 }),
        invoiceRow('B-3', { 12: '๐๐๐๐๐' }),
        invoiceRow('B-4', { 12: 'สำนักงานใหญ่' }),
        invoiceRow('B-5', { 3: '๐๑๐๕๕๓๖๑๑๒๐๑๔', 6: '๒', 7: '๕๐๐.๐๐', 8: '๑,๐๐๐.๐๐', 11: '๐๘๑๒๓๔๕๖๗๘' }),
      ],
      { templateCode: branchTemplate },
    );
    expect(result.rows.map((row) => row.data.BUYER_BRANCH_CODE)).toEqual([
      '00000',
      '00001',
      '00000',
      'สำนักงานใหญ่',
      null,
    ]);
    expect(errorsOf(result.rows[3]!)).toEqual([
      ['BUYER_BRANCH_CODE', 'M', 'รหัสสาขาต้องเป็นตัวเลข 5 หลัก เช่น 00000 (สำนักงานใหญ่) หรือ 00001'],
    ]);
    expect(result.rows[4]!.errors).toEqual([]);
    expect(result.rows[4]!.data).toMatchObject({
      BUYER_TAX_ID: '0105536112014',
      ITEM_QTY: '2',
      ITEM_UNIT_PRICE: '500',
      ITEM_AMOUNT: '1000',
      BUYER_TEL: '0812345678',
    });
  });

  it('signs the head office a spreadsheet saved as the number 0 with a valid XML', async () => {
    const [document] = await generateFrom(t, { admin, user, templateCode: branchTemplate }, [
      invoiceRow('B-HQ-1', { 12: 0 }),
    ]);
    expect(document).toMatchObject({ status: 'GENERATED' });
    const detail = await documents.dataOf('getDocumentById', { documentId: document!.documentId }, user);
    expect(detail).toMatchObject({ buyerBranchCode: '00000', xmlStatus: 'VALID', xmlFailures: [] });
    const xml = (await callGet(t, fileDownloadUrl(String(detail.xmlFileId)), { as: user })).rawPayload;
    expect(xml.toString('utf8')).toContain('010553611201400000');
  });
});

describe('quantities and unit prices', () => {
  it('takes 4 decimals, rounds the line to the satang, and prints and writes them whole', async () => {
    // 12.345 litres at 30.9999 = 382.6937655 → 382.69; VAT 7 % 26.79; total 409.48.
    const [document] = await generateFrom(t, { admin, user, templateCode: customer.excelTemplate }, [
      invoiceRow('FUEL-1', { 5: 'น้ำมันดีเซล', 6: 12.345, 7: '30.9999', 8: 382.69 }),
    ]);
    expect(document).toMatchObject({ status: 'GENERATED', totalAmount: '409.48' });
    const detail = await documents.dataOf('getDocumentById', { documentId: document!.documentId }, user);
    expect(detail).toMatchObject({ totalBeforeVat: '382.69', vatAmount: '26.79', xmlStatus: 'VALID' });
    expect(detail.lines).toEqual([
      expect.objectContaining({ qty: '12.345', unitPrice: '30.9999', amount: '382.69' }),
    ]);

    const pdf = pdfText(
      (await callGet(t, fileDownloadUrl(String(detail.pdfFileId)), { as: user })).rawPayload,
    );
    for (const expected of ['12.345', '30.9999', '382.69', '409.48']) expect(pdf).toContain(expected);

    const xml = (await callGet(t, fileDownloadUrl(String(detail.xmlFileId)), { as: user })).rawPayload;
    const text = xml.toString('utf8');
    expect(text).toContain('<ram:ChargeAmount>30.9999</ram:ChargeAmount>');
    expect(text).toMatch(/<ram:BilledQuantity[^>]*>12\.345<\/ram:BilledQuantity>/);
    expect(text).toContain('<ram:NetLineTotalAmount>382.69</ram:NetLineTotalAmount>');
    expect(await validateEtaxXml(text)).toEqual([]);
    expect(xmllint(xml, xsdFileOf(etaxMessageOf('388')!, '2.1'))).toMatchObject({ ok: true });
  });

  it('refuses a fifth decimal, and an amount with a third, at their cells', async () => {
    const result = await staged([invoiceRow('P-1', { 6: '1.00001', 7: '500.00', 8: '500.005' })], {
      language: 'en',
    });
    expect(errorsOf(result.rows[0]!)).toEqual([
      ['ITEM_QTY', 'G', 'may have at most 4 decimal places'],
      ['ITEM_AMOUNT', 'I', 'may have at most 2 decimal places'],
    ]);
  });
});

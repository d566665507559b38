// salesTaxReportController: รายงานภาษีขาย of one branch and month, made from documents generated
// by real imports (tax invoices, a debit note, a credit note, a cancellation note, a receipt that
// is not a tax document): the rows in order, credit notes negative, the cancelled invoice marked
// and left out of the totals, the totals equal to the documents' own amounts; the .xlsx read back
// with exceljs, the PDF with pdftotext; tenancy (two customers, a USER's branches) on every route.
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_PREFIX } from '../../contract/document';
import {
  SALES_TAX_PDF_TYPE,
  SALES_TAX_REPORT_PREFIX,
  SALES_TAX_XLSX_TYPE,
  type SalesTaxReport,
} from '../../contract/sales-tax-report';
import { call, type Row } from './support/api';
import { expectRefused } from './support/answers';
import { useAdminApp } from './support/app-per-file';
import { signInNewCustomerUser, type SignedIn } from './support/auth';
import {
  excelTemplate,
  generatedDocuments,
  generateFrom,
  importCustomer,
  invoiceRow,
  noteColumns,
  type Cell,
  type ImportCustomer,
} from './support/imports';
import { pdfText } from './support/pdf-text';

const { t, admin } = useAdminApp();
const PREVIEW = `${SALES_TAX_REPORT_PREFIX}/preview`;
const XLSX = `${SALES_TAX_REPORT_PREFIX}/xlsx`;
const PDF = `${SALES_TAX_REPORT_PREFIX}/pdf`;
const ROUTES = [PREVIEW, XLSX, PDF];
const NOVEMBER = '2026-11';

/** A row of the note layout: the invoice layout plus reference number and date, and the reason. */
const noteRow = (no: string, date: string, reference: string | null, overrides: Record<number, Cell> = {}) =>
  invoiceRow(no, {
    1: date,
    12: reference,
    13: reference ? '2026-11-05' : null,
    14: reference ? 'แก้ไขราคา' : null,
    ...overrides,
  });
/** One item of `amount` (qty 1). */
const priced = (amount: string) => ({ 6: '1', 7: amount, 8: amount });

let seller: ImportCustomer;
/** A USER of both branches (uploads), and one of branch 00001 only. */
let uploader: SignedIn;
let branchUser: SignedIn;
let other: { customer: ImportCustomer; user: SignedIn };
const made = new Map<string, Row>();

beforeAll(async () => {
  seller = await importCustomer(t, admin, { documentTypes: [] });
  uploader = await signInNewCustomerUser(t, {
    customerCode: seller.customerCode,
    userRole: 'USER',
    branchCodes: ['00000', '00001'],
  });
  branchUser = await signInNewCustomerUser(t, {
    customerCode: seller.customerCode,
    userRole: 'USER',
    branchCodes: ['00001'],
  });
  const templateOf = (documentType: string) =>
    excelTemplate(t, admin, seller.customerCode, documentType, noteColumns());
  const run = async (documentType: string, rows: Cell[][], branchCode = '00000') => {
    const templateCode = await templateOf(documentType);
    for (const document of await generateFrom(t, { admin, user: uploader, templateCode, branchCode }, rows)) {
      expect(document.status, JSON.stringify(document)).toBe('GENERATED');
      made.set(String(document.documentNo), document);
    }
  };
  await run('388', [
    noteRow('INV-003', '2026-11-21', null),
    noteRow('INV-001', '2026-11-05', null),
    noteRow('INV-002', '2026-11-05', null, priced('300.00')),
    noteRow('INV-OCT', '2026-10-31', null),
    noteRow('INV-DEC', '2026-12-01', null),
  ]);
  await run('80', [noteRow('DN-001', '2026-11-10', 'INV-001', priced('200.00'))]);
  await run('81', [noteRow('CN-001', '2026-11-12', 'INV-001', priced('500.00'))]);
  await run('T07', [noteRow('CAN-001', '2026-11-15', 'INV-002', priced('300.00'))]);
  await run('T01', [noteRow('RC-001', '2026-11-16', null)]);
  // Templates are per type: the branch's invoice uses a second 388 template.
  await run('388', [noteRow('BR-001', '2026-11-08', null)], '00001');
  other = await generatedDocuments(t, admin, [invoiceRow('B-INV-1', { 1: '2026-11-03' })]);
});

const preview = async (body: Row, as: SignedIn = admin): Promise<SalesTaxReport> => {
  const res = await call(t, PREVIEW, body, { as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const headOffice = () => ({ customerCode: seller.customerCode, branchCode: '00000', month: NOVEMBER });

/** The documents' own amounts, read one by one through the document call. */
async function amountsOf(documentNo: string): Promise<{ value: number; vat: number }> {
  const documentId = made.get(documentNo)!.documentId;
  const res = await call(t, `${DOCUMENT_PREFIX}/getDocumentById`, { documentId }, { as: admin });
  const detail = res.json().data;
  return { value: Number(detail.totalBeforeVat), vat: Number(detail.vatAmount) };
}

describe('the report of a branch and month', () => {
  it('lists the tax invoices and notes in order, credit notes negative, the cancelled one marked', async () => {
    const report = await preview(headOffice());
    expect(report.seller).toEqual({
      customerCode: seller.customerCode,
      customerName: expect.any(String),
      taxId: seller.taxId,
      branchCode: '00000',
      branchName: expect.any(String),
    });
    expect(
      report.rows.map((row) => [row.seq, row.issueDate, row.documentNo, row.value, row.vat, row.cancelled]),
    ).toEqual([
      [1, '2026-11-05', 'INV-001', '1000.00', '70.00', false],
      [2, '2026-11-05', 'INV-002', '300.00', '21.00', true],
      [3, '2026-11-10', 'DN-001', '200.00', '14.00', false],
      [4, '2026-11-12', 'CN-001', '-500.00', '-35.00', false],
      [5, '2026-11-21', 'INV-003', '1000.00', '70.00', false],
    ]);
    expect(report.rows[0]).toMatchObject({ buyerName: 'บริษัท ผู้ซื้อ จำกัด', buyerTaxId: '0105536112014' });
    expect(report).toMatchObject({
      rowCount: 5,
      cancelledCount: 1,
      totals: { value: '1700.00', vat: '119.00' },
    });
  });

  it('totals equal the sum of the documents, the cancelled one excluded and the credit note subtracted', async () => {
    let value = 0;
    let vat = 0;
    for (const [no, sign] of [
      ['INV-001', 1],
      ['DN-001', 1],
      ['CN-001', -1],
      ['INV-003', 1],
    ] as const) {
      const amounts = await amountsOf(no);
      value += sign * amounts.value;
      vat += sign * amounts.vat;
    }
    const report = await preview(headOffice());
    expect(Number(report.totals.value)).toBeCloseTo(value, 2);
    expect(Number(report.totals.vat)).toBeCloseTo(vat, 2);
  });

  it('holds only the branch asked for, and an empty month has no rows and zero totals', async () => {
    const branch = await preview({ ...headOffice(), branchCode: '00001' });
    expect(branch.rows.map((row) => row.documentNo)).toEqual(['BR-001']);
    expect(branch.seller.branchCode).toBe('00001');
    const empty = await preview({ ...headOffice(), month: '2026-09' });
    expect(empty).toMatchObject({ rows: [], rowCount: 0, totals: { value: '0.00', vat: '0.00' } });
  });
});

async function sheetOf(res: LightMyRequestResponse): Promise<ExcelJS.Worksheet> {
  expect(res.statusCode, res.statusCode === 200 ? '' : res.body).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}
const valuesOf = (sheet: ExcelJS.Worksheet, row: number) => (sheet.getRow(row).values as unknown[]).slice(1);

describe('the .xlsx', () => {
  it('has the heading, Thai dates as date cells, amounts as numbers and totals without the cancelled row', async () => {
    const res = await call(t, XLSX, headOffice(), { as: admin });
    expect(res.headers['content-type']).toBe(SALES_TAX_XLSX_TYPE);
    expect(res.headers['content-disposition']).toContain(
      `sales-tax_${seller.customerCode}_00000_2026-11.xlsx`,
    );
    const sheet = await sheetOf(res);
    expect(sheet.name).toBe('รายงานภาษีขาย');
    expect(valuesOf(sheet, 2)).toEqual(['เดือนภาษี', 'พฤศจิกายน 2569']);
    expect(valuesOf(sheet, 4)).toEqual(['เลขประจำตัวผู้เสียภาษีอากร', seller.taxId]);
    expect(String(valuesOf(sheet, 5)[1])).toContain('สำนักงานใหญ่');
    expect(valuesOf(sheet, 7)).toEqual([
      'ลำดับ',
      'วัน เดือน ปี',
      'เลขที่',
      'ชื่อผู้ซื้อสินค้า/ผู้รับบริการ',
      'เลขประจำตัวผู้เสียภาษีอากรของผู้ซื้อสินค้า/ผู้รับบริการ',
      'สถานประกอบการ (สำนักงานใหญ่ / สาขาที่)',
      'มูลค่าสินค้าหรือบริการ',
      'จำนวนเงินภาษีมูลค่าเพิ่ม',
      'หมายเหตุ',
    ]);
    const first = sheet.getRow(8);
    expect(first.getCell(2).value).toEqual(new Date('2026-11-05T00:00:00Z'));
    expect(first.getCell(2).numFmt).toBe('[$-107041E]d/m/yyyy');
    expect(first.getCell(7).value).toBe(1000);
    expect(first.getCell(7).numFmt).toContain('#,##0.00');
    // INV-002, cancelled; the layout has no buyer's branch, so its cell is empty.
    const cells = (row: number) =>
      [3, 4, 5, 6, 7, 8, 9].map((column) => sheet.getRow(row).getCell(column).value);
    expect(cells(9)).toEqual(['INV-002', 'บริษัท ผู้ซื้อ จำกัด', '0105536112014', null, 300, 21, 'ยกเลิก']);
    expect(sheet.getRow(11).getCell(7).value).toBe(-500);
    expect(sheet.getRow(11).getCell(9).value).toBe('ใบลดหนี้');
    const totals = sheet.getRow(13);
    expect(totals.getCell(1).value).toBe('รวม');
    expect(totals.getCell(7).value).toEqual({ formula: 'SUMIFS(G8:G12,I8:I12,"<>ยกเลิก")', result: 1700 });
    expect(totals.getCell(8).value).toEqual({ formula: 'SUMIFS(H8:H12,I8:I12,"<>ยกเลิก")', result: 119 });
  });

  it('is in English on request', async () => {
    const sheet = await sheetOf(await call(t, XLSX, headOffice(), { as: admin, language: 'en' }));
    expect(sheet.name).toBe('Sales tax report');
    expect(valuesOf(sheet, 2)).toEqual(['Tax month', 'November 2026']);
    expect(sheet.getRow(9).getCell(9).value).toBe('Cancelled');
  });
});

describe('the PDF', () => {
  it('reads back as the Revenue Department’s layout, with the rows and the totals', async () => {
    const res = await call(t, PDF, headOffice(), { as: admin });
    expect(res.statusCode, res.statusCode === 200 ? '' : res.body).toBe(200);
    expect(res.headers['content-type']).toBe(SALES_TAX_PDF_TYPE);
    expect(res.headers['content-disposition']).toContain('sales-tax_');
    const text = pdfText(res.rawPayload, { layout: true });
    for (const expected of [
      'รายงานภาษีขาย',
      'เดือนภาษี พฤศจิกายน 2569',
      `เลขประจำตัวผู้เสียภาษีอากร ${seller.taxId}`,
      'ใบกำกับภาษี',
      'มูลค่าสินค้าหรือบริการ',
      'จำนวนเงินภาษีมูลค่าเพิ่ม',
      'สถานประกอบการ',
      'หน้า 1 / 1',
    ]) {
      expect(text).toContain(expected);
    }
    const line = (documentNo: string) => text.split('\n').find((l) => l.includes(documentNo)) ?? '';
    expect(line('INV-001')).toMatch(
      /1\s+5 พ\.ย\. 2569\s+INV-001\s+บริษัท ผู้ซื้อ จำกัด\s+0105536112014.*1,000\.00\s+70\.00/,
    );
    expect(line('INV-002')).toMatch(/300\.00\s+21\.00\s+ยกเลิก/);
    expect(line('CN-001')).toMatch(/-500\.00\s+-35\.00\s+ใบลดหนี้/);
    expect(line('รวม')).toMatch(/รวม\s+1,700\.00\s+119\.00/);
  });

  it('runs over pages with the header on each', async () => {
    // The first page's row count is what the layout fits; a month of that many + 1 needs two pages.
    const rows = Array.from({ length: 40 }, (_, i) =>
      noteRow(`MANY-${String(i).padStart(3, '0')}`, '2026-08-01', null),
    );
    const templateCode = await excelTemplate(t, admin, seller.customerCode, 'T02', noteColumns());
    await generateFrom(t, { admin, user: uploader, templateCode }, rows);
    const res = await call(t, PDF, { ...headOffice(), month: '2026-08' }, { as: admin });
    const pages = pdfText(res.rawPayload)
      .split('\f')
      .filter((page) => page.trim() !== '');
    expect(pages.length).toBeGreaterThan(1);
    for (const [index, page] of pages.entries()) {
      expect(page).toContain('รายงานภาษีขาย');
      expect(page).toContain('ลำดับ');
      expect(page).toContain(`หน้า ${index + 1} / ${pages.length}`);
    }
    expect(pages.join('\n')).toContain('MANY-039');
  });
});

describe('who may ask', () => {
  it('a customer user gets its own customer’s report whatever customer it names', async () => {
    const own = await preview(
      { customerCode: seller.customerCode, branchCode: '00000', month: NOVEMBER },
      other.user,
    );
    expect(own.seller.customerCode).toBe(other.customer.customerCode);
    expect(own.rows.map((row) => row.documentNo)).toEqual(['B-INV-1']);
  });

  it('a USER reaches only its assigned branches, on every route', async () => {
    expect((await preview({ branchCode: '00001', month: NOVEMBER }, branchUser)).rows).toHaveLength(1);
    for (const url of ROUTES) {
      const res = await call(t, url, { branchCode: '00000', month: NOVEMBER }, { as: branchUser });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    }
  });

  it('refuses, on every route: no session, no customer named by an administrator, unknown ones, a bad month', async () => {
    for (const url of ROUTES) {
      expect((await call(t, url, headOffice())).statusCode).toBe(401);
      expectRefused(await call(t, url, { branchCode: '00000', month: NOVEMBER }, { as: admin }), 400, {
        customerCode: 'กรุณาระบุ',
      });
      expect(
        (await call(t, url, { ...headOffice(), customerCode: 'NO-SUCH' }, { as: admin })).statusCode,
      ).toBe(404);
      expect((await call(t, url, { ...headOffice(), branchCode: '00009' }, { as: admin })).statusCode).toBe(
        404,
      );
      expectRefused(await call(t, url, { ...headOffice(), month: '2026-13' }, { as: admin }), 400, {
        month: 'เดือนภาษีต้องอยู่ในรูปแบบ ปปปป-ดด',
      });
    }
  });
});

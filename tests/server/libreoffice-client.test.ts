// LibreOffice Calc as a real client: a workbook Calc saved imports with every value as the user
// sees it, and the product's workbooks (the report, the error report) opened in Calc show their
// Thai dates in the Buddhist era. soffice must be installed (CI installs libreoffice-calc): without
// it these tests fail, saying so.
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorReportUrl } from '../../contract/customer-upload';
import { REPORT_PREFIX } from '../../contract/report';
import { call, callGet, controllerCalls, type Row } from './support/api';
import { useAdminApp } from './support/app-per-file';
import { signInNewCustomerUser, type SignedIn } from './support/auth';
import { insertDocuments } from './support/figures-data';
import { importCustomer, invoiceRow, uploadFile, UPLOAD, type ImportCustomer } from './support/imports';
import { calcConvert, CSV_AS_SHOWN, requireSoffice, SOFFICE_TIMEOUT } from './support/libreoffice';

const { t, admin } = useAdminApp();
const { post } = controllerCalls(t, UPLOAD, admin);

const BUYER = 'บริษัท ศรีสวัสดิ์การค้า (ประเทศไทย) จำกัด สาขาที่ ๒ ถนนพระรามที่ ๔ แขวงพระโขนง';
const ITEM = 'น้ำมันดีเซล บี๗ (ลิตร)';

let customer: ImportCustomer;
let user: SignedIn;
/** The user's workbook after Calc opened and saved it. */
let calcSaved: Buffer;

/**
 * The user's workbook: Thai text (a long one in the buyer's name), a date cell, number cells and
 * the VAT rate as a percent cell (0.07 shown 7%); the second row has a tax ID that fails.
 */
async function usersWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('ใบกำกับภาษี');
  sheet.addRow(['เลขที่เอกสาร', 'วันที่เอกสาร', 'ชื่อผู้ซื้อ']);
  const typed = (documentNo: string, taxId: string) => {
    const row: (string | number | Date | null)[] = invoiceRow(documentNo);
    Object.assign(row, { 1: new Date('2026-11-20T00:00:00Z'), 2: BUYER, 3: taxId, 5: ITEM });
    Object.assign(row, { 6: 2, 7: 500.25, 8: 1000.5, 9: 0.07 });
    const added = sheet.addRow(row);
    added.getCell(2).numFmt = 'd/m/yyyy';
    added.getCell(10).numFmt = '0%';
  };
  typed('LO-1', '0105536112014');
  typed('LO-2', '1234545678789');
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

beforeAll(async () => {
  requireSoffice();
  customer = await importCustomer(t, admin);
  user = await signInNewCustomerUser(t, {
    customerCode: customer.customerCode,
    userRole: 'USER',
    branchCodes: ['00000'],
  });
  calcSaved = calcConvert({ 'invoices.xlsx': await usersWorkbook() }, 'xlsx', 'xlsx')['invoices.xlsx']!;
}, SOFFICE_TIMEOUT);

async function uploadCalcSaved() {
  const res = await uploadFile(t, user, { file: calcSaved, templateCode: customer.excelTemplate });
  expect(res.statusCode, res.body).toBe(200);
  const { uploadId } = res.json().data as { uploadId: number };
  const rows = (await post('searchCustomerFileUploadTempData', { uploadId, size: 100 }, user)).json()
    .data as Row[];
  return { uploadId, rows };
}

/** A staged row's errors as "column field", but those of `key` (the percent cell is a test of its own). */
const errorsBut = (row: Row, key: string) =>
  (row.errors as { column: string; key: string }[])
    .filter((error) => error.key !== key)
    .map((error) => `${error.column} ${error.key}`);

describe('a workbook saved by LibreOffice Calc', () => {
  it('imports with its Thai text, dates and numbers staged as the user sees them', async () => {
    // Calc wrote it its own way: every text a shared string, its own number formats.
    expect(calcSaved.subarray(0, 2).toString('latin1')).toBe('PK');
    const { rows } = await uploadCalcSaved();
    expect(rows.map((row) => row.rowNo)).toEqual([2, 3]);
    expect(errorsBut(rows[0]!, 'VAT_RATE')).toEqual([]);
    expect(rows[0]!.data).toMatchObject({
      DOCUMENT_NO: 'LO-1',
      ISSUE_DATE: '2026-11-20',
      BUYER_NAME: BUYER,
      BUYER_TAX_ID: '0105536112014',
      ITEM_NAME: ITEM,
      ITEM_QTY: '2',
      ITEM_UNIT_PRICE: '500.25',
      ITEM_AMOUNT: '1000.5',
    });
    expect(errorsBut(rows[1]!, 'VAT_RATE')).toEqual(['D BUYER_TAX_ID']);
  });

  it('reads its percent cell as the percent shown (7%, not 0.07)', async () => {
    const { rows } = await uploadCalcSaved();
    expect((rows[0]!.data as Row).VAT_RATE).toBe('7');
    expect(rows[0]!.errors).toEqual([]);
  });
});

describe('the product’s workbooks opened in LibreOffice Calc', () => {
  it(
    'show the report’s and the error report’s dates with the Buddhist-era year',
    async () => {
      await insertDocuments(t, { customerCode: customer.customerCode, issueDate: '2026-03-05', count: 2 });
      await insertDocuments(t, { customerCode: customer.customerCode, issueDate: '2026-03-20' });
      const report = await call(
        t,
        `${REPORT_PREFIX}/demo`,
        { dateFrom: '2026-03-01', dateTo: '2026-03-31', customerCode: customer.customerCode },
        { as: admin },
      );
      expect(report.statusCode, report.body).toBe(200);
      const { uploadId } = await uploadCalcSaved();
      const errors = await callGet(t, errorReportUrl(uploadId), { as: user });
      expect(errors.statusCode).toBe(200);

      const shown = calcConvert(
        { 'report.xlsx': report.rawPayload, 'errors.xlsx': errors.rawPayload },
        CSV_AS_SHOWN,
        'csv',
      );
      const lines = (csv: Buffer) => Papa.parse<string[]>(csv.toString('utf8')).data;

      const summary = lines(shown['report.xlsx']!);
      expect(summary[1]!.slice(0, 4)).toEqual(['วันที่ออกเอกสาร ตั้งแต่', '1/3/2569', 'ถึง', '31/3/2569']);
      expect(summary[3]![1]).toMatch(/^\d{1,2}\/\d{1,2}\/25\d\d \d\d:\d\d$/);
      expect(summary[6]!.slice(7, 9)).toEqual(['5/3/2569', '20/3/2569']);

      const rowsShown = lines(shown['errors.xlsx']!);
      expect(rowsShown[1]!.slice(0, 3)).toEqual(['LO-1', '20/11/2569', BUYER]);
      expect(rowsShown[2]!.slice(0, 2)).toEqual(['LO-2', '20/11/2569']);
    },
    SOFFICE_TIMEOUT,
  );
});

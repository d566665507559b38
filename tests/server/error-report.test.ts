// downloadErrorReport: the round trip of a failed upload. The report is the template's own file
// type with the cells' types kept, so that a user fixes it and uploads it as it is: unchanged,
// it gets the same verdicts at the same rows; a fixed cell loses its error.
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { errorReportUrl } from '../../contract/customer-upload';
import { callGet, controllerCalls, type Row } from './support/api';
import { useAdminApp, useImportCustomer } from './support/app-per-file';
import { csvOf, invoiceRow, uploadFile, UPLOAD } from './support/imports';

const { t, admin } = useAdminApp();
const { post } = controllerCalls(t, UPLOAD, admin);

const { customer, user } = useImportCustomer(t, admin);

/** A spreadsheet cell as a user's file holds it: text, a number cell, a date cell, or empty. */
type SheetCell = string | number | Date | null;

/** The invoice layout's columns (support/imports.ts): where each field sits in a row. */
const COL = { no: 0, date: 1, name: 2, taxId: 3, email: 4, qty: 6, price: 7, amount: 8, vat: 9 } as const;
const at = (row: SheetCell[], changes: Partial<Record<keyof typeof COL, SheetCell>>): SheetCell[] => {
  const copy = [...row];
  for (const [field, value] of Object.entries(changes)) copy[COL[field as keyof typeof COL]] = value;
  return copy;
};
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * Rows with the errors users make, typed the way a spreadsheet holds them: date cells, number
 * cells (a phone number Excel dropped the 0 of), a date typed as text, and a blank row between.
 */
const typedRows = (): (SheetCell[] | null)[] => {
  const valid = at(invoiceRow('RT-1'), { date: day('2026-11-20'), qty: 2, price: 500, amount: 1000, vat: 7 });
  valid[11] = 812345678;
  return [
    valid,
    at(invoiceRow('RT-2'), {
      date: '20/11/2569',
      taxId: '1234545678789',
      qty: 1,
      price: 250.5,
      amount: 250.5,
    }),
    // 5 decimals: one more than a quantity may have.
    at(invoiceRow('RT-3'), { date: '31/02/2569', qty: 1.23456, price: 100, amount: 123.46 }),
    null, // a blank row: the rows after it keep their numbers
    at(invoiceRow('RT-4'), { name: null, email: 'ไม่ใช่อีเมล', date: day('2026-11-21') }),
    at(invoiceRow('RT-5'), { qty: 2, price: 500, amount: 999 }),
  ];
};

/** An .xlsx as exceljs writes it for a user: a header row, then the rows (null: a blank row). */
async function workbookOf(rows: (SheetCell[] | null)[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('ใบกำกับ');
  sheet.addRow(['เลขที่เอกสาร', 'วันที่เอกสาร', 'ชื่อผู้ซื้อ']);
  rows.forEach((row, index) => {
    if (row) sheet.getRow(index + 2).values = row;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const sheetOf = async (content: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
};

/** Uploads a file; answers the upload's status and its staged rows (values and errors). */
async function verdictsOf(file: Buffer, templateCode: string, fileName: string) {
  const res = await uploadFile(t, user, { file, templateCode, fileName });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  const { uploadId, status } = res.json().data as { uploadId: number; status: string };
  const rows = (await post('searchCustomerFileUploadTempData', { uploadId, size: 100 }, user)).json()
    .data as Row[];
  return { uploadId, status, rows };
}

const errorKeysAt = (rows: Row[], rowNo: number) =>
  (rows.find((row) => row.rowNo === rowNo)!.errors as { column: string; key: string }[]).map(
    (error) => `${error.column} ${error.key}`,
  );

async function reportOf(uploadId: number) {
  const res = await callGet(t, errorReportUrl(uploadId), { as: user });
  expect(res.statusCode).toBe(200);
  return res;
}

describe('the error report of an .xlsx template', () => {
  it('keeps date and number cells, and uploaded unchanged gives the same verdicts at the same rows', async () => {
    const first = await verdictsOf(await workbookOf(typedRows()), customer.excelTemplate, 'invoices.xlsx');
    expect(first.status).toBe('VALIDATION_FAILED');
    expect(first.rows.map((row) => row.rowNo)).toEqual([2, 3, 4, 6, 7]);
    expect(errorKeysAt(first.rows, 2)).toEqual([]);
    expect(errorKeysAt(first.rows, 3)).toContain('D BUYER_TAX_ID');
    expect(errorKeysAt(first.rows, 4)).toEqual(expect.arrayContaining(['B ISSUE_DATE', 'G ITEM_QTY']));
    expect(errorKeysAt(first.rows, 6)).toEqual(expect.arrayContaining(['C BUYER_NAME', 'E BUYER_EMAIL']));
    expect(errorKeysAt(first.rows, 7)).toContain('I ITEM_AMOUNT');

    const res = await reportOf(first.uploadId);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(`import-${first.uploadId}-errors.xlsx`);
    const report = res.rawPayload;
    const sheet = await sheetOf(report);
    // Date cells shown with the Buddhist-era year; number cells; the text of a failed cell as typed.
    expect(sheet.getCell('B2').value).toEqual(day('2026-11-20'));
    expect(sheet.getCell('B2').numFmt).toBe('[$-107041E]d/m/yyyy');
    expect(sheet.getCell('B3').value).toEqual(day('2026-11-20'));
    expect(sheet.getCell('B4').value).toBe('31/02/2569');
    expect(['G2', 'H2', 'I2', 'J2', 'H3', 'G4'].map((cell) => sheet.getCell(cell).value)).toEqual([
      2, 500, 1000, 7, 250.5, 1.23456,
    ]);
    expect(sheet.getCell('L2').value).toBe('0812345678');
    expect(sheet.getCell('D3').value).toBe('1234545678789');
    expect(sheet.getCell('A5').value).toBeNull();
    // The added column follows the template's last (Q, the buyer's zip code).
    expect(sheet.getCell('R1').value).toBe('ข้อผิดพลาด');
    expect(sheet.getCell('R3').text).toContain('D เลขประจำตัวผู้เสียภาษี');

    const again = await verdictsOf(report, customer.excelTemplate, `import-${first.uploadId}-errors.xlsx`);
    expect(again.status).toBe('VALIDATION_FAILED');
    expect(again.rows).toEqual(first.rows);

    // The user fixes the tax ID in the report and uploads it: that error goes, the others stay.
    sheet.getCell('D3').value = '0105536112014';
    const fixed = await verdictsOf(
      Buffer.from(await sheet.workbook.xlsx.writeBuffer()),
      customer.excelTemplate,
      'fixed.xlsx',
    );
    expect(errorKeysAt(fixed.rows, 3)).not.toContain('D BUYER_TAX_ID');
    expect(fixed.rows.filter((row) => row.rowNo !== 3)).toEqual(first.rows.filter((row) => row.rowNo !== 3));
  });
});

describe('the error report of a CSV template', () => {
  /** The rows as a user types them into a CSV: everything text, a blank line between. */
  const csvRows = () =>
    typedRows().map((row) =>
      row ? row.map((cell) => (cell instanceof Date ? cell.toISOString().slice(0, 10) : cell)) : [],
    );

  it('is a CSV with the error column, and uploaded unchanged gives the same verdicts at the same rows', async () => {
    const first = await verdictsOf(csvOf(csvRows()), customer.csvTemplate, 'a.csv');
    expect(first.status).toBe('VALIDATION_FAILED');
    expect(first.rows.map((row) => row.rowNo)).toEqual([2, 3, 4, 6, 7]);

    const res = await reportOf(first.uploadId);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`import-${first.uploadId}-errors.csv`);
    const report = res.rawPayload;
    // UTF-8 with a byte-order mark, as Excel saves "CSV UTF-8" (and opens Thai right).
    expect([...report.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = Papa.parse<string[]>(report.toString('utf8').slice(1)).data;
    expect(lines[0]![0]).toBe('เลขที่เอกสาร');
    expect(lines[0]![17]).toBe('ข้อผิดพลาด');
    // Row 2 of the file is the second line: the dates a Thai user types, the amounts as numbers.
    expect(lines[1]!.slice(0, 4)).toEqual(['RT-1', '20/11/2569', 'บริษัท ผู้ซื้อ จำกัด', '0105536112014']);
    expect(lines[1]!.slice(6, 10)).toEqual(['2', '500', '1000', '7']);
    expect(lines[3]![1]).toBe('31/02/2569');
    expect(lines[4]!.every((cell) => cell === '')).toBe(true);
    expect(lines[2]![17]).toContain('D เลขประจำตัวผู้เสียภาษี');

    const again = await verdictsOf(report, customer.csvTemplate, `import-${first.uploadId}-errors.csv`);
    expect(again.rows).toEqual(first.rows);

    lines[2]![3] = '0105536112014';
    const fixed = await verdictsOf(
      Buffer.from(`\uFEFF${Papa.unparse(lines, { newline: '\r\n' })}`),
      customer.csvTemplate,
      'fixed.csv',
    );
    expect(errorKeysAt(fixed.rows, 3)).not.toContain('D BUYER_TAX_ID');
    expect(fixed.rows.filter((row) => row.rowNo !== 3)).toEqual(first.rows.filter((row) => row.rowNo !== 3));
  });
});

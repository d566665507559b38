// Thai text in large workbooks reaches staging byte for byte (issue 27, item 1). exceljs' streaming
// reader once decoded each inflated chunk of a part on its own, so a character cut by a chunk
// boundary came back as U+FFFD: about 1 % of the rows of a 10,000-row Thai file.
import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { controllerCalls, type Row } from './support/api';
import { useAdminApp, useImportCustomer } from './support/app-per-file';
import { invoiceColumns, invoiceRow, uploadFile, UPLOAD, type Cell } from './support/imports';

const { t, admin } = useAdminApp();
const { dataOf } = controllerCalls(t, UPLOAD, admin);

const { customer, user } = useImportCustomer(t, admin);

/** 1,000 rows of ≈ 1.1 KB of text each: over a megabyte per part, a hundred chunk boundaries. */
const ROWS = 1_000;
const WORDS = [
  'แขวงพระบรมมหาราชวัง',
  'เขตพระนคร',
  'กรุงเทพมหานคร',
  'ค่าบำรุงรักษาระบบ',
  'ใบกำกับภาษีอิเล็กทรอนิกส์',
  'น้ำมันดีเซล',
  'ราคา ฿',
  'ที่ปรึกษา',
  'café', // two-byte characters
  '𠮷野家', // a four-byte character
];

/** Up to 195 characters (a column holds 200), different on every row, so boundaries shift. */
function text(rowNo: number, salt: number): string {
  const length = 185 + ((rowNo + salt) % 10);
  let out = `${rowNo}-${salt}`;
  for (let k = 0; [...out].length < length; k += 1) {
    out += ` ${WORDS[(rowNo * 7 + salt * 3 + k * 5) % WORDS.length]}`;
  }
  return [...out].slice(0, length).join('').trimEnd(); // staging trims the ends of text
}

const rows: Cell[][] = Array.from({ length: ROWS }, (_, i) =>
  invoiceRow(`INV-${String(i + 1).padStart(5, '0')}`, { 2: text(i, 1), 5: text(i, 2) }),
);
/** The cells staged as the file holds them (the others are normalised: dates, amounts). */
const TEXT_FIELDS: Record<string, number> = {
  DOCUMENT_NO: 0,
  BUYER_NAME: 2,
  BUYER_TAX_ID: 3,
  BUYER_EMAIL: 4,
  ITEM_NAME: 5,
  CURRENCY: 10,
};

/** The file as exceljs' streaming writer makes it: text in shared strings or inline. */
async function workbookOf(useSharedStrings: boolean): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings });
  const sheet = workbook.addWorksheet('ใบกำกับภาษี');
  sheet.addRow(invoiceColumns().map((column) => column.columnName)).commit();
  for (const row of rows) sheet.addRow(row).commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

async function allStagedRows(uploadId: number): Promise<Row[]> {
  const staged: Row[] = [];
  for (let page = 1; staged.length < ROWS; page += 1) {
    const data = (await dataOf(
      'searchCustomerFileUploadTempData',
      { uploadId, page, size: 100 },
      user,
    )) as Row[];
    if (data.length === 0) break;
    staged.push(...data);
  }
  return staged;
}

describe('a large .xlsx of Thai text', () => {
  it.each([
    ['shared strings', true],
    ['inline strings', false],
  ])('stages every cell exactly as written (%s)', async (_kind, useSharedStrings) => {
    const file = await workbookOf(useSharedStrings);
    const res = await uploadFile(t, user, { file, templateCode: customer.excelTemplate });
    expect(res.statusCode).toBe(200);
    const staged = await allStagedRows(res.json().data.uploadId);
    const stagedText = staged.map((row) => Object.keys(TEXT_FIELDS).map((key) => (row.data as Row)[key]));
    const written = rows.map((row) => Object.values(TEXT_FIELDS).map((index) => row[index]));
    expect(stagedText).toEqual(written);
    expect(staged.map((row) => row.rowNo)).toEqual(rows.map((_, i) => i + 2));
    expect(res.json().data).toMatchObject({
      totalRows: ROWS,
      validRows: ROWS,
      errorRows: 0,
      status: 'READY',
    });
  });
});

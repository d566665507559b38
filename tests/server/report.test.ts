// reportController/demo: the .xlsx summary of documents by customer, type and status, read back
// with exceljs (Thai sheet and headers, counts as numbers, dates as dates, the totals), one
// customer or all, English on request, the attachment's name, and every refusal: the date range,
// an unknown or deleted customer (404), a customer user (403), no session (401).
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORT_CONTENT_TYPE, REPORT_PREFIX } from '../../contract/report';
import { call, type Row } from './support/api';
import { expectRefused } from './support/answers';
import { useAdminApp } from './support/app-per-file';
import { createCustomer, signInNewCustomerUser } from './support/auth';
import { insertDocuments } from './support/figures-data';

const { t, admin } = useAdminApp();
const REPORT = `${REPORT_PREFIX}/demo`;
const MARCH = { dateFrom: '2026-03-01', dateTo: '2026-03-31' };

let a: string;
let b: string;
let deleted: string;

beforeAll(async () => {
  // Codes in order: a's rows come before b's.
  a = (await createCustomer(t, { customerName: 'บริษัท รายงาน เอ จำกัด' })).customerCode;
  b = (await createCustomer(t, { customerName: 'บริษัท รายงาน บี จำกัด' })).customerCode;
  deleted = (await createCustomer(t, { customerStatus: 'DELETE' })).customerCode;
  for (const seed of [
    { customerCode: a, documentType: '388', issueDate: '2026-03-05', count: 3 },
    { customerCode: a, branchCode: '00001', documentType: '388', issueDate: '2026-03-20' },
    { customerCode: a, documentType: '388', issueDate: '2026-03-10', status: 'FAILED' as const },
    { customerCode: a, documentType: 'T02', issueDate: '2026-03-15', count: 2 },
    { customerCode: a, documentType: '388', issueDate: '2026-04-01' },
    { customerCode: a, documentType: '388', issueDate: '2026-02-28' },
    { customerCode: b, documentType: '81', issueDate: '2026-03-31' },
    { customerCode: deleted, documentType: '388', issueDate: '2026-03-02' },
  ]) {
    await insertDocuments(t, seed);
  }
});

async function workbookOf(res: LightMyRequestResponse): Promise<ExcelJS.Worksheet> {
  expect(res.statusCode, res.statusCode === 200 ? '' : res.body).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  expect(book.worksheets).toHaveLength(1);
  return book.worksheets[0]!;
}

const valuesOf = (sheet: ExcelJS.Worksheet, row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('the workbook', () => {
  it('sums every customer’s documents of the range by type and status, in Thai, counts as numbers, dates as dates', async () => {
    const res = await call(t, REPORT, MARCH, { as: admin });
    expect(res.headers['content-type']).toBe(REPORT_CONTENT_TYPE);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="document-summary_2026-03-01_2026-03-31\.xlsx"/,
    );
    const sheet = await workbookOf(res);
    expect(sheet.name).toBe('สรุปเอกสาร');
    expect(valuesOf(sheet, 1)).toEqual(['รายงานสรุปเอกสารตามลูกค้า ประเภทเอกสาร และสถานะ']);
    expect(valuesOf(sheet, 2)).toEqual(['วันที่ออกเอกสาร ตั้งแต่', day('2026-03-01'), 'ถึง', day('2026-03-31')]);
    expect(valuesOf(sheet, 3)).toEqual(['ลูกค้า', 'ทุกลูกค้า']);
    expect(sheet.getCell('B4').value).toBeInstanceOf(Date);
    expect(valuesOf(sheet, 6)).toEqual([
      'รหัสลูกค้า',
      'ชื่อลูกค้า',
      'รหัสประเภทเอกสาร',
      'ประเภทเอกสาร',
      'สร้างแล้ว (ฉบับ)',
      'สร้างไม่สำเร็จ (ฉบับ)',
      'รวม (ฉบับ)',
      'วันที่ออกเอกสารแรก',
      'วันที่ออกเอกสารล่าสุด',
    ]);
    // The deleted customer's documents stay in the history: a report is about documents.
    const rows = [7, 8, 9, 10].map((row) => valuesOf(sheet, row));
    expect(rows).toEqual(
      [
        [a, 'บริษัท รายงาน เอ จำกัด', '388', 'ใบกำกับภาษี', 4, 1, 5, day('2026-03-05'), day('2026-03-20')],
        [a, 'บริษัท รายงาน เอ จำกัด', 'T02', 'ใบแจ้งหนี้/ใบกำกับภาษี', 2, 0, 2, day('2026-03-15'), day('2026-03-15')],
        [b, 'บริษัท รายงาน บี จำกัด', '81', 'ใบลดหนี้', 1, 0, 1, day('2026-03-31'), day('2026-03-31')],
        [
          deleted,
          `Test Customer ${deleted}`,
          '388',
          'ใบกำกับภาษี',
          1,
          0,
          1,
          day('2026-03-02'),
          day('2026-03-02'),
        ],
      ].sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    );
    expect(sheet.getCell('E7').numFmt).toBe('#,##0');
    expect(sheet.getCell('H7').numFmt).toBe('[$-107041E]d/m/yyyy');
    // The totals: formulas over the rows, with their values.
    expect(sheet.getCell('A11').value).toBe('รวมทั้งหมด');
    expect(['E11', 'F11', 'G11'].map((cell) => sheet.getCell(cell).value)).toEqual([
      { formula: 'SUM(E7:E10)', result: 8 },
      { formula: 'SUM(F7:F10)', result: 1 },
      { formula: 'SUM(G7:G10)', result: 9 },
    ]);
  });

  it('reports one customer, and names it in the file and the heading', async () => {
    const res = await call(t, REPORT, { ...MARCH, customerCode: b }, { as: admin });
    expect(res.headers['content-disposition']).toContain(
      `filename="document-summary_2026-03-01_2026-03-31_${b}.xlsx"`,
    );
    const sheet = await workbookOf(res);
    expect(valuesOf(sheet, 3)).toEqual(['ลูกค้า', `${b} บริษัท รายงาน บี จำกัด`]);
    expect(valuesOf(sheet, 7).slice(0, 7)).toEqual([b, 'บริษัท รายงาน บี จำกัด', '81', 'ใบลดหนี้', 1, 0, 1]);
    expect(sheet.getCell('A8').value).toBe('รวมทั้งหมด');
  });

  it('is in English when asked, dates written ISO', async () => {
    const sheet = await workbookOf(
      await call(t, REPORT, { ...MARCH, customerCode: b }, { as: admin, language: 'en' }),
    );
    expect(sheet.name).toBe('Document summary');
    expect(valuesOf(sheet, 6).slice(0, 4)).toEqual([
      'Customer code',
      'Customer name',
      'Document type code',
      'Document type',
    ]);
    expect(valuesOf(sheet, 7)[3]).toBe('Credit note');
    expect(sheet.getCell('H7').numFmt).toBe('yyyy-mm-dd');
  });

  it('says so when the range holds no document', async () => {
    const sheet = await workbookOf(
      await call(t, REPORT, { dateFrom: '2025-01-01', dateTo: '2025-01-31' }, { as: admin }),
    );
    expect(sheet.getCell('A7').value).toBe('ไม่มีเอกสารในช่วงวันที่นี้');
    expect(sheet.rowCount).toBe(7);
  });
});

describe('refusals', () => {
  const refused = (body: Row, language?: 'en') => call(t, REPORT, body, { as: admin, language });

  it('checks the range: both dates, real days, in order, at most 366 days', async () => {
    expectRefused(await refused({ dateFrom: '2026-03-01' }), 400, { dateTo: 'กรุณาระบุ' });
    expectRefused(await refused({ dateFrom: '2026-02-29', dateTo: '2026-03-31' }), 400, {
      dateFrom: 'วันที่ไม่ถูกต้อง',
    });
    expectRefused(await refused({ dateFrom: '2026-03-31', dateTo: '2026-03-01' }), 400, {
      dateTo: 'วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น',
    });
    expectRefused(await refused({ dateFrom: '2025-01-01', dateTo: '2026-01-02' }, 'en'), 400, {
      dateTo: 'the range must not be longer than 366 days',
    });
  });

  it('answers 404 for a customer that does not exist or is deleted', async () => {
    expect((await refused({ ...MARCH, customerCode: 'C999999' })).statusCode).toBe(404);
    expect((await refused({ ...MARCH, customerCode: deleted })).statusCode).toBe(404);
    expectRefused(await refused({ ...MARCH, customerCode: 'x y' }), 400, { customerCode: 'รหัสลูกค้าไม่ถูกต้อง' });
  });

  it('is for administrators only: 403 for a customer user, 401 without a session', async () => {
    const customerUser = await signInNewCustomerUser(t, { customerCode: a, userRole: 'CUSTOMER_ADMIN' });
    const res = await call(t, REPORT, MARCH, { as: customerUser });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('application/json');
    expect((await call(t, REPORT, MARCH)).statusCode).toBe(401);
  });
});

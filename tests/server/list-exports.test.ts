// The list exports (docs/exports.md): each of documents, imports, customers and the audit log
// answers every row its search finds — compared with the search API read page by page — streamed
// in batches of 7 rows here (EXPORT_BATCH_ROWS), as a CSV that parses back (BOM, Thai, quotes,
// commas, line breaks, formula-like text) and as an .xlsx that exceljs reads back; a customer
// user only ever gets its own rows (its branches for a USER), whatever the criteria say; and the
// roles of each list's search apply.
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Language, type Row } from './support/api';
import { signInAdmin, signInNewCustomerUser, type SignedIn } from './support/auth';
import { createTestApp, type TestApp } from './support/test-app';

const DOCUMENTS = '/api/document/documentController';
const IMPORTS = '/api/document/customerUploadFile';
const CUSTOMERS = '/api/app/customerController';
const AUDIT = '/api/app/auditController';
const SEARCH: Record<string, string> = {
  [DOCUMENTS]: 'search',
  [IMPORTS]: 'searchCustomerFileUpload',
  [CUSTOMERS]: 'search',
  [AUDIT]: 'search',
};
const BATCH = 7;
/** A buyer name a CSV must quote: quotes, a comma, a line break, Thai. */
const AWKWARD = 'บริษัท "ยิ้ม, แย้ม"\nจำกัด';
const FORMULA = '=HYPERLINK("http://x.test")';

let t: TestApp;
let admin: SignedIn;
let ex1Admin: SignedIn;
let ex1User: SignedIn;
let ex1Accounting: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ exportBatchRows: BATCH });
  await t.deps.database.exec(`
    INSERT INTO customer (customer_code, customer_name, customer_number, customer_status, customer_type, create_by, last_update_by)
    VALUES ('EXA', 'บริษัท ส่งออก หนึ่ง จำกัด', '0105536112014', 'ACTIVE', 'JURISTIC', 'test', 'test'),
           ('EXB', 'Export Two Co., Ltd.', '0105536112014', 'ACTIVE', 'JURISTIC', 'test', 'test');
    INSERT INTO customer (customer_code, customer_name, customer_number, customer_status, customer_type, create_by, last_update_by)
    SELECT 'EXZ' || lpad(i::text, 3, '0'), 'ลูกค้าส่งออก ' || i || CASE WHEN i % 4 = 0 THEN ', "พิเศษ"' ELSE '' END,
      '0105536112014', CASE WHEN i % 5 = 0 THEN 'INACTIVE' ELSE 'ACTIVE' END, 'JURISTIC', 'test', 'test'
    FROM generate_series(1, 30) AS i;
    INSERT INTO upload_template (template_code, customer_code, template_name, template_type, upload_type, document_type,
      template_status, create_by, last_update_by)
    VALUES ('EX-TPL', 'EXA', 'แม่แบบส่งออก', 'EXCEL', 'ETAX', '388', 'ACTIVE', 'test', 'test');
    INSERT INTO customer_upload (upload_id, customer_code, branch_code, upload_type, template_code, document_type, file_name,
      total_rows, valid_rows, error_rows, status, upload_by, last_update_by)
    SELECT 800000 + u, CASE WHEN u % 3 = 0 THEN 'EXB' ELSE 'EXA' END, '0000' || (u % 2), 'ETAX', 'EX-TPL', '388',
      'ไฟล์ ' || u || '.xlsx', 10, 9, 1, CASE WHEN u % 2 = 0 THEN 'COMPLETED' ELSE 'READY' END, 'test', 'test'
    FROM generate_series(1, 20) AS u;
    INSERT INTO document (upload_id, customer_code, branch_code, upload_type, document_type, document_no, first_row_no,
      issue_date, buyer_name, buyer_tax_id, total_before_vat, vat_amount, total_amount, status, email_status, sms_status,
      create_by, last_update_by)
    SELECT 800001 + i % 20, CASE WHEN (i % 20) % 3 = 2 THEN 'EXB' ELSE 'EXA' END, '0000' || (i % 2), 'ETAX', '388',
      'EX-' || lpad(i::text, 4, '0'), 1, '2025-03-01'::date + i,
      CASE WHEN i % 9 = 0 THEN ${sqlText(AWKWARD)} WHEN i % 11 = 0 THEN ${sqlText(FORMULA)} ELSE 'ผู้ซื้อ ไทย ' || i END,
      lpad(i::text, 13, '0'), 100 * i, 7 * i, 107 * i + 0.25, 'GENERATED', 'SENT', 'NOT_REQUESTED', 'test', 'test'
    FROM generate_series(1, 60) AS i;
    INSERT INTO audit_log (occurred_at, actor, actor_role, action, entity, entity_id, customer_code, ip)
    SELECT now() - i * interval '1 minute', 'ผู้ตรวจ' || (i % 3), 'ADMIN', CASE WHEN i % 2 = 0 THEN 'UPDATE' ELSE 'CREATE' END,
      'export_test', 'E' || i, CASE WHEN i % 2 = 0 THEN 'EXA' END, '10.0.0.' || i
    FROM generate_series(1, 25) AS i;`);
  admin = await signInAdmin(t);
  ex1Admin = await signInNewCustomerUser(t, { customerCode: 'EXA', userRole: 'CUSTOMER_ADMIN' });
  ex1User = await signInNewCustomerUser(t, { customerCode: 'EXA', userRole: 'USER', branchCodes: ['00001'] });
  ex1Accounting = await signInNewCustomerUser(t, { customerCode: 'EXA', userRole: 'ACCOUNTING' });
});
afterAll(() => t.close());

function sqlText(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

function exportOf(
  prefix: string,
  body: Row,
  as: SignedIn,
  format?: 'csv' | 'xlsx',
  language: Language = 'th',
): Promise<LightMyRequestResponse> {
  return call(t, `${prefix}/export${format ? `?format=${format}` : ''}`, body, { as, language });
}

/** Every row of the search, page by page (10 a page) through the API. */
async function searchAll(prefix: string, body: Row, as: SignedIn): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const res = await call(t, `${prefix}/${SEARCH[prefix]}`, { ...body, page, size: 10 }, { as });
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: Row[] }>().data;
    rows.push(...data);
    if (data.length < 10) return rows;
  }
}

/** The CSV's records (header first), after checking its BOM and type. */
function csvOf(res: LightMyRequestResponse): string[][] {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const parsed = Papa.parse<string[]>(res.rawPayload.subarray(3).toString('utf8'), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

async function workbookOf(res: LightMyRequestResponse): Promise<ExcelJS.Worksheet> {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  expect(workbook.worksheets).toHaveLength(1);
  return workbook.worksheets[0]!;
}

const sorted = (values: unknown[]) => values.map(String).sort();
const columnOf = (records: string[][], header: string) => {
  const index = records[0]!.indexOf(header);
  expect(index, `column ${header} in ${records[0]!.join('|')}`).toBeGreaterThanOrEqual(0);
  return records.slice(1).map((record) => record[index]!);
};

describe('documentController/export', () => {
  it.each([
    ['no criteria', {}],
    ['a customer', { customerCode: 'EXA' }],
    [
      'a Thai text and a date range',
      { buyerName: 'ไทย', issueDateFrom: '2025-03-10', issueDateTo: '2025-04-20' },
    ],
    ['nothing found', { documentNo: 'no-such-number' }],
  ])('holds exactly the documents the search finds (%s), over several batches', async (_name, criteria) => {
    const found = await searchAll(DOCUMENTS, criteria, admin);
    const records = csvOf(await exportOf(DOCUMENTS, criteria, admin));
    expect(sorted(columnOf(records, 'เลขที่เอกสาร'))).toEqual(sorted(found.map((row) => row.documentNo)));
  });

  it('writes a CSV that reads back: Thai headers and text, quoted values, neutralised formulas, BE dates', async () => {
    const res = await exportOf(DOCUMENTS, { customerCode: 'EXA' }, admin);
    const records = csvOf(res);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="\d{8}-\d{4}\.csv"; filename\*=UTF-8''%E0%B9%80%E0%B8%AD%E0%B8%81%E0%B8%AA%E0%B8%B2%E0%B8%A3-\d{8}-\d{4}\.csv$/,
    );
    const byNumber = new Map(records.slice(1).map((record) => [record[0], record]));
    const header = records[0]!;
    const cell = (documentNo: string, name: string) => byNumber.get(documentNo)![header.indexOf(name)];
    expect(cell('EX-0009', 'ชื่อผู้ซื้อ')).toBe(AWKWARD);
    expect(cell('EX-0033', 'ชื่อผู้ซื้อ')).toBe(`'${FORMULA}`);
    expect(cell('EX-0001', 'ชื่อผู้ซื้อ')).toBe('ผู้ซื้อ ไทย 1');
    expect(cell('EX-0001', 'ลูกค้า')).toBe('บริษัท ส่งออก หนึ่ง จำกัด');
    expect(cell('EX-0001', 'วันที่เอกสาร')).toBe('02/03/2568');
    expect(cell('EX-0001', 'ยอดรวม')).toBe('107.25');
    expect(cell('EX-0001', 'สถานะ')).toBe('สร้างแล้ว');
    const total = columnOf(records, 'ยอดรวม').reduce((sum, value) => sum + Number(value), 0);
    const found = await searchAll(DOCUMENTS, { customerCode: 'EXA' }, admin);
    expect(total).toBeCloseTo(
      found.reduce((sum, row) => sum + Number(row.totalAmount), 0),
      2,
    );
  });

  it('says its headers in English when the request asks in English', async () => {
    const records = csvOf(await exportOf(DOCUMENTS, { documentNo: 'EX-0001' }, admin, 'csv', 'en'));
    expect(records[0]!.slice(0, 3)).toEqual(['Document number', 'Document type', 'Issue date']);
    expect(records[1]![2]).toBe('2025-03-02');
  });

  it('writes an .xlsx that exceljs reads back: number and date cells, every row', async () => {
    const criteria = { customerCode: 'EXA' };
    const found = await searchAll(DOCUMENTS, criteria, admin);
    const res = await exportOf(DOCUMENTS, criteria, admin, 'xlsx');
    expect(res.headers['content-disposition']).toMatch(/\.xlsx$/);
    const sheet = await workbookOf(res);
    expect(sheet.name).toBe('เอกสาร');
    expect(sheet.getRow(1).getCell(1).value).toBe('เลขที่เอกสาร');
    expect(sheet.rowCount).toBe(found.length + 1);
    const rows = sheet.getRows(2, found.length)!;
    expect(sorted(rows.map((row) => row.getCell(1).value))).toEqual(
      sorted(found.map((row) => row.documentNo)),
    );
    const first = rows.find((row) => row.getCell(1).value === 'EX-0001')!;
    expect(first.getCell(3).value).toEqual(new Date('2025-03-02T00:00:00Z'));
    expect(first.getCell(11).value).toBe(107.25);
    expect(rows.find((row) => row.getCell(1).value === 'EX-0009')!.getCell(7).value).toBe(AWKWARD);
  });

  it("gives a customer's users their own documents only, whatever the criteria say", async () => {
    const own = await searchAll(DOCUMENTS, { customerCode: 'EXA' }, admin);
    for (const as of [ex1Admin, ex1Accounting]) {
      for (const criteria of [{}, { customerCode: 'EXB' }]) {
        const numbers = columnOf(csvOf(await exportOf(DOCUMENTS, criteria, as)), 'เลขที่เอกสาร');
        expect(sorted(numbers)).toEqual(sorted(own.map((row) => row.documentNo)));
      }
    }
    // A USER: the branches assigned to it.
    const records = csvOf(await exportOf(DOCUMENTS, { customerCode: 'EXB' }, ex1User));
    expect(sorted(columnOf(records, 'เลขที่เอกสาร'))).toEqual(
      sorted(own.filter((row) => row.branchCode === '00001').map((row) => row.documentNo)),
    );
    expect(new Set(columnOf(records, 'สาขาผู้ออกเอกสาร'))).toEqual(new Set(['00001']));
  });

  it('refuses what the search refuses: a wrong date, an unknown format, no sign-in', async () => {
    expect((await exportOf(DOCUMENTS, { issueDateFrom: '2025-02-30' }, admin)).statusCode).toBe(400);
    expect((await call(t, `${DOCUMENTS}/export?format=pdf`, {}, { as: admin })).statusCode).toBe(400);
    expect((await call(t, `${DOCUMENTS}/export`, {})).statusCode).toBe(401);
  });
});

describe('customerUploadFile/export', () => {
  it.each([
    ['no criteria', {}],
    ['a status and a Thai text', { status: 'COMPLETED', companyName: 'ส่งออก' }],
  ])('holds exactly the imports the search finds (%s)', async (_name, criteria) => {
    const found = await searchAll(IMPORTS, criteria, admin);
    const records = csvOf(await exportOf(IMPORTS, criteria, admin));
    expect(sorted(columnOf(records, 'เลขที่นำเข้า'))).toEqual(sorted(found.map((row) => row.uploadId)));
    // 20 imports, and 7: exactly one whole batch, then an empty one.
    expect(found.length).toBeGreaterThanOrEqual(BATCH);
  });

  it("gives a customer's users their own imports only, and reads back as .xlsx", async () => {
    const own = await searchAll(IMPORTS, { customerCode: 'EXA' }, admin);
    const records = csvOf(await exportOf(IMPORTS, { customerCode: 'EXB' }, ex1Admin));
    expect(sorted(columnOf(records, 'เลขที่นำเข้า'))).toEqual(sorted(own.map((row) => row.uploadId)));
    expect(new Set(columnOf(records, 'รหัสลูกค้า'))).toEqual(new Set(['EXA']));
    const userRows = columnOf(csvOf(await exportOf(IMPORTS, {}, ex1User)), 'เลขที่นำเข้า');
    expect(sorted(userRows)).toEqual(
      sorted(own.filter((row) => row.branchCode === '00001').map((row) => row.uploadId)),
    );
    const sheet = await workbookOf(await exportOf(IMPORTS, {}, ex1Admin, 'xlsx'));
    expect(sheet.rowCount).toBe(own.length + 1);
    expect(sheet.getRow(2).getCell(1).value).toBe(Math.max(...own.map((row) => Number(row.uploadId))));
  });
});

describe('customerController/export', () => {
  it.each([
    ['no criteria', {}],
    ['a name and a status', { customerName: 'ส่งออก', customerStatus: 'ACTIVE' }],
  ])('holds exactly the customers the search finds (%s)', async (_name, criteria) => {
    const found = await searchAll(CUSTOMERS, criteria, admin);
    const records = csvOf(await exportOf(CUSTOMERS, criteria, admin));
    expect(sorted(columnOf(records, 'รหัสลูกค้า'))).toEqual(sorted(found.map((row) => row.customerCode)));
    expect(found.length).toBeGreaterThan(BATCH);
    expect(columnOf(records, 'ชื่อลูกค้า')).toContain('ลูกค้าส่งออก 4, "พิเศษ"');
  });

  it('reads back as .xlsx, and is for administrators only', async () => {
    const found = await searchAll(CUSTOMERS, { customerName: 'ลูกค้าส่งออก' }, admin);
    const sheet = await workbookOf(await exportOf(CUSTOMERS, { customerName: 'ลูกค้าส่งออก' }, admin, 'xlsx'));
    expect(sheet.rowCount).toBe(found.length + 1);
    expect(sheet.getRow(2).getCell(1).value).toBe('EXZ001');
    expect((await exportOf(CUSTOMERS, {}, ex1Admin)).statusCode).toBe(403);
  });
});

describe('auditController/export', () => {
  it.each([
    ['a record kind', { entity: 'export_test' }],
    ['an action and a customer', { entity: 'export_test', action: 'UPDATE', customerCode: 'EXA' }],
  ])('holds exactly the entries the search finds (%s)', async (_name, criteria) => {
    const found = await searchAll(AUDIT, criteria, admin);
    const records = csvOf(await exportOf(AUDIT, criteria, admin));
    expect(sorted(columnOf(records, 'รหัสข้อมูล'))).toEqual(sorted(found.map((row) => row.entityId)));
    expect(found.length).toBeGreaterThan(BATCH);
  });

  it('reads back as .xlsx with date-time cells, and is for administrators only', async () => {
    const found = await searchAll(AUDIT, { entity: 'export_test' }, admin);
    const sheet = await workbookOf(await exportOf(AUDIT, { entity: 'export_test' }, admin, 'xlsx', 'en'));
    expect(sheet.name).toBe('Audit log');
    expect(sheet.rowCount).toBe(found.length + 1);
    expect(sheet.getRow(2).getCell(1).value).toBeInstanceOf(Date);
    expect(sheet.getRow(2).getCell(8).value).toBe(found[0]!.customerName ?? null);
    expect((await exportOf(AUDIT, {}, ex1Admin)).statusCode).toBe(403);
    expect((await exportOf(AUDIT, { dateFrom: '2026-01-02', dateTo: '2026-01-01' }, admin)).statusCode).toBe(
      400,
    );
  });
});

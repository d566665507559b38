// customerUploadFile: upload (type by content, limits, rows checked), staged rows, error report,
// the stored file, and direct entry.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { errorReportUrl } from '../../contract/customer-upload';
import { fileDownloadUrl, MAX_UPLOAD_BYTES } from '../../contract/file';
import { callGet, controllerCalls, type Row } from './support/api';
import { detailsOf, errorKey, expectFailureKey } from './support/answers';
import { useAdminApp, useImportCustomer } from './support/app-per-file';
import { manyRowsXlsx, zipBomb } from './support/hostile-files';
import { auditActions } from './support/audit';
import type { SignedIn } from './support/auth';
import {
  BUYER_ADDRESS,
  BUYER_ZIP_CODE,
  csvOf,
  invoiceRow,
  uploadFile,
  UPLOAD,
  xlsxOf,
} from './support/imports';

const { t, admin } = useAdminApp();
const { post, dataOf } = controllerCalls(t, UPLOAD, admin);

const { customer, user } = useImportCustomer(t, admin);

const stagedRows = async (uploadId: number, body: Row = {}, as: SignedIn = user, language?: 'th' | 'en') =>
  (await post('searchCustomerFileUploadTempData', { uploadId, ...body }, as, language)).json();

describe('upload', () => {
  it('reads a valid .xlsx, stages its rows READY, keeps the file and records the step', async () => {
    const file = await xlsxOf([invoiceRow('INV-1'), invoiceRow('INV-2')]);
    const res = await uploadFile(t, user, {
      file,
      templateCode: customer.excelTemplate,
      fileName: 'พฤศจิกายน.xlsx',
    });
    expect(res.statusCode).toBe(200);
    const result = res.json().data;
    expect(result).toMatchObject({
      fileName: 'พฤศจิกายน.xlsx',
      fileSize: file.length,
      totalRows: 2,
      validRows: 2,
      errorRows: 0,
      status: 'READY',
    });

    const detail = await dataOf('getCustomerFileUploadById', { uploadId: result.uploadId }, user);
    expect(detail).toMatchObject({
      customerCode: customer.customerCode,
      taxId: customer.taxId,
      branchCode: '00000',
      templateCode: customer.excelTemplate,
      status: 'READY',
      documentCount: 0,
      actions: ['USER_SUBMIT', 'CANCEL'],
    });
    expect(detail.history).toEqual([
      expect.objectContaining({ status: 'READY', action: 'UPLOAD', actionRole: 'USER', remark: null }),
    ]);
    const stored = await callGet(t, fileDownloadUrl(detail.fileId), { as: user });
    expect(stored.statusCode).toBe(200);
    expect(Buffer.compare(stored.rawPayload, file)).toBe(0);
    expect(await auditActions(t, 'customer_upload', String(result.uploadId))).toEqual(['UPLOAD']);

    const rows = await stagedRows(result.uploadId);
    expect(rows.paging.totalRecords).toBe(2);
    expect(rows.data[0]).toEqual({
      rowNo: 2,
      data: expect.objectContaining({
        DOCUMENT_NO: 'INV-1',
        ISSUE_DATE: '2026-11-20',
        BUYER_TAX_ID: '0105536112014',
        CURRENCY: 'THB',
      }),
      errors: [],
    });
  });

  it('marks every bad row at its field and file column, in the reader’s language', async () => {
    const file = await xlsxOf([
      invoiceRow('INV-1'),
      invoiceRow('INV-2', { 3: '1234545678789' }),
      invoiceRow('INV-3', { 1: '31/02/2569', 10: 'JPY' }),
      invoiceRow('INV-4'),
    ]);
    const result = (await uploadFile(t, user, { file, templateCode: customer.excelTemplate })).json().data;
    expect(result).toMatchObject({ totalRows: 4, validRows: 2, errorRows: 2, status: 'VALIDATION_FAILED' });

    const th = await stagedRows(result.uploadId, { onlyErrors: true });
    expect(th.paging.totalRecords).toBe(2);
    expect(th.data.map((row: Row) => row.rowNo)).toEqual([3, 4]);
    expect(th.data[0].errors).toEqual([
      { key: 'BUYER_TAX_ID', column: 'D', description: expect.stringContaining('เลขประจำตัวผู้เสียภาษี') },
    ]);
    expect(th.data[1].errors.map((e: Row) => [e.key, e.column])).toEqual([
      ['ISSUE_DATE', 'B'],
      ['CURRENCY', 'K'],
    ]);
    expect(th.data[1].data.ISSUE_DATE).toBe('31/02/2569');
    const en = await stagedRows(result.uploadId, { onlyErrors: true }, user, 'en');
    expect(en.data[0].errors[0].description).toMatch(/tax/i);
  });

  it('reads a UTF-8 CSV with or without a BOM, and a Windows-874 CSV as Thai Excel saves it', async () => {
    const thaiRow = invoiceRow('INV-TH', { 2: 'ห้างหุ้นส่วน น้ำใจ', 5: 'ค่าขนส่งสินค้า' });
    for (const file of [
      csvOf([thaiRow]),
      csvOf([thaiRow], false),
      windows874(csvOf([thaiRow], false).toString('utf8')),
    ]) {
      const res = await uploadFile(t, user, {
        file,
        templateCode: customer.csvTemplate,
        fileName: 'data.csv',
      });
      expect(res.statusCode).toBe(200);
      const rows = await stagedRows(res.json().data.uploadId);
      expect(rows.data[0].data).toMatchObject({ BUYER_NAME: 'ห้างหุ้นส่วน น้ำใจ', ITEM_NAME: 'ค่าขนส่งสินค้า' });
      expect(rows.data[0].errors).toEqual([]);
    }
  });

  it('accepts exactly 5 MB and refuses one byte more with the spec’s message (413)', async () => {
    const exact = csvPaddedTo(MAX_UPLOAD_BYTES);
    expect(exact.length).toBe(MAX_UPLOAD_BYTES);
    const accepted = await uploadFile(t, user, {
      file: exact,
      templateCode: customer.csvTemplate,
      fileName: 'big.csv',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.status).toBe('READY');

    const refused = await uploadFile(t, user, {
      file: csvPaddedTo(MAX_UPLOAD_BYTES + 1),
      templateCode: customer.csvTemplate,
    });
    expectFailureKey(refused, 413, 'FILE_TOO_LARGE');
    expect(detailsOf(refused).FILE_TOO_LARGE).toBe('ไฟล์ขนาดต้องไม่เกิน 5 MB');
  });

  it('refuses what is not the template’s type by content (415), whatever the name', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const cases = [
      { file: png, templateCode: customer.excelTemplate, fileName: 'invoices.xlsx' },
      { file: csvOf([invoiceRow()]), templateCode: customer.excelTemplate, fileName: 'invoices.xlsx' },
      { file: await xlsxOf([invoiceRow()]), templateCode: customer.csvTemplate, fileName: 'invoices.csv' },
    ];
    for (const input of cases) {
      const res = await uploadFile(t, user, input);
      expectFailureKey(res, 415, 'FILE_TYPE');
      expect(detailsOf(res).FILE_TYPE).toBe('ชนิดไฟล์ไม่ถูกต้อง');
    }
  });

  it('refuses a file it cannot read (422 ไฟล์ข้อมูลผิดผลาด) and a file of only the header', async () => {
    const whole = await xlsxOf([invoiceRow()]);
    const cut = await uploadFile(t, user, {
      file: whole.subarray(0, Math.floor(whole.length * 0.6)),
      templateCode: customer.excelTemplate,
    });
    expectFailureKey(cut, 422, 'FILE_UNREADABLE');
    expect(detailsOf(cut).FILE_UNREADABLE).toBe('ไฟล์ข้อมูลผิดผลาด');

    const empty = await uploadFile(t, user, { file: await xlsxOf([]), templateCode: customer.excelTemplate });
    expectFailureKey(empty, 422, 'NO_ROWS');
  });

  it('refuses more than 10,000 data rows with the limit in the message (422)', async () => {
    const rows = Array.from({ length: 10_001 }, (_, i) => invoiceRow(`INV-${i}`));
    const res = await uploadFile(t, user, {
      file: csvOf(rows),
      templateCode: customer.csvTemplate,
      fileName: 'many.csv',
    });
    expectFailureKey(res, 422, 'TOO_MANY_ROWS');
    expect(detailsOf(res).TOO_MANY_ROWS).toContain('10,000');
  });

  it('refuses zip bombs before parsing and a million-row workbook at the row limit (figures: bench:import)', async () => {
    for (const bomb of [zipBomb({ inflatedMb: 110 }), zipBomb({ inflatedMb: 110, lying: true })]) {
      const res = await uploadFile(t, user, { file: bomb, templateCode: customer.excelTemplate });
      expectFailureKey(res, 422, 'FILE_UNREADABLE');
    }
    const million = await uploadFile(t, user, {
      file: manyRowsXlsx(1_000_000),
      templateCode: customer.excelTemplate,
    });
    expectFailureKey(million, 422, 'TOO_MANY_ROWS');
  });

  it('checks the fields sent with the file', async () => {
    const file = await xlsxOf([invoiceRow()]);
    const res = await uploadFile(t, user, { file, templateCode: 'TPL999999', branchCode: '123' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(detailsOf(res))).toEqual(['branchCode']);
    const unknownTemplate = await uploadFile(t, user, { file, templateCode: 'TPL999999' });
    expect(Object.keys(detailsOf(unknownTemplate))).toEqual(['templateCode']);
    const wrongKind = await uploadFile(t, user, {
      file,
      templateCode: customer.edocTemplate,
      uploadType: 'ETAX',
    });
    expect(Object.keys(detailsOf(wrongKind))).toEqual(['templateCode']);
    const adminWithoutCustomer = await uploadFile(t, admin, { file, templateCode: customer.excelTemplate });
    expect(Object.keys(detailsOf(adminWithoutCustomer))).toEqual(['customerCode']);
  });

  it('lets an admin upload for a customer, recorded as ADMIN', async () => {
    const res = await uploadFile(t, admin, {
      file: await xlsxOf([invoiceRow()]),
      templateCode: customer.excelTemplate,
      customerCode: customer.customerCode,
      branchCode: '00001',
    });
    expect(res.statusCode).toBe(200);
    const detail = await dataOf('getCustomerFileUploadById', { uploadId: res.json().data.uploadId });
    expect(detail.branchCode).toBe('00001');
    expect(detail.history[0]).toMatchObject({ action: 'UPLOAD', actionRole: 'ADMIN' });
  });
});

describe('downloadErrorReport', () => {
  it('gives back the rows in the template’s layout with the errors marked and explained', async () => {
    const file = await xlsxOf([invoiceRow('INV-1'), invoiceRow('INV-2', { 3: '1234545678789' })]);
    const { uploadId } = (await uploadFile(t, user, { file, templateCode: customer.excelTemplate })).json()
      .data;
    const res = await callGet(t, errorReportUrl(uploadId), { as: user });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('attachment');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe('เลขที่เอกสาร');
    expect(sheet.getCell('R1').value).toBe('ข้อผิดพลาด');
    expect(sheet.getCell('A2').value).toBe('INV-1');
    expect(sheet.getCell('R2').value).toBeNull();
    expect(sheet.getCell('D3').value).toBe('1234545678789');
    expect(sheet.getCell('R3').text).toContain('D เลขประจำตัวผู้เสียภาษี');
    expect((sheet.getCell('D3').fill as { fgColor?: { argb?: string } }).fgColor?.argb).toBe('FFFFC7CE');
  });
});

describe('saveCustomerUploadDirect', () => {
  const header = {
    DOCUMENT_NO: 'DE-0001',
    ISSUE_DATE: '2026-11-21',
    BUYER_NAME: 'คุณสมชาย ใจดี',
    BUYER_TAX_ID: '0105536112014',
    BUYER_ADDRESS: BUYER_ADDRESS,
    BUYER_ZIP_CODE: BUYER_ZIP_CODE,
    VAT_RATE: 7,
    CURRENCY: 'THB',
  };
  const items = [
    { ITEM_NAME: 'ค่าที่ปรึกษา', ITEM_QTY: 2, ITEM_UNIT_PRICE: '500', ITEM_AMOUNT: '1000.00' },
    { ITEM_NAME: 'ค่าเดินทาง', ITEM_QTY: '1', ITEM_UNIT_PRICE: 100, ITEM_AMOUNT: 100 },
  ];
  /** The user types one document in for the ETAX Excel template at the head office. */
  const saveDirect = (data: Row) =>
    post(
      'saveCustomerUploadDirect',
      { uploadType: 'ETAX', templateCode: customer.excelTemplate, branchCode: '00000', data },
      user,
    );

  it('stores one document with two item lines as a READY upload of its own', async () => {
    const res = await saveDirect({ ...header, items });
    expect(res.statusCode).toBe(200);
    const result = res.json().data;
    expect(result).toMatchObject({
      fileName: null,
      fileSize: null,
      totalRows: 2,
      validRows: 2,
      errorRows: 0,
      status: 'READY',
    });
    const detail = await dataOf('getCustomerFileUploadById', { uploadId: result.uploadId }, user);
    expect(detail).toMatchObject({ fileId: null, actions: ['USER_SUBMIT', 'CANCEL'] });
    expect(detail.history[0]).toMatchObject({ action: 'DIRECT_ENTRY', status: 'READY' });
    const rows = await stagedRows(result.uploadId);
    expect(rows.data.map((row: Row) => (row.data as Row).ITEM_NAME)).toEqual(['ค่าที่ปรึกษา', 'ค่าเดินทาง']);
    expect(rows.data[1].data).toMatchObject({ DOCUMENT_NO: 'DE-0001', BUYER_NAME: 'คุณสมชาย ใจดี' });
  });

  it('refuses bad values as form field errors and stores nothing', async () => {
    const before = (await post('searchCustomerFileUpload', { uploadType: 'ETAX' }, user)).json().paging
      .totalRecords;
    const res = await saveDirect({
      ...header,
      BUYER_TAX_ID: '1234545678789',
      items: [items[0], { ...items[1], ITEM_QTY: '1.00005' }],
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(detailsOf(res)).sort()).toEqual(['data.BUYER_TAX_ID', 'data.items.1.ITEM_QTY']);
    const after = (await post('searchCustomerFileUpload', { uploadType: 'ETAX' }, user)).json().paging
      .totalRecords;
    expect(after).toBe(before);
  });

  it('refuses a field the template does not have', async () => {
    const res = await saveDirect({ ...header, REMARK: 'x', items: [{ ...items[0], ITEM_UNIT: 'ชิ้น' }] });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(detailsOf(res)).sort()).toEqual(['data.REMARK', 'data.items.0.ITEM_UNIT']);
    expect(errorKey(res)).toBe('data.REMARK');
  });
});

// ---------------------------------------------------------------- files

/** Thai text as Windows-874 (TIS-620 + ASCII): ก (U+0E01) … ๛ (U+0E5B) → 0xA1 … 0xFB. */
function windows874(text: string): Buffer {
  return Buffer.from(
    [...text].map((char) => {
      const code = char.codePointAt(0)!;
      if (code < 0x80) return code;
      if (code >= 0x0e01 && code <= 0x0e5b) return code - 0x0e01 + 0xa1;
      throw new Error(`not in Windows-874: ${char}`);
    }),
  );
}

/** A valid one-row CSV of exactly `size` bytes: the padding is in column Z, which the template does not read. */
function csvPaddedTo(size: number): Buffer {
  const cells = [...invoiceRow('INV-BIG'), ...Array(8).fill('')];
  const head = csvOf([cells]).subarray(0, -2);
  const padding = size - head.length - ',""\r\n'.length;
  return Buffer.concat([head, Buffer.from(`,"${'x'.repeat(padding)}"\r\n`)]);
}

// Document generation: an accounting-submitted import becomes documents (PROCESSING → COMPLETED),
// each with a Thai PDF that reads back as typed; numbers are issued once per customer and type
// (FAILED with the reason, retried by an admin); documents and their files stay with their customer.
import { describe, expect, it } from 'vitest';
import { DOCUMENT_PREFIX } from '../../contract/document';
import { fileDownloadUrl } from '../../contract/file';
import { call, callGet, type Row } from './support/api';
import { detailsOf, expectFailureKey } from './support/answers';
import { useImportApp, useImportStaff, useImportCustomer } from './support/app-per-file';
import { generatedDocuments, invoiceRow, uploadFile, xlsxOf, type Cell } from './support/imports';
import { CUSTOMER, mailsTo } from './support/customers';
import { pdfText } from './support/pdf-text';

const { t, admin, uploads, documents, userSubmitted, accountingSubmitted } = useImportApp();

const { customer: a, user: userA, accounting: accountingA } = useImportStaff(t, admin);
const { customer: b, user: userB } = useImportCustomer(t, admin);

/** Uploads the rows as userA and user-submits them; the answer is the upload. */
const submitted = (rows: Cell[][]) => userSubmitted(userA, a.excelTemplate, rows);

/** Accounting-submits it as accountingA and waits for the generation job. */
async function approved(upload: Row): Promise<Row> {
  await accountingSubmitted(accountingA, upload);
  return uploads.dataOf('getCustomerFileUploadById', { uploadId: upload.uploadId }, userA);
}

const generated = async (rows: Cell[][]) => approved(await submitted(rows));

describe('generation', () => {
  it('makes one document per number with its lines and a Thai PDF, and completes the import', async () => {
    const buyer = 'บริษัท ปู่ ญี่ปุ่น น้ำ จำกัด';
    const upload = await generated([
      invoiceRow('GEN-001', { 2: buyer, 5: 'ค่าน้ำดื่ม' }),
      invoiceRow('GEN-001', { 2: buyer, 5: 'ค่าบริการรายเดือน', 6: '1', 7: '250.50', 8: '250.50' }),
      invoiceRow('GEN-002'),
      invoiceRow('GEN-003', { 9: '0' }),
    ]);
    expect(upload).toMatchObject({
      status: 'COMPLETED',
      documentCount: 3,
      documentTotal: 3,
      failReason: null,
    });

    const found = await documents.post(
      'search',
      { uploadId: upload.uploadId, sortBy: 'documentNo', sortDir: 'asc' },
      userA,
    );
    expect(found.statusCode).toBe(200);
    expect(found.json().paging.totalRecords).toBe(3);
    const rows: Row[] = found.json().data;
    expect(rows.map((r) => [r.documentNo, r.status, r.totalAmount, r.emailStatus, r.smsStatus])).toEqual([
      ['GEN-001', 'GENERATED', '1338.04', 'SENT', 'NOT_REQUESTED'],
      ['GEN-002', 'GENERATED', '1070.00', 'SENT', 'NOT_REQUESTED'],
      ['GEN-003', 'GENERATED', '1000.00', 'SENT', 'NOT_REQUESTED'],
    ]);

    const detail = await documents.dataOf('getDocumentById', { documentId: rows[0]!.documentId }, userA);
    expect(detail).toMatchObject({
      documentType: '388',
      issueDate: '2026-11-20',
      buyerName: 'บริษัท ปู่ ญี่ปุ่น น้ำ จำกัด',
      buyerTaxId: '0105536112014',
      totalBeforeVat: '1250.50',
      vatRate: '7.00',
      vatAmount: '87.54',
      amountInWordsTh: 'หนึ่งพันสามร้อยสามสิบแปดบาทสี่สตางค์',
      firstRowNo: 2,
    });
    expect(detail.lines.map((line: Row) => [line.lineNo, line.itemName, line.amount])).toEqual([
      [1, 'ค่าน้ำดื่ม', '1000.00'],
      [2, 'ค่าบริการรายเดือน', '250.50'],
    ]);

    // The PDF, read back: the type's Thai title, the number, the parties, the lines, the words.
    const pdf = await callGet(t, fileDownloadUrl(detail.pdfFileId), { as: userA });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = pdfText(pdf.rawPayload);
    for (const expected of [
      'ใบกำกับภาษี',
      'GEN-001',
      'บริษัท ปู่ ญี่ปุ่น น้ำ จำกัด',
      a.taxId,
      '0105536112014',
      'ค่าน้ำดื่ม',
      '1,338.04',
      'หนึ่งพันสามร้อยสามสิบแปดบาทสี่สตางค์',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('refuses at upload a number the customer has issued for that type (the row says so)', async () => {
    await generated([invoiceRow('ISSUED-001')]);
    const res = await uploadFile(t, userA, {
      file: await xlsxOf([invoiceRow('ISSUED-001'), invoiceRow('ISSUED-002')]),
      templateCode: a.excelTemplate,
    });
    expect(res.json().data).toMatchObject({ status: 'VALIDATION_FAILED', errorRows: 1, validRows: 1 });
    const rows = await uploads.dataOf(
      'searchCustomerFileUploadTempData',
      { uploadId: res.json().data.uploadId, onlyErrors: true },
      userA,
    );
    expect(rows).toEqual([
      expect.objectContaining({
        rowNo: 2,
        errors: [expect.objectContaining({ key: 'DOCUMENT_NO', column: 'A' })],
      }),
    ]);
    expect(rows[0].errors[0].description).toContain('ISSUED-001');
  });

  it('fails a document whose number another import issued meanwhile; an admin retries', async () => {
    // Both imports were checked before either made its documents.
    const first = await submitted([invoiceRow('DUP-001')]);
    const second = await submitted([invoiceRow('DUP-001'), invoiceRow('DUP-002')]);
    expect((await approved(first)).status).toBe('COMPLETED');
    expect(await approved(second)).toMatchObject({
      status: 'FAILED',
      failReason: 'DOCUMENTS_FAILED',
      documentCount: 1,
      failedDocumentCount: 1,
      actions: [],
    });
    // The user who submitted it is told, with the way to the import (and the first is not).
    const told = (await mailsTo(t, userA.user.email)).filter((mail) => mail.refEntity === 'customer_upload');
    const failedMails = told.filter((mail) => mail.subject?.includes('สร้างเอกสารจากรายการนำเข้าไม่สำเร็จ'));
    expect(failedMails.map((mail) => mail.refId)).toEqual([String(second.uploadId)]);
    expect(failedMails[0]!.body).toContain(`/customer/import/etax/${String(second.uploadId)}`);
    const [failed] = (
      await documents.post('search', { uploadId: second.uploadId, status: 'FAILED' }, userA)
    ).json().data as Row[];
    expect(failed).toMatchObject({
      documentNo: 'DUP-001',
      failCode: 'NUMBER_TAKEN',
      failParams: { documentNo: 'DUP-001' },
      pdfFileId: null,
    });

    // Only an administrator runs it again; the document made before is not made twice.
    const asAdmin = await uploads.dataOf('getCustomerFileUploadById', { uploadId: second.uploadId });
    expect(asAdmin.actions).toEqual(['RETRY_GENERATION']);
    const body = { uploadId: second.uploadId, version: asAdmin.version };
    expect((await uploads.post('retryGenerationFile', body, userA)).statusCode).toBe(403);
    expect((await uploads.post('retryGenerationFile', body)).statusCode).toBe(200);
    expectFailureKey(await uploads.post('retryGenerationFile', body), 409, 'STALE_RECORD');
    await t.deps.jobs.idle();
    const retried = await uploads.dataOf('getCustomerFileUploadById', { uploadId: second.uploadId });
    expect(retried).toMatchObject({ status: 'FAILED', documentCount: 1, failedDocumentCount: 1 });
    expect(retried.history.map((h: Row) => h.action).slice(-4)).toEqual([
      'GENERATE_FAILED',
      'RETRY_GENERATION',
      'GENERATE',
      'GENERATE_FAILED',
    ]);
  });
});

describe('delivery by e-mail', () => {
  it('mails each document with a buyer e-mail once made, and re-sends to a corrected address', async () => {
    const upload = await generated([invoiceRow('MAIL-001', { 4: 'buyer.mail@example.test' })]);
    const [row] = (await documents.post('search', { uploadId: upload.uploadId }, userA)).json().data as Row[];
    const detail = await documents.dataOf('getDocumentById', { documentId: row!.documentId }, userA);
    // Without SMTP_URL the message is kept in the outbox: that is this machine's delivery.
    expect(detail).toMatchObject({ emailStatus: 'SENT', smsStatus: 'NOT_REQUESTED' });
    expect(detail.lastSentDtm).not.toBeNull();
    expect(detail.deliveries).toEqual([
      expect.objectContaining({
        channel: 'EMAIL',
        recipient: 'b***l@example.test',
        resend: false,
        status: 'SENT',
      }),
    ]);
    const [mail] = await mailsTo(t, 'buyer.mail@example.test');
    expect(mail).toMatchObject({ refEntity: 'document', refId: String(row!.documentId), status: 'KEPT' });
    expect(mail!.subject).toBe(`ใบกำกับภาษี เลขที่ MAIL-001 จาก ${detail.customerName}`);
    expect(mail!.body).toContain('1,070.00 บาท');
    // Spaced as Thai is written: around the number, the date, the amount and the Latin "PDF".
    expect(mail!.body).toMatch(
      /ขอส่งใบกำกับภาษี เลขที่ MAIL-001 ลงวันที่ \d{1,2} \S+ 25\d\d ยอดรวม 1,070\.00 บาท ตามไฟล์ PDF( และไฟล์ XML)? ที่แนบมากับอีเมลนี้\n/,
    );
    expect(mail!.body).not.toMatch(/ {2}|[A-Z][ก-๙]/);

    const resent = await documents.post(
      'resentEmail',
      { documentId: row!.documentId, email: 'accounts@example.test' },
      userA,
    );
    expect(resent.statusCode).toBe(200);
    await t.deps.jobs.idle();
    const after = await documents.dataOf('getDocumentById', { documentId: row!.documentId }, userA);
    expect(after.deliveries.map((d: Row) => [d.recipient, d.resend, d.status])).toEqual([
      ['b***l@example.test', false, 'SENT'],
      ['a***s@example.test', true, 'SENT'],
    ]);
    expect(await mailsTo(t, 'accounts@example.test')).toHaveLength(1);
  });

  it('allows 3 re-sends an hour (then 429 with Retry-After), checks the address, and sends only made documents', async () => {
    const upload = await generated([invoiceRow('MAIL-002')]);
    const [row] = (await documents.post('search', { uploadId: upload.uploadId }, userA)).json().data as Row[];
    const body = { documentId: row!.documentId };
    expect(
      detailsOf(await documents.post('resentEmail', { ...body, email: 'not-an-address' }, userA)),
    ).toEqual({
      email: 'รูปแบบอีเมลไม่ถูกต้อง',
    });
    for (let n = 0; n < 3; n += 1)
      expect((await documents.post('resentEmail', body, userA)).statusCode).toBe(200);
    const refused = await documents.post('resentEmail', body, userA);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    await t.deps.jobs.idle();

    // Another customer's document does not exist for this caller.
    expect((await documents.post('resentEmail', body, userB)).statusCode).toBe(404);
  });
});

describe('preview', () => {
  it('shows a page of the PDF as an A4 PNG to the owner and admins only; past the last page, the last', async () => {
    const upload = await generated([invoiceRow('PREVIEW-1')]);
    const [row] = (await documents.post('search', { uploadId: upload.uploadId }, userA)).json().data as Row[];
    const body = { documentId: row!.documentId, page: 1 };
    const preview = await documents.dataOf('previewPage', body, userA);
    expect(preview).toMatchObject({ page: 1, pageCount: 1, width: 893, height: 1263 });
    const png = Buffer.from(String(preview.image).replace(/^data:image\/png;base64,/, ''), 'base64');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // The PNG's own header says the same size (IHDR: width, height at bytes 16–23).
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([893, 1263]);
    expect((await documents.dataOf('previewPage', { ...body, page: 9 })).page).toBe(1);
    expect((await documents.post('previewPage', body, userB)).statusCode).toBe(404);
  });
});

describe('delivery in English', () => {
  it("writes the buyer's e-mail and SMS in English for a customer set to English", async () => {
    const {
      documents: [row],
    } = await generatedDocuments(
      t,
      admin,
      [invoiceRow('EN-001', { 4: 'buyer.en@example.test', 11: '0867654321' })],
      { documentLanguage: 'en' },
    );
    const customer = await call(
      t,
      `${CUSTOMER}/getCustomerByCode`,
      { customerCode: row!.customerCode },
      { as: admin },
    );
    expect(customer.json().data.documentLanguage).toBe('en');
    const [mail] = await mailsTo(t, 'buyer.en@example.test');
    expect(mail!.subject).toBe(`Tax Invoice No. EN-001 from ${String(row!.customerName)}`);
    expect(mail!.body).toContain('dated 20 Nov 2026 for a total of THB 1,070.00');
    const [sms] = await mailsTo(t, '0867654321');
    expect(sms!.body).toMatch(/: Tax Invoice EN-001 THB 1,070\.00 download http/);
  });
});

describe('delivery by SMS without SMS_URL', () => {
  it("keeps the buyer's SMS in the outbox, with the link to the PDF", async () => {
    const upload = await generated([invoiceRow('SMS-OUT-1', { 11: '0861234567' })]);
    const [row] = (await documents.post('search', { uploadId: upload.uploadId }, userA)).json().data as Row[];
    expect(row).toMatchObject({ smsStatus: 'SENT', buyerTel: '0861234567' });
    const [sms] = await mailsTo(t, '0861234567');
    expect(sms).toMatchObject({ channel: 'SMS', status: 'KEPT', refId: String(row!.documentId) });
    expect(sms!.body).toMatch(/SMS-OUT-1 ยอด 1,070\.00 บาท ดาวน์โหลด http:\/\/\S+\/d\/\S+$/);
    const link = /(\/d\/\S+)$/.exec(sms!.body)![1]!;
    expect((await callGet(t, link)).headers['content-type']).toBe('application/pdf');
  });
});

describe('tenancy', () => {
  it("keeps a customer's documents and PDFs from another customer (404, not in searches)", async () => {
    const upload = await generated([invoiceRow('TEN-001')]);
    const [document] = (await documents.post('search', { uploadId: upload.uploadId }, userA)).json()
      .data as Row[];
    expect(document).toBeDefined();

    const theirs = await documents.post('search', { documentNo: 'TEN-001' }, userB);
    expect(theirs.json().paging.totalRecords).toBe(0);
    // Another customer's code in the criteria does not widen a customer user's reach.
    const widened = await documents.post(
      'search',
      { customerCode: a.customerCode, documentNo: 'TEN-001' },
      userB,
    );
    expect(widened.json().paging.totalRecords).toBe(0);
    expect(
      (await documents.post('getDocumentById', { documentId: document!.documentId }, userB)).statusCode,
    ).toBe(404);
    expect((await callGet(t, fileDownloadUrl(String(document!.pdfFileId)), { as: userB })).statusCode).toBe(
      404,
    );

    // The administrator finds it with the customer's code.
    const asAdmin = await documents.post('search', { customerCode: a.customerCode, documentNo: 'TEN-001' });
    expect(asAdmin.json().data).toHaveLength(1);
    expect(
      (await documents.post('search', { customerCode: b.customerCode, documentNo: 'TEN-001' })).json().data,
    ).toHaveLength(0);
  });

  it('refuses a date that names no day (400 with the field), and anonymous callers', async () => {
    const res = await documents.post('search', { issueDateFrom: '2026-02-31' }, userA);
    expect(res.statusCode).toBe(400);
    expect(detailsOf(res)).toEqual({ issueDateFrom: 'วันที่ไม่ถูกต้อง' });

    const anonymous = await t.app.inject({ method: 'POST', url: `${DOCUMENT_PREFIX}/search`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});

// Review before approval (issue 28): the sums accounting sees before it approves are the
// documents the generation then makes; a staged document's PDF previews without issuing or
// storing anything; several imports are approved at once, each on its own.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stagedPreviewUrl } from '../../contract/customer-upload';
import { document } from '../../server/db/schema/document';
import { storedFile } from '../../server/db/schema/file';
import { callGet, type Row } from './support/api';
import { expectFailureKey } from './support/answers';
import { useImportApp, useImportStaff } from './support/app-per-file';
import { auditActions } from './support/audit';
import { signInNewCustomerUser, type SignedIn } from './support/auth';
import { invoiceRow, type Cell } from './support/imports';
import { pdfText } from './support/pdf-text';

const { t, admin, uploads, documents, userSubmitted, accountingSubmitted } = useImportApp();

const { customer: a, user: userA, accounting: accountingA } = useImportStaff(t, admin);
const { customer: b, user: userB, accounting: accountingB } = useImportStaff(t, admin);

/** As a Thai clerk's sheet holds them: a date cell, number cells for quantity, price and amount. */
const ISSUED = new Date(Date.UTC(2026, 10, 20));
const row = (documentNo: string, overrides: Record<number, Cell> = {}) =>
  invoiceRow(documentNo, { 1: ISSUED, 6: 2, 7: 500, 8: 1000, ...overrides });

/** Uploads the rows and user-submits them; the answer is the upload, waiting for accounting. */
const submitted = (rows: Cell[][], as = userA, customer = a) =>
  userSubmitted(as, customer.excelTemplate, rows);

const reviewOf = (upload: Row, as = accountingA) =>
  uploads.dataOf('getApprovalReview', { uploadId: upload.uploadId }, as);

const approveAndGenerate = (upload: Row) => accountingSubmitted(accountingA, upload);

/** The sums of the documents an import made, read back from each document's detail. */
async function madeTotals(uploadId: unknown) {
  const found: Row[] = await documents.dataOf(
    'search',
    { uploadId, status: 'GENERATED', size: 100 },
    accountingA,
  );
  const sum = (field: string, details: Row[]) =>
    (details.reduce((total, detail) => total + Math.round(Number(detail[field]) * 100), 0) / 100).toFixed(2);
  const details = await Promise.all(
    found.map((one) => documents.dataOf('getDocumentById', { documentId: one.documentId }, accountingA)),
  );
  return {
    documentCount: details.length,
    totalBeforeVat: sum('totalBeforeVat', details),
    vatAmount: sum('vatAmount', details),
    totalAmount: sum('totalAmount', details),
  };
}

describe('getApprovalReview', () => {
  it('sums what the approval will make, per type, and the documents made are those sums', async () => {
    const upload = await submitted([
      row('REV-001'),
      row('REV-001', { 5: 'ค่าติดตั้ง', 6: 1, 7: 250.5, 8: 250.5 }),
      row('REV-002', { 6: 3, 7: 333.33, 8: 999.99 }),
      row('REV-003', { 9: 0 }),
    ]);
    const review = await reviewOf(upload);
    // By hand: REV-001 1,250.50 + VAT 87.54 (87.535 rounded); REV-002 999.99 + 70.00 (69.9993);
    // REV-003 1,000.00 at 0 %.
    expect(review).toMatchObject({
      uploadId: upload.uploadId,
      documentCount: 3,
      failingCount: 0,
      totals: [
        {
          documentType: '388',
          currency: 'THB',
          documentCount: 3,
          totalBeforeVat: '3250.49',
          vatAmount: '157.54',
          totalAmount: '3408.03',
        },
      ],
    });
    expect(
      review.documents.map((d: Row) => [d.index, d.documentNo, d.firstRowNo, d.totalAmount, d.failCode]),
    ).toEqual([
      [1, 'REV-001', 2, '1338.04', null],
      [2, 'REV-002', 4, '1069.99', null],
      [3, 'REV-003', 5, '1000.00', null],
    ]);
    // The customer has no signing certificate: its e-Tax documents will be made unsigned.
    expect(review.warnings).toEqual([{ code: 'UNSIGNED', documentNo: null, params: {} }]);

    await approveAndGenerate(upload);
    const { documentType: _type, currency: _currency, ...sums } = review.totals[0];
    expect(await madeTotals(upload.uploadId)).toEqual(sums);
  });

  it('warns of a number issued meanwhile and leaves that document out of the sums', async () => {
    const first = await submitted([row('REV-010')]);
    const second = await submitted([row('REV-010'), row('REV-011', { 8: 1000 })]);
    await approveAndGenerate(first);

    const review = await reviewOf(second);
    expect(review).toMatchObject({ documentCount: 2, failingCount: 1, warningTotal: 2 });
    expect(review.totals).toEqual([
      expect.objectContaining({ documentCount: 1, totalBeforeVat: '1000.00', totalAmount: '1070.00' }),
    ]);
    expect(review.warnings).toContainEqual({
      code: 'NUMBER_TAKEN',
      documentNo: 'REV-010',
      params: { documentNo: 'REV-010' },
    });
    expect(review.documents[0]).toMatchObject({
      documentNo: 'REV-010',
      totalAmount: null,
      failCode: 'NUMBER_TAKEN',
    });

    await approveAndGenerate(second);
    const { documentType: _type, currency: _currency, ...sums } = review.totals[0];
    expect(await madeTotals(second.uploadId)).toEqual(sums);
    const detail = await uploads.dataOf(
      'getCustomerFileUploadById',
      { uploadId: second.uploadId },
      accountingA,
    );
    expect(detail).toMatchObject({ documentTotal: 2, documentCount: 1, failedDocumentCount: 1 });
  });

  it("keeps another customer's import out of reach (404)", async () => {
    const upload = await submitted([row('REV-020')]);
    for (const as of [userB, accountingB]) {
      expect((await uploads.post('getApprovalReview', { uploadId: upload.uploadId }, as)).statusCode).toBe(
        404,
      );
    }
    expect((await uploads.post('getApprovalReview', { uploadId: 999_999_999 }, accountingA)).statusCode).toBe(
      404,
    );
  });
});

describe('previewStagedDocument', () => {
  const rowsOf = async (table: typeof document | typeof storedFile) =>
    (await t.deps.db.select({ n: count() }).from(table))[0]!.n;

  it('renders a staged document as it will be issued, and issues and stores nothing', async () => {
    const buyer = 'บริษัท ตัวอย่าง ก่อนอนุมัติ จำกัด';
    const upload = await submitted([row('PRV-001'), row('PRV-002', { 2: buyer, 6: 1, 7: 2500, 8: 2500 })]);
    const [documentsBefore, filesBefore] = [await rowsOf(document), await rowsOf(storedFile)];

    const res = await callGet(t, stagedPreviewUrl(Number(upload.uploadId), 2), { as: accountingA });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline/);
    const text = pdfText(res.rawPayload);
    for (const expected of ['ใบกำกับภาษี', 'PRV-002', buyer, '2,675.00']) expect(text).toContain(expected);

    expect([await rowsOf(document), await rowsOf(storedFile)]).toEqual([documentsBefore, filesBefore]);
    const mine = await t.deps.db
      .select({ n: count() })
      .from(document)
      .where(eq(document.uploadId, Number(upload.uploadId)));
    expect(mine[0]!.n).toBe(0);
    const after = await uploads.dataOf(
      'getCustomerFileUploadById',
      { uploadId: upload.uploadId },
      accountingA,
    );
    expect(after).toMatchObject({ status: 'USER_SUBMITTED', version: upload.version, documentTotal: null });
  });

  it('answers 404 past the last document and for another customer, 422 for one that will fail', async () => {
    const first = await submitted([row('PRV-010')]);
    const upload = await submitted([row('PRV-010'), row('PRV-011')]);
    await approveAndGenerate(first);
    const url = (index: number) => stagedPreviewUrl(Number(upload.uploadId), index);
    expect((await callGet(t, url(3), { as: accountingA })).statusCode).toBe(404);
    expect((await callGet(t, url(2), { as: userB })).statusCode).toBe(404);
    expectFailureKey(await callGet(t, url(1), { as: accountingA }), 422, 'DOCUMENT_FAILS');
  });
});

describe('accountingSubmitFiles', () => {
  it('approves each import on its own: one moved on or out of reach stops none of the others', async () => {
    const one = await submitted([row('BULK-001')]);
    const stale = await submitted([row('BULK-002')]);
    const two = await submitted([row('BULK-003')]);
    const ofB = await submitted([row('BULK-004')], userB, b);
    const res = await uploads.post(
      'accountingSubmitFiles',
      {
        uploads: [
          { uploadId: one.uploadId, version: one.version },
          { uploadId: stale.uploadId, version: Number(stale.version) - 1 },
          { uploadId: ofB.uploadId, version: ofB.version },
          { uploadId: two.uploadId, version: two.version },
        ],
      },
      accountingA,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.results.map((r: Row) => [r.uploadId, r.approved, r.key])).toEqual([
      [one.uploadId, true, null],
      [stale.uploadId, false, 'STALE_RECORD'],
      [ofB.uploadId, false, 'NOT_FOUND'],
      [two.uploadId, true, null],
    ]);
    await t.deps.jobs.idle();
    const statusOf = async (upload: Row, as: SignedIn) =>
      (await uploads.dataOf('getCustomerFileUploadById', { uploadId: upload.uploadId }, as)).status;
    expect(await statusOf(one, accountingA)).toBe('COMPLETED');
    expect(await statusOf(two, accountingA)).toBe('COMPLETED');
    expect(await statusOf(stale, accountingA)).toBe('USER_SUBMITTED');
    expect(await statusOf(ofB, accountingB)).toBe('USER_SUBMITTED');
    for (const upload of [one, two]) {
      expect(await auditActions(t, 'customer_upload', String(upload.uploadId))).toContain(
        'ACCOUNTING_SUBMIT',
      );
    }
    expect(await auditActions(t, 'customer_upload', String(stale.uploadId))).not.toContain(
      'ACCOUNTING_SUBMIT',
    );

    // Asked again with its current version, an approved one is refused: none is approved twice.
    const now = await uploads.dataOf('getCustomerFileUploadById', { uploadId: one.uploadId }, accountingA);
    const again = await uploads.post(
      'accountingSubmitFiles',
      { uploads: [{ uploadId: one.uploadId, version: now.version }] },
      accountingA,
    );
    expect(again.json().data.results).toEqual([
      expect.objectContaining({ uploadId: one.uploadId, approved: false, key: 'UPLOAD_STATUS' }),
    ]);
  });

  it('is for accounting: a USER is refused (403), and the submitter cannot approve its own (SAME_ACCOUNT)', async () => {
    const upload = await submitted([row('BULK-010')]);
    const body = { uploads: [{ uploadId: upload.uploadId, version: upload.version }] };
    expect((await uploads.post('accountingSubmitFiles', body, userA)).statusCode).toBe(403);
    const customerAdmin = await signInNewCustomerUser(t, {
      customerCode: a.customerCode,
      userRole: 'CUSTOMER_ADMIN',
    });
    const own = await submitted([row('BULK-011')], customerAdmin);
    const res = await uploads.post(
      'accountingSubmitFiles',
      { uploads: [{ uploadId: own.uploadId, version: own.version }, ...body.uploads] },
      customerAdmin,
    );
    expect(res.json().data.results.map((r: Row) => [r.approved, r.key])).toEqual([
      [false, 'SAME_ACCOUNT'],
      [true, null],
    ]);
  });
});

// customerUploadFile: the two-step submission (versions, roles, the same-account rule), reject,
// cancel, the search's filters, and tenancy between two customers and between branches.
import { beforeAll, describe, expect, it } from 'vitest';
import { errorReportUrl } from '../../contract/customer-upload';
import { DASHBOARD_PREFIX, type DashboardSummary } from '../../contract/dashboard';
import { call, callGet, controllerCalls, type Row } from './support/api';
import { detailsOf, expectFailureKey } from './support/answers';
import { useAdminApp, useImportStaff, useImportCustomer } from './support/app-per-file';
import { auditActions } from './support/audit';
import { and, eq } from 'drizzle-orm';
import { customerUser } from '../../server/db/schema/customer';
import { outbox } from '../../server/db/schema/mail';
import { signInNewCustomerUser, type SignedIn } from './support/auth';
import { BRANCH } from './support/customers';
import { invoiceRow, uploadFile, UPLOAD, xlsxOf } from './support/imports';

const { t, admin } = useAdminApp();
const { post, dataOf } = controllerCalls(t, UPLOAD, admin);

const { customer: a, user: userA, accounting: accountingA } = useImportStaff(t, admin);
const { customer: b, user: userB } = useImportCustomer(t, admin);
let branchUserA: SignedIn;
let customerAdminA: SignedIn;
beforeAll(async () => {
  branchUserA = await signInNewCustomerUser(t, {
    customerCode: a.customerCode,
    userRole: 'USER',
    branchCodes: ['00001'],
  });
  customerAdminA = await signInNewCustomerUser(t, {
    customerCode: a.customerCode,
    userRole: 'CUSTOMER_ADMIN',
  });
});

// Each upload its own document number: an approved upload's documents issue their numbers, and
// an issued number is refused at upload.
let documentNumber = 0;
const nextRow = () => invoiceRow(`WF-${String(++documentNumber).padStart(4, '0')}`);

async function readyUpload(as: SignedIn = userA, rows = [nextRow()]): Promise<Row> {
  const res = await uploadFile(t, as, { file: await xlsxOf(rows), templateCode: a.excelTemplate });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return dataOf('getCustomerFileUploadById', { uploadId: res.json().data.uploadId }, as);
}

describe('userSubmitFile and accountingSubmitFile', () => {
  it('moves READY → USER_SUBMITTED → ACCOUNTING_SUBMITTED, each step in the history', async () => {
    const upload = await readyUpload();
    const submitted = (
      await post(
        'userSubmitFile',
        { uploadId: upload.uploadId, version: upload.version, remark: 'ข้อมูลเดือนพฤศจิกายน' },
        userA,
      )
    ).json().data;
    expect(submitted).toMatchObject({
      status: 'USER_SUBMITTED',
      version: Number(upload.version) + 1,
      actions: [],
    });
    expect(submitted.userSubmitBy).toBe(userA.username);

    const asAccounting = await dataOf(
      'getCustomerFileUploadById',
      { uploadId: upload.uploadId },
      accountingA,
    );
    expect(asAccounting.actions).toEqual(['ACCOUNTING_SUBMIT', 'REJECT']);
    const approved = await post(
      'accountingSubmitFile',
      { uploadId: upload.uploadId, version: submitted.version },
      accountingA,
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ accountingSubmitBy: accountingA.username });
    // The step enqueued the generation job, which makes the upload's one document.
    await t.deps.jobs.idle();
    const detail = await dataOf('getCustomerFileUploadById', { uploadId: upload.uploadId }, accountingA);
    expect(detail).toMatchObject({
      status: 'COMPLETED',
      documentCount: 1,
      documentTotal: 1,
      failedDocumentCount: 0,
      failReason: null,
      actions: [],
    });
    expect(detail.history.map((h: Row) => [h.action, h.status, h.actionRole])).toEqual([
      ['UPLOAD', 'READY', 'USER'],
      ['USER_SUBMIT', 'USER_SUBMITTED', 'USER'],
      ['ACCOUNTING_SUBMIT', 'ACCOUNTING_SUBMITTED', 'ACCOUNTING'],
      ['GENERATE', 'PROCESSING', 'SYSTEM'],
      ['GENERATE_COMPLETED', 'COMPLETED', 'SYSTEM'],
    ]);
    expect(detail.history[1].remark).toBe('ข้อมูลเดือนพฤศจิกายน');
    expect(await auditActions(t, 'customer_upload', String(upload.uploadId))).toEqual([
      'UPLOAD',
      'USER_SUBMIT',
      'ACCOUNTING_SUBMIT',
      'GENERATE',
      'GENERATE_COMPLETED',
    ]);
  });

  it('acts once on a repeated and on a concurrent submit (409 for the others)', async () => {
    const upload = await readyUpload();
    const body = { uploadId: upload.uploadId, version: upload.version };
    const answers = await Promise.all([
      post('userSubmitFile', body, userA),
      post('userSubmitFile', body, userA),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expectFailureKey(await post('userSubmitFile', body, userA), 409, 'STALE_RECORD');
    const detail = await dataOf('getCustomerFileUploadById', { uploadId: upload.uploadId }, userA);
    expect(detail.history.filter((h: Row) => h.action === 'USER_SUBMIT')).toHaveLength(1);
  });

  it('never lets the account that user-submitted also accounting-submit or reject (422 SAME_ACCOUNT)', async () => {
    const upload = await readyUpload(customerAdminA);
    const submitted = (
      await post('userSubmitFile', { uploadId: upload.uploadId, version: upload.version }, customerAdminA)
    ).json().data;
    // Both accounting steps belong to another account: the page offers neither.
    expect(submitted.actions).toEqual([]);
    const res = await post(
      'accountingSubmitFile',
      { uploadId: upload.uploadId, version: submitted.version },
      customerAdminA,
    );
    expectFailureKey(res, 422, 'SAME_ACCOUNT');
    const rejected = await post(
      'rejectFile',
      { uploadId: upload.uploadId, version: submitted.version, reason: 'ส่งผิดไฟล์' },
      customerAdminA,
    );
    expectFailureKey(rejected, 422, 'SAME_ACCOUNT');
    expect(detailsOf(rejected)).toEqual({
      SAME_ACCOUNT: 'ผู้ส่งข้อมูลไม่สามารถส่งกลับรายการของตนเองในขั้นตอนบัญชีได้',
    });
    // An administrator acting for the customer is another account; the step says so.
    const approved = (
      await post('accountingSubmitFile', { uploadId: upload.uploadId, version: submitted.version })
    ).json().data;
    expect(approved.history.find((h: Row) => h.action === 'ACCOUNTING_SUBMIT')).toMatchObject({
      status: 'ACCOUNTING_SUBMITTED',
      actionRole: 'ADMIN',
    });
  });

  it('refuses submitting an upload with errors (422) and steps the role may not take (403)', async () => {
    const failed = await readyUpload(userA, [invoiceRow('X', { 3: '1234545678789' })]);
    expect(failed.status).toBe('VALIDATION_FAILED');
    expect(failed.actions).toEqual(['CANCEL']);
    expectFailureKey(
      await post('userSubmitFile', { uploadId: failed.uploadId, version: failed.version }, userA),
      422,
      'UPLOAD_STATUS',
    );

    const upload = await readyUpload();
    expect(
      (await post('userSubmitFile', { uploadId: upload.uploadId, version: upload.version }, accountingA))
        .statusCode,
    ).toBe(403);
    expectFailureKey(
      await post('accountingSubmitFile', { uploadId: upload.uploadId, version: upload.version }, accountingA),
      422,
      'UPLOAD_STATUS',
    );
    const submitted = (
      await post('userSubmitFile', { uploadId: upload.uploadId, version: upload.version }, userA)
    ).json().data;
    expect(
      (await post('accountingSubmitFile', { uploadId: upload.uploadId, version: submitted.version }, userA))
        .statusCode,
    ).toBe(403);
  });
});

describe('rejectFile and cancelFile', () => {
  it('sends a submitted upload back with the reason, and needs one', async () => {
    const upload = await readyUpload();
    const submitted = (
      await post('userSubmitFile', { uploadId: upload.uploadId, version: upload.version }, userA)
    ).json().data;
    const noReason = await post(
      'rejectFile',
      { uploadId: upload.uploadId, version: submitted.version, reason: '  ' },
      accountingA,
    );
    expect(noReason.statusCode).toBe(400);
    expect(Object.keys(detailsOf(noReason))).toEqual(['reason']);
    const rejected = (
      await post(
        'rejectFile',
        { uploadId: upload.uploadId, version: submitted.version, reason: 'ยอดรวมไม่ตรงกับใบสั่งซื้อ' },
        accountingA,
      )
    ).json().data;
    expect(rejected).toMatchObject({ status: 'REJECTED', rejectReason: 'ยอดรวมไม่ตรงกับใบสั่งซื้อ', actions: [] });
    expect(rejected.history.at(-1)).toMatchObject({ action: 'REJECT', remark: 'ยอดรวมไม่ตรงกับใบสั่งซื้อ' });
  });

  it('cancels READY and VALIDATION_FAILED uploads only', async () => {
    const ready = await readyUpload();
    const cancelled = (
      await post('cancelFile', { uploadId: ready.uploadId, version: ready.version }, userA)
    ).json().data;
    expect(cancelled).toMatchObject({ status: 'CANCELLED', actions: [] });
    expectFailureKey(
      await post('cancelFile', { uploadId: ready.uploadId, version: cancelled.version }, userA),
      422,
      'UPLOAD_STATUS',
    );
  });
});

describe('who must act is told by mail', () => {
  /** The mails an import caused, oldest first. */
  const mailsOf = (uploadId: unknown) =>
    t.deps.db
      .select({ recipient: outbox.recipient, subject: outbox.subject, body: outbox.body })
      .from(outbox)
      .where(and(eq(outbox.refEntity, 'customer_upload'), eq(outbox.refId, String(uploadId))))
      .orderBy(outbox.id);
  const emailOf = async (user: SignedIn) => {
    const [row] = await t.deps.db
      .select({
        email: customerUser.email,
        customerCode: customerUser.customerCode,
        userRole: customerUser.userRole,
      })
      .from(customerUser)
      .where(eq(customerUser.userCode, user.userCode));
    return row!;
  };
  const link = (uploadId: unknown) => `${t.deps.config.publicUrl}/customer/import/etax/${String(uploadId)}`;

  it('tells every ACCOUNTING user of the customer that an import waits, and the submitter the answer', async () => {
    const secondAccountant = await signInNewCustomerUser(t, {
      customerCode: a.customerCode,
      userRole: 'ACCOUNTING',
      branchCodes: [],
    });
    const upload = await readyUpload();
    expect(await mailsOf(upload.uploadId)).toEqual([]);
    const submitted = (
      await post('userSubmitFile', { uploadId: upload.uploadId, version: upload.version }, userA)
    ).json().data;

    const waiting = await mailsOf(upload.uploadId);
    const recipients = waiting.map((mail) => mail.recipient);
    expect(recipients).toEqual(
      expect.arrayContaining([(await emailOf(accountingA)).email, (await emailOf(secondAccountant)).email]),
    );
    // Only the customer's accounting: not the submitter, its admin, nor another customer's users.
    for (const recipient of recipients) {
      const [row] = await t.deps.db
        .select({ customerCode: customerUser.customerCode, userRole: customerUser.userRole })
        .from(customerUser)
        .where(eq(customerUser.email, recipient));
      expect(row).toEqual({ customerCode: a.customerCode, userRole: 'ACCOUNTING' });
    }
    for (const mail of waiting) {
      expect(mail.subject).toBe(
        `[${String(upload.uploadId)}] รายการนำเข้ารอการอนุมัติ: ${String(upload.fileName)}`,
      );
      expect(mail.body).toContain(link(upload.uploadId));
    }

    await post(
      'accountingSubmitFile',
      { uploadId: upload.uploadId, version: submitted.version },
      accountingA,
    );
    const approved = (await mailsOf(upload.uploadId)).slice(waiting.length);
    expect(approved).toEqual([
      {
        recipient: (await emailOf(userA)).email,
        subject: `[${String(upload.uploadId)}] รายการนำเข้าได้รับการอนุมัติ: ${String(upload.fileName)}`,
        body: expect.stringContaining(link(upload.uploadId)),
      },
    ]);
    await t.deps.jobs.idle();
    // A made import says nothing more: only a failure is news.
    expect(await mailsOf(upload.uploadId)).toHaveLength(waiting.length + 1);
  });

  it('tells the submitter that accounting sent the import back, and why', async () => {
    const upload = await readyUpload();
    const submitted = (
      await post('userSubmitFile', { uploadId: upload.uploadId, version: upload.version }, userA)
    ).json().data;
    const before = (await mailsOf(upload.uploadId)).length;
    await post(
      'rejectFile',
      { uploadId: upload.uploadId, version: submitted.version, reason: 'ยอดรวมไม่ตรงกับใบสั่งซื้อ' },
      accountingA,
    );
    const [rejected, ...more] = (await mailsOf(upload.uploadId)).slice(before);
    expect(more).toEqual([]);
    expect(rejected).toMatchObject({
      recipient: (await emailOf(userA)).email,
      subject: `[${String(upload.uploadId)}] รายการนำเข้าถูกส่งกลับ: ${String(upload.fileName)}`,
    });
    expect(rejected!.body).toContain('เหตุผล: ยอดรวมไม่ตรงกับใบสั่งซื้อ');
    expect(rejected!.body).toContain(link(upload.uploadId));
  });

  it('sends nothing for a cancelled import', async () => {
    const upload = await readyUpload();
    await post('cancelFile', { uploadId: upload.uploadId, version: upload.version }, userA);
    expect(await mailsOf(upload.uploadId)).toEqual([]);
  });
});

describe('an abandoned upload with errors', () => {
  /** The dashboard's "imports waiting" figure of this caller for one status. */
  async function waiting(as: SignedIn, status: string): Promise<number> {
    const res = await call(t, `${DASHBOARD_PREFIX}/summary`, {}, { as });
    expect(res.statusCode, res.body).toBe(200);
    const figures = (res.json().data as DashboardSummary).imports;
    return figures.find((row) => row.uploadType === 'ETAX' && row.status === status)?.count ?? 0;
  }
  const listed = async (uploadId: unknown, as: SignedIn) =>
    (await post('searchCustomerFileUpload', { uploadType: 'ETAX', taxId: a.taxId }, as))
      .json()
      .data.find((row: Row) => row.uploadId === uploadId);

  it('is offered Cancel in the list, and once cancelled leaves the dashboard’s waiting figures', async () => {
    const failed = await readyUpload(userA, [invoiceRow('X', { 3: '1234545678789' })]);
    expect(failed.status).toBe('VALIDATION_FAILED');
    const before = await waiting(userA, 'VALIDATION_FAILED');
    expect(before).toBeGreaterThan(0);
    // The list says what the caller may do with each row, by the server's rule.
    expect((await listed(failed.uploadId, userA)).actions).toEqual(['CANCEL']);
    expect((await listed(failed.uploadId, accountingA)).actions).toEqual([]);

    const cancelled = (
      await post('cancelFile', { uploadId: failed.uploadId, version: failed.version }, userA)
    ).json().data;
    expect(cancelled).toMatchObject({ status: 'CANCELLED', actions: [] });
    expect(cancelled.history.at(-1)).toMatchObject({
      action: 'CANCEL',
      status: 'CANCELLED',
      actionRole: 'USER',
    });
    expect(await auditActions(t, 'customer_upload', String(failed.uploadId))).toEqual(['UPLOAD', 'CANCEL']);
    expect(await waiting(userA, 'VALIDATION_FAILED')).toBe(before - 1);
    expect(await waiting(userA, 'CANCELLED')).toBe(0);
    expect((await listed(failed.uploadId, userA)).actions).toEqual([]);
  });

  it('is the only kind of failure cancelled: a submitted upload is refused (422), its figure kept', async () => {
    const upload = await readyUpload();
    const submitted = (
      await post('userSubmitFile', { uploadId: upload.uploadId, version: upload.version }, userA)
    ).json().data;
    const before = await waiting(userA, 'USER_SUBMITTED');
    expect((await listed(upload.uploadId, userA)).actions).toEqual([]);
    expectFailureKey(
      await post('cancelFile', { uploadId: upload.uploadId, version: submitted.version }, userA),
      422,
      'UPLOAD_STATUS',
    );
    expect(await waiting(userA, 'USER_SUBMITTED')).toBe(before);
  });
});

describe('searchCustomerFileUpload', () => {
  it('finds uploads by tax ID, company name, status and upload date (Bangkok days)', async () => {
    const upload = await readyUpload();
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    const found = (
      await post('searchCustomerFileUpload', {
        uploadType: 'ETAX',
        taxId: a.taxId,
        status: 'READY',
        uploadDateFrom: today,
        uploadDateTo: today,
      })
    ).json();
    expect(found.data.map((row: Row) => row.uploadId)).toContain(upload.uploadId);
    expect(found.data.every((row: Row) => row.taxId === a.taxId && row.status === 'READY')).toBe(true);
    expect(found.data[0]).toMatchObject({
      companyName: expect.any(String),
      branchName: expect.any(String),
      templateName: expect.any(String),
    });
    const tomorrow = (
      await post('searchCustomerFileUpload', {
        uploadType: 'ETAX',
        taxId: a.taxId,
        uploadDateFrom: '2099-01-01',
      })
    ).json();
    expect(tomorrow.paging.totalRecords).toBe(0);
    const edoc = (await post('searchCustomerFileUpload', { uploadType: 'EDOC', taxId: a.taxId })).json();
    expect(edoc.paging.totalRecords).toBe(0);
  });
});

describe('tenancy', () => {
  it('keeps another customer’s uploads out of reach on every call (404, not in searches)', async () => {
    const upload = await readyUpload();
    const id = { uploadId: upload.uploadId };
    for (const path of ['getCustomerFileUploadById', 'searchCustomerFileUploadTempData']) {
      expect((await post(path, id, userB)).statusCode).toBe(404);
    }
    for (const path of ['userSubmitFile', 'cancelFile']) {
      expect((await post(path, { ...id, version: upload.version }, userB)).statusCode).toBe(404);
    }
    expect((await callGet(t, errorReportUrl(Number(upload.uploadId)), { as: userB })).statusCode).toBe(404);
    const search = (
      await post('searchCustomerFileUpload', { uploadType: 'ETAX', customerCode: a.customerCode }, userB)
    ).json();
    expect(search.data.every((row: Row) => row.customerCode === b.customerCode)).toBe(true);
    // A customer user cannot upload for another customer by naming it: the token's customer is used.
    const res = await uploadFile(t, userB, {
      file: await xlsxOf([nextRow()]),
      templateCode: a.excelTemplate,
      customerCode: a.customerCode,
    });
    expect(Object.keys(detailsOf(res))).toEqual(['templateCode']);
  });

  it('gives a USER its assigned branches only', async () => {
    const upload = await readyUpload();
    expect(
      (await post('getCustomerFileUploadById', { uploadId: upload.uploadId }, branchUserA)).statusCode,
    ).toBe(404);
    const search = (await post('searchCustomerFileUpload', { uploadType: 'ETAX' }, branchUserA)).json();
    expect(search.data.every((row: Row) => row.branchCode === '00001')).toBe(true);
    const elsewhere = await uploadFile(t, branchUserA, {
      file: await xlsxOf([nextRow()]),
      templateCode: a.excelTemplate,
      branchCode: '00000',
    });
    expect(Object.keys(detailsOf(elsewhere))).toEqual(['branchCode']);
    const own = await uploadFile(t, branchUserA, {
      file: await xlsxOf([nextRow()]),
      templateCode: a.excelTemplate,
      branchCode: '00001',
    });
    expect(own.statusCode).toBe(200);
    // The accounting user and the customer admin see every branch of their customer.
    for (const as of [accountingA, customerAdminA]) {
      expect(
        (await post('getCustomerFileUploadById', { uploadId: own.json().data.uploadId }, as)).statusCode,
      ).toBe(200);
    }
    const branches = (
      await controllerCalls(t, BRANCH, admin).post(
        'listBranchByCustomerAndStatus',
        { status: 'ACTIVE' },
        branchUserA,
      )
    ).json().data;
    expect(branches.map((row: Row) => row.branchCode)).toEqual(['00001']);
  });

  it('refuses ACCOUNTING an upload (403): it approves, it does not send', async () => {
    const res = await uploadFile(t, accountingA, {
      file: await xlsxOf([nextRow()]),
      templateCode: a.excelTemplate,
    });
    expect(res.statusCode).toBe(403);
  });
});

// Delivery that waits for a person (docs/documents.md "Held for release"): a customer that sends
// after release gets its documents made and kept READY_TO_SEND — nothing mailed — until its
// accounting or admin user (or an administrator) releases one, or all of an import; then the
// buyer's mail arrives at a real SMTP listener, once, however often the release is asked for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_PREFIX } from '../../contract/document';
import { expectOkMatching, expectRefused } from './support/answers';
import { controllerCalls, type Row } from './support/api';
import { useAdminApp } from './support/app-per-file';
import { auditRows } from './support/audit';
import { signInNewCustomerUser, type SignedIn } from './support/auth';
import { mailsTo } from './support/customers';
import { generateFrom, importCustomerWithUser, invoiceRow } from './support/imports';
import { startSmtpListener } from './support/smtp-listener';

const smtp = await startSmtpListener();
afterAll(() => smtp.close());
const { t, admin } = useAdminApp({ smtpUrl: smtp.url, mailFrom: 'E-TAX <no-reply@etax.test>' });
const documents = controllerCalls(t, DOCUMENT_PREFIX, admin);

const FIRST_BUYER = 'held-first@example.test';
const SECOND_BUYER = 'held-second@example.test';
const EMAIL = 4;
const MOBILE = 11;

let held: Row[];
let accounting: SignedIn;
let customerAdmin: SignedIn;
let user: SignedIn;

beforeAll(async () => {
  const made = await importCustomerWithUser(t, admin, { buyerDelivery: 'AFTER_RELEASE' });
  user = made.user;
  const of = (userRole: 'ACCOUNTING' | 'CUSTOMER_ADMIN') =>
    signInNewCustomerUser(t, { customerCode: made.customer.customerCode, userRole });
  accounting = await of('ACCOUNTING');
  customerAdmin = await of('CUSTOMER_ADMIN');
  held = await generateFrom(t, { admin, user, templateCode: made.customer.excelTemplate }, [
    invoiceRow('RL-001', { [EMAIL]: FIRST_BUYER, [MOBILE]: '081-234-5678' }),
    invoiceRow('RL-002', { [EMAIL]: SECOND_BUYER }),
    // No e-mail and no mobile: nothing to hold.
    invoiceRow('RL-003', { [EMAIL]: null }),
  ]);
});

const detailOf = (row: Row) => documents.dataOf('getDocumentById', { documentId: row.documentId });

describe('after release', () => {
  it('makes the documents, takes their numbers, and holds every channel READY_TO_SEND: no delivery, no mail', async () => {
    expect(held.map((row) => [row.documentNo, row.status, row.emailStatus, row.smsStatus])).toEqual([
      ['RL-001', 'GENERATED', 'READY_TO_SEND', 'READY_TO_SEND'],
      ['RL-002', 'GENERATED', 'READY_TO_SEND', 'NOT_REQUESTED'],
      ['RL-003', 'GENERATED', 'NOT_REQUESTED', 'NOT_REQUESTED'],
    ]);
    expect((await detailOf(held[0]!)).deliveries).toEqual([]);
    expect(await mailsTo(t, FIRST_BUYER)).toEqual([]);
    expect(await mailsTo(t, SECOND_BUYER)).toEqual([]);
    // The search's delivery status filter finds them.
    const found = await documents.dataOf('search', {
      uploadId: held[0]!.uploadId,
      deliveryStatus: 'READY_TO_SEND',
      sortBy: 'documentId',
      sortDir: 'asc',
    });
    expect((found as Row[]).map((row) => row.documentNo)).toEqual(['RL-001', 'RL-002']);
  });

  it('answers 403 to a USER of the customer, and 404 to another customer (the documents stay held)', async () => {
    const asUser = (path: string, body: Row) => documents.post(path, body, user);
    expect((await asUser('releaseDocument', { documentId: held[0]!.documentId })).statusCode).toBe(403);
    expect((await asUser('releaseUpload', { uploadId: held[0]!.uploadId })).statusCode).toBe(403);
    const stranger = await importCustomerWithUser(t, admin, { buyerDelivery: 'AFTER_RELEASE' });
    const otherAccounting = await signInNewCustomerUser(t, {
      customerCode: stranger.customer.customerCode,
      userRole: 'ACCOUNTING',
    });
    const other = (path: string, body: Row) => documents.post(path, body, otherAccounting);
    expect((await other('releaseDocument', { documentId: held[0]!.documentId })).statusCode).toBe(404);
    expect((await other('releaseUpload', { uploadId: held[0]!.uploadId })).statusCode).toBe(404);
    await t.deps.jobs.idle();
    expect(await detailOf(held[0]!)).toMatchObject({ emailStatus: 'READY_TO_SEND', deliveries: [] });
  });

  it('releases one document by its accounting user: its e-mail and SMS go, the others wait; audited', async () => {
    const arriving = smtp.nextTo(FIRST_BUYER);
    const res = await documents.post('releaseDocument', { documentId: held[0]!.documentId }, accounting);
    expectOkMatching(res, { released: 1 });
    const mail = await arriving;
    expect(mail.raw).toContain('RL-001');
    await t.deps.jobs.idle();
    expect(await detailOf(held[0]!)).toMatchObject({ emailStatus: 'SENT', smsStatus: 'SENT' });
    expect(await detailOf(held[1]!)).toMatchObject({ emailStatus: 'READY_TO_SEND', deliveries: [] });
    const [audit] = await auditRows(t, 'document', String(held[0]!.documentId));
    expect(audit).toMatchObject({
      action: 'RELEASE',
      actor: accounting.username,
      afterData: { channels: ['EMAIL', 'SMS'] },
    });
  });

  it("releases the rest of the import by the customer's admin; a second release sends nothing twice", async () => {
    const arriving = smtp.nextTo(SECOND_BUYER);
    const all = await documents.post('releaseUpload', { uploadId: held[0]!.uploadId }, customerAdmin);
    expect(all.json().data).toEqual({ released: 1 });
    await arriving;
    expect((await documents.post('releaseUpload', { uploadId: held[0]!.uploadId })).json().data).toEqual({
      released: 0,
    });
    expectRefused(await documents.post('releaseDocument', { documentId: held[1]!.documentId }), 422, {
      DOCUMENT_STATUS: 'เอกสารนี้ไม่มีการส่งที่รอปล่อยส่ง',
    });
    await t.deps.jobs.idle();
    expect(await detailOf(held[1]!)).toMatchObject({ emailStatus: 'SENT' });
    expect(await mailsTo(t, FIRST_BUYER)).toHaveLength(1);
    expect(await mailsTo(t, SECOND_BUYER)).toHaveLength(1);
  });
});

// A document's SMS through an HTTP provider (a stub on loopback): the documented JSON POST with
// the bearer token; a failed try stays PENDING with its error and the next one sends it. The link
// it carries downloads that document's PDF without signing in; a changed link, another document's
// id under the same signature and an expired link are refused. resentSms shares the hourly limit
// with resentEmail.
import { and, eq } from 'drizzle-orm';
import { createServer, type IncomingMessage } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { DOCUMENT_PREFIX } from '../../contract/document';
import { documentDelivery } from '../../server/db/schema/document';
import { job } from '../../server/db/schema/jobs';
import { signDocumentLink } from '../../server/modules/document/document-link';
import { callGet, controllerCalls, type Row } from './support/api';
import { detailsOf } from './support/answers';
import { useAdminApp } from './support/app-per-file';
import { generatedDocuments, invoiceRow } from './support/imports';
import { pdfText } from './support/pdf-text';

interface Received {
  headers: IncomingMessage['headers'];
  body: { to: string; message: string; reference: string | null };
}

/** The provider: records each POST and answers with the next status of `answers` (then 200). */
const received: Received[] = [];
const answers: number[] = [];
const provider = createServer((request, response) => {
  let text = '';
  request.setEncoding('utf8');
  request.on('data', (chunk: string) => (text += chunk));
  request.on('end', () => {
    received.push({ headers: request.headers, body: JSON.parse(text) });
    response.writeHead(answers.shift() ?? 200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
});
const port = await new Promise<number>((resolve) =>
  provider.listen(0, '127.0.0.1', () => resolve((provider.address() as { port: number }).port)),
);
afterAll(() => new Promise((resolve) => provider.close(resolve)));

const { t, admin } = useAdminApp({
  smsUrl: `http://127.0.0.1:${port}/sms/send`,
  smsToken: 'sms-test-token',
  publicUrl: 'https://etax.example.test',
});
const documents = controllerCalls(t, DOCUMENT_PREFIX, admin);
const MOBILE = 11; // the invoice layout's column L

/** Makes the document-sms jobs due now (their back-off would wait seconds). */
async function retryNow() {
  await t.deps.db
    .update(job)
    .set({ runAt: new Date(Date.now() - 1000) })
    .where(and(eq(job.type, 'document-sms'), eq(job.status, 'PENDING')));
  await t.deps.jobs.runDue();
}

const detailOf = (documentId: unknown) => documents.dataOf('getDocumentById', { documentId });
const linkPath = (message: string) => /https:\/\/etax\.example\.test(\/d\/\S+)/.exec(message)![1]!;

describe('document SMS through the provider', () => {
  it('posts the documented JSON with the token; a failed try stays PENDING and the next sends it', async () => {
    received.length = 0;
    answers.push(503);
    const {
      documents: [row],
    } = await generatedDocuments(t, admin, [invoiceRow('SMS-001', { [MOBILE]: '081-234-5678' })]);
    expect(received).toHaveLength(1);
    const [first] = received;
    expect(first!.headers).toMatchObject({
      authorization: 'Bearer sms-test-token',
      'content-type': 'application/json',
    });
    expect(first!.body).toMatchObject({ to: '0812345678', reference: `document-${String(row!.documentId)}` });
    expect(first!.body.message).toMatch(
      /ใบกำกับภาษี SMS-001 ยอด 1,070\.00 บาท ดาวน์โหลด https:\/\/etax\.example\.test\/d\//,
    );
    const [pending] = await t.deps.db
      .select()
      .from(documentDelivery)
      .where(
        and(eq(documentDelivery.documentId, Number(row!.documentId)), eq(documentDelivery.channel, 'SMS')),
      );
    expect(pending).toMatchObject({ channel: 'SMS', status: 'PENDING', error: 'SMS provider answered 503' });
    expect((await detailOf(row!.documentId)).smsStatus).toBe('PENDING');

    await retryNow();
    expect(received).toHaveLength(2);
    const detail = await detailOf(row!.documentId);
    expect(detail.smsStatus).toBe('SENT');
    // The e-mail went its own way (the outbox, without SMTP_URL).
    expect(detail.deliveries).toEqual([
      expect.objectContaining({ channel: 'EMAIL', status: 'SENT' }),
      expect.objectContaining({ channel: 'SMS', recipient: '08x-xxx-5678', status: 'SENT', resend: false }),
    ]);
  });

  it("downloads that document's PDF through the link without signing in; refuses changed, borrowed and expired links", async () => {
    received.length = 0;
    const { documents: made } = await generatedDocuments(t, admin, [
      invoiceRow('SMS-101', { [MOBILE]: '0898765432' }),
      invoiceRow('SMS-102', { [MOBILE]: '0898765432' }),
    ]);
    const [one, two] = made as [Row, Row];
    const message = received.find((r) => r.body.reference === `document-${String(one.documentId)}`)!.body
      .message;
    const path = linkPath(message);
    expect(path.length).toBeLessThan(40);

    const pdf = await callGet(t, path);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment;.*SMS-101\.pdf/);
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdfText(pdf.rawPayload)).toContain('SMS-101');

    // One character changed in the signature.
    const last = path.at(-1) === 'A' ? 'B' : 'A';
    const changed = await callGet(t, `${path.slice(0, -1)}${last}`);
    expect(changed.statusCode).toBe(404);
    expect(changed.headers['content-type']).toMatch(/^text\/html/);
    expect(changed.body).toContain('ไม่พบเอกสารตามลิงก์นี้');
    // The other document's id under this link's signature and expiry.
    const [, , expires, signature] = /^\/d\/([0-9a-z]+)\.([0-9a-z]+)\.(.+)$/.exec(path)!.slice(0);
    const borrowed = await callGet(t, `/d/${Number(two.documentId).toString(36)}.${expires}.${signature}`);
    expect(borrowed.statusCode).toBe(404);
    // Signed with another server's secret.
    const foreign = signDocumentLink(
      'another-secret',
      Number(one.documentId),
      new Date(Date.now() + 86_400_000),
    );
    expect((await callGet(t, `/d/${foreign}`)).statusCode).toBe(404);
    // Expired yesterday, properly signed.
    const expired = signDocumentLink(
      t.deps.config.jwtSecret,
      Number(one.documentId),
      new Date(Date.now() - 86_400_000),
    );
    const gone = await callGet(t, `/d/${expired}`, { language: 'en' });
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('This link has expired');
    expect((await callGet(t, '/d/not-a-token')).statusCode).toBe(404);
  });

  it('resends to the stored or a corrected mobile, refuses land lines, and shares the hourly limit with e-mail', async () => {
    received.length = 0;
    const {
      user,
      documents: [row],
    } = await generatedDocuments(t, admin, [invoiceRow('SMS-201', { [MOBILE]: '02-123-4567' })]);
    // A land line takes no SMS: none was asked for.
    expect(row).toMatchObject({ smsStatus: 'NOT_REQUESTED', buyerTel: '021234567' });
    expect(received).toHaveLength(0);
    const body = { documentId: row!.documentId };
    expect(detailsOf(await documents.post('resentSms', body, user))).toEqual({
      tel: 'เบอร์มือถือต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 06 08 หรือ 09',
    });
    expect(detailsOf(await documents.post('resentSms', { ...body, tel: '12345' }, user))).toHaveProperty(
      'tel',
    );

    const resent = await documents.post('resentSms', { ...body, tel: '091 111 2222' }, user);
    expect(resent.statusCode, resent.body).toBe(200);
    await t.deps.jobs.idle();
    expect(received.map((r) => r.body.to)).toEqual(['0911112222']);
    expect((await detailOf(row!.documentId)).deliveries).toEqual([
      expect.objectContaining({ channel: 'EMAIL', resend: false }),
      expect.objectContaining({ channel: 'SMS', recipient: '09x-xxx-2222', resend: true, status: 'SENT' }),
    ]);

    // Three re-sends an hour, whichever the channel: two e-mails more, then an SMS is one too many.
    expect((await documents.post('resentEmail', body, user)).statusCode).toBe(200);
    expect((await documents.post('resentEmail', body, user)).statusCode).toBe(200);
    const refused = await documents.post('resentSms', { ...body, tel: '0911112222' }, user);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    await t.deps.jobs.idle();

    // Another customer's user: the document does not exist for them.
    const { user: stranger } = await generatedDocuments(t, admin, [invoiceRow('SMS-202')]);
    expect((await documents.post('resentSms', { ...body, tel: '0911112222' }, stranger)).statusCode).toBe(
      404,
    );
  });
});

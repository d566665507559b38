// e-Tax Invoice by e-mail (docs/rd-filing.md): a TIME_STAMP customer's document is not signed
// with its key, and the buyer's mail — PDF/A-3 and XML attached — goes from the address the
// customer registered, copied to ETDA's time-stamp address, read back from a real SMTP listener.
import { afterAll, describe, expect, it } from 'vitest';
import { DOCUMENT_PREFIX } from '../../contract/document';
import { detailsOf, expectRefused } from './support/answers';
import { call, controllerCalls } from './support/api';
import { useAdminApp } from './support/app-per-file';
import { signInNewCustomerUser } from './support/auth';
import { giveCertificate } from './support/certificates';
import { CUSTOMER, customerBody } from './support/customers';
import { generateFrom, importCustomer, invoiceRow } from './support/imports';
import { attachmentNames, startSmtpListener } from './support/smtp-listener';
import { makeTestPkcs12 } from './support/test-certificate';

const smtp = await startSmtpListener();
afterAll(() => smtp.close());
const TIMESTAMP_CC = 'timestamp-test@etda.example.test';
const { t, admin } = useAdminApp({
  smtpUrl: smtp.url,
  mailFrom: 'E-TAX <no-reply@etax.test>',
  etaxTimestampCc: TIMESTAMP_CC,
});
const documents = controllerCalls(t, DOCUMENT_PREFIX, admin);

/** A header as a mail client shows it: unfolded, RFC 2047 words decoded, quotes dropped. */
function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = new RegExp(`^${name}: (.*)$`, 'm').exec(head)?.[1] ?? '';
  return line
    .replace(/\?=\s+=\?/g, '?==?') // blanks between two encoded words are not text
    .replace(/=\?UTF-8\?B\?([^?]*)\?=/gi, (_, b64: string) => Buffer.from(b64, 'base64').toString('utf8'))
    .replace(/"/g, '')
    .trim();
}

describe('time-stamp delivery mode', () => {
  it('sends the unsigned PDF/A-3 and XML from the customer, CC to ETDA, and the page says so', async () => {
    const customer = await importCustomer(t, admin, {
      deliveryMode: 'TIME_STAMP',
      customerName: 'บริษัท ประทับเวลา จำกัด',
      email: 'billing@seller.example.test',
    });
    // Its certificate is there, yet not used: the mode decides.
    await giveCertificate(t, admin, customer.customerCode, makeTestPkcs12());
    const user = await signInNewCustomerUser(t, {
      customerCode: customer.customerCode,
      userRole: 'USER',
      branchCodes: ['00000'],
    });
    // The buyer's mail (the import's own mails to its submitter go first).
    const arriving = smtp.nextTo('buyer@example.test');
    const [row] = await generateFrom(t, { admin, user, templateCode: customer.excelTemplate }, [
      invoiceRow('TS-001'),
    ]);
    const mail = await arriving;

    expect(mail.from).toBe('billing@seller.example.test');
    expect(mail.to.sort()).toEqual(['buyer@example.test', TIMESTAMP_CC].sort());
    expect(header(mail.raw, 'From')).toBe('บริษัท ประทับเวลา จำกัด <billing@seller.example.test>');
    expect(header(mail.raw, 'To')).toBe('buyer@example.test');
    expect(header(mail.raw, 'Cc')).toBe(TIMESTAMP_CC);
    expect(header(mail.raw, 'Subject')).toBe('ใบกำกับภาษี เลขที่ TS-001 จาก บริษัท ประทับเวลา จำกัด');
    expect(attachmentNames(mail.raw)).toEqual(['ใบกำกับภาษี-TS-001.pdf', 'ใบกำกับภาษี-TS-001.xml']);
    const xmlPart = mail.raw.split(/Content-Type: application\/xml;/)[1]!;
    const xml = Buffer.from(xmlPart.split(/\r?\n\r?\n/)[1]!.split(/\r?\n--/)[0]!, 'base64').toString('utf8');
    expect(xml).toContain('<rsm:');
    expect(xml).not.toContain('Signature');

    const detail = await documents.dataOf('getDocumentById', { documentId: row!.documentId });
    expect(detail.signature).toEqual({ status: 'TIME_STAMP', signedBy: null, signedAt: null, valid: null });
    expect(detail).toMatchObject({ emailStatus: 'SENT' });
  });

  it('a new customer is SIGNED; TIME_STAMP without an e-mail is refused at the field', async () => {
    const created = await call(t, `${CUSTOMER}/create`, customerBody(), { as: admin });
    expect(created.json().data.deliveryMode).toBe('SIGNED');
    const body = customerBody({ deliveryMode: 'TIME_STAMP', email: '' });
    expectRefused(await call(t, `${CUSTOMER}/create`, body, { as: admin }), 400, {
      deliveryMode: 'การส่งแบบประทับรับรองเวลาต้องมีอีเมลของลูกค้า (อีเมลผู้ส่งที่ลงทะเบียนกับ สพธอ.)',
    });
    const en = await call(t, `${CUSTOMER}/create`, body, { as: admin, language: 'en' });
    expect(detailsOf(en)).toEqual({
      deliveryMode:
        "Time-stamp delivery needs the customer's e-mail (the sender address registered with ETDA)",
    });
  });
});

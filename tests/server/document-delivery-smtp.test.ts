// A document's e-mail through a real SMTP server that is down at first: the try fails and is
// kept PENDING with its error, the next try (once the server is up) sends the PDF and XML attached; after
// the last try a delivery that never went out is FAILED.
import { and, eq } from 'drizzle-orm';
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { DOCUMENT_PREFIX } from '../../contract/document';
import { documentDelivery } from '../../server/db/schema/document';
import { job } from '../../server/db/schema/jobs';
import { controllerCalls, type Row } from './support/api';
import { useAdminApp } from './support/app-per-file';
import { generatedDocuments, invoiceRow } from './support/imports';
import { attachmentNames, startSmtpListener, type SmtpListener } from './support/smtp-listener';

/** A port nothing listens on (yet). */
const port = await new Promise<number>((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = server.address() as { port: number };
    server.close(() => resolve(free));
  });
});

const { t, admin } = useAdminApp({
  smtpUrl: `smtp://127.0.0.1:${port}`,
  mailFrom: 'E-TAX <no-reply@etax.test>',
});
const documents = controllerCalls(t, DOCUMENT_PREFIX, admin);
let smtp: SmtpListener | undefined;
afterAll(() => smtp?.close());

/** Makes the document-email jobs due now (their back-off would wait seconds). */
async function dueNow(values: Partial<typeof job.$inferInsert> = {}) {
  await t.deps.db
    .update(job)
    .set({ runAt: new Date(Date.now() - 1000), ...values })
    .where(and(eq(job.type, 'document-email'), eq(job.status, 'PENDING')));
}

async function generatedDocument(documentNo: string): Promise<Row> {
  const {
    documents: [row],
  } = await generatedDocuments(t, admin, [invoiceRow(documentNo)]);
  return row!;
}

describe('document e-mail through SMTP', () => {
  it('keeps a failed try PENDING with its error, and sends the PDF on the next try', async () => {
    const document = await generatedDocument('SMTP/001');
    const [failed] = await t.deps.db
      .select()
      .from(documentDelivery)
      .where(eq(documentDelivery.documentId, Number(document.documentId)));
    expect(failed).toMatchObject({ status: 'PENDING', recipient: 'buyer@example.test' });
    expect(failed!.error).toMatch(/ECONNREFUSED/);
    expect(document.emailStatus).toBe('PENDING');

    smtp = await startSmtpListener(port);
    const arriving = smtp.nextTo('buyer@example.test');
    await dueNow();
    await t.deps.jobs.runDue();
    const mail = await arriving;
    expect(mail.to).toEqual(['buyer@example.test']);
    // Named after the document, safely (no slash), Thai as RFC 2231 parameters; an E-TAX
    // document's signed e-Tax XML goes with the PDF/A-3.
    expect(attachmentNames(mail.raw)).toEqual(['ใบกำกับภาษี-SMTP-001.pdf', 'ใบกำกับภาษี-SMTP-001.xml']);
    expect(mail.raw).toMatch(/Content-Type: application\/pdf;/);
    expect(mail.raw).toMatch(/Content-Type: application\/xml;/);
    const detail = await documents.dataOf('getDocumentById', { documentId: document.documentId });
    expect(detail).toMatchObject({ emailStatus: 'SENT' });
    expect(detail.deliveries).toEqual([expect.objectContaining({ status: 'SENT', resend: false })]);
  });

  it('ends FAILED after the last try', async () => {
    await smtp?.close();
    smtp = undefined;
    const document = await generatedDocument('SMTP-002');
    await dueNow({ attempts: 5, maxAttempts: 6 });
    await t.deps.jobs.runDue();
    const detail = await documents.dataOf('getDocumentById', { documentId: document.documentId });
    expect(detail).toMatchObject({ emailStatus: 'FAILED' });
    expect(detail.deliveries).toEqual([expect.objectContaining({ status: 'FAILED' })]);
  });
});

// Signing in a PKCS#11 token (docs/etax-signing.md, "PKCS#11 slots"), with SoftHSM2 standing in
// for the HSM: an administrator moves a customer to the slot through the certificate API (a key
// generated in the token, its CSR, the CA's certificate matched to the key), the customer's next
// import is signed there and xmlsec1 accepts it; a token taken away or a wrong PIN fails the
// document with its reason, and the job's next try signs once the token is back.
import { spawnSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_PREFIX } from '../../contract/customer';
import { fileDownloadUrl } from '../../contract/file';
import { job } from '../../server/db/schema/jobs';
import { callGet, callMultipart, controllerCalls, type Row } from './support/api';
import { useImportApp } from './support/app-per-file';
import type { SignedIn } from './support/auth';
import { xmlsec1Verify } from './support/document-tools';
import {
  importCustomerWithUser,
  invoiceRow,
  uploadFile,
  xlsxOf,
  type ImportCustomer,
} from './support/imports';
import { initSoftHsmToken } from './support/softhsm';
import { issueFromCsr, makeTestPkcs12 } from './support/test-certificate';

const token = initSoftHsmToken();
const { t, admin, uploads, documents } = useImportApp({ hsm: token.hsm });
const customers = controllerCalls(t, CUSTOMER_PREFIX, admin);

const SELLER = 'บริษัท ผู้ขาย ในเอชเอสเอ็ม จำกัด';
let customer: ImportCustomer;
let user: SignedIn;
let certificatePem: string;

function uploadHsmCertificate(customerCode: string, certificate: string | Buffer, language?: 'th' | 'en') {
  return callMultipart(
    t,
    `${CUSTOMER_PREFIX}/uploadHsmCertificate`,
    [
      { name: 'customerCode', content: customerCode },
      { name: 'hsmSlot', content: token.slotCode },
      { name: 'file', filename: 'issued.cer', content: certificate },
    ],
    { as: admin, language },
  );
}

/** Uploads and submits an import of these invoice numbers; answers its id once the job has run. */
async function submitImport(numbers: string[]): Promise<number> {
  const res = await uploadFile(t, user, {
    file: await xlsxOf(numbers.map((no) => invoiceRow(no))),
    templateCode: customer.excelTemplate,
  });
  expect(res.statusCode, res.body).toBe(200);
  const { uploadId } = res.json().data;
  const ready = await uploads.dataOf('getCustomerFileUploadById', { uploadId }, user);
  const submitted = await uploads.dataOf('userSubmitFile', { uploadId, version: ready.version }, user);
  await uploads.post('accountingSubmitFile', { uploadId, version: submitted.version });
  await t.deps.jobs.idle();
  return uploadId as number;
}

const documentsOf = async (uploadId: number) =>
  (await documents.post('search', { uploadId, sortBy: 'documentId', sortDir: 'asc' })).json().data as Row[];

/** The XML as stored, checked by xmlsec1 with the issued certificate's key only. */
async function expectSignedInToken(row: Row) {
  expect(row).toMatchObject({ status: 'GENERATED', xmlFileId: expect.any(String) });
  const detail = await documents.dataOf('getDocumentById', { documentId: row.documentId });
  expect(detail.signature).toMatchObject({
    status: 'SIGNED',
    valid: true,
    signedBy: expect.stringContaining(SELLER),
  });
  const xml = (await callGet(t, fileDownloadUrl(String(row.xmlFileId)), { as: admin })).rawPayload;
  const verified = xmlsec1Verify(xml, certificatePem);
  expect(verified.output).toContain('OK');
  expect(verified.ok).toBe(true);
}

/** The job's next try, now (instead of after its back-off). */
async function retryJob(uploadId: number) {
  const [row] = await t.deps.db
    .select()
    .from(job)
    .where(sql`${job.type} = 'document-generation' AND ${job.payload}->>'uploadId' = ${String(uploadId)}`);
  expect(row).toMatchObject({ status: 'PENDING', attempts: 1 });
  await t.deps.db.execute(sql`UPDATE job SET run_at = now() WHERE id = ${row!.id}`);
  await t.deps.jobs.runDue();
}

beforeAll(async () => {
  ({ customer, user } = await importCustomerWithUser(t, admin));
});
afterAll(() => {
  t.deps.hsm.close();
  token.dispose();
});

describe('signing in a PKCS#11 token (SoftHSM2)', () => {
  it('moves a customer to the slot: a key made in the token, its CSR, the issued certificate matched to it', async () => {
    const { customerCode } = customer;
    expect(await customers.dataOf('listHsmSlots', {})).toEqual([
      { hsmSlot: 'HSM_1', tokenLabel: 'etax-test' },
    ]);

    const requested = await customers.dataOf('requestHsmKey', {
      customerCode,
      hsmSlot: 'HSM_1',
      commonName: SELLER,
      organization: SELLER,
    });
    expect(requested).toMatchObject({
      hsmSlot: 'HSM_1',
      tokenLabel: 'etax-test',
      keyLabel: expect.stringMatching(new RegExp(`^${customerCode}-\\d{8}T\\d{6}Z$`)),
      csrPem: expect.stringContaining('-----BEGIN CERTIFICATE REQUEST-----'),
    });
    // OpenSSL checks the request's signature (made in the token) and reads the Thai name.
    const openssl = spawnSync('openssl', ['req', '-verify', '-noout', '-subject', '-nameopt', 'utf8'], {
      input: requested.csrPem,
      encoding: 'utf8',
    });
    expect(openssl.status, openssl.stderr).toBe(0);
    expect(openssl.stdout + openssl.stderr).toContain(`CN=${SELLER}`);
    expect(openssl.stdout + openssl.stderr).toMatch(/verify OK/i);

    // A certificate of another key is refused at the file, in the caller's language.
    const foreign = await uploadHsmCertificate(customerCode, makeTestPkcs12().certificatePem, 'en');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().status.details).toEqual([
      { key: 'file', description: expect.stringContaining("matches none of this customer's keys") },
    ]);
    const notACertificate = await uploadHsmCertificate(customerCode, Buffer.from('not a certificate'));
    expect(notACertificate.statusCode).toBe(400);
    expect(notACertificate.json().status.details[0].description).toContain('X.509');

    const issued = issueFromCsr(requested.csrPem);
    certificatePem = issued.certificatePem;
    const taken = await uploadHsmCertificate(customerCode, issued.certificateDer);
    expect(taken.statusCode, taken.body).toBe(200);
    const shown = await customers.dataOf('getCertificate', { customerCode });
    expect(shown).toEqual(taken.json().data);
    expect(shown).toMatchObject({
      hsmSlot: 'HSM_1',
      tokenLabel: 'etax-test',
      keyLabel: requested.keyLabel,
      subject: `CN=${SELLER}, O=${SELLER}, C=TH`,
      issuer: 'CN=Test CA, C=TH',
    });

    const uploadId = await submitImport(['HSM-0001', 'HSM-0002']);
    const made = await documentsOf(uploadId);
    expect(made).toHaveLength(2);
    for (const row of made) await expectSignedInToken(row);
  });

  it.each([
    ['the token is taken away', 'TOKEN_MISSING', () => token.remove(), () => token.restore()],
    [
      'the PIN is wrong',
      'WRONG_PIN',
      () => {
        token.setPin('135791');
        // A logged-in session keeps working: the PIN is read again when the token is next opened
        // (a restart, or a reset after a failure).
        t.deps.hsm.close();
      },
      () => token.setPin(token.pin),
    ],
  ] as const)(
    'fails the document when %s (%s), never unsigned; the next try signs once it is right',
    async (_, reason, breakIt, repairIt) => {
      breakIt();
      const uploadId = await submitImport([`HSM-${reason}`]);
      const [failed] = await documentsOf(uploadId);
      expect(failed).toMatchObject({ status: 'FAILED', xmlFileId: null, pdfFileId: null });
      const detail = await documents.dataOf('getDocumentById', { documentId: failed!.documentId });
      expect(detail).toMatchObject({
        failCode: 'SIGNING_KEY_UNREACHABLE',
        failParams: { slot: 'HSM_1', reason },
      });
      expect((await uploads.dataOf('getCustomerFileUploadById', { uploadId })).status).toBe('PROCESSING');

      repairIt();
      await retryJob(uploadId);
      expect(await uploads.dataOf('getCustomerFileUploadById', { uploadId })).toMatchObject({
        status: 'COMPLETED',
        documentCount: 1,
      });
      const [made] = await documentsOf(uploadId);
      await expectSignedInToken(made!);
    },
  );
});

// Opening a customer's PKCS#12 never freezes the server (issue 33, item 1): a file asking for
// more key-derivation iterations than the bound is refused unopened, at once; an allowed one is
// unlocked in a worker while other requests are answered; a customer's key is unlocked once per
// process, again only when its certificate changes. Files are made with OpenSSL, as users do.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_PREFIX } from '../../contract/customer';
import { DOCUMENT_PREFIX } from '../../contract/document';
import { fileDownloadUrl } from '../../contract/file';
import { call, callGet } from './support/api';
import { expectRefused } from './support/answers';
import { useAdminApp } from './support/app-per-file';
import { signInNewCustomerUser, type SignedIn } from './support/auth';
import { giveCertificate, uploadCertificate } from './support/certificates';
import { xmlsec1Verify } from './support/document-tools';
import { generateFrom, importCustomer, invoiceRow, type ImportCustomer } from './support/imports';
import { makeTestPkcs12, type TestPkcs12 } from './support/test-certificate';

const { t, admin } = useAdminApp();
/** OpenSSL's exports and the unlocks (a worker running node-forge) take seconds on a busy machine. */
const SLOW = { timeout: 180_000 };

const folder = mkdtempSync(path.join(tmpdir(), 'p12-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A certificate and key in PEM, exported by `openssl pkcs12 -export` with these options. */
function opensslPkcs12(source: TestPkcs12, password: string, options: string[]): Buffer {
  writeFileSync(path.join(folder, 'key.pem'), source.privateKeyPem);
  writeFileSync(path.join(folder, 'cert.pem'), source.certificatePem);
  const out = path.join(folder, 'out.p12');
  execFileSync('openssl', [
    'pkcs12',
    '-export',
    '-inkey',
    path.join(folder, 'key.pem'),
    '-in',
    path.join(folder, 'cert.pem'),
    '-out',
    out,
    '-passout',
    `pass:${password}`,
    ...options,
  ]);
  return readFileSync(out);
}

let source: TestPkcs12;
let customer: ImportCustomer;
let user: SignedIn;
beforeAll(async () => {
  source = makeTestPkcs12({ commonName: 'ผู้ลงนาม OpenSSL' });
  customer = await importCustomer(t, admin);
  user = await signInNewCustomerUser(t, {
    customerCode: customer.customerCode,
    userRole: 'USER',
    branchCodes: ['00000'],
  });
});

/** A cheap call: the certificate's facts. */
const getCertificate = () =>
  call(t, `${CUSTOMER_PREFIX}/getCertificate`, { customerCode: customer.customerCode }, { as: admin });

describe('uploadCertificate of a costly PKCS#12', () => {
  it('refuses 3,000,000 iterations in under a second, answering others meanwhile', SLOW, async () => {
    // -iter sets the count of the key, the certificates and the MAC alike.
    const p12 = opensslPkcs12(source, 'pw', ['-iter', '3000000']);
    const started = performance.now();
    const [upload, other] = await Promise.all([
      uploadCertificate(t, admin, { customerCode: customer.customerCode, p12, password: 'pw' }, 'th'),
      getCertificate(),
    ]);
    expect(performance.now() - started).toBeLessThan(1000);
    expectRefused(upload, 400, {
      file: 'ไฟล์ใบรับรองนี้กำหนดจำนวนรอบการเข้ารหัสสูงเกินไป (เกิน 1,000,000 รอบ) กรุณาส่งออกไฟล์ใหม่ด้วยค่าปกติ',
    });
    expect(other.statusCode).toBe(200);
    expect(other.json().data).toBeNull();

    // A wrong password changes nothing: the count is read before any derivation.
    const wrong = await uploadCertificate(
      t,
      admin,
      { customerCode: customer.customerCode, p12, password: 'wrong' },
      'en',
    );
    expectRefused(wrong, 400, {
      file: 'This file asks for too many encryption rounds (over 1,000,000 iterations); export it again with the usual settings',
    });
  });

  it('unlocks an allowed file in a worker: other requests are answered at once meanwhile', SLOW, async () => {
    const p12 = opensslPkcs12(source, 'pw', ['-iter', '100000']);
    let settled = false;
    const uploadStarted = performance.now();
    const upload = uploadCertificate(t, admin, { customerCode: customer.customerCode, p12, password: 'pw' });
    void upload.finally(() => (settled = true));
    // Cheap calls one after another until the upload is answered: none waits for the unlock
    // (300,000 iterations of node-forge: seconds of CPU, which would stall them on the main thread).
    const waits: number[] = [];
    while (!settled) {
      const started = performance.now();
      expect((await getCertificate()).statusCode).toBe(200);
      waits.push(performance.now() - started);
    }
    const uploaded = await upload;
    const uploadMs = performance.now() - uploadStarted;
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().data).toMatchObject({ subject: source.subject });
    expect(waits.length).toBeGreaterThan(3);
    // On the main thread one call would wait about as long as the whole unlock; here the slowest
    // waits a fraction of it (a busy machine slows both alike).
    expect(Math.max(...waits)).toBeLessThan(uploadMs / 4);
  });
});

describe('signing with a certificate exported by OpenSSL', () => {
  it(
    'signs, and unlocks the key once for two imports, again after the certificate changed',
    SLOW,
    async () => {
      const p12 = opensslPkcs12(source, 'p12 pass!', []);
      const cert = { ...source, p12, password: 'p12 pass!' };
      await giveCertificate(t, admin, customer.customerCode, cert);
      const unlocksBefore = t.deps.signingKeys.unlocks;
      const generate = (documentNo: string) =>
        generateFrom(t, { admin, user, templateCode: customer.excelTemplate }, [invoiceRow(documentNo)]);

      const [first] = await generate('INV-OSSL-1');
      const [second] = await generate('INV-OSSL-2');
      expect(t.deps.signingKeys.unlocks - unlocksBefore).toBe(1);
      for (const row of [first!, second!]) {
        const detail = await call(
          t,
          `${DOCUMENT_PREFIX}/getDocumentById`,
          { documentId: row.documentId },
          {
            as: user,
          },
        );
        expect(detail.json().data.signature).toMatchObject({
          status: 'SIGNED',
          signedBy: source.subject,
          valid: true,
        });
        const xml = await callGet(t, fileDownloadUrl(String(row.xmlFileId)), { as: user });
        expect(xmlsec1Verify(xml.rawPayload, source.certificatePem).ok).toBe(true);
      }

      // Another certificate for the customer: the next import unlocks it and signs with it.
      const other = makeTestPkcs12({ commonName: 'ผู้ลงนามคนใหม่' });
      await giveCertificate(t, admin, customer.customerCode, other);
      const [third] = await generate('INV-OSSL-3');
      expect(t.deps.signingKeys.unlocks - unlocksBefore).toBe(2);
      const detail = await call(
        t,
        `${DOCUMENT_PREFIX}/getDocumentById`,
        { documentId: third!.documentId },
        {
          as: user,
        },
      );
      expect(detail.json().data.signature).toMatchObject({
        status: 'SIGNED',
        signedBy: other.subject,
        valid: true,
      });
    },
  );
});

// A customer's signing certificate (docs/etax-signing.md): an admin uploads the PKCS#12 with its
// password; the answer and the audit say what the certificate is, never the key or the password;
// a wrong password, a file that is not a PKCS#12, one without a key and an expired one are refused
// with a clear message; only administrators reach it.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_PREFIX } from '../../contract/customer';
import { customerCertificate } from '../../server/db/schema/customer-certificate';
import { openCertificate } from '../../server/etax/sealed-certificate';
import { controllerCalls } from './support/api';
import { API_TIME, expectFailureKey, expectRefused } from './support/answers';
import { useAdminApp } from './support/app-per-file';
import { auditRows } from './support/audit';
import { signInNewCustomerUser } from './support/auth';
import { uploadCertificate } from './support/certificates';
import { apiCustomer } from './support/customers';
import {
  makeRsaKeyPair,
  makeSelfSignedCertificate,
  makeTestPkcs12,
  pkcs12Der,
  type TestPkcs12,
} from './support/test-certificate';

const { t, admin } = useAdminApp();
const customers = controllerCalls(t, CUSTOMER_PREFIX, admin);

let cert: TestPkcs12;
let customerCode: string;
beforeAll(async () => {
  cert = makeTestPkcs12({ commonName: 'บริษัท ผู้ขาย จำกัด', password: 'รหัส p12 !' });
  customerCode = String((await apiCustomer(t, admin)).customerCode);
});

describe('uploadCertificate', () => {
  it('keeps the certificate sealed and answers only what it says of itself', async () => {
    expect(await customers.dataOf('getCertificate', { customerCode })).toBeNull();
    const res = await uploadCertificate(t, admin, { customerCode, p12: cert.p12, password: cert.password });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toEqual({
      customerCode,
      hsmSlot: 'SOFT_0',
      tokenLabel: null,
      keyLabel: null,
      subject: cert.subject,
      issuer: cert.subject,
      serialNumber: expect.stringMatching(/^[0-9a-f]+$/i),
      notBefore: expect.stringMatching(API_TIME),
      notAfter: expect.stringMatching(API_TIME),
      version: 1,
      lastUpdateDtm: expect.stringMatching(API_TIME),
      lastUpdateBy: expect.any(String),
    });
    expect(new Date(data.notAfter).getTime()).toBe(cert.notAfter.getTime());
    expect(res.body).not.toContain(cert.password);
    expect(await customers.dataOf('getCertificate', { customerCode })).toEqual(data);

    // Stored sealed: neither the password nor the PKCS#12's bytes are in the row, and it opens
    // only with the server's key for this customer.
    const [row] = await t.deps.db
      .select()
      .from(customerCertificate)
      .where(eq(customerCertificate.customerCode, customerCode));
    const sealedKey = row!.sealedKey!;
    expect(sealedKey.includes(Buffer.from(cert.password))).toBe(false);
    expect(sealedKey.includes(cert.p12.subarray(0, 64))).toBe(false);
    expect((await openCertificate(t.deps.config.signingKey, customerCode, sealedKey)).subject).toBe(
      cert.subject,
    );
    await expect(openCertificate('another key', customerCode, sealedKey)).rejects.toThrow();
    await expect(openCertificate(t.deps.config.signingKey, 'C999999', sealedKey)).rejects.toThrow();

    const audit = await auditRows(t, 'customer_certificate', customerCode);
    expect(audit.map((r) => r.action)).toEqual(['CREATE']);
    expect(JSON.stringify(audit)).not.toContain(cert.password);
    expect(audit[0]!.afterData).toMatchObject({ subject: cert.subject });
  });

  it('replaces the certificate (version + 1) and removes it with the version read', async () => {
    const code = String((await apiCustomer(t, admin)).customerCode);
    const first = await uploadCertificate(t, admin, {
      customerCode: code,
      p12: cert.p12,
      password: cert.password,
    });
    const other = makeTestPkcs12({ commonName: 'ผู้ลงนามคนใหม่' });
    const second = await uploadCertificate(t, admin, {
      customerCode: code,
      p12: other.p12,
      password: other.password,
    });
    expect(second.json().data).toMatchObject({ subject: other.subject, version: 2 });
    expectFailureKey(
      await customers.post('deleteCertificate', { customerCode: code, version: first.json().data.version }),
      409,
      'STALE_RECORD',
    );
    expect((await customers.post('deleteCertificate', { customerCode: code, version: 2 })).statusCode).toBe(
      200,
    );
    expect(await customers.dataOf('getCertificate', { customerCode: code })).toBeNull();
    expect(
      await auditRows(t, 'customer_certificate', code).then((rows) => rows.map((r) => r.action)),
    ).toEqual(['CREATE', 'UPDATE', 'DELETE']);
  });

  it('says what is wrong: the password, the file type, no key, an expired certificate', async () => {
    const send = (p12: Buffer, password: string) =>
      uploadCertificate(t, admin, { customerCode, p12, password }, 'th');
    expectRefused(await send(cert.p12, 'wrong'), 400, { password: 'รหัสผ่านของใบรับรองไม่ถูกต้อง' });
    expectRefused(await send(cert.p12, ''), 400, { password: 'กรุณากรอกรหัสผ่านของใบรับรอง' });
    const notP12 = await send(randomBytes(2048), 'x');
    expectRefused(notP12, 415, {
      FILE_TYPE: 'ชนิดไฟล์ไม่ถูกต้อง ต้องเป็นไฟล์ใบรับรอง PKCS#12 (.p12 หรือ .pfx)',
    });

    const keys = makeRsaKeyPair();
    const now = Date.now();
    const certificateOnly = makeSelfSignedCertificate(keys, {
      commonName: 'No key',
      organization: 'Test',
      notBefore: new Date(now - 86_400_000),
      notAfter: new Date(now + 86_400_000),
    });
    expectRefused(await send(pkcs12Der(null, [certificateOnly], 'pw'), 'pw'), 400, {
      file: 'ไฟล์นี้ไม่มีกุญแจส่วนตัวสำหรับลงลายมือชื่อ',
    });
    const expired = makeTestPkcs12({
      notBefore: new Date(now - 400 * 86_400_000),
      notAfter: new Date(now - 86_400_000),
    });
    expectRefused(await send(expired.p12, expired.password), 400, { file: 'ใบรับรองนี้หมดอายุแล้ว' });
    // Nothing of the refused uploads was kept.
    expect(await customers.dataOf('getCertificate', { customerCode })).toMatchObject({
      subject: cert.subject,
    });
  });

  it('is for administrators only, and for a customer that exists', async () => {
    const user = await signInNewCustomerUser(t, {
      customerCode,
      userRole: 'CUSTOMER_ADMIN',
      branchCodes: [],
    });
    expect(
      (await uploadCertificate(t, user, { customerCode, p12: cert.p12, password: cert.password })).statusCode,
    ).toBe(403);
    expect((await customers.post('getCertificate', { customerCode }, user)).statusCode).toBe(403);
    expect((await customers.post('deleteCertificate', { customerCode, version: 1 }, user)).statusCode).toBe(
      403,
    );
    expect(
      (await uploadCertificate(t, admin, { customerCode: 'C999999', p12: cert.p12, password: cert.password }))
        .statusCode,
    ).toBe(404);
    expect((await customers.post('getCertificate', { customerCode: 'C999999' })).statusCode).toBe(404);
  });
});

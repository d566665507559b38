import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../server/db/schema/audit';
import { otpRequest, userSession } from '../../server/db/schema/auth';
import { outbox } from '../../server/db/schema/mail';
import {
  createAdminUser,
  createCustomerUser,
  nextTestIp,
  signIn,
  signInAdmin,
  signInCustomer,
} from './support/auth';
import { useTestApp } from './support/app-per-file';

const t = useTestApp();

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextTestIp() });

const verifyAdmin = (email: string) => post('/api/authen/admin/verifyAdminUser', { email });
const verifyCustomer = (email: string) => post('/api/authen/customer/verifyUser', { email });
const getByValue = (refCode: string, otp: string) =>
  post('/api/app/otpController/getByValue', { refCode, otp });
const resetAdmin = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  post('/api/app/adminUser/resetPassword', body, headers);
const resetCustomer = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  post('/api/app/customerUserController/resetPassword', body, headers);

/** The OTP as a user reads it from the e-mail (here: the outbox row, as on a machine without mail). */
async function otpFromOutbox(refCode: string): Promise<string> {
  const [row] = await t.deps.db.select().from(outbox).where(eq(outbox.refId, refCode));
  const otp = /OTP[^0-9]*(\d{6})/.exec(row!.body)?.[1];
  expect(otp).toMatch(/^\d{6}$/);
  return otp!;
}

/** A new administrator asks for an OTP by email: its reference and the code mailed. */
async function newAdminsOtp(): Promise<{ refCode: string; otp: string }> {
  const admin = await createAdminUser(t);
  const { refCode } = (await verifyAdmin(admin.email)).json().data;
  return { refCode, otp: await otpFromOutbox(refCode) };
}

const wrongOtp = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
const errorKey = (res: { json(): { status: { details?: { key: string }[] } } }) =>
  res.json().status.details?.[0]?.key;

describe('verifyAdminUser / verifyUser', () => {
  it('e-mails an OTP for a known e-mail and stores only its hash', async () => {
    const admin = await createAdminUser(t);
    const res = await verifyAdmin(admin.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    const { refCode, expiresAt } = res.json().data;
    expect(refCode).toMatch(/^[A-Z0-9]{8}$/);
    const minutes = (Date.parse(expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9.9);
    expect(minutes).toBeLessThanOrEqual(10);

    const otp = await otpFromOutbox(refCode);
    const [mail] = await t.deps.db.select().from(outbox).where(eq(outbox.refId, refCode));
    expect(mail).toMatchObject({ channel: 'EMAIL', recipient: admin.email, status: 'KEPT' });
    const [stored] = await t.deps.db.select().from(otpRequest).where(eq(otpRequest.refCode, refCode));
    expect(stored).toMatchObject({
      userKind: 'ADMIN',
      userCode: admin.adminCode,
      purpose: 'RESET_PASSWORD',
      tries: 0,
    });
    expect(stored!.otpHash).not.toContain(otp);
    const audits = await t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, refCode));
    expect(audits.map((a) => a.action)).toEqual(['OTP_REQUEST']);
  });

  it('answers the same for an unknown e-mail, and mails nothing', async () => {
    const res = await verifyAdmin('nobody@example.test');
    expect(res.statusCode).toBe(200);
    const { refCode, expiresAt } = res.json().data;
    expect(refCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(expiresAt).toEqual(expect.any(String));
    expect(await t.deps.db.select().from(outbox).where(eq(outbox.refId, refCode))).toHaveLength(0);
  });

  it('only finds accounts of its own kind', async () => {
    const user = await createCustomerUser(t);
    const asAdmin = await verifyAdmin(user.email);
    expect(
      await t.deps.db.select().from(outbox).where(eq(outbox.refId, asAdmin.json().data.refCode)),
    ).toHaveLength(0);
    const asCustomer = await verifyCustomer(user.email);
    expect(
      await t.deps.db.select().from(outbox).where(eq(outbox.refId, asCustomer.json().data.refCode)),
    ).toHaveLength(1);
  });

  it('refuses a malformed e-mail with one detail', async () => {
    const res = await verifyAdmin('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().status.details).toEqual([{ key: 'email', description: expect.any(String) }]);
  });
});

describe('otpController/getByValue', () => {
  it('verifies a right OTP, which then still works once for the reset', async () => {
    const user = await createCustomerUser(t);
    const { refCode } = (await verifyCustomer(user.email)).json().data;
    const otp = await otpFromOutbox(refCode);
    const res = await getByValue(refCode, otp);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ refCode, verified: true });

    expect((await resetCustomer({ refCode, otp, newPassword: 'a-brand-new-secret' })).statusCode).toBe(200);
    await expect(signIn(t, 'CUSTOMER', user.username, 'a-brand-new-secret')).resolves.toBeTruthy();

    const reused = await resetCustomer({ refCode, otp, newPassword: 'another-new-secret' });
    expect(reused.statusCode).toBe(422);
    expect(errorKey(reused)).toBe('OTP_INVALID');
    expect(errorKey(await getByValue(refCode, otp))).toBe('OTP_INVALID');
  });

  it('answers OTP_INVALID for a wrong OTP and an unknown refCode', async () => {
    const { refCode, otp } = await newAdminsOtp();
    const wrong = await getByValue(refCode, wrongOtp(otp));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().status).toMatchObject({ code: '102', details: [{ key: 'OTP_INVALID' }] });
    expect(errorKey(await getByValue('ZZZZZZZZ', otp))).toBe('OTP_INVALID');
  });

  it('answers OTP_EXPIRED after 10 minutes', async () => {
    const { refCode, otp } = await newAdminsOtp();
    await t.deps.db
      .update(otpRequest)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpRequest.refCode, refCode));
    const res = await getByValue(refCode, otp);
    expect(res.statusCode).toBe(422);
    expect(errorKey(res)).toBe('OTP_EXPIRED');
    expect(errorKey(await resetAdmin({ refCode, otp, newPassword: 'a-brand-new-secret' }))).toBe(
      'OTP_EXPIRED',
    );
  });

  it('voids the OTP after 5 wrong tries, even for the right one', async () => {
    const { refCode, otp } = await newAdminsOtp();
    for (let i = 0; i < 5; i += 1)
      expect(errorKey(await getByValue(refCode, wrongOtp(otp)))).toBe('OTP_INVALID');
    expect(errorKey(await getByValue(refCode, otp))).toBe('OTP_INVALID');
    expect(errorKey(await resetAdmin({ refCode, otp, newPassword: 'a-brand-new-secret' }))).toBe(
      'OTP_INVALID',
    );
  });

  it('counts wrong tries made through resetPassword too', async () => {
    const { refCode, otp } = await newAdminsOtp();
    for (let i = 0; i < 5; i += 1) {
      expect(
        errorKey(await resetAdmin({ refCode, otp: wrongOtp(otp), newPassword: 'a-brand-new-secret' })),
      ).toBe('OTP_INVALID');
    }
    const [row] = await t.deps.db.select().from(otpRequest).where(eq(otpRequest.refCode, refCode));
    expect(row!.tries).toBe(5);
    expect(errorKey(await resetAdmin({ refCode, otp, newPassword: 'a-brand-new-secret' }))).toBe(
      'OTP_INVALID',
    );
  });

  it('refuses malformed values with one detail per field', async () => {
    const res = await post('/api/app/otpController/getByValue', { refCode: 'x', otp: '12' });
    expect(res.statusCode).toBe(400);
    expect((res.json().status.details as { key: string }[]).map((d) => d.key).sort()).toEqual([
      'otp',
      'refCode',
    ]);
  });
});

describe('resetPassword with an OTP', () => {
  it('sets the password, ends every session, clears the forced change and audits it', async () => {
    const admin = await createAdminUser(t, { mustChangePassword: true });
    const before = await signIn(t, 'ADMIN', admin.username, admin.password);
    const { refCode } = (await verifyAdmin(admin.email)).json().data;
    const otp = await otpFromOutbox(refCode);
    const res = await resetAdmin({ refCode, otp, newPassword: 'fresh-password-2026' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: { code: '000', message: 'Success' }, data: {} });

    const [session] = await t.deps.db.select().from(userSession).where(eq(userSession.id, before.sessionId));
    expect(session!.revokedAt).not.toBeNull();
    const again = await signIn(t, 'ADMIN', admin.username, 'fresh-password-2026');
    const auth = await post('/api/authen/admin/authenticate', {
      username: admin.username,
      password: 'fresh-password-2026',
    });
    expect(auth.json().data.mustChangePassword).toBe(false);
    expect(again.token).toBeTruthy();
    const [audit] = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'RESET_PASSWORD'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ entity: 'admin_user', entityId: admin.adminCode });
    expect(JSON.stringify(audit)).not.toContain('fresh-password-2026');
  });

  it('refuses a common password without using up the OTP', async () => {
    const { refCode, otp } = await newAdminsOtp();
    const res = await resetAdmin({ refCode, otp, newPassword: 'Password123' });
    expect(res.statusCode).toBe(422);
    expect(errorKey(res)).toBe('PASSWORD_TOO_COMMON');
    expect((await resetAdmin({ refCode, otp, newPassword: 'not-so-common-9' })).statusCode).toBe(200);
  });

  it('refuses a too short password by field, and a missing OTP field by field', async () => {
    const short = await resetAdmin({ refCode: 'ABCDEFGH', otp: '123456', newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().status.details).toEqual([{ key: 'newPassword', description: expect.any(String) }]);
    const missing = await resetAdmin({ refCode: 'ABCDEFGH', newPassword: 'long-enough-pass' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().status.details).toEqual([{ key: 'otp', description: expect.any(String) }]);
  });

  it('does not accept an admin OTP on the customer reset', async () => {
    const { refCode, otp } = await newAdminsOtp();
    expect(errorKey(await resetCustomer({ refCode, otp, newPassword: 'a-brand-new-secret' }))).toBe(
      'OTP_INVALID',
    );
  });
});

describe('otpController/getByEmail', () => {
  it('gives an admin the latest request of an e-mail, never the OTP', async () => {
    const session = await signInAdmin(t);
    const user = await createCustomerUser(t);
    await verifyCustomer(user.email);
    const { refCode } = (await verifyCustomer(user.email)).json().data;
    const res = await post('/api/app/otpController/getByEmail', { email: user.email }, session.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      refCode,
      createDtm: expect.any(String),
      expiresAt: expect.any(String),
      used: false,
    });
    expect(res.body).not.toMatch(/otp_?hash|"otp"/i);
  });

  it('answers 404 when the e-mail has no request', async () => {
    const session = await signInAdmin(t);
    expect(
      (await post('/api/app/otpController/getByEmail', { email: 'none@example.test' }, session.headers))
        .statusCode,
    ).toBe(404);
  });

  it('is closed to anonymous callers and customer users', async () => {
    expect((await post('/api/app/otpController/getByEmail', { email: 'a@example.test' })).statusCode).toBe(
      401,
    );
    const user = await createCustomerUser(t);
    const session = await signInCustomer(t, user);
    expect(
      (await post('/api/app/otpController/getByEmail', { email: 'a@example.test' }, session.headers))
        .statusCode,
    ).toBe(403);
  });
});

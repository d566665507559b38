// The administrators' second factor (TOTP), through the API: enrolment, the code step of the
// sign-in, recovery codes, replay, lock-out, removal, audit rows. Codes are computed here with
// otplib, as an authenticator app does. The setting that requires it: second-factor-required.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminUser, secondFactor } from '../../server/db/schema/auth';
import { unseal } from '../../server/security/key-vault';
import { expectFailureKey } from './support/answers';
import { auditRows } from './support/audit';
import {
  createAdminUser,
  createCustomerUser,
  signInAdmin,
  signInCustomer,
  signInNewCustomerUser,
  type TestAdmin,
} from './support/auth';
import { adminChallenge, codeStep, enrol, passwordStep, totpCode } from './support/second-factor';
import { useTestApp } from './support/app-per-file';

const t = useTestApp();

const post = (url: string, headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers, payload });

/** An administrator with a confirmed second factor. */
async function enrolledAdmin(): Promise<TestAdmin & { secret: string; recoveryCodes: string[] }> {
  const admin = await createAdminUser(t);
  const factor = await enrol(t, await signInAdmin(t, admin));
  return { ...admin, ...factor };
}

function challengeOf(admin: TestAdmin): Promise<string> {
  return adminChallenge(t, admin, 'CODE');
}

describe('enrolment', () => {
  it('gives a secret, its otpauth URI and a QR code, stores the secret sealed, and confirms with a code', async () => {
    const admin = await createAdminUser(t);
    const caller = await signInAdmin(t, admin);
    const status = await post('/api/authen/secondFactor/status', caller.headers, {});
    expect(status.json().data).toEqual({ enrolled: false, required: false, recoveryCodesLeft: 0 });

    const started = await post('/api/authen/secondFactor/enrol', caller.headers, {});
    expect(started.statusCode).toBe(200);
    const { secret, otpauthUri, qrCode } = started.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/E-TAX%20Service:${admin.username}?secret=${secret}&issuer=E-TAX%20Service`,
    );
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    // The database holds the secret sealed, bound to this account: not the Base32 text.
    const [row] = await t.deps.db
      .select()
      .from(secondFactor)
      .where(eq(secondFactor.userCode, admin.adminCode));
    expect(row!.secretSealed.toString('latin1')).not.toContain(secret);
    expect(
      unseal(
        t.deps.config.signingKey,
        row!.secretSealed,
        `second-factor:ADMIN:${admin.adminCode}`,
      ).toString(),
    ).toBe(secret);
    expect(row!.confirmedAt).toBeNull();

    const wrong = await post('/api/authen/secondFactor/confirm', caller.headers, { code: '000000' });
    expectFailureKey(wrong, 422, 'SECOND_FACTOR_CODE_INVALID');
    const confirmed = await post('/api/authen/secondFactor/confirm', caller.headers, {
      code: await totpCode(secret),
    });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json().data;
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/);
    expect(new Set(recoveryCodes).size).toBe(10);

    const after = await post('/api/authen/secondFactor/status', caller.headers, {});
    expect(after.json().data).toEqual({ enrolled: true, required: false, recoveryCodesLeft: 10 });
    // Shown once: a second enrolment is refused, and nothing answers the codes again.
    expectFailureKey(
      await post('/api/authen/secondFactor/enrol', caller.headers, {}),
      409,
      'SECOND_FACTOR_ALREADY_ENROLLED',
    );
    expect((await auditRows(t, 'admin_user', admin.adminCode)).map((r) => r.action)).toContain(
      'SECOND_FACTOR_ENROL',
    );
  });

  it('lets a customer admin enrol, and no other customer user', async () => {
    const customerAdmin = await signInNewCustomerUser(t, { userRole: 'CUSTOMER_ADMIN' });
    expect((await post('/api/authen/secondFactor/enrol', customerAdmin.headers, {})).statusCode).toBe(200);
    const user = await signInNewCustomerUser(t, { userRole: 'USER' });
    expect((await post('/api/authen/secondFactor/enrol', user.headers, {})).statusCode).toBe(403);
  });
});

describe('sign-in with a second factor', () => {
  it('signs in an administrator without one as before: a session at once', async () => {
    const admin = await createAdminUser(t);
    const res = await passwordStep(t, 'admin', admin.username, admin.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ tokenType: 'Bearer', user: { adminCode: admin.adminCode } });
  });

  it('asks for the code after the password, and the code opens the session', async () => {
    const admin = await enrolledAdmin();
    const challenge = await challengeOf(admin);
    const res = await codeStep(t, 'admin', challenge, await totpCode(admin.secret, 1));
    expect(res.statusCode).toBe(200);
    const session = res.json().data;
    expect(session).toMatchObject({
      tokenType: 'Bearer',
      mustChangePassword: false,
      user: { adminCode: admin.adminCode, role: 'ADMIN' },
    });
    const menus = await t.app.inject({
      method: 'POST',
      url: '/api/authen/secondFactor/status',
      headers: { authorization: `Bearer ${session.accessToken}`, 'x-client-module': 'ADMIN' },
      payload: {},
    });
    expect(menus.statusCode).toBe(200);
    // The challenge was good once.
    expectFailureKey(
      await codeStep(t, 'admin', challenge, await totpCode(admin.secret, -1)),
      422,
      'SECOND_FACTOR_CHALLENGE_EXPIRED',
    );
    const signIns = (await auditRows(t, 'admin_user', admin.adminCode)).filter((r) => r.action === 'SIGN_IN');
    expect(signIns.at(-1)!.afterData).toEqual({ secondFactor: 'TOTP' });
  });

  it('refuses a wrong code at the field, counts it and audits it; the right code still works', async () => {
    const admin = await enrolledAdmin();
    const challenge = await challengeOf(admin);
    const wrong = await codeStep(
      t,
      'admin',
      challenge,
      '123456' === (await totpCode(admin.secret)) ? '654321' : '123456',
    );
    expectFailureKey(wrong, 422, 'SECOND_FACTOR_CODE_INVALID');
    expect(wrong.json().status.details[0].description).toBe('รหัสยืนยันไม่ถูกต้องหรือถูกใช้ไปแล้ว');
    const [row] = await t.deps.db.select().from(adminUser).where(eq(adminUser.adminCode, admin.adminCode));
    expect(row!.failedLoginCount).toBe(1);
    const failed = (await auditRows(t, 'admin_user', admin.adminCode)).filter(
      (r) => r.action === 'SIGN_IN_FAILED',
    );
    expect(failed.map((r) => r.afterData)).toEqual([{ reason: 'WRONG_CODE' }]);
    expect((await codeStep(t, 'admin', challenge, await totpCode(admin.secret, 1))).statusCode).toBe(200);
  });

  it('refuses the same code twice (replay), also in a new sign-in', async () => {
    const admin = await enrolledAdmin();
    const code = await totpCode(admin.secret, 1);
    expect((await codeStep(t, 'admin', await challengeOf(admin), code)).statusCode).toBe(200);
    const replay = await codeStep(t, 'admin', await challengeOf(admin), code);
    expectFailureKey(replay, 422, 'SECOND_FACTOR_CODE_INVALID');
    const failed = (await auditRows(t, 'admin_user', admin.adminCode)).filter(
      (r) => r.action === 'SIGN_IN_FAILED',
    );
    expect(failed.at(-1)!.afterData).toEqual({ reason: 'CODE_REPLAYED' });
  });

  it('takes a recovery code instead of a code, once, in any case and without the dash', async () => {
    const admin = await enrolledAdmin();
    const recovery = admin.recoveryCodes[3]!;
    const typed = recovery.replace('-', '').toLowerCase();
    const res = await codeStep(t, 'admin', await challengeOf(admin), typed);
    expect(res.statusCode).toBe(200);
    const again = await codeStep(t, 'admin', await challengeOf(admin), recovery);
    expectFailureKey(again, 422, 'SECOND_FACTOR_CODE_INVALID');
    const caller = { authorization: `Bearer ${res.json().data.accessToken}`, 'x-client-module': 'ADMIN' };
    expect((await post('/api/authen/secondFactor/status', caller, {})).json().data.recoveryCodesLeft).toBe(9);
    const signIns = (await auditRows(t, 'admin_user', admin.adminCode)).filter((r) => r.action === 'SIGN_IN');
    expect(signIns.at(-1)!.afterData).toEqual({ secondFactor: 'RECOVERY_CODE' });
  });

  it('locks the account after 10 wrong codes, as after 10 wrong passwords (5 per challenge)', async () => {
    const admin = await enrolledAdmin();
    const wrongCode = async () => ((await totpCode(admin.secret)) === '000000' ? '111111' : '000000');
    /** `tries` wrong codes on `challenge`, each refused, then `code()` refused with `key`. */
    const refusedThen = async (
      challenge: string,
      tries: number,
      code: () => Promise<string>,
      key: string,
    ) => {
      for (let i = 0; i < tries; i += 1)
        expectFailureKey(
          await codeStep(t, 'admin', challenge, await wrongCode()),
          422,
          'SECOND_FACTOR_CODE_INVALID',
        );
      expectFailureKey(await codeStep(t, 'admin', challenge, await code()), 422, key);
    };
    // The challenge is spent after 5 tries: even the right code needs the password again.
    await refusedThen(
      await challengeOf(admin),
      5,
      () => totpCode(admin.secret),
      'SECOND_FACTOR_CHALLENGE_EXPIRED',
    );
    // The 10th wrong code locks the account (and spends the second challenge).
    await refusedThen(await challengeOf(admin), 4, wrongCode, 'SECOND_FACTOR_CHALLENGE_EXPIRED');
    // Locked: the right password is refused like a wrong one.
    const locked = await passwordStep(t, 'admin', admin.username, admin.password);
    expectFailureKey(locked, 401, 'INVALID_CREDENTIALS');
    const failed = (await auditRows(t, 'admin_user', admin.adminCode)).filter(
      (r) => r.action === 'SIGN_IN_FAILED',
    );
    expect(failed.map((r) => (r.afterData as { reason: string }).reason)).toEqual([
      ...Array<string>(9).fill('WRONG_CODE'),
      'WRONG_CODE_LOCKED',
      'LOCKED',
    ]);
  });

  it('refuses a made-up or malformed challenge token', async () => {
    expectFailureKey(
      await codeStep(t, 'admin', 'A'.repeat(43), '123456'),
      422,
      'SECOND_FACTOR_CHALLENGE_EXPIRED',
    );
    expect((await codeStep(t, 'admin', 'short', '123456')).statusCode).toBe(400);
  });

  it('keeps a challenge to its module: an admin challenge does not sign in a customer user', async () => {
    const user = await createCustomerUser(t, { userRole: 'CUSTOMER_ADMIN' });
    const { secret } = await enrol(t, await signInCustomer(t, user));
    const res = await passwordStep(t, 'customer', user.username, user.password);
    const challenge = res.json().data.challengeToken as string;
    expectFailureKey(
      await codeStep(t, 'admin', challenge, await totpCode(secret, 1)),
      422,
      'SECOND_FACTOR_CHALLENGE_EXPIRED',
    );
    const ok = await codeStep(t, 'customer', challenge, await totpCode(secret, 1));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user).toMatchObject({ userCode: user.userCode, role: 'CUSTOMER' });
  });
});

describe('removal', () => {
  it('needs the password and a code, then the sign-in is password only again', async () => {
    const admin = await enrolledAdmin();
    const signedIn = await codeStep(t, 'admin', await challengeOf(admin), await totpCode(admin.secret, 1));
    const caller = {
      authorization: `Bearer ${signedIn.json().data.accessToken}`,
      'x-client-module': 'ADMIN',
    };
    const badPassword = await post('/api/authen/secondFactor/disable', caller, {
      password: 'not-it-at-all',
      code: admin.recoveryCodes[0],
    });
    expectFailureKey(badPassword, 422, 'CURRENT_PASSWORD_INVALID');
    const badCode = await post('/api/authen/secondFactor/disable', caller, {
      password: admin.password,
      code: '000000' === (await totpCode(admin.secret)) ? '111111' : '000000',
    });
    expectFailureKey(badCode, 422, 'SECOND_FACTOR_CODE_INVALID');
    const done = await post('/api/authen/secondFactor/disable', caller, {
      password: admin.password,
      code: admin.recoveryCodes[0],
    });
    expect(done.statusCode).toBe(200);
    const res = await passwordStep(t, 'admin', admin.username, admin.password);
    expect(res.json().data).toMatchObject({ tokenType: 'Bearer' });
    const actions = (await auditRows(t, 'admin_user', admin.adminCode)).map((r) => r.action);
    expect(actions).toContain('SECOND_FACTOR_DISABLE');
    expectFailureKey(
      await post('/api/authen/secondFactor/disable', caller, { password: admin.password, code: '123456' }),
      409,
      'SECOND_FACTOR_NOT_ENROLLED',
    );
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../server/db/schema/audit';
import { adminUser, userSession } from '../../server/db/schema/auth';
import { customerUser } from '../../server/db/schema/customer';
import { signAccessToken } from '../../server/security/jwt';
import {
  createAdminUser,
  createCustomerUser,
  nextTestIp,
  signIn,
  signInAdmin,
  signInCustomer,
  type SignedIn,
} from './support/auth';
import { useTestApp } from './support/app-per-file';

const t = useTestApp();

const menus = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/v1/menus/listAllMenu', headers });
const logout = (session: SignedIn, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/authen/logout', headers: session.headers, payload });
const sessionRow = async (id: string) =>
  (await t.deps.db.select().from(userSession).where(eq(userSession.id, id)))[0]!;
const moveSession = (id: string, values: Partial<typeof userSession.$inferInsert>) =>
  t.deps.db.update(userSession).set(values).where(eq(userSession.id, id));
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('bearer token and session check', () => {
  it('accepts a valid token with its module header', async () => {
    const session = await signInAdmin(t);
    expect((await menus(session.headers)).statusCode).toBe(200);
  });

  it('answers 401 without a token, with a malformed one, a forged one and an unknown session', async () => {
    const session = await signInAdmin(t);
    const [header, payload] = session.token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    const otherSecret = signAccessToken(
      { sub: 'ADM0001', role: 'ADMIN', sid: session.sessionId, iat: 1, exp: 4_000_000_000 },
      'another-secret-another-secret-1234',
    );
    const unknownSession = signAccessToken(
      { sub: 'ADM0001', role: 'ADMIN', sid: 'no-such-session', iat: 1, exp: 4_000_000_000 },
      t.deps.config.jwtSecret,
    );
    const noneAlg = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    for (const authorization of [
      undefined,
      'Basic abc',
      `Bearer ${forged}`,
      `Bearer ${otherSecret}`,
      `Bearer ${unknownSession}`,
      `Bearer ${noneAlg}`,
    ]) {
      const res = await menus({ 'x-client-module': 'ADMIN', ...(authorization ? { authorization } : {}) });
      expect(res.statusCode).toBe(401);
      expect(res.json().status.code).toBe('401');
    }
  });

  it('refuses a token whose claims name another user than its session', async () => {
    const session = await signInAdmin(t);
    const other = await createAdminUser(t);
    const swapped = signAccessToken(
      { sub: other.adminCode, role: 'ADMIN', sid: session.sessionId, iat: 1, exp: 4_000_000_000 },
      t.deps.config.jwtSecret,
    );
    expect((await menus({ authorization: `Bearer ${swapped}`, 'x-client-module': 'ADMIN' })).statusCode).toBe(
      401,
    );
  });

  it('refuses an ADMIN token with the CUSTOMER module header (or none), and the other way round', async () => {
    const admin = await signInAdmin(t);
    const user = await createCustomerUser(t);
    const customer = await signInCustomer(t, user);
    for (const [session, module] of [
      [admin, 'CUSTOMER'],
      [admin, undefined],
      [customer, 'ADMIN'],
    ] as const) {
      const res = await menus({
        authorization: session.headers.authorization,
        ...(module ? { 'x-client-module': module } : {}),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().status).toMatchObject({ code: '403', details: [{ key: 'CLIENT_MODULE' }] });
    }
  });

  it('ends a session after 30 idle minutes', async () => {
    const session = await signInAdmin(t);
    await moveSession(session.sessionId, { lastSeenAt: minutesAgo(31) });
    expect((await menus(session.headers)).statusCode).toBe(401);
  });

  it('keeps an active session alive, writing last_seen at most once a minute', async () => {
    const session = await signInAdmin(t);
    await moveSession(session.sessionId, { lastSeenAt: minutesAgo(29) });
    expect((await menus(session.headers)).statusCode).toBe(200);
    const touched = (await sessionRow(session.sessionId)).lastSeenAt;
    expect(Date.now() - touched.getTime()).toBeLessThan(60_000);
    // Within the minute: no write (the value stays exactly the same).
    await moveSession(session.sessionId, { lastSeenAt: new Date(Date.now() - 30_000) });
    const before = (await sessionRow(session.sessionId)).lastSeenAt;
    expect((await menus(session.headers)).statusCode).toBe(200);
    expect((await sessionRow(session.sessionId)).lastSeenAt).toEqual(before);
  });

  it('ends a session after 12 hours however active it is', async () => {
    const session = await signInAdmin(t);
    await moveSession(session.sessionId, { createdAt: minutesAgo(12 * 60 + 1), expiresAt: minutesAgo(1) });
    expect((await menus(session.headers)).statusCode).toBe(401);
  });

  it('refuses the tokens of a user who was deactivated', async () => {
    const admin = await createAdminUser(t);
    const session = await signIn(t, 'ADMIN', admin.username, admin.password);
    await t.deps.db
      .update(adminUser)
      .set({ status: 'INACTIVE' })
      .where(eq(adminUser.adminCode, admin.adminCode));
    expect((await menus(session.headers)).statusCode).toBe(401);
    const user = await createCustomerUser(t);
    const customer = await signInCustomer(t, user);
    await t.deps.db
      .update(customerUser)
      .set({ status: 'DELETE' })
      .where(eq(customerUser.userCode, user.userCode));
    expect((await menus(customer.headers)).statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('ends this token and every older one of the user, not newer ones nor other users', async () => {
    const admin = await createAdminUser(t);
    const oldest = await signIn(t, 'ADMIN', admin.username, admin.password);
    const middle = await signIn(t, 'ADMIN', admin.username, admin.password);
    const newest = await signIn(t, 'ADMIN', admin.username, admin.password);
    const someoneElse = await signInAdmin(t);
    // Sessions made in the same millisecond must still be ordered: make the order explicit.
    await moveSession(oldest.sessionId, { createdAt: minutesAgo(3) });
    await moveSession(middle.sessionId, { createdAt: minutesAgo(2) });

    const res = await logout(middle);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: { code: '000', message: 'Success' }, data: {} });
    expect((await menus(middle.headers)).statusCode).toBe(401);
    expect((await menus(oldest.headers)).statusCode).toBe(401);
    expect((await menus(newest.headers)).statusCode).toBe(200);
    expect((await menus(someoneElse.headers)).statusCode).toBe(200);

    const [audit] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'SIGN_OUT'));
    expect(audit).toMatchObject({
      actor: admin.username,
      entityId: admin.adminCode,
      afterData: { sessionsEnded: 2 },
    });
  });

  it('works for customer users and with no body at all', async () => {
    const user = await createCustomerUser(t);
    const session = await signInCustomer(t, user);
    const res = await t.app.inject({ method: 'POST', url: '/api/authen/logout', headers: session.headers });
    expect(res.statusCode).toBe(200);
    expect((await menus(session.headers)).statusCode).toBe(401);
  });

  it('needs a token and refuses unknown fields', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/authen/logout', payload: {} })).statusCode).toBe(
      401,
    );
    const session = await signInAdmin(t);
    const res = await logout(session, { everything: true });
    expect(res.statusCode).toBe(400);
    // Schema failures answer in the request's language, auth routes too (Thai by default).
    expect(res.json().status.details).toEqual([{ key: 'everything', description: 'ไม่รู้จักฟิลด์นี้' }]);
  });
});

describe('mustChangePassword', () => {
  const changePassword = (
    session: SignedIn,
    body: Record<string, unknown>,
    url = '/api/app/adminUser/resetPassword',
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: session.headers,
      payload: body,
      remoteAddress: nextTestIp(),
    });

  it('allows only resetPassword with currentPassword and logout until the password is changed', async () => {
    const admin = await createAdminUser(t, { mustChangePassword: true });
    const first = await signIn(t, 'ADMIN', admin.username, admin.password);
    const other = await signIn(t, 'ADMIN', admin.username, admin.password);

    const blocked = await menus(first.headers);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().status.details).toEqual([
      { key: 'PASSWORD_CHANGE_REQUIRED', description: expect.any(String) },
    ]);

    const missing = await changePassword(first, { newPassword: 'my-own-password-1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().status.details).toEqual([
      { key: 'currentPassword', description: expect.any(String) },
    ]);

    const wrong = await changePassword(first, {
      currentPassword: 'not-my-password',
      newPassword: 'my-own-password-1',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().status.details[0].key).toBe('CURRENT_PASSWORD_INVALID');

    const same = await changePassword(first, {
      currentPassword: admin.password,
      newPassword: admin.password,
    });
    expect(same.json().status.details[0].key).toBe('PASSWORD_SAME_AS_CURRENT');

    const common = await changePassword(first, { currentPassword: admin.password, newPassword: 'qwerty123' });
    expect(common.json().status.details[0].key).toBe('PASSWORD_TOO_COMMON');

    const changed = await changePassword(first, {
      currentPassword: admin.password,
      newPassword: 'my-own-password-1',
    });
    expect(changed.statusCode).toBe(200);
    // The same token now works everywhere; the account's other sessions are over.
    expect((await menus(first.headers)).statusCode).toBe(200);
    expect((await menus(other.headers)).statusCode).toBe(401);
    const [row] = await t.deps.db.select().from(adminUser).where(eq(adminUser.adminCode, admin.adminCode));
    expect(row!.mustChangePassword).toBe(false);
    expect(row!.version).toBe(2);
    await expect(signIn(t, 'ADMIN', admin.username, 'my-own-password-1')).resolves.toBeTruthy();
    const audits = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'CHANGE_PASSWORD'));
    expect(audits.some((a) => a.entityId === admin.adminCode)).toBe(true);
  });

  it('lets a customer user change a forced password on the customer call only', async () => {
    const user = await createCustomerUser(t, { mustChangePassword: true });
    const session = await signInCustomer(t, user);
    expect((await menus(session.headers)).statusCode).toBe(403);
    const body = { currentPassword: user.password, newPassword: 'customer-new-pass-1' };
    expect((await changePassword(session, body)).statusCode).toBe(403);
    const res = await changePassword(session, body, '/api/app/customerUserController/resetPassword');
    expect(res.statusCode).toBe(200);
    expect((await menus(session.headers)).statusCode).toBe(200);
  });

  it('lets a blocked user log out', async () => {
    const admin = await createAdminUser(t, { mustChangePassword: true });
    const session = await signIn(t, 'ADMIN', admin.username, admin.password);
    expect((await logout(session)).statusCode).toBe(200);
  });
});

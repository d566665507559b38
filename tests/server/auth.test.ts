import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../server/db/schema/audit';
import { adminUser } from '../../server/db/schema/auth';
import { customer } from '../../server/db/schema/customer';
import {
  createAdminUser,
  createCustomer,
  createCustomerUser,
  nextTestIp,
  signInAdmin,
  signInCustomer,
  TEST_PASSWORD,
} from './support/auth';
import { TEST_ADMIN_INITIAL_PASSWORD } from './support/test-constants';
import { useTestApp } from './support/app-per-file';

const t = useTestApp();

const authenticate = (
  kind: 'admin' | 'customer',
  payload: Record<string, unknown>,
  remoteAddress = nextTestIp(),
) => t.app.inject({ method: 'POST', url: `/api/authen/${kind}/authenticate`, payload, remoteAddress });

const auditOf = (entityId: string) =>
  t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));

describe('admin authenticate', () => {
  it('signs in the seeded first admin, who must change the password', async () => {
    const res = await authenticate('admin', { username: 'admin', password: TEST_ADMIN_INITIAL_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toEqual({ code: '000', message: 'Success' });
    expect(body.data).toMatchObject({
      tokenType: 'Bearer',
      mustChangePassword: true,
      user: {
        adminCode: 'ADM0001',
        username: 'admin',
        fullName: expect.any(String),
        email: 'admin@localhost',
        role: 'ADMIN',
      },
    });
    expect(body.data.accessToken.split('.')).toHaveLength(3);
    expect(body.data.expiresAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+07:00$/);
    const hoursLeft = (Date.parse(body.data.expiresAt) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(11.9);
    expect(hoursLeft).toBeLessThanOrEqual(12);
  });

  it('signs in case-insensitively by username and records the audit row', async () => {
    const admin = await createAdminUser(t, { username: 'Somchai' });
    const res = await authenticate('admin', { username: 'SOMCHAI', password: admin.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.mustChangePassword).toBe(false);
    const rows = await auditOf(admin.adminCode);
    expect(rows.map((r) => r.action)).toContain('SIGN_IN');
    expect(rows[0]).toMatchObject({ actor: 'Somchai', actorRole: 'ADMIN', entity: 'admin_user' });
  });

  it('answers unknown user and wrong password with the same 401 INVALID_CREDENTIALS', async () => {
    const admin = await createAdminUser(t);
    const unknown = await authenticate('admin', { username: 'nobody-here', password: 'whatever-123' });
    const wrong = await authenticate('admin', { username: admin.username, password: 'not-the-password' });
    for (const res of [unknown, wrong]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().status).toMatchObject({
        code: '102',
        details: [{ key: 'INVALID_CREDENTIALS', description: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง' }],
      });
    }
    const strip = (body: string) => body.replace(/"requestId":"[^"]+"/, '');
    expect(strip(unknown.body)).toBe(strip(wrong.body));
    const failures = (await auditOf(admin.adminCode)).filter((r) => r.action === 'SIGN_IN_FAILED');
    expect(failures).toHaveLength(1);
    expect(failures[0]!.afterData).toEqual({ reason: 'WRONG_PASSWORD' });
    expect(JSON.stringify(failures)).not.toContain('not-the-password');
  });

  it('describes the failure in English when asked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authen/admin/authenticate',
      headers: { 'accept-language': 'en' },
      payload: { username: 'nobody', password: 'whatever-123' },
      remoteAddress: nextTestIp(),
    });
    expect(res.json().status.details).toEqual([
      { key: 'INVALID_CREDENTIALS', description: 'Wrong username or password' },
    ]);
  });

  it('refuses inactive and deleted admins like a wrong password', async () => {
    for (const status of ['INACTIVE', 'DELETE'] as const) {
      const admin = await createAdminUser(t, { status });
      const res = await authenticate('admin', { username: admin.username, password: admin.password });
      expect(res.statusCode).toBe(401);
      expect(res.json().status.details[0].key).toBe('INVALID_CREDENTIALS');
    }
  });

  it('does not let an admin sign in on the customer login, nor the other way round', async () => {
    const admin = await createAdminUser(t);
    const user = await createCustomerUser(t);
    expect(
      (await authenticate('customer', { username: admin.username, password: admin.password })).statusCode,
    ).toBe(401);
    expect(
      (await authenticate('admin', { username: user.username, password: user.password })).statusCode,
    ).toBe(401);
  });

  it('locks the account after 10 failures in 15 minutes, for 15 minutes', async () => {
    const admin = await createAdminUser(t);
    const ip = nextTestIp();
    const keys: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      // A new IP per try: the per-IP rate limit (10/min) is tested elsewhere.
      const res = await authenticate(
        'admin',
        { username: admin.username, password: `wrong-password-${i}` },
        `${ip.slice(0, -1)}${i}`,
      );
      keys.push(res.json().status.details[0].key);
    }
    // The lock is not told to the caller (it would reveal that the username exists).
    expect(keys.every((k) => k === 'INVALID_CREDENTIALS')).toBe(true);

    const locked = await authenticate('admin', { username: admin.username, password: admin.password });
    expect(locked.statusCode).toBe(401);
    expect(locked.json().status.details[0].key).toBe('INVALID_CREDENTIALS');

    // 15 minutes later (moved in the database rather than waited for) the right password works again.
    await t.deps.db
      .update(adminUser)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(adminUser.adminCode, admin.adminCode));
    expect(
      (await authenticate('admin', { username: admin.username, password: admin.password })).statusCode,
    ).toBe(200);
  });

  it('counts failures only within the 15-minute window', async () => {
    const admin = await createAdminUser(t);
    for (let i = 0; i < 9; i += 1)
      await authenticate('admin', { username: admin.username, password: `wrong-${i}-xx` });
    await t.deps.db
      .update(adminUser)
      .set({ failedLoginSince: new Date(Date.now() - 16 * 60_000) })
      .where(eq(adminUser.adminCode, admin.adminCode));
    const res = await authenticate('admin', { username: admin.username, password: 'wrong-again-x' });
    expect(res.json().status.details[0].key).toBe('INVALID_CREDENTIALS');
    const [row] = await t.deps.db.select().from(adminUser).where(eq(adminUser.adminCode, admin.adminCode));
    expect(row!.failedLoginCount).toBe(1);
  });

  it('re-hashes a password made with other scrypt parameters after a good sign-in', async () => {
    const admin = await createAdminUser(t);
    const { hashPassword } = await import('../../server/security/password');
    await t.deps.db
      .update(adminUser)
      .set({ passwordHash: await hashPassword(admin.password, { N: 2 ** 11, r: 8, p: 1 }) })
      .where(eq(adminUser.adminCode, admin.adminCode));
    expect(
      (await authenticate('admin', { username: admin.username, password: admin.password })).statusCode,
    ).toBe(200);
    const [row] = await t.deps.db.select().from(adminUser).where(eq(adminUser.adminCode, admin.adminCode));
    expect(row!.passwordHash).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$/);
  });
});

describe('customer authenticate', () => {
  it('returns the customer user with its customer and role', async () => {
    const company = await createCustomer(t, { customerName: 'บริษัท ทดสอบ จำกัด' });
    const user = await createCustomerUser(t, { customerCode: company.customerCode, userRole: 'ACCOUNTING' });
    const res = await authenticate('customer', { username: user.username, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      tokenType: 'Bearer',
      mustChangePassword: false,
      user: {
        userCode: user.userCode,
        username: user.username,
        email: user.email,
        customerCode: company.customerCode,
        customerName: 'บริษัท ทดสอบ จำกัด',
        userRole: 'ACCOUNTING',
        role: 'CUSTOMER',
      },
    });
  });

  it('refuses users of an inactive customer like a wrong password', async () => {
    const company = await createCustomer(t, { customerStatus: 'INACTIVE' });
    const user = await createCustomerUser(t, { customerCode: company.customerCode });
    const res = await authenticate('customer', { username: user.username, password: user.password });
    expect(res.statusCode).toBe(401);
    expect(res.json().status.details[0].key).toBe('INVALID_CREDENTIALS');
  });

  it('ends nothing when the customer is later deactivated, but refuses its tokens at once', async () => {
    const user = await createCustomerUser(t);
    const session = await signInCustomer(t, user);
    const menus = () =>
      t.app.inject({ method: 'GET', url: '/api/v1/menus/listAllMenu', headers: session.headers });
    expect((await menus()).statusCode).toBe(200);
    await t.deps.db
      .update(customer)
      .set({ customerStatus: 'INACTIVE' })
      .where(eq(customer.customerCode, user.customerCode));
    expect((await menus()).statusCode).toBe(401);
  });
});

describe('authenticate validation', () => {
  it('refuses unknown fields and missing ones, one detail per field', async () => {
    const res = await authenticate('admin', { username: 'a', extra: 1, another: 2 });
    expect(res.statusCode).toBe(400);
    const details = res.json().status.details as { key: string }[];
    expect(details.map((d) => d.key).sort()).toEqual(['another', 'extra', 'password']);
  });

  it('signs in with the helper', async () => {
    const session = await signInAdmin(t);
    expect(session.headers['x-client-module']).toBe('ADMIN');
    expect(session.userCode).toBe('ADM0001');
  });
});

import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminUser, otpRequest } from '../../server/db/schema/auth';
import { controllerCalls, type Row } from './support/api';
import { API_TIME, detailsOf, errorKey, expectOkMatching, expectRefused } from './support/answers';
import { useAdminApp } from './support/app-per-file';
import { auditActions } from './support/audit';
import { createCustomerUser, nextTestIp, signIn, type SignedIn } from './support/auth';
import { ADMIN_USER, latestOtpMail, mailsTo } from './support/customers';
import { listAllMenu, liveSessions } from './support/sessions';

const { t, admin } = useAdminApp();
const { post, dataOf } = controllerCalls(t, ADMIN_USER, admin);
const menu = (session: SignedIn) => listAllMenu(t, session);

let counter = 0;
const adminBody = (overrides: Row = {}): Row => {
  counter += 1;
  return {
    username: `staff${counter}`,
    fullName: `เจ้าหน้าที่ ${counter}`,
    email: `staff${counter}@example.test`,
    tel: '02 555 0000',
    status: 'ACTIVE',
    ...overrides,
  };
};
const newAdmin = async (overrides: Row = {}): Promise<Row> => {
  const res = await post('create', adminBody(overrides));
  if (res.statusCode !== 200) throw new Error(`admin create failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
};
/** An administrator made through the API who set a password with the OTP and signed in. */
async function signedInNewAdmin(overrides: Row = {}): Promise<SignedIn & { record: Row }> {
  const record = await newAdmin(overrides);
  const mail = await latestOtpMail(t, String(record.email));
  const reset = await t.app.inject({
    method: 'POST',
    url: `${ADMIN_USER}/resetPassword`,
    payload: { refCode: mail!.refCode, otp: mail!.otp, newPassword: 'admin-chosen-pass-1' },
    remoteAddress: nextTestIp(),
  });
  expect(reset.statusCode).toBe(200);
  return { ...(await signIn(t, 'ADMIN', String(record.username), 'admin-chosen-pass-1')), record };
}

describe('create', () => {
  it('generates the code, stores no password and mails an OTP that sets one', async () => {
    const res = await post('create', adminBody({ username: 'Napat.A', email: 'napat.a@example.test' }));
    expect(res.statusCode).toBe(200);
    const created = res.json().data;
    expect(created).toEqual({
      adminCode: expect.stringMatching(/^ADM\d{4,}$/),
      username: 'Napat.A',
      fullName: expect.any(String),
      email: 'napat.a@example.test',
      tel: '025550000',
      status: 'ACTIVE',
      version: 1,
      lastUpdateDtm: expect.stringMatching(API_TIME),
      lastUpdateBy: 'admin',
    });
    const [stored] = await t.deps.db
      .select()
      .from(adminUser)
      .where(eq(adminUser.adminCode, created.adminCode));
    expect(stored).toMatchObject({ passwordHash: null, mustChangePassword: false });
    const mail = await latestOtpMail(t, 'napat.a@example.test');
    const [request] = await t.deps.db.select().from(otpRequest).where(eq(otpRequest.refCode, mail!.refCode));
    expect(request).toMatchObject({
      purpose: 'SET_PASSWORD',
      userKind: 'ADMIN',
      userCode: created.adminCode,
    });
    expect(mail!.body).toContain(
      `${t.deps.config.publicUrl}/admin/forgot-password?email=napat.a%40example.test&ref=${mail!.refCode}&expiresAt=`,
    );
    expect(await auditActions(t, 'admin_user', created.adminCode)).toEqual(['CREATE']);
  });

  it('the new administrator sets a password with the OTP and signs in to the admin module', async () => {
    const session = await signedInNewAdmin();
    expect((await menu(session)).statusCode).toBe(200);
    expect((await post('search', {}, session)).statusCode).toBe(200);
  });

  it('mails nothing to an administrator created INACTIVE', async () => {
    await newAdmin({ email: 'dormant.admin@example.test', status: 'INACTIVE' });
    expect(await mailsTo(t, 'dormant.admin@example.test')).toEqual([]);
  });

  it('refuses a taken username, deleted administrators included (ADMIN_USER_DUPLICATE)', async () => {
    const first = await newAdmin({ username: 'dup.admin' });
    const res = await post('create', adminBody({ username: 'DUP.ADMIN' }));
    expectRefused(res, 409, { ADMIN_USER_DUPLICATE: 'ชื่อผู้ใช้นี้มีอยู่แล้ว' });
    await post('delete', { adminCode: first.adminCode, version: 1 });
    expect(errorKey(await post('create', adminBody({ username: 'dup.admin' })))).toBe('ADMIN_USER_DUPLICATE');
  });

  it('refuses an e-mail of another administrator or of a customer user (ALREADY_REGISTERED_EMAIL)', async () => {
    await newAdmin({ email: 'taken.admin@example.test' });
    const res = await post('create', adminBody({ email: 'Taken.Admin@example.test' }));
    expect(res.statusCode).toBe(409);
    expect(errorKey(res)).toBe('ALREADY_REGISTERED_EMAIL');
    const user = await createCustomerUser(t);
    expect(errorKey(await post('create', adminBody({ email: user.email })))).toBe('ALREADY_REGISTERED_EMAIL');
  });

  it('checks the fields, one detail per field, in the request language', async () => {
    const res = await post(
      'create',
      adminBody({ username: 'x', email: 'no-at-sign', tel: '+66 81', extra: 1 }),
      admin,
      'en',
    );
    expectRefused(res, 400, {
      username: 'use 3–100 characters: letters, digits and . _ @ - (starting with a letter or digit)',
      extra: 'unknown field',
    });
    const rules = await post('create', adminBody({ email: 'no-at-sign', tel: '+66 81' }));
    expect(detailsOf(rules)).toEqual({
      email: 'รูปแบบอีเมลไม่ถูกต้อง',
      tel: 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 9–10 หลัก ขึ้นต้นด้วย 0',
    });
  });
});

describe('read, search, update, delete', () => {
  it('reads by code; 404 for unknown and deleted ones', async () => {
    const created = await newAdmin();
    expect(await dataOf('getAdminByCode', { adminCode: created.adminCode })).toEqual(created);
    expect((await post('getAdminByCode', { adminCode: 'ADM9999' })).statusCode).toBe(404);
    await post('delete', { adminCode: created.adminCode, version: 1 });
    expect((await post('getAdminByCode', { adminCode: created.adminCode })).statusCode).toBe(404);
  });

  it('searches by code, name, e-mail and status; deleted administrators never', async () => {
    const a = await newAdmin({ fullName: 'ค้นหาผู้ดูแล หนึ่ง' });
    const b = await newAdmin({ fullName: 'ค้นหาผู้ดูแล สอง', status: 'INACTIVE' });
    const c = await newAdmin({ fullName: 'ค้นหาผู้ดูแล สาม' });
    await post('delete', { adminCode: c.adminCode, version: 1 });
    const codes = async (criteria: Row) => (await dataOf('search', criteria)).map((r: Row) => r.adminCode);
    expect(await codes({ fullName: 'ค้นหาผู้ดูแล' })).toEqual([a.adminCode, b.adminCode]);
    expect(await codes({ fullName: 'ค้นหาผู้ดูแล', status: 'INACTIVE' })).toEqual([b.adminCode]);
    expect(await codes({ email: String(a.email).toUpperCase() })).toEqual([a.adminCode]);
    expect(await codes({ adminCode: String(b.adminCode) })).toEqual([b.adminCode]);
    const body = (
      await post('search', { fullName: 'ค้นหาผู้ดูแล', size: 1, sortBy: 'adminCode', sortDir: 'desc' })
    ).json();
    expect(body.paging).toEqual({ page: 1, size: 1, totalRecords: 2, totalPages: 2, totalExact: true });
    expect(body.data[0].adminCode).toBe(b.adminCode);
  });

  it('updates the fields, keeps the username, refuses a stale version and a taken e-mail', async () => {
    const created = await newAdmin();
    const other = await newAdmin();
    const body = {
      ...adminBody({ username: created.username, email: created.email }),
      adminCode: created.adminCode,
    };
    const res = await post('update', { ...body, fullName: 'ชื่อใหม่', version: 1 });
    expectOkMatching(res, { fullName: 'ชื่อใหม่', version: 2 });
    expect(errorKey(await post('update', { ...body, version: 1 }))).toBe('STALE_RECORD');
    expect(
      detailsOf(await post('update', { ...body, username: 'renamed', version: 2 }, admin, 'en')),
    ).toEqual({
      username: 'cannot be changed',
    });
    expect(errorKey(await post('update', { ...body, email: other.email, version: 2 }))).toBe(
      'ALREADY_REGISTERED_EMAIL',
    );
    expect(await auditActions(t, 'admin_user', String(created.adminCode))).toEqual(['CREATE', 'UPDATE']);
  });

  it('deactivation ends the administrator’s sessions at once (their token gets 401)', async () => {
    const session = await signedInNewAdmin();
    expect((await menu(session)).statusCode).toBe(200);
    const current = await dataOf('getAdminByCode', { adminCode: session.userCode });
    const res = await post('update', {
      ...adminBody({ username: current.username, email: current.email }),
      adminCode: current.adminCode,
      status: 'INACTIVE',
      version: current.version,
    });
    expect(res.statusCode).toBe(200);
    expect((await menu(session)).statusCode).toBe(401);
    expect(await liveSessions(t, session.userCode)).toEqual([]);
  });

  it('deletes softly and ends the sessions; stale version refused', async () => {
    const session = await signedInNewAdmin();
    const code = session.userCode;
    const { version } = await dataOf('getAdminByCode', { adminCode: code });
    expect(errorKey(await post('delete', { adminCode: code, version: version + 1 }))).toBe('STALE_RECORD');
    expect((await post('delete', { adminCode: code, version })).json().data).toEqual({});
    expect((await menu(session)).statusCode).toBe(401);
    expect(await dataOf('search', { adminCode: code })).toEqual([]);
  });
});

describe('self and last-admin rules', () => {
  it('an administrator cannot deactivate or delete their own account (422)', async () => {
    const me = await signedInNewAdmin();
    const self = await dataOf('getAdminByCode', { adminCode: me.userCode }, me);
    const body = { ...adminBody({ username: self.username, email: self.email }), adminCode: self.adminCode };
    const off = await post('update', { ...body, status: 'INACTIVE', version: self.version }, me, 'en');
    expectRefused(off, 422, { ADMIN_USER_SELF_DEACTIVATE: 'You cannot deactivate your own account' });
    const gone = await post('delete', { adminCode: self.adminCode, version: self.version }, me);
    expect(gone.statusCode).toBe(422);
    expect(errorKey(gone)).toBe('ADMIN_USER_SELF_DELETE');
    const renamed = await post('update', { ...body, fullName: 'ชื่อของฉัน', version: self.version }, me);
    expect(renamed.statusCode).toBe(200);
  });

  it('two administrators switching each other off at once leave one active (ADMIN_USER_LAST_ACTIVE)', async () => {
    const a = await signedInNewAdmin();
    const b = await signedInNewAdmin();
    // Only a and b stay active.
    await t.deps.db
      .update(adminUser)
      .set({ status: 'INACTIVE' })
      .where(
        and(
          ne(adminUser.adminCode, a.userCode),
          ne(adminUser.adminCode, b.userCode),
          eq(adminUser.status, 'ACTIVE'),
        ),
      );
    const deactivate = (by: SignedIn, target: Row) =>
      post(
        'update',
        {
          ...adminBody({ username: target.username, email: target.email }),
          adminCode: target.adminCode,
          status: 'INACTIVE',
          version: target.version,
        },
        by,
      );
    const recordA = await dataOf('getAdminByCode', { adminCode: a.userCode }, a);
    const recordB = await dataOf('getAdminByCode', { adminCode: b.userCode }, b);
    const [first, second] = await Promise.all([deactivate(a, recordB), deactivate(b, recordA)]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses[0]).toBe(200);
    // The other one either saw the last active administrator (422) or had lost its session (401).
    expect([401, 422]).toContain(statuses[1]);
    const refused = [first, second].find((r) => r.statusCode === 422);
    if (refused) expect(errorKey(refused)).toBe('ADMIN_USER_LAST_ACTIVE');
    const active = await t.deps.db.select().from(adminUser).where(eq(adminUser.status, 'ACTIVE'));
    expect(active).toHaveLength(1);
  });
});

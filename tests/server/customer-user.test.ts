import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { otpRequest } from '../../server/db/schema/auth';
import { call, controllerCalls, type Row } from './support/api';
import { API_TIME, detailsOf, errorKey, expectOkMatching, expectRefused } from './support/answers';
import { useAdminApp } from './support/app-per-file';
import { auditActions } from './support/audit';
import {
  createAdminUser,
  createCustomerUser,
  nextTestIp,
  signIn,
  signInCustomer,
  signInNewCustomerUser,
  type SignedIn,
} from './support/auth';
import { BANGKOK_ADDRESS } from './support/customer-data';
import { BRANCH, CUSTOMER_USER, apiCustomer, latestOtpMail, mailsTo } from './support/customers';
import { listAllMenu, liveSessions } from './support/sessions';

const { t, admin } = useAdminApp();
let customerCode: string;
beforeAll(async () => {
  customerCode = String((await apiCustomer(t, admin)).customerCode);
});
const { post, dataOf } = controllerCalls(t, CUSTOMER_USER, admin);
const menu = (session: SignedIn) => listAllMenu(t, session);

let counter = 0;
const userBody = (overrides: Row = {}): Row => {
  counter += 1;
  return {
    customerCode,
    username: `cu.user${counter}`,
    fullName: `ผู้ใช้ ทดสอบ ${counter}`,
    email: `cu.user${counter}@example.test`,
    tel: '081-234-5678',
    userRole: 'USER',
    branchCodes: ['00000'],
    status: 'ACTIVE',
    ...overrides,
  };
};
const newUser = async (overrides: Row = {}, as: SignedIn = admin): Promise<Row> => {
  const res = await post('create', userBody(overrides), as);
  if (res.statusCode !== 200) throw new Error(`user create failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
};

describe('create', () => {
  it('stores the user without a password and mails an OTP to set one', async () => {
    const body = userBody({ username: 'Somchai.K', email: 'somchai.k@example.test' });
    const res = await post('create', body);
    expect(res.statusCode).toBe(200);
    const user = res.json().data;
    expect(user).toEqual({
      userId: expect.any(Number),
      userCode: expect.stringMatching(/^U\d{6}$/),
      customerCode,
      customerName: expect.any(String),
      username: 'Somchai.K',
      fullName: body.fullName,
      email: 'somchai.k@example.test',
      tel: '0812345678',
      userRole: 'USER',
      branchCodes: ['00000'],
      status: 'ACTIVE',
      version: 1,
      lastUpdateDtm: expect.stringMatching(API_TIME),
      lastUpdateBy: 'admin',
    });
    expect(await auditActions(t, 'customer_user', user.userCode)).toEqual(['CREATE']);
    const mail = await latestOtpMail(t, 'somchai.k@example.test');
    expect(mail?.subject).toContain('ตั้งรหัสผ่าน');
    const [request] = await t.deps.db.select().from(otpRequest).where(eq(otpRequest.refCode, mail!.refCode));
    expect(request).toMatchObject({ purpose: 'SET_PASSWORD', userKind: 'CUSTOMER', userCode: user.userCode });
    // The mail links to the customer app's page that takes this OTP (server config publicUrl).
    const link = /https?:\/\/\S+/.exec(mail!.body)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.origin).toBe(t.deps.config.publicUrl);
    expect(url.pathname).toBe('/customer/forgot-password');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      email: 'somchai.k@example.test',
      ref: mail!.refCode,
      expiresAt: expect.stringMatching(API_TIME),
    });
    expect(url.search).not.toContain(mail!.otp);
  });

  it('lets the new user set a password with the OTP and sign in to the customer module', async () => {
    const user = await newUser({ username: 'first.login', email: 'first.login@example.test' });
    const anonymous = await signIn(t, 'CUSTOMER', 'first.login', 'anything-123').catch((e: Error) => e);
    expect(anonymous).toBeInstanceOf(Error);
    const mail = await latestOtpMail(t, 'first.login@example.test');
    const reset = await t.app.inject({
      method: 'POST',
      url: `${CUSTOMER_USER}/resetPassword`,
      payload: { refCode: mail!.refCode, otp: mail!.otp, newPassword: 'my-own-secret-2026' },
      remoteAddress: nextTestIp(),
    });
    expect(reset.statusCode).toBe(200);
    const session = await signIn(t, 'CUSTOMER', 'first.login', 'my-own-secret-2026');
    expect(session.userCode).toBe(user.userCode);
    expect((await menu(session)).statusCode).toBe(200);
  });

  it('mails nothing to a user created INACTIVE', async () => {
    await newUser({ email: 'sleeping@example.test', status: 'INACTIVE' });
    expect(await mailsTo(t, 'sleeping@example.test')).toEqual([]);
  });

  it('refuses a taken username whatever its case, deleted users included (CUSTOMER_USER_DUPLICATE)', async () => {
    const user = await newUser({ username: 'taken.name' });
    const res = await post('create', userBody({ username: 'TAKEN.name' }));
    expectRefused(res, 409, { CUSTOMER_USER_DUPLICATE: 'ชื่อผู้ใช้นี้มีอยู่แล้ว' });
    await post('delete', { userId: user.userId, version: 1 });
    expect(errorKey(await post('create', userBody({ username: 'taken.name' })))).toBe(
      'CUSTOMER_USER_DUPLICATE',
    );
  });

  it('refuses an e-mail of another user of the customer (CUSTOMER_USER_EMAIL_DUPLICATE)', async () => {
    await newUser({ email: 'shared@example.test' });
    const res = await post('create', userBody({ email: 'SHARED@example.test' }));
    expect(res.statusCode).toBe(409);
    expect(errorKey(res)).toBe('CUSTOMER_USER_EMAIL_DUPLICATE');
  });

  it('refuses an e-mail of an administrator or of another customer’s user (ALREADY_REGISTERED_EMAIL)', async () => {
    const other = String((await apiCustomer(t, admin)).customerCode);
    await newUser({ customerCode: other, email: 'elsewhere@example.test' });
    const res = await post('create', userBody({ email: 'elsewhere@example.test' }), admin, 'en');
    expectRefused(res, 409, {
      ALREADY_REGISTERED_EMAIL: 'This e-mail is already registered to another account',
    });
    const administrator = await createAdminUser(t);
    expect(errorKey(await post('create', userBody({ email: administrator.email })))).toBe(
      'ALREADY_REGISTERED_EMAIL',
    );
  });

  it('frees the e-mail of a deleted user', async () => {
    const user = await newUser({ email: 'recycled@example.test' });
    await post('delete', { userId: user.userId, version: 1 });
    expect((await post('create', userBody({ email: 'recycled@example.test' }))).statusCode).toBe(200);
  });
});

describe('validation', () => {
  it('checks username, e-mail, phone, role and branches, one detail per field', async () => {
    const res = await post(
      'create',
      userBody({ username: 'a b', email: 'x', tel: '1234', userRole: 'ADMIN', branchCodes: ['1'] }),
      admin,
      'en',
    );
    expectRefused(res, 400, {
      username: 'use 3–100 characters: letters, digits and . _ @ - (starting with a letter or digit)',
      userRole: 'must be one of: CUSTOMER_ADMIN, USER, ACCOUNTING',
      'branchCodes.0': 'must be 5 digits',
    });
    const rules = await post(
      'create',
      userBody({ email: 'x@', tel: '1234', branchCodes: ['00000', '00077'] }),
      admin,
      'en',
    );
    expect(detailsOf(rules)).toEqual({
      email: 'is not a valid e-mail address',
      tel: 'must be a Thai phone number: 9–10 digits starting with 0',
      branchCodes: 'is not a branch of the customer: 00077',
    });
  });

  it('answers 404 for an unknown customer and 400 when an ADMIN names none', async () => {
    expect((await post('create', userBody({ customerCode: 'C999999' }))).statusCode).toBe(404);
    const { customerCode: _omitted, ...body } = userBody();
    expect(detailsOf(await post('create', body, admin, 'en'))).toEqual({ customerCode: 'is required' });
  });
});

describe('read, update, delete', () => {
  it('reads by id and by code (with branch names); 404 for unknown ones', async () => {
    const branch = await call(
      t,
      `${BRANCH}/create`,
      {
        customerCode,
        branchCode: '00777',
        branchName: 'สาขา 777',
        branchType: 'BRANCH',
        address: BANGKOK_ADDRESS,
        status: 'ACTIVE',
      },
      { as: admin },
    );
    expect(branch.statusCode).toBe(200);
    const user = await newUser({ branchCodes: ['00777', '00000'] });
    expect(await dataOf('getById', { userId: user.userId })).toEqual(user);
    const detail = await dataOf('getCustomerUserDetailByUserCode', { userCode: user.userCode });
    expect(detail).toEqual({
      ...user,
      branches: [
        { branchCode: '00000', branchName: 'สำนักงานใหญ่' },
        { branchCode: '00777', branchName: 'สาขา 777' },
      ],
    });
    expect((await post('getById', { userId: 99_999_999 })).statusCode).toBe(404);
    expect((await post('getCustomerUserDetailByUserCode', { userCode: 'U999999' })).statusCode).toBe(404);
  });

  it('updates the fields, keeps username and customer, refuses a stale version', async () => {
    const user = await newUser();
    const body = { ...userBody({ username: user.username, email: user.email }), userId: user.userId };
    const res = await post('update', { ...body, fullName: 'ชื่อใหม่', userRole: 'ACCOUNTING', version: 1 });
    expectOkMatching(res, { fullName: 'ชื่อใหม่', userRole: 'ACCOUNTING', version: 2 });
    expect(errorKey(await post('update', { ...body, version: 1 }))).toBe('STALE_RECORD');
    const renamed = await post('update', { ...body, username: 'another.name', version: 2 }, admin, 'en');
    expect(detailsOf(renamed)).toEqual({ username: 'cannot be changed' });
    const moved = await post('update', { ...body, customerCode: 'C999999', version: 2 }, admin, 'en');
    expect(detailsOf(moved)).toEqual({ customerCode: 'cannot be changed' });
    expect(await auditActions(t, 'customer_user', String(user.userCode))).toEqual(['CREATE', 'UPDATE']);
  });

  it('refuses an e-mail taken by another user on update', async () => {
    const a = await newUser();
    const b = await newUser();
    const res = await post('update', {
      ...userBody({ username: b.username, email: a.email }),
      userId: b.userId,
      version: 1,
    });
    expect(errorKey(res)).toBe('CUSTOMER_USER_EMAIL_DUPLICATE');
    const same = await post('update', {
      ...userBody({ username: b.username, email: b.email }),
      userId: b.userId,
      version: 1,
    });
    expect(same.statusCode).toBe(200);
  });

  it('deactivation ends the user’s sessions at once (their token gets 401)', async () => {
    const signedIn = await signInNewCustomerUser(t, { customerCode });
    expect((await menu(signedIn)).statusCode).toBe(200);
    const current = await dataOf('getById', { userId: signedIn.user.userId });
    const res = await post('update', {
      ...userBody({ username: current.username, email: current.email }),
      userId: current.userId,
      status: 'INACTIVE',
      version: current.version,
    });
    expect(res.statusCode).toBe(200);
    expect((await menu(signedIn)).statusCode).toBe(401);
    expect(await liveSessions(t, signedIn.userCode)).toEqual([]);
  });

  it('deletes softly: hidden from search and reads, sessions ended, stale refused', async () => {
    const signedIn = await signInNewCustomerUser(t, { customerCode, fullName: 'คนที่จะถูกลบ' });
    const userId = signedIn.user.userId;
    expect(errorKey(await post('delete', { userId, version: 9 }))).toBe('STALE_RECORD');
    expect((await post('delete', { userId, version: 1 })).json().data).toEqual({});
    expect(await dataOf('search', { fullName: 'คนที่จะถูกลบ' })).toEqual([]);
    expect((await post('getById', { userId })).statusCode).toBe(404);
    expect((await menu(signedIn)).statusCode).toBe(401);
    expect(await auditActions(t, 'customer_user', signedIn.userCode)).toEqual(['SIGN_IN', 'DELETE']);
  });
});

describe('search', () => {
  let other: string;
  beforeAll(async () => {
    other = String((await apiCustomer(t, admin)).customerCode);
    await newUser({ fullName: 'สมหญิง ค้นหา', userRole: 'ACCOUNTING' });
    await newUser({ fullName: 'Somsak Findme', status: 'INACTIVE' });
    await newUser({ customerCode: other, fullName: 'สมหญิง อีกบริษัท' });
  });
  const names = (rows: Row[]) => rows.map((r) => r.fullName);

  it('finds by name, e-mail, role and status; an ADMIN across customers or in one', async () => {
    expect(names(await dataOf('search', { fullName: 'สมหญิง' }))).toEqual(['สมหญิง ค้นหา', 'สมหญิง อีกบริษัท']);
    expect(names(await dataOf('search', { fullName: 'สมหญิง', customerCode: other }))).toEqual([
      'สมหญิง อีกบริษัท',
    ]);
    expect(names(await dataOf('search', { fullName: 'findme' }))).toEqual(['Somsak Findme']);
    expect(names(await dataOf('search', { fullName: 'ค้นหา', userRole: 'ACCOUNTING' }))).toEqual([
      'สมหญิง ค้นหา',
    ]);
    expect(names(await dataOf('search', { fullName: 'Som', status: 'INACTIVE' }))).toEqual(['Somsak Findme']);
    const body = (
      await post('search', { fullName: 'สมหญิง', size: 1, sortBy: 'fullName', sortDir: 'desc' })
    ).json();
    expect(body.paging).toEqual({ page: 1, size: 1, totalRecords: 2, totalPages: 2, totalExact: true });
    expect(names(body.data)).toEqual(['สมหญิง อีกบริษัท']);
  });
});

describe('a customer admin', () => {
  let manager: SignedIn & { user: { userId: number; userCode: string } };
  beforeAll(async () => {
    manager = await signInNewCustomerUser(t, { customerCode, userRole: 'CUSTOMER_ADMIN' });
  });

  it('creates users for their own customer only (the body’s customerCode is ignored)', async () => {
    const other = String((await apiCustomer(t, admin)).customerCode);
    const created = await newUser({ customerCode: other }, manager);
    expect(created.customerCode).toBe(customerCode);
    expect(created.lastUpdateBy).toBe(manager.username);
  });

  it('may edit their own name but not their role, nor deactivate or delete themself (422)', async () => {
    const self = await dataOf('getById', { userId: manager.user.userId }, manager);
    const body = {
      ...userBody({ username: self.username, email: self.email, userRole: 'CUSTOMER_ADMIN' }),
      userId: self.userId,
    };
    const renamed = await post('update', { ...body, fullName: 'ชื่อเองใหม่', version: self.version }, manager);
    expect(renamed.statusCode).toBe(200);
    const version = renamed.json().data.version;
    const role = await post('update', { ...body, userRole: 'USER', version }, manager);
    expect(role.statusCode).toBe(422);
    expect(errorKey(role)).toBe('CUSTOMER_USER_SELF_ROLE');
    const off = await post('update', { ...body, status: 'INACTIVE', version }, manager);
    expect(errorKey(off)).toBe('CUSTOMER_USER_SELF_DEACTIVATE');
    const gone = await post('delete', { userId: self.userId, version }, manager);
    expect(gone.statusCode).toBe(422);
    expect(errorKey(gone)).toBe('CUSTOMER_USER_SELF_DELETE');
    expect((await menu(manager)).statusCode).toBe(200);
  });

  it('cannot create administrators', async () => {
    expect((await post('create', userBody({ userRole: 'ADMIN' }), manager)).statusCode).toBe(400);
    const res = await call(
      t,
      '/api/app/adminUser/create',
      { username: 'sneaky', fullName: 'x', email: 'sneaky@example.test', status: 'ACTIVE' },
      { as: manager },
    );
    expect(res.statusCode).toBe(403);
  });

  it('edits and deletes other users of the customer', async () => {
    const user = await createCustomerUser(t, { customerCode });
    const session = await signInCustomer(t, user);
    const res = await post('delete', { userId: user.userId, version: 1 }, manager);
    expect(res.statusCode).toBe(200);
    expect((await menu(session)).statusCode).toBe(401);
  });
});

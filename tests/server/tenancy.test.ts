// Tenant isolation of the customer, branch, customer-user and admin-user calls (quality.md:
// "a CUSTOMER token reaches only its own customer's rows (a test with two customers proves it
// for every route)").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, signInNewCustomerUser, type SignedIn } from './support/auth';
import { ADMIN_USER, BRANCH, CUSTOMER, CUSTOMER_USER, apiCustomer } from './support/customers';
import { CHIANG_MAI_ADDRESS } from './support/customer-data';
import { call, type Row } from './support/api';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: SignedIn;
let customerA: string;
let customerB: string;
let managerA: SignedIn;
let userA: SignedIn;
let accountingA: SignedIn;
let branchB: Row;
let userB: Row;
const as = (session: SignedIn) => ({ as: session });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
  customerA = String((await apiCustomer(t, admin, { customerName: 'ลูกค้า A' })).customerCode);
  customerB = String((await apiCustomer(t, admin, { customerName: 'ลูกค้า B' })).customerCode);
  managerA = await signInNewCustomerUser(t, { customerCode: customerA, userRole: 'CUSTOMER_ADMIN' });
  userA = await signInNewCustomerUser(t, { customerCode: customerA, userRole: 'USER' });
  accountingA = await signInNewCustomerUser(t, { customerCode: customerA, userRole: 'ACCOUNTING' });
  const branch = await call(
    t,
    `${BRANCH}/create`,
    {
      customerCode: customerB,
      branchCode: '00001',
      branchName: 'สาขาของ B',
      branchType: 'BRANCH',
      address: CHIANG_MAI_ADDRESS,
      status: 'ACTIVE',
    },
    as(admin),
  );
  branchB = branch.json().data;
  const user = await call(
    t,
    `${CUSTOMER_USER}/create`,
    {
      customerCode: customerB,
      username: 'user.of.b',
      fullName: 'ผู้ใช้ของ B',
      email: 'user.of.b@example.test',
      userRole: 'CUSTOMER_ADMIN',
      branchCodes: ['00000', '00001'],
      status: 'ACTIVE',
    },
    as(admin),
  );
  userB = user.json().data;
});
afterAll(() => t.close());

const branchBody = (overrides: Row = {}): Row => ({
  customerCode: customerB,
  branchCode: '00001',
  branchName: 'เปลี่ยนชื่อ',
  branchType: 'BRANCH',
  address: CHIANG_MAI_ADDRESS,
  status: 'ACTIVE',
  ...overrides,
});
const userBody = (overrides: Row = {}): Row => ({
  customerCode: customerB,
  username: 'user.of.b',
  fullName: 'เปลี่ยนชื่อ',
  email: 'user.of.b@example.test',
  userRole: 'USER',
  branchCodes: ['00000'],
  status: 'ACTIVE',
  ...overrides,
});

describe("a CUSTOMER_ADMIN of A never reaches B's branches", () => {
  it('answers 404 for get, update and delete of every B branch', async () => {
    const id = branchB.branchId;
    expect(
      (await call(t, `${BRANCH}/getCustomerBranchById`, { branchId: id }, as(managerA))).statusCode,
    ).toBe(404);
    const byId = await call(
      t,
      `${BRANCH}/update`,
      { ...branchBody(), branchId: id, version: 1 },
      as(managerA),
    );
    expect(byId.statusCode).toBe(404);
    // Named by customer + code, the code is looked up in A (which has no 00001).
    expect(
      (await call(t, `${BRANCH}/update`, { ...branchBody(), version: 1 }, as(managerA))).statusCode,
    ).toBe(404);
    expect((await call(t, `${BRANCH}/delete`, { branchId: id, version: 1 }, as(managerA))).statusCode).toBe(
      404,
    );
  });

  it("searches and lists only A's branches, even when the body names B", async () => {
    for (const body of [{ customerCode: customerB }, {}, { customerCode: customerB, branchCode: '00001' }]) {
      const rows: Row[] = (await call(t, `${BRANCH}/search`, { ...body, size: 100 }, as(managerA))).json()
        .data;
      expect(rows.every((r) => r.customerCode === customerA)).toBe(true);
      expect(rows.map((r) => r.branchId)).not.toContain(branchB.branchId);
    }
    const list: Row[] = (
      await call(
        t,
        `${BRANCH}/listBranchByCustomerAndStatus`,
        { customerCode: customerB, status: 'ACTIVE' },
        as(managerA),
      )
    ).json().data;
    expect(list.map((r) => r.branchId)).not.toContain(branchB.branchId);
    expect(list.map((r) => r.branchCode)).toEqual(['00000']);
  });

  it('creates in A when the body names B', async () => {
    const res = await call(t, `${BRANCH}/create`, branchBody({ branchCode: '00009' }), as(managerA));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.customerCode).toBe(customerA);
  });

  it("leaves B's branch untouched", async () => {
    const res = await call(t, `${BRANCH}/getCustomerBranchById`, { branchId: branchB.branchId }, as(admin));
    expect(res.json().data).toEqual(branchB);
  });
});

describe("a CUSTOMER_ADMIN of A never reaches B's users", () => {
  it('answers 404 for getById, getCustomerUserDetailByUserCode, update and delete of a B user', async () => {
    const { userId, userCode } = userB;
    expect((await call(t, `${CUSTOMER_USER}/getById`, { userId }, as(managerA))).statusCode).toBe(404);
    expect(
      (await call(t, `${CUSTOMER_USER}/getCustomerUserDetailByUserCode`, { userCode }, as(managerA)))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(t, `${CUSTOMER_USER}/update`, { ...userBody(), userId, version: 1 }, as(managerA)))
        .statusCode,
    ).toBe(404);
    expect((await call(t, `${CUSTOMER_USER}/delete`, { userId, version: 1 }, as(managerA))).statusCode).toBe(
      404,
    );
  });

  it("searches only A's users, even when the body names B", async () => {
    for (const body of [
      { customerCode: customerB },
      {},
      { customerCode: customerB, username: 'user.of.b' },
    ]) {
      const rows: Row[] = (
        await call(t, `${CUSTOMER_USER}/search`, { ...body, size: 100 }, as(managerA))
      ).json().data;
      expect(rows.every((r) => r.customerCode === customerA)).toBe(true);
      expect(rows.map((r) => r.userId)).not.toContain(userB.userId);
    }
  });

  it('creates users in A when the body names B', async () => {
    const res = await call(
      t,
      `${CUSTOMER_USER}/create`,
      userBody({ username: 'made.by.a', email: 'made.by.a@example.test' }),
      as(managerA),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.customerCode).toBe(customerA);
  });

  it("leaves B's user untouched", async () => {
    const res = await call(t, `${CUSTOMER_USER}/getById`, { userId: userB.userId }, as(admin));
    expect(res.json().data).toEqual(userB);
  });
});

describe('roles', () => {
  const routesUnder = (prefix: string) =>
    t.app
      .routeTable()
      .filter(
        (r) => r.method === 'POST' && r.url.startsWith(`${prefix}/`) && !r.url.endsWith('/resetPassword'),
      )
      .map((r) => r.url);

  /** Every customer user lists its branches to import for (a USER only its assigned ones). */
  const BRANCH_LIST = `${BRANCH}/listBranchByCustomerAndStatus`;
  const managedUnder = (prefix: string) => routesUnder(prefix).filter((url) => url !== BRANCH_LIST);

  it('declares ADMIN for customers and admin users, ADMIN or CUSTOMER_ADMIN for branches and users', () => {
    const accessOf = (url: string) => t.app.routeTable().find((r) => r.url === url)?.access;
    // Six customer calls, the export of its search, the three of its signing certificate and
    // the three of its HSM slot.
    expect(routesUnder(CUSTOMER)).toHaveLength(13);
    expect(routesUnder(ADMIN_USER)).toHaveLength(5);
    expect(routesUnder(BRANCH)).toHaveLength(6);
    expect(routesUnder(CUSTOMER_USER)).toHaveLength(6);
    for (const url of [...routesUnder(CUSTOMER), ...routesUnder(ADMIN_USER)]) {
      expect({ url, access: accessOf(url) }).toEqual({ url, access: { roles: ['ADMIN'] } });
    }
    for (const url of [...managedUnder(BRANCH), ...routesUnder(CUSTOMER_USER)]) {
      expect({ url, access: accessOf(url) }).toEqual({
        url,
        access: { roles: ['ADMIN', 'CUSTOMER'], customerRoles: ['CUSTOMER_ADMIN'] },
      });
    }
    expect(accessOf(BRANCH_LIST)).toEqual({ roles: ['ADMIN', 'CUSTOMER'] });
  });

  it('answers 403 to every customer and admin-user call made with any CUSTOMER token', async () => {
    for (const session of [managerA, userA, accountingA]) {
      for (const url of [...routesUnder(CUSTOMER), ...routesUnder(ADMIN_USER)]) {
        const res = await call(t, url, {}, as(session));
        expect({ url, status: res.statusCode }).toEqual({ url, status: 403 });
      }
    }
  });

  it('answers 403 to every branch and customer-user management call of a USER or ACCOUNTING user', async () => {
    for (const session of [userA, accountingA]) {
      for (const url of [...managedUnder(BRANCH), ...routesUnder(CUSTOMER_USER)]) {
        const res = await call(t, url, { branchId: branchB.branchId, userId: userB.userId }, as(session));
        expect({ url, status: res.statusCode }).toEqual({ url, status: 403 });
      }
    }
  });
});

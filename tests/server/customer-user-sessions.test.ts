// Sessions end at once even with the per-process memory of session checks switched on
// (server/security/session-cache.ts; the other test files run with it off).
import { describe, expect, it } from 'vitest';
import { call, type Row } from './support/api';
import { useAdminApp } from './support/app-per-file';
import { signInAdmin, signInNewCustomerUser, createAdminUser, type SignedIn } from './support/auth';
import { ADMIN_USER, BRANCH, CUSTOMER, CUSTOMER_USER, apiCustomer, customerBody } from './support/customers';
import { listAllMenu } from './support/sessions';

const { t, admin } = useAdminApp({ sessionCacheMs: 60_000 });
const menu = (session: SignedIn) => listAllMenu(t, session);
const userOf = async (userId: number): Promise<Row> =>
  (await call(t, `${CUSTOMER_USER}/getById`, { userId }, { as: admin })).json().data;
const userUpdate = (user: Row, changes: Row) =>
  call(
    t,
    `${CUSTOMER_USER}/update`,
    {
      userId: user.userId,
      username: user.username,
      fullName: user.fullName,
      email: user.email,
      userRole: user.userRole,
      branchCodes: user.branchCodes,
      status: user.status,
      version: user.version,
      ...changes,
    },
    { as: admin },
  );

describe('with remembered session checks', () => {
  it('a deactivated customer user gets 401 on the next call', async () => {
    const customerCode = String((await apiCustomer(t, admin)).customerCode);
    const session = await signInNewCustomerUser(t, { customerCode });
    expect((await menu(session)).statusCode).toBe(200);
    expect((await menu(session)).statusCode).toBe(200);
    expect((await userUpdate(await userOf(session.user.userId), { status: 'INACTIVE' })).statusCode).toBe(
      200,
    );
    expect((await menu(session)).statusCode).toBe(401);
  });

  it('a customer admin demoted to USER loses the management calls at once', async () => {
    const customerCode = String((await apiCustomer(t, admin)).customerCode);
    const manager = await signInNewCustomerUser(t, { customerCode, userRole: 'CUSTOMER_ADMIN' });
    const search = () => call(t, `${BRANCH}/search`, {}, { as: manager });
    expect((await search()).statusCode).toBe(200);
    expect((await userUpdate(await userOf(manager.user.userId), { userRole: 'USER' })).statusCode).toBe(200);
    expect((await search()).statusCode).toBe(403);
  });

  it("a deactivated or deleted customer ends its users' sessions at once", async () => {
    const created = await apiCustomer(t, admin);
    const customerCode = String(created.customerCode);
    const session = await signInNewCustomerUser(t, { customerCode });
    expect((await menu(session)).statusCode).toBe(200);
    const update = await call(
      t,
      `${CUSTOMER}/update`,
      {
        ...customerBody({ customerNumber: created.customerNumber }),
        customerCode,
        customerStatus: 'INACTIVE',
        version: 1,
      },
      { as: admin },
    );
    expect(update.statusCode).toBe(200);
    expect((await menu(session)).statusCode).toBe(401);

    const other = await apiCustomer(t, admin);
    const otherSession = await signInNewCustomerUser(t, { customerCode: String(other.customerCode) });
    expect((await menu(otherSession)).statusCode).toBe(200);
    expect(
      (await call(t, `${CUSTOMER}/delete`, { customerCode: other.customerCode, version: 1 }, { as: admin }))
        .statusCode,
    ).toBe(200);
    expect((await menu(otherSession)).statusCode).toBe(401);
  });

  it('a deleted customer user gets 401 on the next call', async () => {
    const customerCode = String((await apiCustomer(t, admin)).customerCode);
    const session = await signInNewCustomerUser(t, { customerCode });
    expect((await menu(session)).statusCode).toBe(200);
    const res = await call(
      t,
      `${CUSTOMER_USER}/delete`,
      { userId: session.user.userId, version: 1 },
      { as: admin },
    );
    expect(res.statusCode).toBe(200);
    expect((await menu(session)).statusCode).toBe(401);
  });

  it('a deactivated or deleted administrator gets 401 on the next call', async () => {
    const first = await createAdminUser(t);
    const second = await createAdminUser(t);
    const sessions = [await signInAdmin(t, first), await signInAdmin(t, second)];
    for (const session of sessions) expect((await menu(session)).statusCode).toBe(200);
    const record = (
      await call(t, `${ADMIN_USER}/getAdminByCode`, { adminCode: first.adminCode }, { as: admin })
    ).json().data;
    const off = await call(
      t,
      `${ADMIN_USER}/update`,
      {
        adminCode: record.adminCode,
        username: record.username,
        fullName: record.fullName,
        email: record.email,
        status: 'INACTIVE',
        version: record.version,
      },
      { as: admin },
    );
    expect(off.statusCode).toBe(200);
    expect((await menu(sessions[0]!)).statusCode).toBe(401);
    expect(
      (await call(t, `${ADMIN_USER}/delete`, { adminCode: second.adminCode, version: 1 }, { as: admin }))
        .statusCode,
    ).toBe(200);
    expect((await menu(sessions[1]!)).statusCode).toBe(401);
  });
});

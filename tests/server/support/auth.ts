// Sign-in helpers for server tests: accounts are written straight into the cloned database (no
// OTP round trip, no forced password change), then signed in through the real API.
import { eq, sql } from 'drizzle-orm';
import { adminUser } from '../../../server/db/schema/auth';
import { customer, customerUser } from '../../../server/db/schema/customer';
import { hashPassword } from '../../../server/security/password';
import type { TestApp } from './test-app';

export type Kind = 'ADMIN' | 'CUSTOMER';
export type CustomerUserRole = 'CUSTOMER_ADMIN' | 'USER' | 'ACCOUNTING';

/** The password every helper-made account gets unless told otherwise. */
export const TEST_PASSWORD = 'correct-horse-battery-9';

export interface SignedIn {
  token: string;
  /** Authorization + the matching X-Client-Module: spread into app.inject({ headers }). */
  headers: { authorization: string; 'x-client-module': Kind };
  sessionId: string;
  userCode: string;
  username: string;
}

let ipCounter = 0;
/**
 * A fresh client IP for app.inject({ remoteAddress }): the sign-in routes are rate-limited per IP
 * (10/min), and every inject comes from 127.0.0.1 otherwise.
 */
export function nextTestIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

function hash(t: TestApp, password: string): Promise<string> {
  return hashPassword(password, t.deps.config.passwordHashParams);
}

async function nextCode(t: TestApp, sequence: string, prefix: string, digits: number): Promise<string> {
  const [row] = await t.deps.db
    .select({ n: sql<string>`nextval(${sequence}::regclass)::text` })
    .from(sql`(SELECT 1) AS one`);
  return prefix + row!.n.padStart(digits, '0');
}

/** Sets a password straight in the database (and clears the forced change unless told otherwise). */
export async function setPassword(
  t: TestApp,
  kind: Kind,
  code: string,
  password: string,
  options: { mustChangePassword?: boolean } = {},
): Promise<void> {
  const values = {
    passwordHash: await hash(t, password),
    mustChangePassword: options.mustChangePassword ?? false,
    failedLoginCount: 0,
    failedLoginSince: null,
    lockedUntil: null,
  };
  if (kind === 'ADMIN') await t.deps.db.update(adminUser).set(values).where(eq(adminUser.adminCode, code));
  else await t.deps.db.update(customerUser).set(values).where(eq(customerUser.userCode, code));
}

/** Signs in through the API; throws with the answer when it fails. */
export async function signIn(t: TestApp, kind: Kind, username: string, password: string): Promise<SignedIn> {
  const res = await t.app.inject({
    method: 'POST',
    url: kind === 'ADMIN' ? '/api/authen/admin/authenticate' : '/api/authen/customer/authenticate',
    payload: { username, password },
    remoteAddress: nextTestIp(),
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${res.statusCode} ${res.body}`);
  const data = res.json().data as {
    accessToken: string;
    user: { adminCode?: string; userCode?: string; username: string };
  };
  const payload = JSON.parse(Buffer.from(data.accessToken.split('.')[1]!, 'base64url').toString()) as {
    sid: string;
  };
  return {
    token: data.accessToken,
    headers: { authorization: `Bearer ${data.accessToken}`, 'x-client-module': kind },
    sessionId: payload.sid,
    userCode: (data.user.adminCode ?? data.user.userCode)!,
    username: data.user.username,
  };
}

export interface TestAdmin {
  adminCode: string;
  username: string;
  email: string;
  password: string;
}

/** An ACTIVE administrator with a known password (codes from admin_code_seq). */
export async function createAdminUser(
  t: TestApp,
  input: Partial<
    TestAdmin & { fullName: string; status: 'ACTIVE' | 'INACTIVE' | 'DELETE'; mustChangePassword: boolean }
  > = {},
): Promise<TestAdmin> {
  const adminCode = input.adminCode ?? (await nextCode(t, 'admin_code_seq', 'ADM', 4));
  const username = input.username ?? `admin_${adminCode.toLowerCase()}`;
  const email = input.email ?? `${username}@example.test`;
  const password = input.password ?? TEST_PASSWORD;
  await t.deps.db.insert(adminUser).values({
    adminCode,
    username,
    fullName: input.fullName ?? `Admin ${adminCode}`,
    email,
    status: input.status ?? 'ACTIVE',
    passwordHash: await hash(t, password),
    mustChangePassword: input.mustChangePassword ?? false,
    createBy: 'test',
    lastUpdateBy: 'test',
  });
  return { adminCode, username, email, password };
}

/**
 * Signs in as an administrator. Without arguments: the seeded first admin (`admin`), its password
 * set to TEST_PASSWORD with no forced change.
 */
export async function signInAdmin(
  t: TestApp,
  admin?: Pick<TestAdmin, 'username' | 'password'>,
): Promise<SignedIn> {
  if (admin) return signIn(t, 'ADMIN', admin.username, admin.password);
  await setPassword(t, 'ADMIN', 'ADM0001', TEST_PASSWORD);
  return signIn(t, 'ADMIN', 'admin', TEST_PASSWORD);
}

export interface TestCustomer {
  customerCode: string;
  customerName: string;
}

/** An ACTIVE customer (the minimum columns; codes from customer_code_seq). */
export async function createCustomer(
  t: TestApp,
  input: Partial<
    TestCustomer & { customerStatus: 'ACTIVE' | 'INACTIVE' | 'DELETE'; documentTypes: string[] }
  > = {},
): Promise<TestCustomer> {
  const customerCode = input.customerCode ?? (await nextCode(t, 'customer_code_seq', 'C', 6));
  const customerName = input.customerName ?? `Test Customer ${customerCode}`;
  await t.deps.db.insert(customer).values({
    customerCode,
    customerName,
    customerNumber: '0105536112014',
    customerStatus: input.customerStatus ?? 'ACTIVE',
    customerType: 'JURISTIC',
    documentTypes: input.documentTypes ?? ['388', 'T02'],
    createBy: 'test',
    lastUpdateBy: 'test',
  });
  return { customerCode, customerName };
}

export interface TestCustomerUser {
  userId: number;
  userCode: string;
  customerCode: string;
  username: string;
  email: string;
  password: string;
  userRole: CustomerUserRole;
}

/** A customer user with a known password; creates its customer too unless customerCode is given. */
export async function createCustomerUser(
  t: TestApp,
  input: Partial<
    Omit<TestCustomerUser, 'userId'> & {
      fullName: string;
      status: 'ACTIVE' | 'INACTIVE' | 'DELETE';
      branchCodes: string[];
      mustChangePassword: boolean;
    }
  > = {},
): Promise<TestCustomerUser> {
  const customerCode = input.customerCode ?? (await createCustomer(t)).customerCode;
  const userCode = input.userCode ?? (await nextCode(t, 'customer_user_code_seq', 'U', 6));
  const username = input.username ?? `user_${userCode.toLowerCase()}`;
  const email = input.email ?? `${username}@example.test`;
  const password = input.password ?? TEST_PASSWORD;
  const userRole = input.userRole ?? 'USER';
  const [row] = await t.deps.db
    .insert(customerUser)
    .values({
      userCode,
      customerCode,
      username,
      fullName: input.fullName ?? `User ${userCode}`,
      email,
      userRole,
      branchCodes: input.branchCodes ?? ['00000'],
      status: input.status ?? 'ACTIVE',
      passwordHash: await hash(t, password),
      mustChangePassword: input.mustChangePassword ?? false,
      createBy: 'test',
      lastUpdateBy: 'test',
    })
    .returning({ userId: customerUser.userId });
  return { userId: row!.userId, userCode, customerCode, username, email, password, userRole };
}

/** Signs in as a customer user (made with createCustomerUser). */
export function signInCustomer(
  t: TestApp,
  user: Pick<TestCustomerUser, 'username' | 'password'>,
): Promise<SignedIn> {
  return signIn(t, 'CUSTOMER', user.username, user.password);
}

/** createCustomerUser + signInCustomer in one step. */
export async function signInNewCustomerUser(
  t: TestApp,
  input: Parameters<typeof createCustomerUser>[1] = {},
): Promise<SignedIn & { user: TestCustomerUser }> {
  const user = await createCustomerUser(t, input);
  return { ...(await signInCustomer(t, user)), user };
}

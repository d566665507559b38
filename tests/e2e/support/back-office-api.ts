// Direct API calls for test set-up (the journeys themselves go through the UI).
import { randomInt } from 'node:crypto';
import { CUSTOMER_PREFIX } from '../../../contract/customer';
import { DEMO, FIRST_ADMIN, type AppServer } from './app-server';

/** Which app's calls (the X-Client-Module header). */
export type ClientModule = 'ADMIN' | 'CUSTOMER';

/** The body of /api/authen/admin/authenticate's data, as the web app stores it. */
export interface StoredSession {
  accessToken: string;
  tokenType: string;
  expiresAt: string;
  user: Record<string, string>;
  mustChangePassword: boolean;
}

/**
 * A set-up sign-in's client address (X-Forwarded-For, which the test server trusts from
 * 127.0.0.1): one per call, so that set-up never spends the rate limit of the browser's address.
 */
export function setUpClient(): Record<string, string> {
  return { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}` };
}

/**
 * A POST of either app's API; resolves with the envelope's data. A JSON body, or a multipart one
 * (FormData: an upload, a ticket) for which fetch sets the boundary. As `token`'s user; without
 * one (a sign-in), from a set-up client address.
 */
export async function apiPost<T>(
  server: AppServer,
  module: ClientModule,
  path: string,
  body: unknown,
  token?: string,
): Promise<T> {
  const multipart = body instanceof FormData;
  const response = await fetch(`${server.origin}${path}`, {
    method: 'POST',
    headers: {
      ...(multipart ? {} : { 'content-type': 'application/json' }),
      'x-client-module': module,
      ...(token ? { authorization: `Bearer ${token}` } : setUpClient()),
    },
    body: multipart ? body : JSON.stringify(body),
  });
  const json = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json.data;
}

const post = <T>(server: AppServer, path: string, body: unknown, token?: string) =>
  apiPost<T>(server, 'ADMIN', path, body, token);

/** A call of the admin app's API as `token`'s administrator; resolves with the envelope's data. */
export function adminPost<T>(server: AppServer, token: string, path: string, body: unknown): Promise<T> {
  return callAs<T>(server, 'ADMIN', token, path, body);
}

/** A call as `token`'s user of either app (apiPost); resolves with the envelope's data. */
export function callAs<T>(
  server: AppServer,
  module: ClientModule,
  token: string,
  path: string,
  body: unknown,
): Promise<T> {
  return apiPost<T>(server, module, path, body, token);
}

export function signInByApi(server: AppServer, username: string, password: string): Promise<StoredSession> {
  return post<StoredSession>(server, '/api/authen/admin/authenticate', { username, password });
}

export async function changePasswordByApi(
  server: AppServer,
  token: string,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  await post(server, '/api/app/adminUser/resetPassword', { currentPassword, newPassword }, token);
}

export async function logoutByApi(server: AppServer, token: string): Promise<void> {
  await post(server, '/api/authen/logout', {}, token);
}

/** The first administrator, signed in after the forced change of its initial password to `password`. */
export async function firstAdminSession(server: AppServer, password: string): Promise<StoredSession> {
  const first = await signInByApi(server, FIRST_ADMIN.username, FIRST_ADMIN.initialPassword);
  await changePasswordByApi(server, first.accessToken, FIRST_ADMIN.initialPassword, password);
  return signInByApi(server, FIRST_ADMIN.username, password);
}

/** The seeded demo customer's code, as `admin`'s search finds it. */
export async function demoCustomerCode(server: AppServer, admin: StoredSession): Promise<string> {
  const [demo] = await adminPost<{ customerCode: string }[]>(
    server,
    admin.accessToken,
    `${CUSTOMER_PREFIX}/search`,
    {
      customerName: DEMO.customerName,
    },
  );
  return demo!.customerCode;
}

// Several real server processes on one PostgreSQL share their state (issue 30, docs/
// several-servers.md): they start together on an empty database, count the sign-in limit
// together behind a trusted proxy, and hear each other's sign-outs and edits at once.
import pg from 'pg';
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANDING_PREFIX } from '../../contract/landing-constants';
import { fileDatabaseUrl } from './support/database';
import { SERVER_ADMIN_PASSWORD, startServer, type ServerProcess } from './support/server-process';

const NEW_PASSWORD = 'servers-admin-password-5678';
let a: ServerProcess;
let b: ServerProcess;
let sql: pg.Client;
let nextAddress = 0;
/** A client address of its own (TEST-NET-3), as the balancer names it in X-Forwarded-For. */
const someClient = () => `203.0.113.${(nextAddress += 1)}`;

beforeAll(async () => {
  // Both at the same moment on an empty database; the test runner stands for the balancer.
  // The session memory is long, so that only the notice can end a session on the other server.
  const env = { TRUST_PROXY: '127.0.0.1', SESSION_CACHE_MS: '600000' };
  [a, b] = await Promise.all([
    startServer({ databaseUrl: fileDatabaseUrl(), env }),
    startServer({ databaseUrl: fileDatabaseUrl(), env }),
  ]);
  sql = new pg.Client({ connectionString: fileDatabaseUrl() });
  await sql.connect();
});
afterAll(() => sql?.end());

interface Answer {
  status: number;
  body: { status: { code: string }; data?: unknown };
}

async function call(server: ServerProcess, url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

async function signIn(server: ServerProcess, password: string) {
  const answer = await call(
    server,
    '/api/authen/admin/authenticate',
    { username: 'admin', password },
    { 'x-forwarded-for': someClient() },
  );
  expect(answer.status).toBe(200);
  const token = (answer.body.data as { accessToken: string }).accessToken;
  return { authorization: `Bearer ${token}`, 'x-client-module': 'ADMIN' };
}

/** The administrator, past the first sign-in's password change: signed in for real work. */
async function signedInAdmin(server: ServerProcess): Promise<Record<string, string>> {
  const [{ must }] = (
    await sql.query<{ must: boolean }>(
      `SELECT must_change_password AS must FROM admin_user WHERE username = 'admin'`,
    )
  ).rows as [{ must: boolean }];
  if (!must) return signIn(server, NEW_PASSWORD);
  const first = await signIn(server, SERVER_ADMIN_PASSWORD);
  const changed = await call(
    server,
    '/api/app/adminUser/resetPassword',
    { currentPassword: SERVER_ADMIN_PASSWORD, newPassword: NEW_PASSWORD },
    first,
  );
  expect(changed.status).toBe(200);
  return signIn(server, NEW_PASSWORD);
}

/** Polls `check` until it holds; answers how long that took, or throws at the deadline. */
async function msUntil(check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const start = performance.now();
  while (!(await check())) {
    if (performance.now() - start > withinMs) throw new Error(`not within ${withinMs} ms`);
  }
  return performance.now() - start;
}

const statCounter = async (server: ServerProcess) =>
  ((await call(server, `${LANDING_PREFIX}/getStatCounterById`, { id: 1 })).body.data as { value: number })
    .value;

/** Changes figure 1 on `server`, as an administrator editing the landing page would. */
async function changeStatCounter(server: ServerProcess, admin: Record<string, string>, value: number) {
  const listed = await call(server, `${LANDING_PREFIX}/searchStatCounter`, {}, admin);
  const [counter] = listed.body.data as { id: number; version: number; labelTh: string; labelEn: string }[];
  const saved = await call(
    server,
    `${LANDING_PREFIX}/updateStatCounter`,
    {
      id: counter!.id,
      version: counter!.version,
      labelTh: counter!.labelTh,
      labelEn: counter!.labelEn,
      value,
    },
    admin,
  );
  expect(saved.status).toBe(200);
}

describe('servers sharing one PostgreSQL', () => {
  it('start together on an empty database: both up, every migration applied once, one administrator', async () => {
    for (const server of [a, b]) {
      const health = await fetch(`${server.url}/api/commonController/check-api`);
      expect(await health.json()).toMatchObject({ data: { service: 'UP', database: 'UP' } });
    }
    const files = readdirSync(new URL('../../server/db/migrations', import.meta.url)).filter((f) =>
      f.endsWith('.sql'),
    );
    const { rows } = await sql.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((r) => r.name)).toEqual(files.sort());
    const admins = await sql.query(`SELECT 1 FROM admin_user WHERE username = 'admin'`);
    expect(admins.rowCount).toBe(1);
  });

  it('count the sign-in limit of one client together, and apart from another client', async () => {
    const [alice, bob] = [someClient(), someClient()];
    const wrong = (server: ServerProcess, client: string) =>
      call(
        server,
        '/api/authen/admin/authenticate',
        { username: 'nobody', password: 'not-the-password' },
        {
          'x-forwarded-for': client,
        },
      );
    for (let i = 0; i < 10; i += 1) expect((await wrong(i % 2 ? a : b, alice)).status).toBe(401);
    expect((await wrong(a, alice)).status).toBe(429);
    expect((await wrong(b, alice)).status).toBe(429);
    expect((await wrong(b, bob)).status).toBe(401);
  });

  it('end a session signed out on one server on the other within 200 ms', async () => {
    const admin = await signedInAdmin(a);
    const menus = async () => (await fetch(`${b.url}/api/v1/menus/listAllMenu`, { headers: admin })).status;
    expect(await menus()).toBe(200); // now remembered by B
    expect((await call(a, '/api/authen/logout', {}, admin)).status).toBe(200);
    const elapsed = await msUntil(async () => (await menus()) === 401, 200);
    expect(elapsed).toBeLessThan(200);
  });

  it('show a landing edit made on one server on the other within 200 ms', async () => {
    const admin = await signedInAdmin(a);
    const before = await statCounter(b); // now cached by B
    await changeStatCounter(a, admin, before + 1);
    const elapsed = await msUntil(async () => (await statCounter(b)) === before + 1, 200);
    expect(elapsed).toBeLessThan(200);
  });

  it('empty their caches when their listening connection was lost, once it is back', async () => {
    const admin = await signedInAdmin(a);
    const before = await statCounter(b);
    const cut = await sql.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1`,
      [`etax change feed (pid ${b.pid})`],
    );
    expect(cut.rowCount).toBe(1);
    // B hears nothing of this edit; it reopens its connection after a second and starts afresh.
    await changeStatCounter(a, admin, before + 1);
    await msUntil(async () => (await statCounter(b)) === before + 1, 3000);
    expect(b.output).toMatch(/listening connection lost/);
  });
});

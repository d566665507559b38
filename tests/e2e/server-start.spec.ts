// `npm start` on a fresh data dir, end to end through the API: the first administrator signs in,
// changes the forced password, signs in again and reads its menu. Relies on dist/ being built
// (the test command builds before the e2e step; start.mjs rebuilds only what is stale).
import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './support/app-server';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ADMIN_INITIAL_PASSWORD = 'e2e-first-admin-pass';
const NEW_PASSWORD = 'e2e-changed-admin-pass';

async function waitForApi(base: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${base}/api/commonController/check-api`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer within 90 s:\n${output()}`);
}

test.describe('npm start', () => {
  // One server for both tests (and never two builds of dist/ at once).
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(180_000);

  let child: ChildProcess;
  let base: string;
  let dataDir: string;
  let log = '';

  test.beforeAll(async () => {
    // A hook keeps the default 30 s unless told in it: a first start may build dist/ and migrate.
    test.setTimeout(180_000);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'etax-e2e-start-'));
    child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: projectRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ADMIN_INITIAL_PASSWORD,
        DATABASE_URL: '',
        SMTP_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    await waitForApi(base, child, () => log);
  });

  test.afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('serves the API: first admin signs in, changes the password, signs in again, reads the menu', async ({
    request,
  }) => {
    const admin = { 'x-client-module': 'ADMIN' };
    const signIn = (password: string) =>
      request.post(`${base}/api/authen/admin/authenticate`, { data: { username: 'admin', password } });

    const first = await signIn(ADMIN_INITIAL_PASSWORD);
    expect(first.status()).toBe(200);
    const firstBody = await first.json();
    expect(firstBody.data.mustChangePassword).toBe(true);
    const firstAuth = { ...admin, authorization: `Bearer ${firstBody.data.accessToken}` };

    const blocked = await request.get(`${base}/api/v1/menus/listAllMenu`, { headers: firstAuth });
    expect(blocked.status()).toBe(403);

    const changed = await request.post(`${base}/api/app/adminUser/resetPassword`, {
      headers: firstAuth,
      data: { currentPassword: ADMIN_INITIAL_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(changed.status()).toBe(200);

    expect((await signIn(ADMIN_INITIAL_PASSWORD)).status()).toBe(401);
    const second = await signIn(NEW_PASSWORD);
    expect(second.status()).toBe(200);
    const secondBody = await second.json();
    expect(secondBody.data.mustChangePassword).toBe(false);

    const menu = await request.get(`${base}/api/v1/menus/listAllMenu`, {
      headers: { ...admin, authorization: `Bearer ${secondBody.data.accessToken}` },
    });
    expect(menu.status()).toBe(200);
    expect(menu.headers()['cache-control']).toBe('no-store');
    const codes = ((await menu.json()).data as { menuCode: string }[]).map((item) => item.menuCode);
    expect(codes).toEqual(expect.arrayContaining(['DASHBOARD', 'CUSTOMER', 'ADMIN_USER', 'MASTER_DATA']));
  });

  test('serves the built web apps with their security headers', async ({ request }) => {
    for (const page of ['/', '/admin/', '/customer/']) {
      const res = await request.get(`${base}${page}`, { headers: { accept: 'text/html' } });
      expect(res.status(), page).toBe(200);
      expect(res.headers()['content-type']).toContain('text/html');
      expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    }
    const docs = await request.get(`${base}/api/docs/json`);
    expect(docs.status()).toBe(200);
    expect((await docs.json()).paths).toHaveProperty(['/api/authen/admin/authenticate']);
  });
});

// npm run bench:api — throughput and latency of the master-data look-ups against the bar of
// quality.md (≥ 2,000 req/s and p99 ≤ 50 ms at 50 connections). Run by tsx: it uses the bench
// kit's scratch database (scripts/bench-kit/postgres.ts).
//
// Without BENCH_URL it starts the server itself (tsx, a fresh temporary DATA_DIR, a free port
// on 127.0.0.1), first on PGlite and then, when DATABASE_URL is set, on a fresh database created
// on that PostgreSQL server (dropped afterwards). It signs in as the first administrator with
// the ADMIN_INITIAL_PASSWORD it set and completes the forced password change through the API,
// so searchProvince runs with a real ADMIN token (the session check included).
//
// With BENCH_URL=http://127.0.0.1:PORT it measures that server instead (loopback only); the
// ADMIN calls run when BENCH_ADMIN_USERNAME and BENCH_ADMIN_PASSWORD are given.
//
// Env: BENCH_DURATION (seconds per call, default 10), BENCH_CONNECTIONS (default 50).
// Exit code 1 when a call misses the bar or answers anything but 200.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withScratchDatabase } from './bench-kit/postgres';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARM_UP_SECONDS = 2;
const BAR = { requestsPerSecond: 2000, p99Ms: 50 };
const MD = '/api/app/masterDataController';

/** The look-ups of quality.md; `admin` ones need an ADMIN token. */
const CALLS = [
  { name: 'listboxByGroup', path: `${MD}/listboxByGroup`, body: { listboxGroup: 'DOCUMENT_TYPE' } },
  { name: 'listProvince', path: `${MD}/listProvince`, body: {} },
  {
    name: 'listDistrictByProvinceCode',
    path: `${MD}/listDistrictByProvinceCode`,
    body: { provinceCode: '10' },
  },
  {
    name: 'searchProvince',
    path: `${MD}/searchProvince`,
    body: { provinceName: 'สมุทร', page: 1, size: 25 },
    admin: true,
  },
  // Not a bar: the same cached answer as listProvince, signed in, to show what the per-call
  // token and session check costs (it is the whole difference from the listProvince row).
  { name: 'listProvince (ADMIN token)', path: `${MD}/listProvince`, body: {}, admin: true, diagnostic: true },
];

function assertLoopback(url) {
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '[::1]', '::1'].includes(host)) {
    throw new Error(
      `BENCH_URL must be a loopback address (got ${host}): the bench never loads another machine`,
    );
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function request(base, pathName, { body, headers = {}, method = 'POST' } = {}) {
  const res = await fetch(base + pathName, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
    signal: AbortSignal.timeout(10_000),
  });
  const json = await res.json().catch(() => null);
  return { status: res.status, json };
}

async function waitForServer(base, child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const res = await request(base, '/api/commonController/check-api', { method: 'GET' });
      if (res.status === 200 && res.json?.data?.database === 'UP') return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer check-api within ${timeoutMs / 1000} s`);
}

async function signIn(base, username, password) {
  const res = await request(base, '/api/authen/admin/authenticate', { body: { username, password } });
  if (res.status !== 200)
    throw new Error(`admin sign-in answered ${res.status}: ${JSON.stringify(res.json?.status)}`);
  return res.json.data;
}

/** Signs in as the first admin; completes the forced password change, then signs in again. */
async function adminHeaders(base, username, password) {
  let session = await signIn(base, username, password);
  if (session.mustChangePassword) {
    const newPassword = `bench-${randomBytes(12).toString('base64url')}`;
    const res = await request(base, '/api/app/adminUser/resetPassword', {
      body: { currentPassword: password, newPassword },
      headers: { authorization: `Bearer ${session.accessToken}`, 'x-client-module': 'ADMIN' },
    });
    if (res.status !== 200)
      throw new Error(`password change answered ${res.status}: ${JSON.stringify(res.json?.status)}`);
    session = await signIn(base, username, newPassword);
  }
  return { authorization: `Bearer ${session.accessToken}`, 'x-client-module': 'ADMIN' };
}

function run(base, call, headers, duration) {
  return autocannon({
    url: base + call.path,
    method: 'POST',
    connections: CONNECTIONS,
    duration,
    headers: { 'content-type': 'application/json', 'accept-language': 'th', ...headers },
    body: JSON.stringify(call.body),
  });
}

async function benchAll(base, label, admin) {
  const rows = [];
  for (const call of CALLS) {
    if (call.admin && !admin) {
      rows.push({ label, name: call.name, skipped: 'no ADMIN sign-in (set BENCH_ADMIN_USERNAME/PASSWORD)' });
      continue;
    }
    const headers = call.admin ? admin : {};
    const check = await request(base, call.path, { body: call.body, headers });
    if (check.status !== 200) throw new Error(`${call.name} answered ${check.status} before the bench`);
    await run(base, call, headers, WARM_UP_SECONDS);
    const result = await run(base, call, headers, DURATION);
    const failures = result.non2xx + result.errors + result.timeouts;
    const pass =
      failures === 0 && result.requests.average >= BAR.requestsPerSecond && result.latency.p99 <= BAR.p99Ms;
    rows.push({
      label,
      name: call.name,
      diagnostic: Boolean(call.diagnostic),
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      failures,
      pass,
    });
    process.stdout.write(
      `  ${label} ${call.name}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms\n`,
    );
  }
  return rows;
}

/** Starts server/main.ts with its own data dir and port; resolves once check-api answers. */
async function startServer(extraEnv) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'etax-bench-'));
  const port = await freePort();
  const adminPassword = `bench-first-${randomBytes(9).toString('base64url')}`;
  const env = {
    ...process.env,
    BENCH_URL: '',
    DATABASE_URL: '',
    ...extraEnv,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIR: path.join(dataDir, 'no-web'),
    ADMIN_INITIAL_PASSWORD: adminPassword,
    SMTP_URL: '',
    // Request logs at info level would measure the terminal, not the API.
    LOG_LEVEL: 'warn',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(base, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, adminPassword, stop, startSeconds: (Date.now() - started) / 1000 };
}

async function benchStartedServer(label, extraEnv = {}) {
  console.log(`▶ ${label}: starting the server on a fresh data dir`);
  const server = await startServer(extraEnv);
  console.log(`  serving after ${server.startSeconds.toFixed(1)} s (fresh database: migrate + seed)`);
  try {
    const admin = await adminHeaders(server.base, 'admin', server.adminPassword);
    return await benchAll(server.base, label, admin);
  } finally {
    await server.stop();
  }
}

function printTable(rows) {
  const header = ['database', 'call', 'req/s', 'p50 ms', 'p99 ms', 'non-200', 'result'];
  const lines = rows.map((r) =>
    r.skipped
      ? [r.label, r.name, '-', '-', '-', '-', `SKIPPED: ${r.skipped}`]
      : [
          r.label,
          r.name,
          String(r.rps),
          String(r.p50),
          String(r.p99),
          String(r.failures),
          r.diagnostic ? '(no bar)' : r.pass ? 'PASS' : 'FAIL',
        ],
  );
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log('');
  console.log(
    `Bar: ≥ ${BAR.requestsPerSecond} req/s and p99 ≤ ${BAR.p99Ms} ms at ${CONNECTIONS} connections, ${DURATION} s per call ` +
      `(${os.cpus().length} cores, Node ${process.versions.node}, load average ${os.loadavg()[0].toFixed(1)}: ` +
      'other work on the machine lowers the figures)',
  );
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}

async function main() {
  const rows = [];
  if (process.env.BENCH_URL) {
    const base = process.env.BENCH_URL.replace(/\/$/, '');
    assertLoopback(base);
    await waitForServer(base, null, 10_000);
    const { BENCH_ADMIN_USERNAME: username, BENCH_ADMIN_PASSWORD: password } = process.env;
    const admin = username && password ? await adminHeaders(base, username, password) : null;
    rows.push(...(await benchAll(base, 'BENCH_URL', admin)));
  } else {
    rows.push(...(await benchStartedServer('PGlite')));
    if (process.env.DATABASE_URL) {
      const databaseUrl = process.env.DATABASE_URL;
      assertLoopback(databaseUrl.replace(/^postgres(ql)?:/, 'http:'));
      rows.push(
        ...(await withScratchDatabase(databaseUrl, 'etax_bench', (url) =>
          benchStartedServer('PostgreSQL', { DATABASE_URL: url }),
        )),
      );
    }
  }
  printTable(rows);
  process.exitCode = rows.some((r) => !r.skipped && !r.diagnostic && !r.pass) ? 1 : 0;
}

main().catch((error) => {
  console.error(`✖ bench:api failed: ${error.message}`);
  process.exitCode = 1;
});

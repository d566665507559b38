// The bench kit's server (docs/search.md, "Benchmarks"): the real server in a child process on
// 127.0.0.1, started on a data set (a PGlite DATA_DIR or a DATABASE_URL), and plain HTTP calls.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export type Json = Record<string, unknown>;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function request(
  base: string,
  pathName: string,
  {
    body,
    headers = {},
    method = 'POST',
    timeoutMs = 60_000,
  }: { body?: unknown; headers?: Record<string, string>; method?: string; timeoutMs?: number } = {},
): Promise<{ status: number; json: Json | null }> {
  const res = await fetch(base + pathName, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const json = (await res.json().catch(() => null)) as Json | null;
  return { status: res.status, json };
}

/** A server on a PGlite data dir alone: no DATABASE_URL, no web app, the bench's administrator password. */
export function pgliteServerEnv(dataDir: string, adminPassword: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    WEB_DIR: path.join(dataDir, 'no-web'),
    ADMIN_INITIAL_PASSWORD: adminPassword,
  };
}

export interface BenchServer {
  base: string;
  pid: number | undefined;
  stop: () => Promise<void>;
}

/**
 * Starts server/main.ts with `env` (its data set) and waits until check-api says the database is
 * UP: the first start migrates and seeds, which over a million rows takes a while (`readyMs`).
 */
export async function startServer(env: Record<string, string>, readyMs = 30 * 60_000): Promise<BenchServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      // BENCH_SERVER_NODE_OPTIONS: the server's own Node flags (a heap cap: how much of its RSS
      // was garbage V8 had not collected yet), not the bench's.
      NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS ?? '',
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + readyMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const res = await request(base, '/api/commonController/check-api', { method: 'GET' });
      if (res.status === 200 && (res.json?.data as Json | undefined)?.database === 'UP') {
        return { base, stop, pid: child.pid };
      }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the server did not answer check-api in time');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** CPU seconds a process has used (Linux /proc; undefined elsewhere). */
export function cpuSecondsOf(pid: number | undefined): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks (USER_HZ 100)
  } catch {
    return undefined;
  }
}

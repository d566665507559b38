// A real server process (`node --import tsx server/main.ts`, as `npm start` runs it) on a given
// database, for the tests of several servers (tests/servers) and `npm run bench:scale`.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The seeded administrator's password on every server the harness starts. */
export const SERVER_ADMIN_PASSWORD = 'servers-admin-password-1234';

export interface StartServerOptions {
  databaseUrl: string;
  /** More environment (ROLE, JOB_LEASE_SECONDS, SMTP_URL, …); undefined removes a variable. */
  env?: Record<string, string | undefined>;
  /** How long to wait for the server to answer (default 60 s: migrations and seeding included). */
  readyWithinMs?: number;
}

export interface ServerProcess {
  /** http://127.0.0.1:<port>; undefined for ROLE=worker, which serves no HTTP. */
  url: string | undefined;
  pid: number;
  /** Everything it wrote to stdout and stderr so far. */
  readonly output: string;
  /** Resolves when the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal?: NodeJS.Signals): void;
  /** SIGTERM (graceful: running jobs finish), SIGKILL if it has not ended within `withinMs`. */
  stop(withinMs?: number): Promise<void>;
}

const started = new Set<ServerProcess>();

/** Resolves when `check` gives a value, polling every 50 ms; rejects at the deadline. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  withinMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function environment(options: StartServerOptions, dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  // The test runner's own variables (VITEST, NODE_ENV=test, its DATABASE_URL) stay out.
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^(VITEST|NODE_ENV$|DATABASE_URL$|TEST)/.test(key)) env[key] = value;
  }
  Object.assign(env, {
    DATABASE_URL: options.databaseUrl,
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    // Shared by every server of one database, as an operator must (docs/jobs.md).
    JWT_SECRET: 'servers-secret-servers-secret-servers',
    SIGNING_KEY: 'servers-signing-key-servers-signing',
    ADMIN_INITIAL_PASSWORD: SERVER_ADMIN_PASSWORD,
    PUBLIC_URL: 'http://etax.test',
    WEB_DIR: path.join(dataDir, 'no-web-apps'),
    LOG_LEVEL: 'warn',
  });
  for (const [key, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  return env;
}

/** Starts a server and resolves once it answers its health check (or, as a worker, runs jobs). */
export async function startServer(options: StartServerOptions): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'etax-server-'));
  const env = environment(options, dataDir);
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'server', 'main.ts')],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-2_000_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let ended = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => {
      ended = true;
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, signal });
    });
  });
  const server: ServerProcess = {
    url: undefined,
    pid: child.pid!,
    get output() {
      return output;
    },
    exited,
    kill(signal = 'SIGKILL') {
      if (!ended) child.kill(signal);
    },
    async stop(withinMs = 20_000) {
      if (ended) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), withinMs);
      await exited;
      clearTimeout(timer);
    },
  };
  started.add(server);
  void exited.then(() => started.delete(server));

  const worker = env.ROLE === 'worker';
  try {
    const url = await waitFor(
      `the server (pid ${child.pid}) to start`,
      async () => {
        if (ended) throw new Error(`the server ended before it was ready:\n${output}`);
        if (worker) return /Jobs\s+running/.test(output) ? '' : undefined;
        const base = /API\s+(http:\/\/\S+?)\/api\//.exec(output)?.[1];
        if (!base) return undefined;
        const answer = await fetch(`${base}/api/commonController/check-api`).catch(() => undefined);
        return answer?.ok ? base : undefined;
      },
      options.readyWithinMs ?? 60_000,
    );
    if (!worker) server.url = url;
  } catch (error) {
    server.kill('SIGKILL');
    throw error;
  }
  return server;
}

/** Kills (SIGKILL) every server still running: the end of a test file, or of a bench. */
export async function stopAllServers(): Promise<void> {
  const running = [...started];
  for (const server of running) server.kill('SIGKILL');
  await Promise.all(running.map((server) => server.exited));
}

// A test worker that ends abruptly leaves no server behind.
process.on('exit', () => {
  for (const server of started) server.kill('SIGKILL');
});

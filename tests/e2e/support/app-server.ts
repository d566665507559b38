// The real server for the end-to-end tests: a fresh PGlite data dir, a free loopback port, the
// first administrator with a known password, and optionally a real SMTP listener in the test
// process. The same as `npm start` except for the build step: start.mjs rebuilds dist/ when
// sources changed, and other runs (tests/e2e/server-start, a developer's `npm start`) may
// rebuild it meanwhile; a build half-written under a running test breaks its page loads. So the
// web-build project builds the three apps once into a folder of their own (E2E_WEB_DIR) and the
// server serves that (WEB_DIR).
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSmtpListener, type SmtpListener } from '../../server/support/smtp-listener';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
/**
 * Where the runs keep their builds and seeded data: node_modules/.cache by default. Worktrees
 * that share one node_modules (a symlink) set E2E_CACHE_DIR, or their runs overwrite each other's.
 */
const E2E_CACHE = process.env.E2E_CACHE_DIR || path.join(PROJECT_ROOT, 'node_modules', '.cache');
/** Holds admin/, customer/ and public/ (built by tests/e2e/web-build.setup.ts). */
export const E2E_WEB_DIR = path.join(E2E_CACHE, 'e2e-web');
/**
 * A PGlite data dir migrated and seeded once per run by the same set-up; every server starts on a
 * copy of it. Seeding the address master data costs ~20 s of CPU, which, paid by each of the
 * run's servers, starved the browsers of the other worker on a 2-core machine.
 */
export const E2E_SEEDED_DATA_DIR = path.join(E2E_CACHE, 'e2e-data');

export const FIRST_ADMIN = {
  username: 'admin',
  fullName: 'System Administrator',
  // Valid for the contract's e-mail format (admin@localhost, the default, is not).
  email: 'admin@example.com',
  initialPassword: 'e2e-first-admin-pass',
} as const;

/** The demo data every e2e server starts with (SEED_DEMO=1, server/db/seed/demo.ts). */
export const DEMO = {
  password: 'e2e-demo-users-pass',
  customerName: 'บริษัท ตัวอย่าง อีแท็กซ์ จำกัด',
  users: { customerAdmin: 'demo.admin', user: 'demo.user', accounting: 'demo.accounting' },
} as const;

export interface AppServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** An in-app path of the admin app as a full URL: adminUrl('/login') → …/admin/login. */
  adminUrl(path?: string): string;
  /** The same for the customer app: customerUrl('/login') → …/customer/login. */
  customerUrl(path?: string): string;
  /** Present when started with { mail: true }. */
  mail: SmtpListener | undefined;
  log(): string;
  stop(): Promise<void>;
  /**
   * Stops the server and reads the mail it kept in the `outbox` table of its PGlite data dir
   * (started without { mail: true }, so no SMTP_URL). The server cannot be used afterwards;
   * `stop()` still removes the data dir.
   */
  stopAndReadOutbox(): Promise<OutboxRow[]>;
  /** Stops the server and leaves its data dir for the caller (who removes it). */
  stopAndKeepDataDir(): Promise<string>;
  /** Stops the server process only (its port then refuses connections); `restart()` brings it back. */
  halt(): Promise<void>;
  /**
   * Starts the server again on the same port and data dir (stopping it first if it runs): the
   * sessions signed before stay valid, as the JWT secret lives in the data dir.
   */
  restart(): Promise<void>;
}

/** A row of the outbox table (server/db/schema/mail.ts), oldest first. */
export interface OutboxRow {
  recipient: string;
  subject: string | null;
  body: string;
  status: string;
  refEntity: string | null;
}

/** A loopback port nobody listens on (for a server the test starts). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForApi(origin: string, child: ChildProcess, log: () => string): Promise<void> {
  // A fresh data dir seeds the address master data (~7,000 rows) first: allow for a slow machine
  // (E2E_SERVER_WAIT_MS for a machine shared with other work).
  const waitMs = Number(process.env.E2E_SERVER_WAIT_MS) || 120_000;
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${log()}`);
    try {
      if ((await fetch(`${origin}/api/commonController/check-api`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer within ${waitMs / 1000} s:\n${log()}`);
}

/** Migrates and seeds E2E_SEEDED_DATA_DIR with the real server, then stops it. */
export async function prepareSeededDataDir(): Promise<void> {
  const server = await startAppServer({ fresh: true });
  const dataDir = await server.stopAndKeepDataDir();
  // Put in place whole (a rename on the same file system): a run cut short never leaves a
  // half-copied data dir where the servers look for it.
  const partial = `${E2E_SEEDED_DATA_DIR}.partial`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(dataDir, partial, { recursive: true });
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(E2E_SEEDED_DATA_DIR, { recursive: true, force: true });
  renameSync(partial, E2E_SEEDED_DATA_DIR);
}

/** A fresh data dir: a copy of the seeded one when the set-up has made it, else empty. */
function newDataDir(fresh: boolean): string {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'etax-e2e-'));
  if (!fresh && existsSync(E2E_SEEDED_DATA_DIR)) cpSync(E2E_SEEDED_DATA_DIR, dataDir, { recursive: true });
  return dataDir;
}

export async function startAppServer(options: { mail?: boolean; fresh?: boolean } = {}): Promise<AppServer> {
  const mail = options.mail ? await startSmtpListener() : undefined;
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = newDataDir(options.fresh ?? false);
  let output = '';
  const launch = (): ChildProcess => {
    const started = spawn(process.execPath, ['--import', 'tsx', path.join('server', 'main.ts')], {
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIR: E2E_WEB_DIR,
        ADMIN_INITIAL_PASSWORD: FIRST_ADMIN.initialPassword,
        ADMIN_EMAIL: FIRST_ADMIN.email,
        SEED_DEMO: '1',
        DEMO_PASSWORD: DEMO.password,
        DATABASE_URL: '',
        // Without SMTP the mail stays in the outbox table, which these tests do not need to read.
        SMTP_URL: mail?.url ?? '',
        LOG_LEVEL: 'warn',
        // The set-up's sign-ins by API name a client address of their own (setUpClient in
        // back-office-api.ts), as calls through a proxy do: the sign-in rate limit (10 a minute
        // per address) counts the browser's sign-ins, not the set-up's, on a worker's server.
        TRUST_PROXY: '127.0.0.1',
        // Invitation mails link here (server config publicUrl).
        PUBLIC_URL: origin,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    return started;
  };
  let child = launch();

  const halt = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
    }
  };
  const stop = async () => {
    await halt();
    await mail?.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const stopAndReadOutbox = async (): Promise<OutboxRow[]> => {
    // PGlite opens a data dir in one process at a time: the server has to let go of it first.
    await halt();
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(dataDir);
    try {
      const result = await db.query<OutboxRow>(
        'SELECT recipient, subject, body, status, ref_entity AS "refEntity" FROM outbox ORDER BY id',
      );
      return result.rows;
    } finally {
      await db.close();
    }
  };

  try {
    await waitForApi(origin, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    origin,
    adminUrl: (inApp = '/') => `${origin}/admin${inApp}`,
    customerUrl: (inApp = '/') => `${origin}/customer${inApp}`,
    mail,
    log: () => output,
    stop,
    stopAndReadOutbox,
    stopAndKeepDataDir: async () => {
      await halt();
      await mail?.close();
      return dataDir;
    },
    halt,
    restart: async () => {
      await halt();
      child = launch();
      await waitForApi(origin, child, () => output);
    },
  };
}

// A throw-away PostgreSQL 15 cluster (initdb + pg_ctl on a free port in a temp dir, fsync off),
// the way .ci/run makes one; used by the `servers` test project and by `npm run bench:scale`.
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const BIN = '/usr/lib/postgresql/15/bin';

export interface PgCluster {
  /** postgres://… of the cluster's `postgres` database (an administrator connection). */
  url: string;
  stop(): void;
}

/** A port nobody listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** PostgreSQL refuses to run as root: then its tools run as the `postgres` user, as in .ci/run. */
function runPg(tool: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const command = asRoot ? 'runuser' : path.join(BIN, tool);
  const argv = asRoot ? ['-u', 'postgres', '--', path.join(BIN, tool), ...args] : args;
  execFileSync(command, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
}

export async function startPgCluster(): Promise<PgCluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'etax-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  runPg('initdb', [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const options = `-p ${port} -k ${dir} -c fsync=off -c listen_addresses=127.0.0.1 -c max_connections=200`;
  runPg('pg_ctl', ['-D', data, '-o', options, '-w', '-l', path.join(dir, 'log'), 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        runPg('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** An empty database of its own on the cluster at `adminUrl`; drop() removes it. */
export async function createDatabase(
  adminUrl: string,
  prefix = 'etax_servers',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(adminUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

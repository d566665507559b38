import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig, type ServerConfig } from '../../../server/config';
import { openDatabase, type Database } from '../../../server/db/client';
import type { AppDeps } from '../../../server/deps';
import { createDeps } from '../../../server/create-deps';
import { withDatabase } from './global-setup';
import { TEST_PASSWORD_HASH_PARAMS } from './test-constants';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  /** A second, separate connection to the same database (PostgreSQL only; undefined on PGlite). */
  openAnotherConnection?: () => Promise<Database>;
  close(): Promise<void>;
}

/** A whole app on a fresh clone of the prepared database. Create one per test FILE (beforeAll). */
export async function createTestApp(overrides: Partial<ServerConfig> = {}): Promise<TestApp> {
  const config: ServerConfig = {
    ...loadConfig({
      DATA_DIR: path.join(os.tmpdir(), 'etax-test-data'),
      JWT_SECRET: 'test-secret-test-secret-test-secret',
      SIGNING_KEY: 'test-signing-key-test-signing-key',
    }),
    // A low scrypt cost keeps sign-ins fast in tests; production keeps the OWASP cost.
    passwordHashParams: TEST_PASSWORD_HASH_PARAMS,
    // Timeout tests move timestamps in the database and expect the very next call to see it;
    // tests/server/session-cache.test.ts turns the memory on.
    sessionCacheMs: 0,
    // Mail stays in the outbox unless a test passes smtpUrl.
    smtpUrl: undefined,
    ...overrides,
  };
  let database: Database;
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const name = `etax_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
    await admin.end();
    databaseUrl = withDatabase(baseUrl, name);
    database = await openDatabase({ databaseUrl });
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    const dump = new Blob([readFileSync(inject('templateDump'))]);
    database = await openDatabase({ dataDir: 'memory://', loadDataDir: dump });
  }
  // No polling in tests: jobs run when a commit nudges them, or when a test calls runDue().
  const deps = createDeps(config, database);
  const app = await buildApp(deps);
  await app.ready();
  const url = databaseUrl;
  return {
    app,
    deps,
    ...(url ? { openAnotherConnection: () => openDatabase({ databaseUrl: url }) } : {}),
    close: async () => {
      await app.close();
      await deps.jobs.stop();
      await deps.mailer.close();
      await database.close();
      await dropDatabase();
    },
  };
}

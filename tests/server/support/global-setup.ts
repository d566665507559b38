import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/client';
import { migrate } from '../../../server/db/migrate';
import { seed } from '../../../server/db/seed';
import { createDeps } from '../../../server/create-deps';
import { TEST_ADMIN_INITIAL_PASSWORD, TEST_PASSWORD_HASH_PARAMS } from './test-constants';

/**
 * Prepares ONE migrated and seeded database for the whole run; every test file clones it
 * (PGlite: a data-dir dump loaded in ~0.4 s; PostgreSQL: CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'etax-test-'));
  const config = {
    ...loadConfig({
      DATA_DIR: workDir,
      JWT_SECRET: 'test-secret-test-secret-test-secret',
      SIGNING_KEY: 'test-signing-key-test-signing-key',
    }),
    adminInitialPassword: TEST_ADMIN_INITIAL_PASSWORD,
    passwordHashParams: TEST_PASSWORD_HASH_PARAMS,
  };
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const templateName = `etax_template_${randomUUID().slice(0, 8)}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${templateName}`);
    const templateUrl = withDatabase(databaseUrl, templateName);
    const database = await openDatabase({ databaseUrl: templateUrl });
    await migrate(database);
    await seed(createDeps(config, database));
    await database.close();
    project.provide('templateDatabase', templateName);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
      await admin.end();
      rmSync(workDir, { recursive: true, force: true });
    };
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database);
  await seed(createDeps(config, database));
  const dump = await database.dumpDataDir!();
  await database.close();
  const dumpFile = path.join(workDir, 'prepared.tar.gz');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateDump', dumpFile);
  return () => {
    rmSync(workDir, { recursive: true, force: true });
    return Promise.resolve();
  };
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDump: string;
    templateDatabase: string;
  }
}

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig, type ServerConfig } from '../../server/config';
import { createDeps } from '../../server/create-deps';
import { openDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { seed } from '../../server/db/seed';
import type { TestApp } from '../../tests/server/support/test-app';

export interface InProcessBench {
  /** The app, called through app.inject as the server tests call it. */
  t: TestApp;
  dataDir: string;
  /** Stops the app, its jobs and mailer, closes the database and removes the data dir. */
  close(): Promise<void>;
}

/** What the server does as it starts on `dataDir`: the database migrated and seeded, the app ready. */
export async function startApp(config: ServerConfig, dataDir: string) {
  const database = await openDatabase({ dataDir });
  await migrate(database);
  const deps = createDeps(config, database);
  await seed(deps);
  const app = await buildApp(deps);
  await app.ready();
  return { database, deps, app };
}

/**
 * A migrated and seeded app on a throw-away PGlite data dir, for a benchmark run in-process;
 * `env` adds to the configuration's environment (ADMIN_INITIAL_PASSWORD, LOG_LEVEL, …).
 */
export async function inProcessApp(name: string, env: NodeJS.ProcessEnv = {}): Promise<InProcessBench> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `etax-bench-${name}-`));
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-bench-secret-bench', ...env });
  const { database, deps, app } = await startApp(config, dataDir);
  const close = async () => {
    await app.close();
    await deps.jobs.stop();
    await deps.mailer.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { t: { app, deps, close: () => Promise.resolve() }, dataDir, close };
}

// An app in the test's own process on a database the servers share, with ROLE=web: it runs no
// job, so the test prepares data through the real API (tests/server/support helpers take it)
// while the server processes do the jobs.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { createDeps } from '../../../server/create-deps';
import { openDatabase } from '../../../server/db/client';
import type { TestApp } from '../../server/support/test-app';
import { TEST_PASSWORD_HASH_PARAMS } from '../../server/support/test-constants';
import { SHARED_SECRETS } from './server-process';

/** Open it once a server has migrated and seeded the database. */
export async function webAppOn(databaseUrl: string): Promise<TestApp> {
  const config = {
    ...loadConfig({
      ...SHARED_SECRETS,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'etax-web-app-')),
      DATABASE_URL: databaseUrl,
      ROLE: 'web',
    }),
    passwordHashParams: TEST_PASSWORD_HASH_PARAMS,
    sessionCacheMs: 0,
  };
  const database = await openDatabase({ databaseUrl });
  const deps = createDeps(config, database);
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    deps,
    close: async () => {
      await app.close();
      await deps.mailer.close();
      await database.close();
    },
  };
}

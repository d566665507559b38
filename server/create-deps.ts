import type { ServerConfig } from './config';
import { createChangeFeed } from './db/change-feed';
import type { Database } from './db/client';
import type { AppDeps } from './deps';
import { createSigningKeys } from './etax/signing-keys';
import { createHsmTokens } from './etax/signing/pkcs11';
import { s3Bucket } from './files/s3-bucket';
import { createSqlFileStore } from './files/sql-file-store';
import { createJobRunner } from './jobs/job-runner';
import { createMailer } from './mail/mailer';
import { registerJobHandlers } from './modules/job-handlers';
import { createSmsGateway } from './sms/sms-gateway';

/** The one way to put the dependencies together: server/main.ts, the tests and the scripts. */
export function createDeps(config: ServerConfig, database: Database): AppDeps {
  const jobs = createJobRunner(database.db, {
    leaseSeconds: config.jobLeaseSeconds,
    concurrency: config.jobConcurrency,
    // ROLE=web enqueues only; the workers (ROLE=worker or both) run the jobs.
    runsJobs: config.role !== 'web',
  });
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    jobs,
    mailer: createMailer(config, database.db, { jobs }),
    sms: createSmsGateway(config, database.db),
    files: createSqlFileStore(database.db, config.fileStoreUrl ? s3Bucket(config.fileStoreUrl) : undefined),
    signingKeys: createSigningKeys(config.signingKey),
    changes: createChangeFeed(database),
    hsm: createHsmTokens(config.hsm),
  };
  registerJobHandlers(deps);
  return deps;
}

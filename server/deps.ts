import type { ServerConfig } from './config';
import type { ChangeFeed } from './db/change-feed';
import type { Database, Db } from './db/client';
import type { SigningKeys } from './etax/signing-keys';
import type { HsmTokens } from './etax/signing/pkcs11';
import type { FileStore } from './files/file-store';
import type { JobRunner } from './jobs/job-runner';
import type { Mailer } from './mail/mailer';
import type { SmsGateway } from './sms/sms-gateway';

/** What every module and plugin receives: config and the database. Services hang off here. */
export interface AppDeps {
  config: ServerConfig;
  database: Database;
  db: Db;
  /** E-mail: SMTP when SMTP_URL is set, else kept in the outbox table (server/mail/mailer.ts). */
  mailer: Mailer;
  /** SMS: the provider at SMS_URL, else kept in the outbox table (server/sms/sms-gateway.ts). */
  sms: SmsGateway;
  /** File bytes by id, with owner and purpose (server/files/file-store.ts). */
  files: FileStore;
  /** Work outside a request, retried with back-off (server/jobs; mail is the first type). */
  jobs: JobRunner;
  /** The customers' signing keys, unlocked once per process (server/etax/signing-keys.ts). */
  signingKeys: SigningKeys;
  /** Committed changes that empty caches, in this process and the others (server/db/change-feed.ts). */
  changes: ChangeFeed;
  /** The keys in PKCS#11 tokens (HSM_SLOTS; server/etax/signing/pkcs11.ts), loaded on first use. */
  hsm: HsmTokens;
}

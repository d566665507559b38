import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { loadHsmConfig, type HsmConfig } from './etax/signing/hsm-slots';
import { DEFAULT_JOB_CONCURRENCY, JOB_KINDS, type JobKind } from './jobs/job-types';

/** What a process does (ROLE): serve HTTP, run jobs, or both (the default). */
export type ServerRole = 'web' | 'worker' | 'both';

/** A setting the server cannot start with: main prints the message alone and exits with 1. */
export class ConfigError extends Error {}

/** Server configuration, read once from the environment (documented in README.md). */
export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite data and the generated JWT secret live here (default ./data). */
  dataDir: string;
  /** A real PostgreSQL server; when absent the embedded PGlite is used. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  /**
   * Seals customers' signing keys (server/security/key-vault.ts): SIGNING_KEY, or a random secret
   * kept in DATA_DIR. Losing it loses the uploaded certificates (they must be uploaded again).
   */
  signingKey: string;
  /** PKCS11_MODULE and HSM_SLOTS: the operator's PKCS#11 slots (server/etax/signing/hsm-slots.ts). */
  hsm: HsmConfig;
  /** SMTP server for mail; when absent every message goes to the outbox table only. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * ETAX_TIMESTAMP_CC: ETDA's time-stamp address, copied on a TIME_STAMP customer's document mail
   * (docs/rd-filing.md). Production: ETDA's `csemail@etax.teda.th`; elsewhere a placeholder that
   * cannot be delivered (ETDA's test address is not confirmed), so tests never mail ETDA.
   */
  etaxTimestampCc: string;
  /** SMS provider (server/sms/sms-gateway.ts); when absent every SMS goes to the outbox table only. */
  smsUrl: string | undefined;
  /** s3://bucket?endpoint=…&region=…: file bytes in that bucket, not the database (docs/file-store.md). */
  fileStoreUrl: string | undefined;
  /** Bearer token for the SMS provider. */
  smsToken: string | undefined;
  /**
   * The service provider's connection to the Revenue Department (server/modules/rd-filing/
   * rd-transport.ts); when absent a month's pack is downloaded and filed by hand.
   */
  rdSubmitUrl: string | undefined;
  rdSubmitToken: string | undefined;
  contactTo: string;
  /** Where support mail goes: a customer opened a ticket or answered one (docs/tickets.md). */
  supportTo: string;
  /** Password of the first administrator; a random one is printed once when absent. */
  adminInitialPassword: string | undefined;
  /** Folder of the built web apps (dist/public, dist/admin, dist/customer). */
  webDir: string;
  logLevel: string;
  /**
   * Where people reach this server (scheme, host, port; no trailing slash). Links in e-mails
   * start with it — never with the Host header of a request, which a caller could forge.
   * Required with NODE_ENV=production: behind a load balancer every server must link to it.
   */
  publicUrl: string;
  /**
   * Fastify's `trustProxy` (TRUST_PROXY): false, a hop count, or the proxies' addresses and
   * CIDRs. Only through these does X-Forwarded-For name the client (`request.ip`), which the
   * rate limits count by (docs/several-servers.md).
   */
  trustProxy: false | number | string[];
  /** E-mail of the first administrator (seeded once; used for the OTP password reset). */
  adminEmail: string;
  /**
   * scrypt cost for NEW password hashes. Undefined = the production default (OWASP-equivalent,
   * N=2^17). Only the test harness sets a lower cost, to keep the suite fast; stored hashes carry
   * their own parameters, so hashes of either cost keep verifying.
   */
  passwordHashParams?: { N: number; r: number; p: number } | undefined;
  /**
   * How long a successful session check is remembered in this process (server/security/
   * session-cache.ts). Revocations clear it at once, in this process and (told through the
   * database) in the others; this time bounds it only while that notice is lost. 0 = check the
   * database on every call.
   */
  sessionCacheMs: number;
  /** SEED_DEMO=1: create the demo customer, users and templates once (server/db/seed/demo.ts). */
  seedDemo: boolean;
  /** Password of the demo users; a random one is printed once when absent. */
  demoPassword: string | undefined;
  /**
   * ADMIN_SECOND_FACTOR=required: every administrator signs in with a TOTP code, and one who has
   * none set up enrols right after the password (docs/security.md). Default `optional`: the
   * code is asked of those who enrolled.
   */
  adminSecondFactorRequired: boolean;
  /** ROLE: `web` serves without running jobs, `worker` runs jobs without HTTP; default both. */
  role: ServerRole;
  /**
   * JOB_LEASE_SECONDS (default 30): a job whose worker stopped renewing its claim for this long
   * (the process died) is taken over by another; a running job renews it every third of it.
   */
  jobLeaseSeconds: number;
  /** JOB_CONCURRENCY, e.g. `generation:1,mail:4`: jobs of each kind one process runs at once. */
  jobConcurrency: Record<JobKind, number>;
  /** EXPORT_BATCH_ROWS (default 1000): rows a list export reads from the database at a time. */
  exportBatchRows: number;
}

function secretFromDataDir(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function secondFactorSetting(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'optional') return false;
  if (value === 'required') return true;
  throw new ConfigError(`ADMIN_SECOND_FACTOR is 'optional' or 'required', not: ${value}`);
}

/** proxy-addr's names of address ranges, besides addresses and CIDRs. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...more] = entry.split('/');
  const version = isIP(address);
  if (!version || more.length) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/**
 * TRUST_PROXY: off by default; a hop count (1 = one balancer in front); or the proxies'
 * addresses and CIDRs, comma-separated. Never "everything": every client could then name itself.
 */
function trustProxySetting(value: string | undefined): false | number | string[] {
  const text = value?.trim() ?? '';
  if (['', 'off', 'false', '0'].includes(text)) return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length) {
    throw new ConfigError(
      `TRUST_PROXY is off, a hop count (e.g. 1), or the proxies' addresses or CIDRs separated by commas (e.g. 10.0.0.5,10.1.0.0/16); not: ${wrong.join(', ')}`,
    );
  }
  return entries;
}

/** ETDA's time-stamp service for e-Tax Invoice by e-mail. */
const ETDA_TIMESTAMP_ADDRESS = 'csemail@etax.teda.th';
/** `.invalid` is never delivered (RFC 2606): set ETAX_TIMESTAMP_CC to ETDA's test address once known. */
const ETDA_TEST_ADDRESS_PLACEHOLDER = 'etda-timestamp-test-address-unconfirmed@etda.invalid';

/**
 * PUBLIC_URL: links in mails go to it. In production it must be set: each server's own
 * localhost:<port> is no address people can open, and behind a balancer the servers would
 * each link to themselves.
 */
function publicUrlSetting(env: NodeJS.ProcessEnv, port: number): string {
  const value = env.PUBLIC_URL?.trim();
  if (!value) {
    if (env.NODE_ENV === 'production') {
      throw new ConfigError(
        "PUBLIC_URL is required with NODE_ENV=production: links in mails must open where people reach the service (e.g. PUBLIC_URL=https://etax.example.com, the load balancer's address), the same on every server",
      );
    }
    return `http://localhost:${port}`;
  }
  if (!/^https?:\/\/[^/\s]+/.test(value)) {
    throw new ConfigError(`PUBLIC_URL is an http(s) address such as https://etax.example.com, not: ${value}`);
  }
  return value.replace(/\/+$/, '');
}

function roleSetting(value: string | undefined): ServerRole {
  if (value === undefined || value === '') return 'both';
  if (value === 'web' || value === 'worker' || value === 'both') return value;
  throw new Error(`ROLE is 'web', 'worker' or 'both', not: ${value}`);
}

function leaseSetting(value: string | undefined): number {
  const seconds = Number(value || 30);
  if (!Number.isInteger(seconds) || seconds < 1)
    throw new Error(`JOB_LEASE_SECONDS is a whole number of seconds, at least 1, not: ${value}`);
  return seconds;
}

/** `generation:1,mail:4` over the defaults; a kind not named keeps its default. */
function batchSetting(value: string | undefined): number {
  const n = Number(value ?? 1000);
  if (!Number.isInteger(n) || n < 1 || n > 100_000) throw new Error('EXPORT_BATCH_ROWS must be 1–100000');
  return n;
}

function concurrencySetting(value: string | undefined): Record<JobKind, number> {
  const concurrency = { ...DEFAULT_JOB_CONCURRENCY };
  for (const part of (value ?? '').split(',').filter((p) => p.trim() !== '')) {
    const [kind, count] = part.split(':').map((p) => p.trim());
    const n = Number(count);
    if (!JOB_KINDS.includes(kind as JobKind) || !Number.isInteger(n) || n < 1)
      throw new Error(
        `JOB_CONCURRENCY is kind:count pairs (kinds ${JOB_KINDS.join(', ')}; counts at least 1), not: ${part}`,
      );
    concurrency[kind as JobKind] = n;
  }
  return concurrency;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  const port = Number(env.PORT ?? 3400);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT is not a port number: ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || secretFromDataDir(dataDir, 'jwt-secret'),
    signingKey: env.SIGNING_KEY || secretFromDataDir(dataDir, 'signing-key'),
    hsm: loadHsmConfig(env),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'E-TAX Service <no-reply@localhost>',
    etaxTimestampCc:
      env.ETAX_TIMESTAMP_CC ||
      (env.NODE_ENV === 'production' ? ETDA_TIMESTAMP_ADDRESS : ETDA_TEST_ADDRESS_PLACEHOLDER),
    smsUrl: env.SMS_URL || undefined,
    fileStoreUrl: env.FILE_STORE_URL || undefined,
    smsToken: env.SMS_TOKEN || undefined,
    rdSubmitUrl: env.RD_SUBMIT_URL || undefined,
    rdSubmitToken: env.RD_SUBMIT_TOKEN || undefined,
    contactTo: env.CONTACT_TO ?? 'contact@localhost',
    supportTo: env.SUPPORT_TO ?? 'support@localhost',
    adminInitialPassword: env.ADMIN_INITIAL_PASSWORD || undefined,
    webDir: path.resolve(env.WEB_DIR ?? 'dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    publicUrl: publicUrlSetting(env, port),
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    sessionCacheMs: Number(env.SESSION_CACHE_MS ?? 2000),
    adminEmail: env.ADMIN_EMAIL ?? 'admin@localhost',
    seedDemo: env.SEED_DEMO === '1' || env.SEED_DEMO === 'true',
    demoPassword: env.DEMO_PASSWORD || undefined,
    adminSecondFactorRequired: secondFactorSetting(env.ADMIN_SECOND_FACTOR),
    role: roleSetting(env.ROLE),
    jobLeaseSeconds: leaseSetting(env.JOB_LEASE_SECONDS),
    jobConcurrency: concurrencySetting(env.JOB_CONCURRENCY),
    exportBatchRows: batchSetting(env.EXPORT_BATCH_ROWS),
  };
}

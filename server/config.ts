import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadHsmConfig, type HsmConfig } from './etax/signing/hsm-slots';

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
  /** SMS provider (server/sms/sms-gateway.ts); when absent every SMS goes to the outbox table only. */
  smsUrl: string | undefined;
  /** Bearer token for the SMS provider. */
  smsToken: string | undefined;
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
   */
  publicUrl: string;
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
   * session-cache.ts). Revocations clear it at once in this process; other processes sharing
   * the database notice within this time. 0 = check the database on every call.
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
  throw new Error(`ADMIN_SECOND_FACTOR is 'optional' or 'required', not: ${value}`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  const port = Number(env.PORT ?? 3400);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT is not a port number: ${env.PORT}`);
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
    smsUrl: env.SMS_URL || undefined,
    smsToken: env.SMS_TOKEN || undefined,
    contactTo: env.CONTACT_TO ?? 'contact@localhost',
    supportTo: env.SUPPORT_TO ?? 'support@localhost',
    adminInitialPassword: env.ADMIN_INITIAL_PASSWORD || undefined,
    webDir: path.resolve(env.WEB_DIR ?? 'dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    sessionCacheMs: Number(env.SESSION_CACHE_MS ?? 2000),
    adminEmail: env.ADMIN_EMAIL ?? 'admin@localhost',
    seedDemo: env.SEED_DEMO === '1' || env.SEED_DEMO === 'true',
    demoPassword: env.DEMO_PASSWORD || undefined,
    adminSecondFactorRequired: secondFactorSetting(env.ADMIN_SECOND_FACTOR),
  };
}

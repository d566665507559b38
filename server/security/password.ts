import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hasVisibleCharacter, normalisePassword } from '../../contract/auth';
import { commonPasswords } from './common-passwords';
import { hashSlots } from './hash-slots';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/**
 * scrypt at the OWASP-recommended cost (N=2^17, r=8, p=1: 128 MiB, ~0.4 s here), the
 * equivalent of argon2id at its recommended settings without a native dependency.
 */
export const OWASP_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
// A stored hash may never demand more than this (a tampered row must not exhaust memory).
const MAX_LOG_N = 20;

/** `normalised` is the text hashed: NFKC now, NFC for hashes made before (verifyPassword). */
function scrypt(normalised: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; the default 32 MiB cap is below the OWASP cost.
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    maxmem: 256 * params.N * params.r + 1024 * 1024,
  };
  // Every hash and check waits for a slot: a burst of sign-ins cannot exhaust memory.
  return hashSlots.run(
    () =>
      new Promise((resolve, reject) => {
        scryptCallback(normalised, salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** `$scrypt$ln=17,r=8,p=1$<salt>$<key>` (PHC-style): the parameters travel with the hash. */
export async function hashPassword(password: string, params: ScryptParams = OWASP_SCRYPT): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(normalisePassword(password), salt, params);
  const ln = Math.log2(params.N);
  return `$scrypt$ln=${ln},r=${params.r},p=${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const match = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/.exec(
    stored,
  );
  if (!match) return null;
  const [, ln, r, p, salt, key] = match;
  const logN = Number(ln);
  if (logN < 1 || logN > MAX_LOG_N) return null;
  return {
    params: { N: 2 ** logN, r: Number(r), p: Number(p) },
    salt: Buffer.from(salt!, 'base64url'),
    key: Buffer.from(key!, 'base64url'),
  };
}

/**
 * Constant-time check of a password against a stored hash; a malformed hash never matches.
 * Hashes made before passwords were compared in NFKC were made of the NFC form: a password whose
 * two forms differ (full-width letters, ligatures) is tried in both.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.key.length !== KEY_LENGTH) return false;
  const forms = new Set([normalisePassword(password), password.normalize('NFC')]);
  let matched = false;
  for (const form of forms) {
    const key = await scrypt(form, parsed.salt, parsed.params);
    matched = timingSafeEqual(key, parsed.key) || matched;
  }
  return matched;
}

/** True when the stored hash was made with other parameters (re-hash it after a good sign-in). */
export function needsRehash(stored: string, params: ScryptParams = OWASP_SCRYPT): boolean {
  const parsed = parseHash(stored);
  return (
    !parsed || parsed.params.N !== params.N || parsed.params.r !== params.r || parsed.params.p !== params.p
  );
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * Spends the same time as a real check when the user does not exist, so the answer time does
 * not tell which usernames exist.
 */
export async function verifyAgainstDummy(
  password: string,
  params: ScryptParams = OWASP_SCRYPT,
): Promise<false> {
  let dummy = dummyHashes.get(params.N);
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('hex'), params);
    dummyHashes.set(params.N, dummy);
  }
  await verifyPassword(password, await dummy);
  return false;
}

export type PasswordProblem =
  'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_LONG' | 'PASSWORD_BLANK' | 'PASSWORD_TOO_COMMON';

/**
 * The password rule (8–128 characters, at least one visible, not a common password; no
 * composition rules), on its NFKC form.
 */
export function passwordProblem(password: string): PasswordProblem | null {
  const length = [...normalisePassword(password)].length;
  if (length < PASSWORD_MIN_LENGTH) return 'PASSWORD_TOO_SHORT';
  if (length > PASSWORD_MAX_LENGTH) return 'PASSWORD_TOO_LONG';
  if (!hasVisibleCharacter(password)) return 'PASSWORD_BLANK';
  if (commonPasswords.has(normalisePassword(password).toLowerCase())) return 'PASSWORD_TOO_COMMON';
  return null;
}

/** A random password that passes the rule (the first admin's, when none is configured). */
export function randomPassword(): string {
  return randomBytes(12).toString('base64url');
}

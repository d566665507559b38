// The second factor's pieces that need no database: TOTP secrets and codes (RFC 6238 through
// otplib: SHA-1, 6 digits, 30 s, what every authenticator app reads), the enrolment QR code,
// recovery codes and the sign-in challenge token. server/accounts/second-factor.ts stores them.
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { toDataURL } from 'qrcode';

/** The name authenticator apps show above the code. */
export const TOTP_ISSUER = 'E-TAX Service';
export const RECOVERY_CODE_COUNT = 10;
/** A code one step (30 s) early or late is still taken: phones' clocks drift. */
const CLOCK_TOLERANCE_SECONDS = 30;

/** 160 random bits, Base32 (RFC 4226's recommended length). */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// URI an authenticator app reads, and the same as a QR code (PNG data URL). */
export async function enrolmentOf(
  secret: string,
  label: string,
): Promise<{ secret: string; otpauthUri: string; qrCode: string }> {
  const otpauthUri = generateURI({ issuer: TOTP_ISSUER, label, secret });
  const qrCode = await toDataURL(otpauthUri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { secret, otpauthUri, qrCode };
}

/**
 * The RFC 6238 time step of `code` when it is a current code of `secret` AND newer than
 * `afterTimeStep` (the step of the last code accepted: a code is good once); null otherwise.
 */
export async function acceptedTimeStep(
  secret: string,
  code: string,
  afterTimeStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: CLOCK_TOLERANCE_SECONDS,
    ...(afterTimeStep === null ? {} : { afterTimeStep }),
  });
  // The strategy is TOTP, so a valid answer carries its time step (the union type also has HOTP's).
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** A 6-digit code of the app; anything else typed in the code field is a recovery code. */
export const isTotpCode = (code: string) => /^[0-9]{6}$/.test(code);

// No 0/O, 1/I/L: recovery codes are written down and typed back by people.
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** XXXXX-XXXXX: 10 characters of 31, ~49 bits each, from the CSPRNG. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    let code = '';
    for (let i = 0; i < 10; i += 1) code += RECOVERY_ALPHABET[randomInt(0, RECOVERY_ALPHABET.length)];
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** As typed: case, spaces and dashes do not matter. */
export function normaliseRecoveryCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}

/**
 * Keyed hash of a recovery code (normalised), bound to its account: the table alone does not
 * let anyone try the ~2^49 codes offline, and a hash copied to another account does not match.
 */
export function hashRecoveryCode(account: string, code: string, secret: string): string {
  const key = createHmac('sha256', secret).update('recovery-code-v1').digest();
  return createHmac('sha256', key)
    .update(`${account}:${normaliseRecoveryCode(code)}`)
    .digest('base64url');
}

/** A sign-in challenge: the token the caller gets, and the hash the database keeps. */
export function newChallengeToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: challengeHash(token) };
}

export function challengeHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

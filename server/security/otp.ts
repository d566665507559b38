import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_TRIES = 5;
/** At most OTP_MAILS_PER_WINDOW OTP mails reach one account in this many minutes, whoever asks. */
export const OTP_MAIL_WINDOW_MINUTES = 15;
export const OTP_MAILS_PER_WINDOW = 3;

// No 0/O, 1/I/L: the reference is read off an e-mail and typed or compared by people.
const REF_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** 6 random digits from the CSPRNG. */
export function newOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** The public reference of one OTP request (shown beside the OTP in the e-mail). */
export function newRefCode(): string {
  let ref = '';
  for (let i = 0; i < 8; i += 1) ref += REF_ALPHABET[randomInt(0, REF_ALPHABET.length)];
  return ref;
}

/**
 * Keyed hash bound to its request: 10^6 codes are trivial to brute-force from a plain hash, so a
 * server secret goes in, and the refCode ties the OTP to the request it was issued for.
 */
export function hashOtp(refCode: string, otp: string, secret: string): string {
  const key = createHmac('sha256', secret).update('otp-hash-v1').digest();
  return createHmac('sha256', key).update(`${refCode}:${otp}`).digest('base64url');
}

export function otpMatches(refCode: string, otp: string, storedHash: string, secret: string): boolean {
  const given = Buffer.from(hashOtp(refCode, otp, secret));
  const stored = Buffer.from(storedHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}

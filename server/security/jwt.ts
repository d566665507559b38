import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Role } from '../../contract/envelope';

/** What our access tokens carry. The session row (sid) is checked on every call as well. */
export interface AccessClaims {
  /** adminCode or userCode */
  sub: string;
  role: Role;
  /** user_session.id */
  sid: string;
  /** seconds since the epoch */
  iat: number;
  exp: number;
}

// The only header we issue and the only one we accept: no `alg: none`, no algorithm switching.
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function signature(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

/** HS256 JWT with node:crypto (no dependency needed for one algorithm). */
export function signAccessToken(claims: AccessClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const input = `${HEADER}.${payload}`;
  return `${input}.${signature(input, secret).toString('base64url')}`;
}

function isClaims(value: unknown): value is AccessClaims {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.sub === 'string' &&
    (c.role === 'ADMIN' || c.role === 'CUSTOMER') &&
    typeof c.sid === 'string' &&
    Number.isInteger(c.iat) &&
    Number.isInteger(c.exp)
  );
}

/** The claims of a well-signed, unexpired token; null for anything else. */
export function verifyAccessToken(
  token: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): AccessClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, sig] = parts as [string, string, string];
  if (header !== HEADER) return null;
  const expected = signature(`${header}.${payload}`, secret);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isClaims(claims) || claims.exp <= nowSeconds) return null;
  return claims;
}

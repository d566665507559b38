import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { tooManyRequests } from '../http/errors';
import { databaseRateLimitStore } from './rate-limit-store';

/**
 * Per-route limits, per client address (`request.ip`: through TRUST_PROXY's proxies, the
 * address X-Forwarded-For names), counted in the database: every server sharing it counts the
 * same tries (docs/several-servers.md).
 * Use as `config: { access: 'public', rateLimit: rateLimits.login }`.
 */
export const rateLimits = {
  /** Sign-in and password calls that check a password. */
  login: { max: 10, timeWindow: 60_000 },
  /** OTP requests and OTP checks. */
  otp: { max: 5, timeWindow: 60_000 },
  /** The public contact form. */
  contactForm: { max: 5, timeWindow: 10 * 60_000 },
} as const;

/** Off by default; routes opt in with `config.rateLimit`. Refusals are 429 envelopes with Retry-After. */
export async function registerRateLimit(app: FastifyInstance, db: Db): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    errorResponseBuilder: (_request, context) => tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}

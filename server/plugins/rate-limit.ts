import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { tooManyRequests } from '../http/errors';

/**
 * Per-route limits, per client IP (in-process counters: each server process counts alone).
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
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}

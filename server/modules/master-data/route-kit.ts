import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteAccess } from '../../http/access';
import { assertValidBody } from '../../http/schema-validation';
import { MASTER_DATA_PATTERN_TEXTS } from './pattern-texts';

/** Dropdown look-ups of non-secret reference data: anyone, signed in or not. */
export const PUBLIC: RouteAccess = 'public';
/** Searches, admin reads, config groups and every write. */
export const ADMIN_ONLY: RouteAccess = { roles: ['ADMIN'] };
export const ADMIN_OR_CUSTOMER: RouteAccess = { roles: ['ADMIN', 'CUSTOMER'] };

/** Route options shared by every master-data call. */
export function routeOptions<S extends object>(access: RouteAccess, schema: S, summary: string) {
  return {
    schema: { tags: ['master-data'], summary, ...schema },
    // The handler receives schema failures and answers them in the request's language.
    attachValidation: true,
    config: { access },
  };
}

/** Throws the 400 of a failed schema validation (details in the request's language). */
export function assertValid(request: FastifyRequest): void {
  assertValidBody(request, MASTER_DATA_PATTERN_TEXTS);
}

/** Sends an already serialised JSON envelope (the look-up cache keeps answers as text). */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

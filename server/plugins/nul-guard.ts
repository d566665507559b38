import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationFailed } from '../http/errors';
import { say } from '../http/language';

/** The path of the first string holding U+0000, which PostgreSQL text cannot store. */
function pathOfNul(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = pathOfNul(value[i], path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const found = pathOfNul(child, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * preValidation hook: a NUL character anywhere in the body answers 400 on that field, instead of
 * the database error (a generic 500) it would cause in any query. Installed for every route.
 */
export function refuseNulCharacters(request: FastifyRequest, _reply: unknown, done: (error?: Error) => void): void {
  const key = pathOfNul(request.body, '');
  if (!key) return done();
  const description = say(request, { th: 'มีอักขระที่ไม่อนุญาต', en: 'contains a character that is not allowed' });
  done(validationFailed([{ key, description }]));
}

export function installNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', refuseNulCharacters);
}

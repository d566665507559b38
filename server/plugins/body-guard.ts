import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationFailed } from '../http/errors';
import { say } from '../http/language';

/** No request of the contract nests deeper than a few levels; 32 leaves room and stops abuse. */
export const MAX_BODY_DEPTH = 32;

type BodyProblem = { kind: 'deep' } | { kind: 'nul'; path: string };

/**
 * Walks the parsed body without recursion (a body of half a million `[` must not overflow the
 * stack): the first string holding U+0000, which PostgreSQL text cannot store, or a nesting
 * deeper than MAX_BODY_DEPTH.
 */
function problemOf(body: unknown): BodyProblem | undefined {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value: body, path: '', depth: 0 }];
  while (pending.length > 0) {
    const { value, path, depth } = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { kind: 'nul', path: path || 'body' };
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) return { kind: 'deep' };
    const entries: [string, unknown][] = Array.isArray(value)
      ? value.map((child: unknown, i) => [String(i), child])
      : Object.entries(value as Record<string, unknown>);
    // Pushed in reverse so that the first field is looked at first (the detail names it).
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      pending.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * preValidation hook of every route, before the schema or a service sees the body: a nesting
 * deeper than MAX_BODY_DEPTH answers 400 BODY_TOO_DEEP, and a NUL character anywhere answers
 * 400 on its field instead of the database error (a generic 500) it would cause in any query.
 */
export function guardBody(request: FastifyRequest, _reply: unknown, done: (error?: Error) => void): void {
  const problem = problemOf(request.body);
  if (!problem) return done();
  if (problem.kind === 'deep') {
    const description = say(request, {
      th: `ข้อมูลซ้อนกันเกิน ${MAX_BODY_DEPTH} ชั้น`,
      en: `the body is nested deeper than ${MAX_BODY_DEPTH} levels`,
    });
    return done(validationFailed([{ key: 'BODY_TOO_DEEP', description }]));
  }
  const description = say(request, { th: 'มีอักขระที่ไม่อนุญาต', en: 'contains a character that is not allowed' });
  done(validationFailed([{ key: problem.path, description }]));
}

export function installBodyGuard(app: FastifyInstance): void {
  app.addHook('preValidation', guardBody);
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationFailed } from '../http/errors';
import { say } from '../http/language';

/** No request of the contract nests deeper than a few levels; 32 leaves room and stops abuse. */
export const MAX_BODY_DEPTH = 32;

/**
 * No object of the contract has more than a few dozen fields; a body of 50,000 unknown fields
 * is refused here before the schema spends time describing each one.
 */
export const MAX_OBJECT_FIELDS = 1000;

type BodyProblem = { kind: 'deep' } | { kind: 'wide' } | { kind: 'text'; path: string };

/**
 * Text PostgreSQL cannot store: U+0000, or ill-formed UTF-16 — a lone surrogate such as
 * "x\ud800y", which JSON allows. In a `u` regex a paired surrogate is one code point (not Cs),
 * so only a lone one matches.
 */
// eslint-disable-next-line no-control-regex -- U+0000 is the character refused
const UNSTORABLE = /\u0000|\p{Cs}/u;

/**
 * Walks the parsed body (or query) without recursion (a body of half a million `[` must not
 * overflow the stack): the first string — value or key — PostgreSQL cannot store, or a nesting
 * deeper than MAX_BODY_DEPTH.
 */
function problemOf(body: unknown): BodyProblem | undefined {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value: body, path: '', depth: 0 }];
  while (pending.length > 0) {
    const { value, path, depth } = pending.pop()!;
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return { kind: 'text', path: path || 'body' };
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) return { kind: 'deep' };
    if (!Array.isArray(value) && Object.keys(value).length > MAX_OBJECT_FIELDS) return { kind: 'wide' };
    const entries: [string, unknown][] = Array.isArray(value)
      ? value.map((child: unknown, i) => [String(i), child])
      : Object.entries(value as Record<string, unknown>);
    // Pushed in reverse so that the first field is looked at first (the detail names it).
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      // A key is echoed in the refusal of an unknown field: it must be storable text too.
      if (UNSTORABLE.test(key)) return { kind: 'text', path: path || 'body' };
      pending.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * preValidation hook of every route, before the schema or a service sees the body: a nesting
 * deeper than MAX_BODY_DEPTH answers 400 BODY_TOO_DEEP, and a NUL character or a lone surrogate
 * anywhere in the body or the query answers 400 on its field instead of the database error (a
 * generic 500) it would cause in any query.
 */
export function guardBody(request: FastifyRequest, _reply: unknown, done: (error?: Error) => void): void {
  const problem = problemOf(request.body) ?? problemOf(request.query);
  if (!problem) return done();
  if (problem.kind === 'deep') {
    const description = say(request, {
      th: `ข้อมูลซ้อนกันเกิน ${MAX_BODY_DEPTH} ชั้น`,
      en: `the body is nested deeper than ${MAX_BODY_DEPTH} levels`,
    });
    return done(validationFailed([{ key: 'BODY_TOO_DEEP', description }]));
  }
  if (problem.kind === 'wide') {
    const description = say(request, {
      th: `ข้อมูลมีฟิลด์เกิน ${MAX_OBJECT_FIELDS} ฟิลด์`,
      en: `an object of the body has more than ${MAX_OBJECT_FIELDS} fields`,
    });
    return done(validationFailed([{ key: 'BODY_TOO_WIDE', description }]));
  }
  const description = say(request, { th: 'มีอักขระที่ไม่อนุญาต', en: 'contains a character that is not allowed' });
  done(validationFailed([{ key: problem.path, description }]));
}

export function installBodyGuard(app: FastifyInstance): void {
  app.addHook('preValidation', guardBody);
}

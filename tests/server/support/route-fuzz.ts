// The route fuzzer of the hardening issue: every route of the route table (none listed by hand),
// bodies generated from the route's own JSON schema with fast-check, plus hostile values.
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { RouteTableEntry } from '../../../server/plugins/auth';
import {
  createAdminUser,
  createCustomer,
  createCustomerUser,
  nextTestIp,
  signInAdmin,
  signInCustomer,
  type SignedIn,
} from './auth';
import { createTestApp, type TestApp } from './test-app';

/** Fixed, so that a run is repeatable; FUZZ_SEED=… replays another. Printed on failure. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261124);
/** Bodies per route and caller: enough to reach every field kind, small enough to stay fast. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 20);

export type Caller = 'ADMIN' | 'CUSTOMER_ADMIN' | 'NOBODY';

type Schema = Record<string, unknown>;

/** The customers of a fuzz run: the caller's own (A) and another (B) whose data must never show. */
export interface FuzzWorld {
  ownCustomerCode: string;
  /** Codes, names and e-mails of customer B: a customer A caller must never receive them. */
  foreignMarkers: string[];
  /** Numeric ids of customer B's records, tried wherever an integer goes. */
  foreignIds: number[];
}

export async function makeWorld(t: TestApp): Promise<FuzzWorld> {
  const own = await createCustomer(t, { customerName: 'Fuzz own customer' });
  const foreign = await createCustomer(t, { customerName: `Fuzz foreign ${own.customerCode} secret` });
  const foreignUser = await createCustomerUser(t, {
    customerCode: foreign.customerCode,
    userRole: 'CUSTOMER_ADMIN',
    email: `foreign-${foreign.customerCode.toLowerCase()}@fuzz.test`,
  });
  return {
    ownCustomerCode: own.customerCode,
    foreignMarkers: [
      foreign.customerCode,
      foreign.customerName,
      foreignUser.userCode,
      foreignUser.username,
      foreignUser.email,
    ],
    foreignIds: [foreignUser.userId],
  };
}

/** A fresh account per route: a fuzzed logout or a wrong current password must not spoil the next route. */
export async function signInAs(t: TestApp, caller: Caller, world: FuzzWorld): Promise<SignedIn | undefined> {
  if (caller === 'NOBODY') return undefined;
  if (caller === 'ADMIN') return signInAdmin(t, await createAdminUser(t));
  return signInCustomer(
    t,
    await createCustomerUser(t, { customerCode: world.ownCustomerCode, userRole: 'CUSTOMER_ADMIN' }),
  );
}

/** The routes to fuzz: every GET and POST (HEAD answers as GET does). */
export function fuzzedRoutes(t: TestApp): RouteTableEntry[] {
  return t.app.routeTable().filter((route) => route.method === 'GET' || route.method === 'POST');
}

// ---------------------------------------------------------------- values

const nested = (levels: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

/** Strings an attacker tries: SQL and LIKE metacharacters, scripts, paths, odd Unicode, huge. */
function hostileStrings(world: FuzzWorld): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      "' OR 1=1 --",
      "'; DROP TABLE customer; --",
      '%',
      '_',
      '\\',
      '%_\\%',
      '$1',
      '<script>alert(1)</script>',
      '../../etc/passwd',
      '__proto__',
      'constructor',
      '0',
      '-1',
      '9'.repeat(40),
      '2026-02-30',
      'ก่อน้ำใจ',
      '\u202Eevil',
      'e\u0301',
      '👨‍👩‍👧',
      '\uD800',
      ' ',
      '',
      'x'.repeat(100_000),
      'ก'.repeat(20_000),
    ),
    fc.constantFrom(...world.foreignMarkers, world.ownCustomerCode),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
  );
}

function hostileValues(world: FuzzWorld): fc.Arbitrary<unknown> {
  return fc.oneof(
    hostileStrings(world),
    fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 53 + 1, -(2 ** 31), 1e308, [], {}),
    fc.integer({ min: 20, max: 60 }).map(nested),
    fc.jsonValue({ maxDepth: 3 }),
  );
}

/**
 * A value that fits the schema's types and limits (so that it reaches the service and the
 * database) while its strings carry metacharacters, odd Unicode and other customers' codes.
 */
function fittingValue(schema: Schema | undefined, world: FuzzWorld): fc.Arbitrary<unknown> {
  if (!schema) return hostileValues(world);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  for (const alternatives of [schema.oneOf, schema.anyOf]) {
    if (Array.isArray(alternatives))
      return fc.oneof(...(alternatives as Schema[]).map((s) => fittingValue(s, world)));
  }
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined];
  const type = types.find((candidate) => candidate !== 'null');
  switch (type) {
    case 'string':
      return stringFor(schema, world);
    case 'integer': {
      const min = (schema.minimum as number | undefined) ?? -1000;
      const max = (schema.maximum as number | undefined) ?? 1_000_000;
      const ids = world.foreignIds.filter((id) => id >= min && id <= max);
      return ids.length
        ? fc.oneof(fc.integer({ min, max }), fc.constantFrom(...ids))
        : fc.integer({ min, max });
    }
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(fittingValue(schema.items as Schema | undefined, world), {
        maxLength: Math.min((schema.maxItems as number | undefined) ?? 4, 4),
      });
    case 'object':
      return objectFor(schema, world);
    default:
      return hostileValues(world);
  }
}

/** Strings of the pattern, where fast-check can build them (it cannot for look-aheads). */
function matchingStrings(pattern: string, maxLength: number): fc.Arbitrary<string> | undefined {
  if (pattern === '\\S') return undefined;
  try {
    return fc.stringMatching(new RegExp(pattern)).filter((s) => s.length <= maxLength);
  } catch {
    return undefined;
  }
}

function stringFor(schema: Schema, world: FuzzWorld): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = (schema.maxLength as number | undefined) ?? 100_000;
  const matching =
    typeof schema.pattern === 'string' ? matchingStrings(schema.pattern, maxLength) : undefined;
  if (matching) return fc.oneof(matching, fc.constantFrom(...world.foreignMarkers, world.ownCustomerCode));
  return fc.oneof(
    fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, 60)) }),
    hostileStrings(world).filter((s) => s.length >= minLength && s.length <= maxLength),
  );
}

function objectFor(schema: Schema, world: FuzzWorld): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = ((schema.required ?? []) as string[]).filter((key) => key in properties);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, child] of Object.entries(properties)) model[key] = fittingValue(child, world);
  return fc.record(model, { requiredKeys: required });
}

/** A fitting body with one field spoiled: a hostile value, or an unknown field. */
function spoiledBody(schema: Schema | undefined, world: FuzzWorld): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema?.properties ?? {});
  const field = fc.constantFrom(...keys, 'extra', 'isAdmin', 'customerCode', 'role', 'toString');
  return fc
    .tuple(fittingValue(schema, world), field, hostileValues(world))
    .map(([body, key, value]) =>
      body && typeof body === 'object' && !Array.isArray(body) ? { ...body, [key]: value } : value,
    );
}

// ---------------------------------------------------------------- requests

export interface FuzzRequest {
  url: string;
  /** The JSON text sent (POST), or undefined for GET. */
  payload: string | undefined;
}

const json = (value: unknown) => JSON.stringify(value) ?? 'null';

/** Prototype keys cannot be made with an object literal: they are written into the JSON text. */
const PROTOTYPE_BODIES = [
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"criteria":{"__proto__":{"x":1}}}',
];

export function requestArbitrary(route: RouteTableEntry, world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const bodySchema = (route.schema as Schema | undefined)?.body as Schema | undefined;
  const segment = fc.oneof(
    stringFor({ type: 'string', maxLength: 40 }, world),
    fc.uuid(),
    fc.constantFrom('..', '%2e%2e', 'x%00'),
  );
  const url = fc
    .array(segment, { minLength: 1, maxLength: 1 })
    .map(([value]) =>
      route.url.replace(/:[A-Za-z]+|\*/g, () => (value!.includes('%') ? value! : encodeURIComponent(value!))),
    );
  const query = fc.option(
    fc.dictionary(fc.constantFrom('a', 'page', 'q', '__proto__'), hostileStrings(world).map(String), {
      maxKeys: 2,
    }),
    { nil: undefined },
  );
  const withQuery = fc
    .tuple(url, query)
    .map(([path, params]) =>
      params && Object.keys(params).length ? `${path}?${new URLSearchParams(params).toString()}` : path,
    );
  if (route.method === 'GET') return withQuery.map((path) => ({ url: path, payload: undefined }));
  const body = fc.oneof(
    { weight: 5, arbitrary: fittingValue(bodySchema, world).map(json) },
    { weight: 3, arbitrary: spoiledBody(bodySchema, world).map(json) },
    { weight: 1, arbitrary: hostileValues(world).map(json) },
    { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_BODIES) },
    { weight: 1, arbitrary: fc.constantFrom('', '{', 'null', '[]', '"text"', '{"a":1,}', '\u0000') },
  );
  return fc.tuple(withQuery, body).map(([path, payload]) => ({ url: path, payload }));
}

export function send(t: TestApp, route: RouteTableEntry, request: FuzzRequest, as: SignedIn | undefined) {
  return t.app.inject({
    method: route.method as 'GET' | 'POST',
    url: request.url,
    remoteAddress: nextTestIp(),
    headers: {
      ...(as?.headers ?? {}),
      ...(request.payload !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
}

// ---------------------------------------------------------------- what every answer must be

const LEAKS = [
  /\n\s+at\s/, // a stack frame
  /"stack"\s*:/,
  /syntax error at or near|violates [a-z ]+constraint|duplicate key value|relation "[^"]+"|column "[^"]+"|invalid input syntax/i,
  /\bSELECT\s.+\sFROM\s|\bINSERT\s+INTO\s|\bUPDATE\s+\w+\s+SET\s/i,
  /RangeError|TypeError|ReferenceError|FST_[A-Z_]+/,
];

interface Envelope {
  status?: { code?: unknown; message?: unknown; requestId?: unknown };
}

/** What is wrong with an answer; empty when it is as the contract says. */
export function problemsOf(
  route: RouteTableEntry,
  request: FuzzRequest,
  res: LightMyRequestResponse,
  caller: Caller,
  world: FuzzWorld,
): string[] {
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`answered ${res.statusCode}`);
  const isJson = String(res.headers['content-type'] ?? '').includes('application/json');
  const isApi = route.url.startsWith('/api/') && !route.url.startsWith('/api/docs');
  let envelope: Envelope | undefined;
  if (isJson) {
    try {
      envelope = JSON.parse(res.body) as Envelope;
    } catch {
      problems.push('JSON answer that does not parse');
    }
  }
  const status = envelope?.status;
  if (res.statusCode >= 400) {
    // The API fails with its envelope; a page for people (the SMS link /d/…) with a page.
    const pageForPeople = !isApi && String(res.headers['content-type'] ?? '').startsWith('text/html');
    if (
      !pageForPeople &&
      (typeof status?.code !== 'string' ||
        typeof status.message !== 'string' ||
        typeof status.requestId !== 'string')
    ) {
      problems.push(`a ${res.statusCode} that is not the failure envelope`);
    }
    // Failure texts are ours: they may name a field, never internals.
    for (const leak of LEAKS)
      if (leak.test(res.body)) problems.push(`failure shows internals (${leak.source})`);
  } else if (isApi && isJson && status?.code !== '000') {
    problems.push('a success that is not the envelope');
  }
  if (caller === 'CUSTOMER_ADMIN') {
    const sent = `${request.url} ${request.payload ?? ''}`;
    for (const marker of world.foreignMarkers) {
      if (!sent.includes(marker) && res.body.includes(marker)) problems.push(`another customer's ${marker}`);
    }
  }
  return problems;
}

/** 50,000 unknown fields: refused before the schema describes each one (security round 2). */
const WIDE_BODY = JSON.stringify(Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`f${i}`, 1])));

/**
 * Requests every POST route gets besides the random ones: each of the body's fields (or one
 * unknown field) holding a lone surrogate, and the line / paragraph separators and NEL that XML
 * and JavaScript read differently, and the 50,000-field body.
 */
export function fixedRequests(route: RouteTableEntry): FuzzRequest[] {
  if (route.method !== 'POST') return [];
  const bodySchema = (route.schema as Schema | undefined)?.body as Schema | undefined;
  const keys = Object.keys(bodySchema?.properties ?? {});
  const url = route.url.replace(/:[A-Za-z]+|\*/g, '1');
  const everyField = (value: string) =>
    json(Object.fromEntries((keys.length ? keys : ['text']).map((key) => [key, value])));
  return [
    { url, payload: everyField('x\ud800y') },
    { url, payload: everyField('a\u2028b\u2029c\u0085d') },
    { url, payload: WIDE_BODY },
  ];
}

/** Fuzzes one route as one caller: fails with the route, the request, the problems and the seed. */
export async function fuzzRoute(
  t: TestApp,
  route: RouteTableEntry,
  caller: Caller,
  world: FuzzWorld,
): Promise<void> {
  const as = await signInAs(t, caller, world);
  const property = fc.asyncProperty(requestArbitrary(route, world), async (request) => {
    const res = await send(t, route, request, as);
    const problems = problemsOf(route, request, res, caller, world);
    expect(
      problems,
      `${route.method} ${request.url}\n${(request.payload ?? '').slice(0, 300)}\n→ ${res.statusCode} ${res.body.slice(0, 300)}`,
    ).toEqual([]);
  });
  for (const request of fixedRequests(route)) {
    const res = await send(t, route, request, as);
    expect(
      problemsOf(route, request, res, caller, world),
      `${route.method} ${request.url}\n${request.payload!.slice(0, 300)}\n→ ${res.statusCode} ${res.body.slice(0, 300)}`,
    ).toEqual([]);
    expect(res.body.length, `${route.url}: the answer to a hostile body stays small`).toBeLessThan(20_000);
  }
  try {
    await fc.assert(property, { seed: FUZZ_SEED, numRuns: FUZZ_RUNS, endOnFailure: true });
  } catch (error) {
    console.error(
      `route fuzz failed: ${route.method} ${route.url} as ${caller}; replay with FUZZ_SEED=${FUZZ_SEED}`,
    );
    throw error;
  }
}

/**
 * A test file's whole suite: one app and one world, and an `it` per route of the route table.
 * `await describeRouteFuzz(caller)` at a test file's top level (one file per caller, so that the
 * three run in parallel).
 */
export async function describeRouteFuzz(caller: Caller): Promise<void> {
  const t = await createTestApp();
  const world = await makeWorld(t);
  afterAll(() => t.close());
  describe(`route fuzz as ${caller}`, () => {
    it.each(fuzzedRoutes(t).map((route) => [`${route.method} ${route.url}`, route] as const))(
      '%s',
      async (_name, route) => {
        await fuzzRoute(t, route, caller, world);
      },
    );
  });
}

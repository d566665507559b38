// The JSON-schema building blocks of every call of the contract: request bodies that refuse
// unknown fields, search bodies with paging and sort, and the envelope of the answers (which
// fast-json-stringify serialises with: a field missing here never leaves the server).
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './envelope';

export const str = { type: 'string' } as const;
export const int = { type: 'integer' } as const;
export const nullableStr = { type: ['string', 'null'] } as const;
export const bool = { type: 'boolean' } as const;
/** One of these strings (a status, a type …). */
export const oneOf = <const V extends readonly string[]>(values: V) =>
  ({ type: 'string', enum: values }) as const;

/** Not blank: at least one non-space character. */
export const text = (maxLength: number) =>
  ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;
/** May be absent, null or empty (all three store NULL). */
export const optionalText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
export const pattern = (regex: string) => ({ type: 'string', pattern: regex }) as const;
/** A search criterion: text of up to 100 characters (blank means none). */
export const criterion = { type: 'string', maxLength: 100 } as const;
export const version = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
/** A record's generated id (bigint serial): a whole number from 1. */
export const recordId = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;
/** The record stamp every saved record answers with. */
export const stamp = { version: int, lastUpdateDtm: str, lastUpdateBy: str } as const;

/** A request body: these properties, these required, nothing else. */
export function body<const P extends Record<string, object>, R extends readonly (keyof P & string)[]>(
  properties: P,
  required: R,
) {
  return { type: 'object', additionalProperties: false, properties, required } as const;
}

/** `{}` bodies (list calls): nothing is accepted. */
export const emptyBody = { type: 'object', additionalProperties: false, properties: {} } as const;

/** A search body: the criteria plus page, size, sortBy (one of `sortBy`) and sortDir. */
export function searchBody<const P extends Record<string, object>, S extends readonly string[]>(
  criteria: P,
  sortBy: S,
) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      ...criteria,
      page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
      size: { type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX, default: PAGE_SIZE_DEFAULT },
      sortBy: oneOf(sortBy),
      sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    },
  } as const;
}

/**
 * A response object: every listed property is present (null where the type allows it), nothing
 * else (fast-json-stringify drops unlisted fields either way; saying so gives the reply a type).
 */
export function object<const P extends Record<string, object>>(properties: P) {
  const required = Object.keys(properties) as (keyof P & string)[];
  return { type: 'object', additionalProperties: false, properties, required } as const;
}

export const status = object({ code: str, message: str });
/** The 200 answer `{ status, data }`. */
export const okEnvelope = <const D extends object>(data: D) => ({ 200: object({ status, data }) }) as const;
export const listEnvelope = <const D extends object>(item: D) => okEnvelope({ type: 'array', items: item });
/** The 200 answer of a search: `{ status, data: rows, paging }`. */
export const searchEnvelope = <const D extends object>(row: D) =>
  ({
    200: object({
      status,
      data: { type: 'array', items: row },
      paging: object({
        page: int,
        size: int,
        totalRecords: int,
        totalPages: int,
        totalExact: bool,
      }),
    }),
  }) as const;
/** The 200 answer `{ status, data: {} }`. */
export const emptyData = okEnvelope(emptyBody);

// ---------------------------------------------------------------- types from the schemas
// The request and answer types of the contract are read off these schemas, so that the type the
// web app sends and the schema the server checks cannot drift apart. This covers the part of
// JSON schema the kit writes: type (or a list of types), enum, anyOf, nullable, items,
// properties, required, and additionalProperties given as a schema (a map without properties).
// A property outside `required` is optional (`?`).

/** The TypeScript type of a value that matches the JSON schema S. */
export type FromSchema<S> = S extends { anyOf: readonly (infer A)[] }
  ? FromSchema<A>
  : S extends { nullable: true }
    ? FromSchema<Omit<S, 'nullable'>> | null
    : S extends { enum: readonly (infer E)[] }
      ? E
      : S extends { type: infer T }
        ? OfType<T extends readonly (infer One)[] ? One : T, S>
        : unknown;

type OfType<T, S> = T extends 'string'
  ? string
  : T extends 'integer' | 'number'
    ? number
    : T extends 'boolean'
      ? boolean
      : T extends 'null'
        ? null
        : T extends 'array'
          ? S extends { items: infer I }
            ? FromSchema<I>[]
            : unknown[]
          : T extends 'object'
            ? // `additionalProperties: <schema>`: a map of any keys to that schema's values.
              S extends { additionalProperties: infer A extends object }
              ? Record<string, FromSchema<A>>
              : OfObject<S>
            : never;

type RequiredOf<S> = S extends { required: readonly (infer R)[] } ? R : never;
type OfObject<S> = S extends { properties: infer P }
  ? keyof P extends never
    ? Record<string, never>
    : Flat<
        { -readonly [K in keyof P as K extends RequiredOf<S> ? K : never]: FromSchema<P[K]> } & {
          -readonly [K in keyof P as K extends RequiredOf<S> ? never : K]?: FromSchema<P[K]>;
        }
      >
  : Record<string, never>;
type Flat<T> = { [K in keyof T]: T[K] } & {};

/** version, lastUpdateDtm and lastUpdateBy of every saved record. */
export type RecordStamp = FromSchema<{
  type: 'object';
  properties: typeof stamp;
  required: (keyof typeof stamp)[];
}>;

/** The request body of a call (`{ body, response }` of a schemas table). */
export type BodyOf<Call> = Call extends { body: infer B } ? FromSchema<B> : never;
/** The `data` of a call's 200 answer. */
export type DataOf<Call> = Call extends { response: { 200: { properties: { data: infer D } } } }
  ? FromSchema<D>
  : never;
/** One row of a list or search answer. */
export type RowOf<Call> = DataOf<Call> extends (infer Row)[] ? Row : never;

// ---------------------------------------------------------------- the route table's controllers

/**
 * One controller of the route table: its path prefix, and its calls — `{ body, response }` by
 * name, each served at `${prefix}/${name}` — as a type only, so the web app bundles no schema.
 * The web app's typed client (src/lib/api-client `callsOf`) reads paths and types off it;
 * tests/server/route-table.test.ts checks that each of its calls is a route of the server.
 */
export interface Controller<Calls> {
  prefix: string;
  /** Never set: carries the calls' type. */
  calls?: Calls;
}
export const controllerOf = <Calls>(prefix: string): Controller<Calls> => ({ prefix });

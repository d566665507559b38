// The JSON-schema building blocks of every call of the contract: request bodies that refuse
// unknown fields, search bodies with paging and sort, and the envelope of the answers (which
// fast-json-stringify serialises with: a field missing here never leaves the server).
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './envelope';

export const str = { type: 'string' } as const;
export const int = { type: 'integer' } as const;
export const nullableStr = { type: ['string', 'null'] } as const;

/** Not blank: at least one non-space character. */
export const text = (maxLength: number) =>
  ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;
/** May be absent, null or empty (all three store NULL). */
export const optionalText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
export const pattern = (regex: string) => ({ type: 'string', pattern: regex }) as const;
/** A search criterion: any text up to 100 characters (blank means none). */
export const criterion = { type: 'string', maxLength: 100 } as const;
export const version = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
/** The record stamp every saved record answers with. */
export const stamp = { version: int, lastUpdateDtm: str, lastUpdateBy: str } as const;

/** A request body: these properties, these required, nothing else. */
export function body<P extends Record<string, object>, R extends readonly (keyof P & string)[]>(
  properties: P,
  required: R,
) {
  return { type: 'object', additionalProperties: false, properties, required } as const;
}

/** `{}` bodies (list calls): nothing is accepted. */
export const emptyBody = { type: 'object', additionalProperties: false, properties: {} } as const;

/** A search body: the criteria plus page, size, sortBy (one of `sortBy`) and sortDir. */
export function searchBody<P extends Record<string, object>, S extends readonly string[]>(
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
      sortBy: { type: 'string', enum: sortBy },
      sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    },
  } as const;
}

/** A response object: every listed property is present (null where the type allows it). */
export function object<P extends Record<string, object>>(properties: P) {
  return { type: 'object', properties, required: Object.keys(properties) } as const;
}

export const status = object({ code: str, message: str });
/** The 200 answer `{ status, data }`. */
export const okEnvelope = <D extends object>(data: D) => ({ 200: object({ status, data }) }) as const;
export const listEnvelope = <D extends object>(item: D) => okEnvelope({ type: 'array', items: item });
/** The 200 answer of a search: `{ status, data: rows, paging }`. */
export const searchEnvelope = <D extends object>(row: D) =>
  ({
    200: object({
      status,
      data: { type: 'array', items: row },
      paging: object({ page: int, size: int, totalRecords: int, totalPages: int }),
    }),
  }) as const;
/** The 200 answer `{ status, data: {} }`. */
export const emptyData = okEnvelope(emptyBody);

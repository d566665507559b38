import { LRUCache } from 'lru-cache';

/**
 * Every cache of the server (docs/caching.md): what it keeps, how long, its bound, how a change
 * reaches this process and the others sharing the database. All are bounded (docs/memory.md).
 */
export interface CachePolicy {
  /** Entries at most; beyond it the least recently used goes. */
  readonly max: number;
  /** How long an entry may be served; none: until pushed out (its key names what never changes). */
  readonly ttlMs?: number;
  /** A bound on the entries' total bytes (each entry's size given by the cache). */
  readonly maxBytes?: number;
  /** How a change reaches the cache, here and in the other processes. */
  readonly changes: string;
}

/** Caches the change feed clears: the bound while a listening connection reopens. */
const NOTICE_TTL_MS = 10_000;
const SAME_BYTES = 'never stale: the bytes under an id never change (a new file is a new id)';
const SAME_INPUT = 'never stale: made from its key only';

export const CACHES = {
  /** Master-data answers (listboxes, provinces, status names): answers of ≤ 25 KB. */
  masterData: { max: 1_000, ttlMs: NOTICE_TTL_MS, changes: 'every save clears it; topic `master-data`' },
  /** The public landing lists and counters, serialised. */
  landing: { max: 1_000, ttlMs: NOTICE_TTL_MS, changes: 'every save clears it; topic `landing`' },
  publicPages: { max: 32, changes: 'cleared with the landing cache' }, // server-rendered HTML
  sessions: { max: 10_000, changes: 'every revocation clears it; topic `sessions`' }, // SESSION_CACHE_MS
  publicFiles: { max: 10_000, maxBytes: 16 * 1024 * 1024, changes: SAME_BYTES }, // landing images
  pdfForms: { max: 8, changes: SAME_BYTES }, // parsed forms (≤ ~5 MB) of the imports running at once
  pageImages: { max: 32, changes: SAME_BYTES }, // ~100 KB each: form pages, document page previews
  fontLayouts: { max: 2_000, changes: SAME_INPUT }, // per face; ~6 KB a Thai line: ≤ ~25 MB for both
  wrappedTexts: { max: 5_000, changes: SAME_INPUT }, // Thai word breaks (Intl.Segmenter) are not cheap
  compiledSchemas: { max: 64, changes: 'never stale: files shipped with the server' }, // XSD, Schematron
  signingKeys: { max: 1_000, changes: 'kept with the certificate version and digest' }, // unlock: seconds
} as const satisfies Record<string, CachePolicy>;

/** A bounded LRU (lru-cache) made from its policy in CACHES. */
export class Cache<V extends object | string> extends LRUCache<string, V> {
  constructor(policy: CachePolicy, sizeOf?: (value: V) => number) {
    super({
      max: policy.max,
      ...(policy.ttlMs === undefined ? {} : { ttl: policy.ttlMs }),
      ...(policy.maxBytes === undefined ? {} : { maxSize: policy.maxBytes, sizeCalculation: sizeOf }),
    });
  }

  /**
   * The cached value, or the loader's. With a promise, concurrent misses share one load (no
   * stampede of the same query) and a failed load is not kept: the next call tries again.
   */
  keep(key: string, load: () => V): V {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const value = load();
    this.set(key, value);
    if (value instanceof Promise) value.catch(() => this.peek(key) === value && this.delete(key));
    return value;
  }
}

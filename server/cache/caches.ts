import { LRUCache } from 'lru-cache';

/**
 * Every cache of the server, in one list (docs/caching.md): what it keeps, how long, its bound and
 * how this process and the others sharing the database learn of a change.
 *
 * Why caches at all: look-ups and the public site are read by every screen and every visitor
 * while their data changes rarely (≥ 2,000 req/s, quality.md); PDF work costs tens of ms a text or
 * page. Every cache is bounded: a long-running server must not grow (docs/memory.md).
 */
export interface CachePolicy {
  /** Entries at most; beyond it the least recently used goes. */
  readonly max: number;
  /** How long an entry may be served; none: until pushed out (its key names what never changes). */
  readonly ttlMs?: number;
  /** A bound on the entries' total bytes (with the size of each entry given by the cache). */
  readonly maxBytes?: number;
  /** How a change reaches the cache, here and in the other processes. */
  readonly changes: string;
}

/** The bound on what a missed change notice may serve while a listening connection reopens. */
const NOTICE_TTL_MS = 10_000;
const NEVER_STALE = 'never stale: the bytes under an id never change (a new file is a new id)';

export const CACHES = {
  /** Master-data answers (listboxes, provinces, status names): ~1,000 answers of ≤ 25 KB. */
  masterData: { max: 1_000, ttlMs: NOTICE_TTL_MS, changes: 'every save clears it; topic `master-data`' },
  /** The public landing lists and counters, serialised. */
  landing: { max: 1_000, ttlMs: NOTICE_TTL_MS, changes: 'every save clears it; topic `landing`' },
  /** The public pages' server-rendered HTML, by page and data. */
  publicPages: { max: 32, changes: 'cleared with the landing cache (topic `landing`)' },
  /** Live session checks; their time is SESSION_CACHE_MS (2 s; 0 turns it off). */
  sessions: { max: 10_000, changes: 'every revocation clears it; topic `sessions`' },
  /** Public files (landing images, ~5–20 KB each) with their bytes. */
  publicFiles: { max: 10_000, maxBytes: 16 * 1024 * 1024, changes: NEVER_STALE },
  /** Parsed PDF forms (up to ~5 MB each): the templates of the imports running at once. */
  pdfForms: { max: 8, changes: NEVER_STALE },
  /** Pictures (~100 KB) of form pages for the designer and of document pages for the preview. */
  pageImages: { max: 32, changes: NEVER_STALE },
  /** Font layouts per face (~6 KB for a 60-character Thai line: ≤ ~25 MB for both faces). */
  fontLayouts: { max: 2_000, changes: 'never stale: a layout depends on the text and the face only' },
  /** Texts wrapped into lines (Thai word breaks by Intl.Segmenter). */
  wrappedTexts: { max: 5_000, changes: 'never stale: depends on the text, font and width only' },
  /** Unlocked signing keys, by customer (an unlock costs seconds of key derivation). */
  signingKeys: {
    max: 1_000,
    changes: 'kept with the certificate version and digest: a changed row unlocks again',
  },
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
  remember(key: string, load: () => V): V {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const value = load();
    this.set(key, value);
    if (value instanceof Promise) {
      value.catch(() => {
        if (this.peek(key) === value) this.delete(key);
      });
    }
    return value;
  }
}

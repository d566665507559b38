/**
 * Answers kept in this process for a short time (master-data look-ups, the public landing lists).
 *
 * Why: such data changes rarely while every dropdown of every screen, or every visitor, reads
 * it, and the look-ups must serve ≥ 2,000 req/s (quality.md). Every committed save clears the
 * caches of its kind in this process at once and in the others sharing the database as soon as
 * the notice arrives (server/db/change-feed.ts). The short TTL remains the bound while a
 * process's listening connection is being reopened; an edit made from a stale read still fails
 * safely with 409 STALE_RECORD.
 */
export const TTL_MS = 10_000;
// Bounded: at most ~1,000 answers of ≤ 25 KB (a 100-row search page) stay in memory.
const MAX_ENTRIES = 1_000;

interface Entry<V> {
  expiresAt: number;
  value: Promise<V>;
}

export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly ttlMs: number = TTL_MS,
    private readonly maxEntries: number = MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The cached value, or the loader's. Concurrent misses share one load (no stampede of the
   * same query); a failed load is not kept.
   */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const time = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > time) return hit.value;
    if (hit) this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    const value = load();
    const entry: Entry<V> = { expiresAt: time + this.ttlMs, value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

// What the three large searches answer (docs/search.md), and what they share about totals.
import { sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { rowsOf } from '../db/raw-rows';

export interface SearchPage<Row> {
  rows: Row[];
  total: number;
  /** False when `total` is an estimate: the list envelope's paging.totalExact. */
  exact: boolean;
}

/**
 * A page that is not full ends the results, so its total is exact for free; a page past the end
 * (empty, not the first) proves nothing.
 */
export function endsHere(rows: number, size: number, offset: number): boolean {
  return rows < size && (rows > 0 || offset === 0);
}

/**
 * A fixed block sample of `table`, for a FROM clause: the same blocks every time, so the same
 * search gets the same estimate on every page.
 */
export function sampleOf(table: string, percent: number, seed: number): SQL {
  return sql.raw(`${table} TABLESAMPLE SYSTEM (${percent.toFixed(4)}) REPEATABLE (${seed})`);
}

/**
 * What a sample said, kept for a few minutes in this process (paging through one search costs
 * no sample); the oldest go first beyond `max`.
 */
export function recent<V extends NonNullable<unknown>>(ms: number, max: number): LRUCache<string, V> {
  return new LRUCache<string, V>({ max, ttl: ms });
}

/** Rows read by key, in the order of `keys` (the page's order); a key without a row is left out. */
export function inKeyOrder<K, Row>(keys: readonly K[], rows: Row[], keyOf: (row: Row) => K): Row[] {
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.flatMap((key) => byKey.get(key) ?? []);
}

/** How many rows of `table` match `where` (read with the plan of the `db` transaction given). */
export async function countWhere(db: Db, table: 'customer' | 'document', where: SQL): Promise<number> {
  const result = await db.execute(sql`SELECT count(*)::float8 AS n FROM ${sql.raw(table)} WHERE ${where}`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

// How a search reads (docs/search.md): the three large lists (documents, customers, audit log)
// choose their plan themselves, because PGlite has no autovacuum: its planner usually has no
// statistics and would guess, while the search knows which index it wants.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * - walk: an index in the page's order, stopping after the page's last row (equal values sorted
 *   as they come: incremental sort);
 * - pick: the rows one index finds (a bitmap: a criterion's btree, or pg_trgm's GIN for text),
 *   then sorted;
 * - count: through an index, never by reading a whole table for a rare criterion;
 * - planner: the planner's own plan (a whole-table read).
 * JIT is off in all: PostgreSQL prices a disabled step at 10^10 and would otherwise compile such
 * reads (hundreds of milliseconds) for a few thousand rows.
 */
export type Plan = 'walk' | 'pick' | 'count' | 'planner';

const settings: Record<Plan, SQL> = {
  walk: sql`SELECT set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true),
    set_config('enable_sort', 'off', true), set_config('jit', 'off', true)`,
  pick: sql`SELECT set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true),
    set_config('jit', 'off', true)`,
  count: sql`SELECT set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`,
  planner: sql`SELECT set_config('jit', 'off', true)`,
};

/** Runs `read` with the plan's settings, for its own transaction only. */
export function withPlan<T>(db: Db, plan: Plan, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(settings[plan]);
    return read(tx);
  });
}

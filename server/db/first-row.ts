import type { PgTable } from 'drizzle-orm/pg-core';

/** A select that can also be read FOR UPDATE / FOR SHARE (a drizzle select builder). */
interface LockableSelect<T> extends PromiseLike<T[]> {
  for(strength: 'update' | 'share', config?: { of?: PgTable }): PromiseLike<T[]>;
}

/** The first row of a select (undefined when none), read FOR `lock` (of the table `of`) when given. */
export async function firstRow<T>(
  query: LockableSelect<T>,
  lock: 'update' | 'share' | false | undefined,
  of?: PgTable,
): Promise<T | undefined> {
  const [row] = lock ? await query.for(lock, of ? { of } : undefined) : await query;
  return row;
}

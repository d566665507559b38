import { sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';

/**
 * What every edit of a versioned record sets beside its values: the next version (the optimistic
 * lock a save's version is checked against), the time and who made it.
 */
export function editStamp(version: AnyPgColumn, actor: string) {
  return { version: sql`${version} + 1`, lastUpdateDtm: sql`now()`, lastUpdateBy: actor };
}

/** An edit's values with the edit stamp of the versioned table they are set in. */
export function stamped<T extends PgTable & { version: AnyPgColumn }>(
  table: T,
  values: PgUpdateSetSource<T>,
  actor: string,
): PgUpdateSetSource<T> {
  return { ...values, ...editStamp(table.version, actor) };
}

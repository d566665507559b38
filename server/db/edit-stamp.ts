import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from './client';

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

/**
 * A new record made by `actor` (INSERT … ON CONFLICT DO NOTHING): the row, read back with
 * `columns` when given, or undefined when its key exists already (deleted rows included).
 */
export async function insertNew<T extends PgTable, R = T['$inferSelect']>(
  db: Db,
  table: T,
  values: Omit<PgInsertValue<T>, 'createBy' | 'lastUpdateBy'>,
  actor: string,
  columns?: Record<string, AnyPgColumn>,
): Promise<R | undefined> {
  const insert = db
    .insert(table)
    .values({ ...values, createBy: actor, lastUpdateBy: actor } as PgInsertValue<T>)
    .onConflictDoNothing();
  const [row] = await (columns ? insert.returning(columns) : insert.returning());
  return row as R | undefined;
}

/**
 * An edit of the versioned record `where` picks, stamped by `actor`: its row, read back with
 * `columns` when given.
 */
export async function updateStamped<T extends PgTable & { version: AnyPgColumn }, R = T['$inferSelect']>(
  db: Db,
  table: T,
  where: SQL | undefined,
  values: PgUpdateSetSource<T>,
  actor: string,
  columns?: Record<string, AnyPgColumn>,
): Promise<R> {
  const update = db
    .update(table)
    .set(stamped(table, values, actor))
    .where(where);
  const [row] = await (columns ? update.returning(columns) : update.returning());
  return row as R;
}

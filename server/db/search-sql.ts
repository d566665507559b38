import { and, asc, count, desc, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { SearchRequest } from '../../contract/envelope';
import { pagingOf } from '../http/envelope';
import type { Db } from './client';
import { containsPattern, criterion } from './search-text';

/** Case-insensitive substring match on any of the columns; undefined when there is no text. */
export function matchesAny(value: string | undefined, ...columns: AnyPgColumn[]): SQL | undefined {
  const text = criterion(value);
  if (text === undefined) return undefined;
  const pattern = containsPattern(text);
  return columns.length === 1 ? ilike(columns[0]!, pattern) : or(...columns.map((c) => ilike(c, pattern)));
}

/**
 * Substring match on a pre-lowered search column (district and sub-district names): LIKE on
 * lower(text) is the same match as ILIKE without case-folding every row on every search.
 */
export function matchesLowered(value: string | undefined, searchColumn: AnyPgColumn): SQL | undefined {
  const text = criterion(value);
  return text === undefined ? undefined : like(searchColumn, sql`lower(${containsPattern(text)})`);
}

export interface SearchPlan {
  where: SQL | undefined;
  orderBy: SQL[];
  page: number;
  size: number;
  offset: number;
}

/**
 * Paging and a stable order: the chosen column (the schema's enum already refused unknown ones),
 * then the key, so that equal values never swap between pages.
 */
export function searchPlan<K extends string>(
  request: SearchRequest & { sortBy?: K },
  columns: Record<K, AnyPgColumn | SQL>,
  defaultSort: K,
  keys: AnyPgColumn[],
  conditions: (SQL | undefined)[],
): SearchPlan {
  const { page, size, offset } = pagingOf(request);
  const direction = request.sortDir === 'desc' ? desc : asc;
  const column = columns[request.sortBy ?? defaultSort];
  return {
    where: and(...conditions),
    orderBy: [direction(column), ...keys.filter((k) => k !== column).map((k) => asc(k))],
    page,
    size,
    offset,
  };
}

/** How many rows of `table` match `where`: a search's total. */
export async function totalOf(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
}

/** The plan's filter, order and page on a search's query (its columns, joins and grouping: `.$dynamic()`). */
export function inPage<Q extends PgSelect>(query: Q, plan: SearchPlan): Q {
  return query
    .where(plan.where)
    .orderBy(...plan.orderBy)
    .limit(plan.size)
    .offset(plan.offset);
}

/** A search's answer: the total of `table`'s rows that match, then the plan's page of `query`. */
export async function searchPage<Q extends PgSelect>(db: Db, table: PgTable, plan: SearchPlan, query: Q) {
  const total = await totalOf(db, table, plan.where);
  const rows: Awaited<Q> = await inPage(query, plan);
  return { rows, total };
}

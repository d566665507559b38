import { sql, type SQL } from 'drizzle-orm';

/** Trimmed text criterion of a search; blank means "no criterion". */
export function criterion(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** A user's text as a substring LIKE pattern: its own % _ \ match literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The text criteria a search asks for, in this order: each trimmed, blank ones left out. */
export function textCriteria<F extends string>(
  values: readonly (readonly [F, string | null | undefined])[],
): { field: F; text: string }[] {
  return values.flatMap(([field, value]) => {
    const text = criterion(value);
    return text === undefined ? [] : [{ field, text }];
  });
}

/** A substring match on a bare column name, as pg_trgm's index serves it (0089_pg_trgm.sql). */
export function containsMatch(column: string, text: string, ignoreCase = true): SQL {
  const pattern = containsPattern(text);
  return ignoreCase ? sql`${sql.raw(column)} ILIKE ${pattern}` : sql`${sql.raw(column)} LIKE ${pattern}`;
}

/** Whether pg_trgm's index can find a text: it needs one trigram (three characters) of it. */
export const trigramIndexable = (text: string) => [...text].length >= 3;

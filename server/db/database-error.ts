// PostgreSQL's SQLSTATE of an error, wherever the driver or Drizzle put it: Drizzle wraps the
// driver's error (pg's or PGlite's DatabaseError, which carries `code`) as its `cause`.

/** The five-character SQLSTATE of a database error (or of its cause), else undefined. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return undefined;
}

/**
 * Whether the database refused the values themselves, so that trying again cannot help: a data
 * exception (class 22: a number out of range, a text too long, an impossible date) or a NOT NULL /
 * CHECK rule (23502, 23514). A duplicate key (23505) is not one of them: it is how two writers
 * that ran at the same time meet, and the next try sees what the other wrote.
 */
export function isRefusedValue(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== undefined && (state.startsWith('22') || state === '23502' || state === '23514');
}

/** The rows of a raw `db.execute(sql…)` (both drivers answer `{ rows }`; the shared Db type leaves it unknown). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

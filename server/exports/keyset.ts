// Reading every row of a search in batches, each batch starting after the last row of the one
// before (keyset): no OFFSET that rereads what came before, no transaction held open between
// batches (PGlite serves one at a time), never more than one batch in memory.

/**
 * The batches of `readAfter(after, size)` — the first `size` rows after the key (from the start
 * when undefined), in key order — until a short batch ends them.
 */
export async function* keysetBatches<Row, Key>(
  readAfter: (after: Key | undefined, size: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  size: number,
): AsyncGenerator<Row[]> {
  let after: Key | undefined;
  for (;;) {
    const rows = await readAfter(after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = keyOf(rows[rows.length - 1]!);
  }
}

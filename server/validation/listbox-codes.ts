import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { listboxItem } from '../db/schema/master-data';

/**
 * The codes that are not items of the listbox group (deleted items count as missing; inactive
 * ones stay valid, so a record saved before an item was retired can be saved again).
 */
export async function unknownListboxCodes(
  db: Db,
  group: string,
  codes: readonly string[],
): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .select({ code: listboxItem.code })
    .from(listboxItem)
    .where(
      and(
        eq(listboxItem.listboxGroupCode, group),
        inArray(listboxItem.code, [...codes]),
        ne(listboxItem.status, 'DELETE'),
      ),
    );
  const known = new Set(rows.map((r) => r.code));
  return codes.filter((c) => !known.has(c));
}

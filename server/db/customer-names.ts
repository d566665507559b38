import { inArray } from 'drizzle-orm';
import type { Db } from './client';
import { customer } from './schema/customer';

/** The names of the customers a page or a batch names, by code (deleted customers keep theirs). */
export async function customerNames(db: Db, codes: string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: customer.customerCode, name: customer.customerName })
    .from(customer)
    .where(inArray(customer.customerCode, codes));
  return new Map(rows.map((row) => [row.code, row.name]));
}

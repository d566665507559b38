import { and, eq, ne } from 'drizzle-orm';
import type { Db } from './client';
import { customer } from './schema/customer';

/**
 * The customer exists and is not deleted. Its row is locked FOR SHARE until the transaction
 * ends, so a customer delete (which deletes its branches and users too) cannot run between this
 * check and the write of a new branch or user.
 */
export async function lockLiveCustomer(tx: Db, code: string): Promise<boolean> {
  const rows = await tx
    .select({ code: customer.customerCode })
    .from(customer)
    .where(and(eq(customer.customerCode, code), ne(customer.customerStatus, 'DELETE')))
    .for('share');
  return rows.length > 0;
}

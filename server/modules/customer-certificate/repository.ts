// The SQL of customer certificates: one row per customer (server/db/migrations/0076_etax.sql).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customer } from '../../db/schema/customer';
import { customerCertificate } from '../../db/schema/customer-certificate';

export type CertificateRecord = typeof customerCertificate.$inferSelect;
export type CertificateValues = Omit<
  CertificateRecord,
  'customerCode' | 'version' | 'createDtm' | 'createBy' | 'lastUpdateDtm' | 'lastUpdateBy'
>;

export async function findCertificate(
  db: Db,
  customerCode: string,
  lock = false,
): Promise<CertificateRecord | undefined> {
  const query = db
    .select()
    .from(customerCertificate)
    .where(eq(customerCertificate.customerCode, customerCode));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Inserts the customer's certificate or replaces it (version + 1). */
export async function saveCertificate(
  tx: Db,
  customerCode: string,
  values: CertificateValues,
  actor: string,
): Promise<CertificateRecord> {
  const [row] = await tx
    .insert(customerCertificate)
    .values({ customerCode, ...values, createBy: actor, lastUpdateBy: actor })
    .onConflictDoUpdate({
      target: customerCertificate.customerCode,
      set: {
        ...values,
        version: sql`${customerCertificate.version} + 1`,
        lastUpdateDtm: new Date(),
        lastUpdateBy: actor,
      },
    })
    .returning();
  return row!;
}

export async function deleteCertificate(tx: Db, customerCode: string): Promise<void> {
  await tx.delete(customerCertificate).where(eq(customerCertificate.customerCode, customerCode));
}

/** A customer that is not soft-deleted. */
export async function liveCustomerExists(db: Db, customerCode: string): Promise<boolean> {
  const [row] = await db
    .select({ status: customer.customerStatus })
    .from(customer)
    .where(eq(customer.customerCode, customerCode));
  return !!row && row.status !== 'DELETE';
}

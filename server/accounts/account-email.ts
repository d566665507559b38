import { and, ne, sql } from 'drizzle-orm';
import type { Role } from '../../contract/envelope';
import type { Db } from '../db/client';
import { adminUser } from '../db/schema/auth';
import { customerUser } from '../db/schema/customer';
import { lockKey } from '../db/advisory-lock';

/** A live (not deleted) account that uses an e-mail. */
export interface EmailOwner {
  kind: Role;
  /** adminCode or userCode */
  code: string;
  /** The customer of a customer user; null for administrators. */
  customerCode: string | null;
}

/**
 * Every live account with this e-mail, administrators and customer users alike (compared
 * case-insensitively). Call lockAccountEmail() first in the same transaction, so that no other
 * save can take the e-mail between this check and the write.
 */
export async function liveEmailOwners(tx: Db, email: string): Promise<EmailOwner[]> {
  const [admins, users] = await Promise.all([
    tx
      .select({ code: adminUser.adminCode })
      .from(adminUser)
      .where(and(sql`lower(${adminUser.email}) = lower(${email})`, ne(adminUser.status, 'DELETE'))),
    tx
      .select({ code: customerUser.userCode, customerCode: customerUser.customerCode })
      .from(customerUser)
      .where(and(sql`lower(${customerUser.email}) = lower(${email})`, ne(customerUser.status, 'DELETE'))),
  ]);
  return [
    ...admins.map((a) => ({ kind: 'ADMIN' as const, code: a.code, customerCode: null })),
    ...users.map((u) => ({ kind: 'CUSTOMER' as const, code: u.code, customerCode: u.customerCode })),
  ];
}

/** One e-mail, one live account, across both account tables: saves of the same e-mail take turns. */
export function lockAccountEmail(tx: Db, email: string): Promise<void> {
  return lockKey(tx, `account-email:${email.toLowerCase()}`);
}

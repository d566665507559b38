import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customerUser } from '../db/schema/customer';
import type { Caller } from './tenancy';

/**
 * The branches a caller works with (api-contract.md, Roles and tenancy): a customer USER only
 * the branches assigned to it (none assigned: none); everyone else is not narrowed (undefined).
 * Read at each call, so that a changed assignment applies at once.
 */
export async function assignedBranchCodes(db: Db, caller: Caller): Promise<string[] | undefined> {
  const principal = caller.principal;
  if (principal?.role !== 'CUSTOMER' || principal.customerRole !== 'USER') return undefined;
  const [user] = await db
    .select({ branchCodes: customerUser.branchCodes })
    .from(customerUser)
    .where(eq(customerUser.userCode, principal.userCode));
  return user?.branchCodes ?? [];
}

/** Which customer's rows, and which of its branches', a caller reaches (undefined: not narrowed). */
export interface CustomerReach {
  customerCode?: string;
  branchCodes?: readonly string[];
}

/**
 * An ADMIN reaches every customer; a customer user its own customer, and a USER only the branches
 * assigned to it (imports and documents are narrowed so).
 */
export async function customerReach(db: Db, caller: Caller): Promise<CustomerReach> {
  const principal = caller.principal;
  if (principal?.role !== 'CUSTOMER') return {};
  const branchCodes = await assignedBranchCodes(db, caller);
  return { customerCode: principal.customerCode, ...(branchCodes ? { branchCodes } : {}) };
}

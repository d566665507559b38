import type { Principal } from '../http/access';
import { validationFailed } from '../http/errors';

/**
 * The customer whose rows this call may touch (api-contract.md, Roles and tenancy):
 * - CUSTOMER token: the token's customer; `bodyCustomerCode` is ignored, so a customer user can
 *   never reach another customer's rows by naming it;
 * - ADMIN token (or an anonymous call on a public route): the body's value, possibly undefined
 *   (= all customers, for searches).
 */
/** A request or a ServiceContext: whoever carries the caller. */
export type Caller = { principal: Principal | null };

export function customerScope(caller: Caller, bodyCustomerCode?: string | null): string | undefined {
  const principal = caller.principal;
  if (principal?.role === 'CUSTOMER') return principal.customerCode;
  return bodyCustomerCode ?? undefined;
}

/** customerScope() for calls that need one customer: an ADMIN must name it (400 otherwise). */
export function requiredCustomerScope(caller: Caller, bodyCustomerCode?: string | null): string {
  const scope = customerScope(caller, bodyCustomerCode);
  if (!scope) throw validationFailed([{ key: 'customerCode', description: 'required' }]);
  return scope;
}

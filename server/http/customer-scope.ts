import type { ServiceContext } from '../command/context';
import { customerScope } from '../security/tenancy';
import { validationFailed } from './errors';
import { say } from './language';

/**
 * The one customer a call works on (api-contract.md, Roles and tenancy): a CUSTOMER token's own
 * customer whatever the body says; for an ADMIN the body's customerCode, which is then required
 * (400 on `customerCode`, in the request's language).
 */
export function oneCustomerScope(ctx: ServiceContext, bodyCustomerCode?: string | null): string {
  const scope = customerScope(ctx, bodyCustomerCode);
  if (!scope) {
    throw validationFailed([
      { key: 'customerCode', description: say(ctx, { th: 'กรุณาระบุ', en: 'is required' }) },
    ]);
  }
  return scope;
}

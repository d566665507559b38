// Who may reach which uploads, and take which step (domain.md "Import workflow"; api-contract.md
// "Roles and tenancy"): an ADMIN any upload, acting for the customer; a customer user only the
// customer's own, and a USER only those of the branches assigned to it.
import type { UploadAction, UploadStatus } from '../../../contract/customer-upload';
import type { ServiceContext } from '../../command/context';
import type { Db } from '../../db/client';
import { customerReach } from '../../security/assigned-branches';
import type { UploadScope } from './repository';

/** The uploads this caller may read and act on. */
export function uploadScope(db: Db, ctx: ServiceContext): Promise<UploadScope> {
  return customerReach(db, ctx);
}

/** The role a step is recorded under: ADMIN when an administrator acted for the customer. */
export function actingRole(ctx: ServiceContext): string {
  const principal = ctx.principal;
  return principal?.role === 'CUSTOMER' ? (principal.customerRole ?? 'USER') : 'ADMIN';
}

/** The account a step is recorded against (the same account may not take both submit steps). */
export function actingAccount(ctx: ServiceContext): string {
  return `${ctx.principal?.role ?? 'ANONYMOUS'}:${ctx.principal?.userCode ?? ctx.actor}`;
}

const UPLOADERS = new Set(['ADMIN', 'CUSTOMER_ADMIN', 'USER']);
const ACCOUNTANTS = new Set(['ADMIN', 'CUSTOMER_ADMIN', 'ACCOUNTING']);

/**
 * Who may take a step: uploaders send (and cancel) data, accountants approve or send it back, and
 * an administrator runs a failed generation again.
 */
export function mayTake(ctx: ServiceContext, action: UploadAction): boolean {
  const role = actingRole(ctx);
  if (action === 'RETRY_GENERATION') return role === 'ADMIN';
  return action === 'USER_SUBMIT' || action === 'CANCEL' ? UPLOADERS.has(role) : ACCOUNTANTS.has(role);
}

/** Whether this caller may upload or type in data at all. */
export function mayUpload(ctx: ServiceContext): boolean {
  return UPLOADERS.has(actingRole(ctx));
}

/** The status each step starts from, and the one it leads to. */
export const STEPS: Record<UploadAction, { from: readonly UploadStatus[]; to: UploadStatus }> = {
  USER_SUBMIT: { from: ['READY'], to: 'USER_SUBMITTED' },
  ACCOUNTING_SUBMIT: { from: ['USER_SUBMITTED'], to: 'ACCOUNTING_SUBMITTED' },
  REJECT: { from: ['USER_SUBMITTED'], to: 'REJECTED' },
  CANCEL: { from: ['READY', 'VALIDATION_FAILED'], to: 'CANCELLED' },
  RETRY_GENERATION: { from: ['FAILED'], to: 'ACCOUNTING_SUBMITTED' },
};

/** The accounting steps: never taken by the account that user-submitted (four eyes). */
export const ACCOUNTING_STEPS: ReadonlySet<UploadAction> = new Set(['ACCOUNTING_SUBMIT', 'REJECT']);

/** The steps this caller may take on the upload now (the page shows these buttons only). */
export function allowedActions(
  ctx: ServiceContext,
  upload: { status: UploadStatus; userSubmitAccount: string | null },
): UploadAction[] {
  return (Object.keys(STEPS) as UploadAction[]).filter(
    (action) =>
      STEPS[action].from.includes(upload.status) &&
      mayTake(ctx, action) &&
      !(ACCOUNTING_STEPS.has(action) && upload.userSubmitAccount === actingAccount(ctx)),
  );
}

import { PUBLIC_FILE_PURPOSES, type FilePurpose } from '../../../contract/file';
import type { Db } from '../../db/client';
import { assignedBranchCodes } from '../../security/assigned-branches';
import { forbidden } from '../../http/errors';
import { say, type Speaker } from '../../http/language';
import { customerScope, type Caller } from '../../security/tenancy';
import { branchOfFile, isBranchHeld } from './file-branch';

/** How a file may be answered to this caller. */
export type FileDelivery =
  /** Anyone: served inline with a long cache (landing images). */
  | 'public-inline'
  /** This signed-in caller: an attachment with the server-made name, never cached. */
  | 'private-attachment'
  /** Not for this caller: answered exactly like an unknown id (404), so nothing is revealed. */
  | 'hidden';

export function isPublicPurpose(purpose: FilePurpose): boolean {
  return PUBLIC_FILE_PURPOSES.includes(purpose);
}

/**
 * Purposes whose files only some customer roles read, as the calls that make them: the filed
 * Revenue Department pack covers every branch, so a branch-bound USER reads it no more than the
 * filing routes (server/modules/rd-filing/routes.ts).
 */
const CUSTOMER_ROLES_OF_PURPOSE: Partial<Record<FilePurpose, readonly string[]>> = {
  RD_SUBMISSION_PACK: ['CUSTOMER_ADMIN', 'ACCOUNTING'],
  // A bulk download's zip holds what its requester's reach showed: only its own route serves it.
  BULK_DOWNLOAD: [],
};

/**
 * The download rule (api-contract.md, Files; Roles and tenancy):
 * - public purposes (landing images): anyone;
 * - otherwise a signed-in caller only: ADMIN any file; a CUSTOMER user only files owned by the
 *   token's own customer (customerScope) — another customer's file, or a file of no customer,
 *   is hidden, and so is a purpose its customer role does not read (CUSTOMER_ROLES_OF_PURPOSE).
 */
export function fileDelivery(
  caller: Caller & Speaker,
  file: { purpose: FilePurpose; ownerCustomerCode: string | null },
): FileDelivery {
  if (isPublicPurpose(file.purpose)) return 'public-inline';
  const principal = caller.principal;
  if (!principal) return 'hidden';
  if (principal.role === 'CUSTOMER') {
    const scope = customerScope(caller);
    if (!scope || file.ownerCustomerCode !== scope) return 'hidden';
    const roles = CUSTOMER_ROLES_OF_PURPOSE[file.purpose];
    if (roles && !roles.includes(principal.customerRole ?? '')) return 'hidden';
  } else if (principal.role !== 'ADMIN') {
    return 'hidden';
  }
  // The route is public (for landing images), so the auth plugin did not stop a caller who must
  // change the password first: the private files stay closed to them like every other call.
  if (principal.mustChangePassword) {
    throw forbidden(
      'PASSWORD_CHANGE_REQUIRED',
      say(caller, { th: 'กรุณาเปลี่ยนรหัสผ่านก่อนใช้งาน', en: 'Change your password before going on' }),
    );
  }
  return 'private-attachment';
}

/**
 * fileDelivery(), then the branch reach of the record the file belongs to (the same reach as the
 * pages): a USER limited to some branches gets a document's PDF or XML, or an import's uploaded
 * file, only when that document's or import's branch is one of them; a file of such a purpose that
 * no record holds is hidden from them too. Other purposes and other roles are unchanged.
 */
export async function fileDeliveryWithin(
  db: Db,
  caller: Caller & Speaker,
  file: { fileId: string; purpose: FilePurpose; ownerCustomerCode: string | null },
): Promise<FileDelivery> {
  const delivery = fileDelivery(caller, file);
  if (delivery !== 'private-attachment' || !isBranchHeld(file.purpose)) return delivery;
  const branchCodes = await assignedBranchCodes(db, caller);
  if (!branchCodes) return delivery;
  const branchCode = await branchOfFile(db, file);
  return branchCode !== undefined && branchCodes.includes(branchCode) ? delivery : 'hidden';
}

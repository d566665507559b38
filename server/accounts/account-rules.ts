// What administrators and customer users share when their records change: one live account per
// e-mail, an invitation for a new active account, and ended sessions for one that is switched
// off. Used by server/modules/admin-user and server/modules/customer-user inside runCommand.
import type { Role } from '../../contract/envelope';
import type { Command } from '../command/run-command';
import type { AppDeps } from '../deps';
import { revokeUserSessions } from '../security/sessions';
import { liveEmailOwners, lockAccountEmail, type EmailOwner } from './account-email';
import { issueOtp } from '../modules/otp/service';

/**
 * The other live accounts with this e-mail. The e-mail is locked first, so that no other save
 * can take it between this check and the write.
 */
export async function otherEmailOwners(
  command: Command,
  email: string,
  self?: { kind: Role; code: string },
): Promise<EmailOwner[]> {
  await lockAccountEmail(command.tx, email);
  const owners = await liveEmailOwners(command.tx, email);
  return owners.filter((owner) => !(self && owner.kind === self.kind && owner.code === self.code));
}

/** A new ACTIVE account gets an e-mail with an OTP to set its password, sent after the commit. */
export async function inviteIfActive(
  deps: AppDeps,
  command: Command,
  kind: Role,
  account: { status: string; email: string },
): Promise<void> {
  if (account.status !== 'ACTIVE') return;
  const invitation = await issueOtp(
    deps,
    command.ctx,
    { kind, email: account.email, purpose: 'SET_PASSWORD' },
    command.tx,
  );
  command.deliverMail(invitation.outboxIds);
}

/**
 * A deactivated or deleted account's sessions end at once; the remembered session checks are
 * forgotten after the commit. Returns how many sessions ended (0 for an active account).
 */
export async function endSessionsUnlessActive(
  command: Command,
  kind: Role,
  code: string,
  status: string,
): Promise<number> {
  if (status === 'ACTIVE') return 0;
  command.forgetSessions();
  return revokeUserSessions(command.tx, kind, code);
}

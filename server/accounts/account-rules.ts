// What administrators and customer users share when their records change: one live account per
// e-mail, an invitation for a new active account, ended sessions for one that is switched off,
// and the audit entries. Used by server/modules/admin-user and customer-user inside runCommand.
import type { EditableStatus } from '../../contract/customer';
import type { Role } from '../../contract/envelope';
import type { Command } from '../command/run-command';
import type { AppDeps } from '../deps';
import { conflict } from '../http/errors';
import { say } from '../http/language';
import { revokeUserSessions } from '../security/sessions';
import { liveEmailOwners, lockAccountEmail, type EmailOwner } from './account-email';
import { issueOtp } from '../modules/otp/service';
import { accountText } from './messages';
import { storedPhone } from '../validation/phone';

/** The audit log's entity of each kind of account. */
const ENTITY: Record<Role, string> = { ADMIN: 'admin_user', CUSTOMER: 'customer_user' };

/** What both kinds of account save of a request: trimmed name and e-mail, the phone as stored, the status. */
export function contactValuesOf(body: {
  fullName: string;
  email: string;
  tel?: string | null;
  status: EditableStatus;
}) {
  return {
    fullName: body.fullName.trim(),
    email: body.email.trim(),
    tel: storedPhone(body.tel),
    status: body.status,
  };
}

/**
 * One live account per e-mail, administrators and customer users alike: 409
 * ALREADY_REGISTERED_EMAIL when another live account (not `self`) uses it; `refuse` may throw a
 * refusal of its own for some of those owners first. The e-mail is locked first, so that no other
 * save can take it between this check and the write.
 */
export async function assertEmailFree(
  command: Command,
  email: string,
  self?: { kind: Role; code: string },
  refuse?: (others: EmailOwner[]) => void,
): Promise<void> {
  await lockAccountEmail(command.tx, email);
  const owners = await liveEmailOwners(command.tx, email);
  const others = owners.filter((owner) => !(self && owner.kind === self.kind && owner.code === self.code));
  refuse?.(others);
  if (others.length) throw conflict('ALREADY_REGISTERED_EMAIL', say(command.ctx, accountText.emailTaken));
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

/** A new account: its audit entry, and an invitation when it is ACTIVE. */
export async function recordCreated(
  deps: AppDeps,
  command: Command,
  kind: Role,
  code: string,
  created: { status: string; email: string },
): Promise<void> {
  await command.audit({ action: 'CREATE', entity: ENTITY[kind], entityId: code, after: created });
  await inviteIfActive(deps, command, kind, created);
}

/**
 * An updated or soft-deleted account: the sessions of one no longer ACTIVE end and its audit entry
 * says how many (an update only when some did); the remembered session checks, which carry the
 * old status and role, are forgotten after the commit.
 */
export async function recordChanged(
  command: Command,
  action: 'UPDATE' | 'DELETE',
  kind: Role,
  code: string,
  change: { before: unknown; after: { status: string } },
): Promise<void> {
  const sessionsEnded = await endSessionsUnlessActive(command, kind, code, change.after.status);
  const ended = sessionsEnded || action === 'DELETE' ? { sessionsEnded } : {};
  await command.audit({
    action,
    entity: ENTITY[kind],
    entityId: code,
    before: change.before,
    after: { ...change.after, ...ended },
  });
  command.forgetSessions();
}

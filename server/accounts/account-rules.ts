// What administrators and customer users share when their records change: a username taken once,
// one live account per e-mail, usernames that stay, an invitation for a new active account, ended
// sessions for one that is switched off, and the audit entries. Used by server/modules/admin-user
// and customer-user inside runCommand.
import type { EditableStatus } from '../../contract/customer';
import type { Role } from '../../contract/envelope';
import type { Command } from '../command/run-command';
import type { AppDeps } from '../deps';
import { conflict, notFound, validationFailed } from '../http/errors';
import { say } from '../http/language';
import { revokeUserSessions } from '../security/sessions';
import { liveEmailOwners, lockAccountEmail, type EmailOwner } from './account-email';
import { issueOtp } from '../modules/otp/service';
import { accountText } from './messages';
import { storedPhone } from '../validation/phone';
import { fieldText } from '../validation/messages';
import { usernameTaken } from './accounts';

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

/**
 * A new account of `kind`: 409 `duplicate()` when its username is taken, also by a creation of the
 * same username at the same moment (the unique index lets one in: `insert` answers undefined);
 * then the e-mail rule, the insert, its audit entry and, when it is ACTIVE, its invitation.
 */
export async function createAccount<R extends { status: string; email: string }>(
  deps: AppDeps,
  command: Command,
  kind: Role,
  account: {
    username: string;
    email: string;
    duplicate: () => Error;
    /** The kind's own refusal of some owners of the e-mail (assertEmailFree). */
    refuse?: (others: EmailOwner[]) => void;
    insert: () => Promise<R | undefined>;
    codeOf: (created: R) => string;
  },
): Promise<R> {
  if (await usernameTaken(command.tx, kind, account.username)) throw account.duplicate();
  await assertEmailFree(command, account.email, undefined, account.refuse);
  const created = await account.insert();
  if (!created) throw account.duplicate();
  await recordCreated(deps, command, kind, account.codeOf(created), created);
  return created;
}

/**
 * The stored account an update or a delete works on (read FOR UPDATE): 404 when there is none,
 * 400 when the request names another value of a field that `stays` (the username, unless the
 * request names none), 409 STALE_RECORD when `version` is not the one read.
 */
export function accountToChange<R extends { username: string; version: number }>(
  command: Command,
  current: R | undefined,
  body: Partial<Record<keyof R, unknown>> & { version: number },
  stays: readonly (keyof R & string)[] = ['username'],
): R {
  if (!current) throw notFound();
  const changed = stays.filter((key) => body[key] !== undefined && body[key] !== current[key]);
  const description = say(command.ctx, fieldText.codeImmutable);
  if (changed.length) throw validationFailed(changed.map((key) => ({ key, description })));
  command.assertVersion(current.version, body.version);
  return current;
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
async function recordCreated(
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

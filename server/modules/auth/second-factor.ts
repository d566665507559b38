// A signed-in user's own second factor (docs/security.md, "Second factor"): whether there is
// one, enrolment (a new TOTP secret, confirmed by its first code, then recovery codes shown
// once) and removal (password and a code). Administrators, and customer admins if they wish.
import type { Role } from '../../../contract/envelope';
import type { SecondFactorEnrolment, SecondFactorStatus } from '../../../contract/auth';
import { runCommand } from '../../command/run-command';
import type { ServiceContext } from '../../command/context';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { conflict, forbidden, ruleRefused, unauthorized } from '../../http/errors';
import { say } from '../../http/language';
import { verifyPassword } from '../../security/password';
import {
  acceptedTimeStep,
  enrolmentOf,
  hashRecoveryCode,
  isTotpCode,
  newRecoveryCodes,
  newTotpSecret,
} from '../../security/totp';
import { findAccountByCode, recordLoginFailure, type Account } from '../../accounts/accounts';
import {
  confirmSecondFactor,
  findSecondFactor,
  recoveryCodesLeft,
  removeSecondFactor,
  storePendingSecret,
  takeTimeStep,
  useRecoveryCode,
} from '../../accounts/second-factor';
import { authMessages } from './messages';
import { entityOf } from './session-answer';

/** Whether the setting requires a second factor of this kind of account (administrators only). */
export const secondFactorRequired = (deps: AppDeps, kind: Role) =>
  kind === 'ADMIN' && deps.config.adminSecondFactorRequired;

const recoveryHash = (deps: AppDeps, kind: Role, userCode: string, code: string) =>
  hashRecoveryCode(`${kind}:${userCode}`, code, deps.config.jwtSecret);

/**
 * Checks a code typed at sign-in or to remove the factor: a current TOTP code not used before
 * (each time step is taken once), or an unused recovery code (used up by this).
 */
export async function checkSecondFactorCode(
  deps: AppDeps,
  kind: Role,
  userCode: string,
  code: string,
): Promise<'TOTP' | 'RECOVERY_CODE' | 'REPLAYED' | null> {
  const factor = await findSecondFactor(deps.db, deps.config.signingKey, kind, userCode);
  if (!factor?.confirmed) return null;
  if (isTotpCode(code)) {
    const step = await acceptedTimeStep(factor.secret, code, null);
    if (step === null) return null;
    return (await takeTimeStep(deps.db, kind, userCode, step)) ? 'TOTP' : 'REPLAYED';
  }
  const used = await useRecoveryCode(deps.db, kind, userCode, recoveryHash(deps, kind, userCode, code));
  return used ? 'RECOVERY_CODE' : null;
}

const alreadyEnrolled = (ctx: ServiceContext) =>
  conflict('SECOND_FACTOR_ALREADY_ENROLLED', say(ctx, authMessages.secondFactorAlreadyEnrolled));
const notEnrolled = (ctx: ServiceContext) =>
  conflict('SECOND_FACTOR_NOT_ENROLLED', say(ctx, authMessages.secondFactorNotEnrolled));

/** A new secret for the account (replacing one not confirmed yet), as URI and QR code. */
export async function startEnrolment(
  deps: AppDeps,
  ctx: ServiceContext,
  account: Account,
): Promise<SecondFactorEnrolment> {
  const secret = newTotpSecret();
  if (!(await storePendingSecret(deps.db, deps.config.signingKey, account.kind, account.code, secret)))
    throw alreadyEnrolled(ctx);
  return enrolmentOf(secret, account.username);
}

/**
 * Confirms the pending secret with its first code (in the caller's transaction): the recovery
 * codes in clear, to be shown once; null when the code is wrong.
 */
export async function confirmPendingSecret(
  deps: AppDeps,
  tx: Db,
  ctx: ServiceContext,
  account: Account,
  code: string,
): Promise<string[] | null> {
  const factor = await findSecondFactor(tx, deps.config.signingKey, account.kind, account.code);
  if (!factor) throw notEnrolled(ctx);
  if (factor.confirmed) throw alreadyEnrolled(ctx);
  const step = await acceptedTimeStep(factor.secret, code, null);
  if (step === null) return null;
  const codes = newRecoveryCodes();
  const hashes = codes.map((c) => recoveryHash(deps, account.kind, account.code, c));
  await confirmSecondFactor(tx, account.kind, account.code, step, hashes);
  return codes;
}

/** The audit row of a confirmed enrolment (the actor is the account: at sign-in there is no principal yet). */
export const enrolAudit = (account: Account) => ({
  action: 'SECOND_FACTOR_ENROL',
  entity: entityOf(account.kind),
  entityId: account.code,
  actor: account.username,
  actorRole: account.kind,
});

/** The caller's account, when it may have a second factor: administrators and customer admins. */
async function ownAccount(deps: AppDeps, ctx: ServiceContext): Promise<Account> {
  const principal = ctx.principal;
  if (!principal) throw unauthorized();
  if (principal.role === 'CUSTOMER' && principal.customerRole !== 'CUSTOMER_ADMIN')
    throw forbidden('SECOND_FACTOR_NOT_ALLOWED');
  const account = await findAccountByCode(deps.db, principal.role, principal.userCode);
  if (!account) throw unauthorized();
  return account;
}

export async function secondFactorStatus(deps: AppDeps, ctx: ServiceContext): Promise<SecondFactorStatus> {
  const account = await ownAccount(deps, ctx);
  const factor = await findSecondFactor(deps.db, deps.config.signingKey, account.kind, account.code);
  const enrolled = factor?.confirmed ?? false;
  return {
    enrolled,
    required: secondFactorRequired(deps, account.kind),
    recoveryCodesLeft: enrolled ? await recoveryCodesLeft(deps.db, account.kind, account.code) : 0,
  };
}

export async function enrolSecondFactor(deps: AppDeps, ctx: ServiceContext): Promise<SecondFactorEnrolment> {
  return startEnrolment(deps, ctx, await ownAccount(deps, ctx));
}

export async function confirmSecondFactorEnrolment(
  deps: AppDeps,
  ctx: ServiceContext,
  code: string,
): Promise<{ recoveryCodes: string[] }> {
  const account = await ownAccount(deps, ctx);
  const recoveryCodes = await runCommand(deps, ctx, async ({ tx, audit }) => {
    const codes = await confirmPendingSecret(deps, tx, ctx, account, code);
    if (codes) await audit(enrolAudit(account));
    return codes;
  });
  if (!recoveryCodes)
    throw ruleRefused('SECOND_FACTOR_CODE_INVALID', say(ctx, authMessages.secondFactorCodeInvalid));
  return { recoveryCodes };
}

/**
 * Removes the caller's second factor: the password and a code (TOTP or recovery) prove it is
 * the owner at the keyboard, not someone at an unlocked screen. Wrong ones count toward the
 * lock-out, as at sign-in. Under ADMIN_SECOND_FACTOR=required the next sign-in enrols again.
 */
export async function disableSecondFactor(
  deps: AppDeps,
  ctx: ServiceContext,
  body: { password: string; code: string },
): Promise<void> {
  const account = await ownAccount(deps, ctx);
  const factor = await findSecondFactor(deps.db, deps.config.signingKey, account.kind, account.code);
  if (!factor?.confirmed) throw notEnrolled(ctx);
  if (!account.passwordHash || !(await verifyPassword(body.password, account.passwordHash))) {
    await recordLoginFailure(deps.db, account.kind, account.code);
    throw ruleRefused('CURRENT_PASSWORD_INVALID', say(ctx, authMessages.currentPasswordInvalid));
  }
  const used = await checkSecondFactorCode(deps, account.kind, account.code, body.code);
  if (used !== 'TOTP' && used !== 'RECOVERY_CODE') {
    await recordLoginFailure(deps.db, account.kind, account.code);
    throw ruleRefused('SECOND_FACTOR_CODE_INVALID', say(ctx, authMessages.secondFactorCodeInvalid));
  }
  await runCommand(deps, ctx, async ({ tx, audit }) => {
    await removeSecondFactor(tx, account.kind, account.code);
    await audit({
      action: 'SECOND_FACTOR_DISABLE',
      entity: entityOf(account.kind),
      entityId: account.code,
      after: { with: used },
    });
  });
}

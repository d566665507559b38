import type { Role } from '../../../contract/envelope';
import type { ServiceContext } from '../../command/context';
import { runCommand } from '../../command/run-command';
import type { AppDeps } from '../../deps';
import { forbidden, ruleRefused, unauthorized, validationFailed } from '../../http/errors';
import { say } from '../../http/language';
import { hashPassword, OWASP_SCRYPT, passwordProblem, verifyPassword } from '../../security/password';
import { revokeUserSessions } from '../../security/sessions';
import { checkOtpFor, otpInvalid, useOtp, voidOpenOtps } from '../otp/service';
import { findAccountByCode, recordLoginFailure, storeNewPassword } from '../../accounts/accounts';
import { authMessages } from './messages';

export interface ResetPasswordBody {
  refCode?: string;
  otp?: string;
  currentPassword?: string;
  newPassword: string;
}

const entityOf = (kind: Role) => (kind === 'ADMIN' ? 'admin_user' : 'customer_user');

function checkNewPassword(ctx: ServiceContext, password: string): void {
  const problem = passwordProblem(password);
  if (problem === 'PASSWORD_TOO_COMMON') throw ruleRefused(problem, say(ctx, authMessages.passwordTooCommon));
  if (problem) {
    const text = {
      PASSWORD_TOO_SHORT: authMessages.passwordTooShort,
      PASSWORD_TOO_LONG: authMessages.passwordTooLong,
      PASSWORD_BLANK: authMessages.passwordBlank,
    }[problem];
    throw validationFailed([{ key: 'newPassword', description: say(ctx, text) }]);
  }
}

/** Signed in: the current password proves the caller; the caller's own session stays. */
async function changeWithCurrentPassword(
  deps: AppDeps,
  ctx: ServiceContext,
  kind: Role,
  body: ResetPasswordBody,
): Promise<void> {
  const principal = ctx.principal;
  if (!principal) throw unauthorized();
  if (principal.role !== kind) throw forbidden();
  const account = await findAccountByCode(deps.db, kind, principal.userCode);
  if (!account?.passwordHash) throw unauthorized();
  if (!(await verifyPassword(body.currentPassword!, account.passwordHash))) {
    await recordLoginFailure(deps.db, kind, account.code);
    throw ruleRefused('CURRENT_PASSWORD_INVALID', say(ctx, authMessages.currentPasswordInvalid));
  }
  if (body.currentPassword === body.newPassword) {
    throw ruleRefused('PASSWORD_SAME_AS_CURRENT', say(ctx, authMessages.passwordSameAsCurrent));
  }
  const hash = await hashPassword(body.newPassword, deps.config.passwordHashParams ?? OWASP_SCRYPT);
  await runCommand(deps, ctx, async ({ tx, audit, forgetSessions }) => {
    await storeNewPassword(tx, kind, account.code, hash, principal.username);
    await voidOpenOtps(tx, kind, account.code);
    const ended = await revokeUserSessions(tx, kind, account.code, principal.sessionId);
    forgetSessions();
    await audit({
      action: 'CHANGE_PASSWORD',
      entity: entityOf(kind),
      entityId: account.code,
      after: { otherSessionsEnded: ended },
    });
  });
}

/** Anonymous: the e-mailed OTP proves the caller; every session of the account ends. */
async function resetWithOtp(
  deps: AppDeps,
  ctx: ServiceContext,
  kind: Role,
  body: ResetPasswordBody,
): Promise<void> {
  // Checked before the transaction: a wrong try must stay counted when the reset fails.
  const otp = await checkOtpFor(deps, ctx, kind, body.refCode!, body.otp!);
  const account = await findAccountByCode(deps.db, kind, otp.userCode);
  if (!account?.active) throw otpInvalid(ctx);
  const hash = await hashPassword(body.newPassword, deps.config.passwordHashParams ?? OWASP_SCRYPT);
  await runCommand(deps, ctx, async ({ tx, audit, forgetSessions }) => {
    await useOtp(ctx, tx, otp.refCode);
    await storeNewPassword(tx, kind, account.code, hash, account.username);
    // Any other reset or invitation mailed earlier must not set the password again.
    await voidOpenOtps(tx, kind, account.code);
    const ended = await revokeUserSessions(tx, kind, account.code);
    forgetSessions();
    await audit({
      action: 'RESET_PASSWORD',
      entity: entityOf(kind),
      entityId: account.code,
      actor: account.username,
      actorRole: kind,
      after: { refCode: otp.refCode, sessionsEnded: ended },
    });
  });
}

/**
 * adminUser/resetPassword and customerUserController/resetPassword: `refCode, otp, newPassword`
 * (anonymous) or, signed in, `currentPassword, newPassword`. Either way mustChangePassword is
 * cleared and the account's other sessions end.
 */
export async function resetPassword(
  deps: AppDeps,
  ctx: ServiceContext,
  kind: Role,
  body: ResetPasswordBody,
): Promise<void> {
  const missing = (key: string) => ({ key, description: say(ctx, authMessages.required) });
  if (body.currentPassword !== undefined) {
    checkNewPassword(ctx, body.newPassword);
    return changeWithCurrentPassword(deps, ctx, kind, body);
  }
  if (body.refCode === undefined || body.otp === undefined) {
    const details = ctx.principal
      ? [missing('currentPassword')]
      : [
          ...(body.refCode === undefined ? [missing('refCode')] : []),
          ...(body.otp === undefined ? [missing('otp')] : []),
        ];
    throw validationFailed(details);
  }
  checkNewPassword(ctx, body.newPassword);
  return resetWithOtp(deps, ctx, kind, body);
}

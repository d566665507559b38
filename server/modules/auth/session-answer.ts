// What every way of signing in ends with (password alone, or password and second factor): the
// session, its token, the audit row; and the lock-out mail both steps may send.
import type { Role } from '../../../contract/envelope';
import type { AdminUserSummary, AuthenticateResponse, CustomerUserSummary } from '../../../contract/auth';
import { writeAudit } from '../../audit';
import type { ServiceContext } from '../../command/context';
import type { AppDeps } from '../../deps';
import { toApiTime } from '../../http/time';
import { lockMail } from '../../mail/lock-mail';
import { signAccessToken } from '../../security/jwt';
import { createSession } from '../../security/sessions';
import { LOCK_AFTER_FAILURES, LOCK_MINUTES, recordLoginSuccess, type Account } from '../../accounts/accounts';

export type Summary = AdminUserSummary | CustomerUserSummary;
/** How the second step was done, when there was one (in the SIGN_IN audit row). */
export type SecondFactorUsed = 'TOTP' | 'RECOVERY_CODE';

export const entityOf = (kind: Role) => (kind === 'ADMIN' ? 'admin_user' : 'customer_user');

function summaryOf(account: Account): Summary {
  if (account.kind === 'ADMIN') {
    return {
      adminCode: account.code,
      username: account.username,
      fullName: account.fullName,
      email: account.email,
      role: 'ADMIN',
    };
  }
  return {
    userCode: account.code,
    username: account.username,
    fullName: account.fullName,
    email: account.email,
    customerCode: account.customerCode!,
    customerName: account.customerName!,
    userRole: account.userRole!,
    role: 'CUSTOMER',
  };
}

/** One audit row of a sign-in attempt (there is no principal yet: the account is the actor). */
export function auditSignIn(
  deps: AppDeps,
  ctx: ServiceContext,
  kind: Role,
  who: { account: Account | null; username: string },
  action: string,
  after?: Record<string, unknown>,
): Promise<void> {
  return writeAudit(deps.db, ctx, {
    action,
    entity: entityOf(kind),
    entityId: who.account?.code ?? null,
    actor: (who.account?.username ?? who.username).slice(0, 100),
    actorRole: kind,
    ...(after ? { after } : {}),
  });
}

/** The owner learns of a lock-out by e-mail; the answer to the caller does not tell. */
export function tellOwnerOfLock(deps: AppDeps, ctx: ServiceContext, account: Account): Promise<number> {
  const app = account.kind === 'ADMIN' ? 'admin' : 'customer';
  const mail = lockMail({
    to: account.email,
    username: account.username,
    failures: LOCK_AFTER_FAILURES,
    minutes: LOCK_MINUTES,
    resetUrl: `${deps.config.publicUrl}/${app}/forgot-password`,
  });
  return deps.mailer.send(mail, ctx.log);
}

/**
 * The end of a good sign-in: the failure count cleared (`rehash` upgrades an old password hash),
 * a session, its token, and the SIGN_IN audit row.
 */
export async function openSession(
  deps: AppDeps,
  ctx: ServiceContext,
  /** The browser, kept with the session. */
  userAgent: string | undefined,
  account: Account,
  how: { rehash?: string; secondFactor?: SecondFactorUsed } = {},
): Promise<AuthenticateResponse<Summary>> {
  await recordLoginSuccess(deps.db, account.kind, account.code, how.rehash);
  const session = await createSession(deps.db, {
    kind: account.kind,
    userCode: account.code,
    ip: ctx.ip,
    userAgent,
  });
  const accessToken = signAccessToken(
    {
      sub: account.code,
      role: account.kind,
      sid: session.id,
      iat: Math.floor(session.createdAt.getTime() / 1000),
      exp: Math.floor(session.expiresAt.getTime() / 1000),
    },
    deps.config.jwtSecret,
  );
  await auditSignIn(
    deps,
    ctx,
    account.kind,
    { account, username: account.username },
    'SIGN_IN',
    how.secondFactor ? { secondFactor: how.secondFactor } : undefined,
  );
  return {
    accessToken,
    tokenType: 'Bearer',
    expiresAt: toApiTime(session.expiresAt),
    user: summaryOf(account),
    mustChangePassword: account.mustChangePassword,
  };
}

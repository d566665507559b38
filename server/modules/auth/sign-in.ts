import type { Role } from '../../../contract/envelope';
import type { AdminUserSummary, AuthenticateResponse, CustomerUserSummary } from '../../../contract/auth';
import { writeAudit } from '../../audit';
import type { ServiceContext } from '../../command/context';
import type { AppDeps } from '../../deps';
import { invalidCredentials } from '../../http/errors';
import { say } from '../../http/language';
import { toApiTime } from '../../http/time';
import { lockMail } from '../../mail/lock-mail';
import { signAccessToken } from '../../security/jwt';
import {
  hashPassword,
  needsRehash,
  OWASP_SCRYPT,
  verifyAgainstDummy,
  verifyPassword,
} from '../../security/password';
import { createSession } from '../../security/sessions';
import {
  findAccountByUsername,
  LOCK_AFTER_FAILURES,
  LOCK_MINUTES,
  recordLoginFailure,
  recordLoginSuccess,
  type Account,
} from '../../accounts/accounts';
import { authMessages } from './messages';

type Summary = AdminUserSummary | CustomerUserSummary;

const entityOf = (kind: Role) => (kind === 'ADMIN' ? 'admin_user' : 'customer_user');

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

/** The owner learns of a lock-out by e-mail; the answer to the caller does not tell. */
function tellOwnerOfLock(deps: AppDeps, ctx: ServiceContext, account: Account): Promise<number> {
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
 * Sign-in of an administrator or a customer user. Unknown user, wrong password, locked, inactive
 * or deleted account and a customer that is not active all get the same 401 INVALID_CREDENTIALS
 * after the same work (a password hash is always checked), so that neither the answer nor its
 * time tells which usernames exist. Every attempt is audited.
 */
export async function signIn(
  deps: AppDeps,
  ctx: ServiceContext,
  /** The browser, kept with the session. */
  userAgent: string | undefined,
  kind: Role,
  username: string,
  password: string,
): Promise<AuthenticateResponse<Summary>> {
  const params = deps.config.passwordHashParams ?? OWASP_SCRYPT;
  const account = await findAccountByUsername(deps.db, kind, username);
  const audit = (action: 'SIGN_IN' | 'SIGN_IN_FAILED', reason?: string) =>
    writeAudit(deps.db, ctx, {
      action,
      entity: entityOf(kind),
      entityId: account?.code ?? null,
      actor: (account?.username ?? username).slice(0, 100),
      actorRole: kind,
      ...(reason ? { after: { reason } } : {}),
    });
  const refuse = async (reason: string): Promise<never> => {
    await audit('SIGN_IN_FAILED', reason);
    throw invalidCredentials(say(ctx, authMessages.invalidCredentials));
  };

  if (!account || !account.passwordHash) {
    await verifyAgainstDummy(password, params);
    return refuse(account ? 'NO_PASSWORD' : 'UNKNOWN_USER');
  }
  const passwordOk = await verifyPassword(password, account.passwordHash);
  if (account.locked) return refuse('LOCKED');
  if (!account.active) return refuse('INACTIVE');
  if (!passwordOk) {
    if (await recordLoginFailure(deps.db, kind, account.code)) {
      await tellOwnerOfLock(deps, ctx, account);
      return refuse('WRONG_PASSWORD_LOCKED');
    }
    return refuse('WRONG_PASSWORD');
  }

  const rehash = needsRehash(account.passwordHash, params) ? await hashPassword(password, params) : undefined;
  await recordLoginSuccess(deps.db, kind, account.code, rehash);
  const session = await createSession(deps.db, {
    kind,
    userCode: account.code,
    ip: ctx.ip,
    userAgent,
  });
  const accessToken = signAccessToken(
    {
      sub: account.code,
      role: kind,
      sid: session.id,
      iat: Math.floor(session.createdAt.getTime() / 1000),
      exp: Math.floor(session.expiresAt.getTime() / 1000),
    },
    deps.config.jwtSecret,
  );
  await audit('SIGN_IN');
  return {
    accessToken,
    tokenType: 'Bearer',
    expiresAt: toApiTime(session.expiresAt),
    user: summaryOf(account),
    mustChangePassword: account.mustChangePassword,
  };
}

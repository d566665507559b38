import type { Role } from '../../../contract/envelope';
import type { AuthenticateResponse, SignInAnswer } from '../../../contract/auth';
import type { ServiceContext } from '../../command/context';
import type { AppDeps } from '../../deps';
import { invalidCredentials } from '../../http/errors';
import { say } from '../../http/language';
import {
  hashPassword,
  needsRehash,
  OWASP_SCRYPT,
  verifyAgainstDummy,
  verifyPassword,
} from '../../security/password';
import { findAccountByUsername, recordLoginFailure, storePasswordRehash } from '../../accounts/accounts';
import { authMessages } from './messages';
import { secondFactorStepOf } from './second-factor-sign-in';
import { auditSignIn, openSession, tellOwnerOfLock, type Summary } from './session-answer';

/**
 * Sign-in of an administrator or a customer user. Unknown user, wrong password, locked, inactive
 * or deleted account and a customer that is not active all get the same 401 INVALID_CREDENTIALS
 * after the same work (a password hash is always checked), so that neither the answer nor its
 * time tells which usernames exist. Every attempt is audited. An account with a second factor
 * (or an administrator who must set one up) gets the second step instead of a session; the
 * failure count stays until that step is done too.
 */
export async function signIn(
  deps: AppDeps,
  ctx: ServiceContext,
  /** The browser, kept with the session. */
  userAgent: string | undefined,
  kind: Role,
  username: string,
  password: string,
): Promise<SignInAnswer<AuthenticateResponse<Summary>>> {
  const params = deps.config.passwordHashParams ?? OWASP_SCRYPT;
  const account = await findAccountByUsername(deps.db, kind, username);
  const refuse = async (reason: string): Promise<never> => {
    await auditSignIn(deps, ctx, kind, { account, username }, 'SIGN_IN_FAILED', { reason });
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
  const step = await secondFactorStepOf(deps, account);
  if (step) {
    if (rehash) await storePasswordRehash(deps.db, kind, account.code, rehash);
    await auditSignIn(deps, ctx, kind, { account, username }, 'SIGN_IN_CHALLENGE', {
      secondFactor: step.secondFactor,
    });
    return step;
  }
  return openSession(deps, ctx, userAgent, account, rehash ? { rehash } : {});
}

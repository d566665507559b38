// The second step of a sign-in (docs/security.md, "Second factor"): after the right password an
// account with a TOTP gets a challenge token instead of a session, and the code (or a recovery
// code) with that token opens the session. An administrator without one while the setting
// (ADMIN_SECOND_FACTOR=required) asks for it enrols with the token instead, before anything else.
import type { Role } from '../../../contract/envelope';
import type { AuthenticateResponse, SecondFactorStep } from '../../../contract/auth';
import { runCommand } from '../../command/run-command';
import type { ServiceContext } from '../../command/context';
import type { AppDeps } from '../../deps';
import { ruleRefused } from '../../http/errors';
import { say } from '../../http/language';
import { toApiTime } from '../../http/time';
import { findAccountByCode, recordLoginFailure, type Account } from '../../accounts/accounts';
import {
  countChallengeTry,
  createChallenge,
  findChallenge,
  hasSecondFactor,
  useChallenge,
  type Challenge,
  type ChallengePurpose,
} from '../../accounts/second-factor';
import { authMessages } from './messages';
import {
  checkSecondFactorCode,
  confirmPendingSecret,
  enrolAudit,
  secondFactorRequired,
  startEnrolment,
} from './second-factor';
import { auditSignIn, openSession, tellOwnerOfLock, type Summary } from './session-answer';

/** The second step this account's sign-in needs after its password, or null (none: a session). */
export async function secondFactorStepOf(deps: AppDeps, account: Account): Promise<SecondFactorStep | null> {
  const purpose: ChallengePurpose | null = (await hasSecondFactor(deps.db, account.kind, account.code))
    ? 'CODE'
    : secondFactorRequired(deps, account.kind)
      ? 'ENROL'
      : null;
  if (!purpose) return null;
  const challenge = await createChallenge(deps.db, purpose, account.kind, account.code);
  return {
    secondFactor: purpose,
    challengeToken: challenge.token,
    expiresAt: toApiTime(challenge.expiresAt),
  };
}

const challengeExpired = (ctx: ServiceContext) =>
  ruleRefused('SECOND_FACTOR_CHALLENGE_EXPIRED', say(ctx, authMessages.secondFactorChallengeExpired));
const codeInvalid = (ctx: ServiceContext) =>
  ruleRefused('SECOND_FACTOR_CODE_INVALID', say(ctx, authMessages.secondFactorCodeInvalid));

/**
 * The open challenge of the token and its account, which must still be able to sign in. Any
 * other case is the same "sign in again": the answer tells nothing about the account.
 */
async function openChallenge(
  deps: AppDeps,
  ctx: ServiceContext,
  kind: Role,
  token: string,
  purpose: ChallengePurpose,
): Promise<{ challenge: Challenge; account: Account }> {
  const challenge = await findChallenge(deps.db, token, purpose, kind);
  const account = challenge ? await findAccountByCode(deps.db, kind, challenge.userCode) : null;
  if (!challenge || !account?.active || account.locked) throw challengeExpired(ctx);
  return { challenge, account };
}

/**
 * The code step. A wrong (or replayed) code counts toward the account's lock-out like a wrong
 * password, and toward the challenge's own tries; a lock-out ends the challenge.
 */
export async function verifySecondFactor(
  deps: AppDeps,
  ctx: ServiceContext,
  userAgent: string | undefined,
  kind: Role,
  token: string,
  code: string,
): Promise<AuthenticateResponse<Summary>> {
  const { challenge, account } = await openChallenge(deps, ctx, kind, token, 'CODE');
  const who = { account, username: account.username };
  const used = await checkSecondFactorCode(deps, kind, account.code, code);
  if (used === 'TOTP' || used === 'RECOVERY_CODE') {
    if (!(await useChallenge(deps.db, challenge.tokenHash))) throw challengeExpired(ctx);
    return openSession(deps, ctx, userAgent, account, { secondFactor: used });
  }
  await countChallengeTry(deps.db, challenge.tokenHash);
  const reason = used === 'REPLAYED' ? 'CODE_REPLAYED' : 'WRONG_CODE';
  if (await recordLoginFailure(deps.db, kind, account.code)) {
    await useChallenge(deps.db, challenge.tokenHash);
    await tellOwnerOfLock(deps, ctx, account);
    await auditSignIn(deps, ctx, kind, who, 'SIGN_IN_FAILED', { reason: `${reason}_LOCKED` });
    throw challengeExpired(ctx);
  }
  await auditSignIn(deps, ctx, kind, who, 'SIGN_IN_FAILED', { reason });
  throw codeInvalid(ctx);
}

/** Enrolment during sign-in (an ENROL challenge): a new secret, its URI and QR code. */
export async function enrolAtSignIn(deps: AppDeps, ctx: ServiceContext, kind: Role, token: string) {
  const { account } = await openChallenge(deps, ctx, kind, token, 'ENROL');
  return startEnrolment(deps, ctx, account);
}

/**
 * The first code of the new secret ends the enrolment and the sign-in: the session, and the
 * recovery codes (shown this once). A wrong code here is a typo of someone who has just set the
 * app up, not a guess: it uses one of the challenge's tries, not the account's.
 */
export async function confirmAtSignIn(
  deps: AppDeps,
  ctx: ServiceContext,
  userAgent: string | undefined,
  kind: Role,
  token: string,
  code: string,
): Promise<{ session: AuthenticateResponse<Summary>; recoveryCodes: string[] }> {
  const { challenge, account } = await openChallenge(deps, ctx, kind, token, 'ENROL');
  const confirmed = await runCommand(deps, { ...ctx, actor: account.username }, async ({ tx, audit }) => {
    const recoveryCodes = await confirmPendingSecret(deps, tx, ctx, account, code);
    if (recoveryCodes && !(await useChallenge(tx, challenge.tokenHash))) throw challengeExpired(ctx);
    if (recoveryCodes) await audit(enrolAudit(account));
    return recoveryCodes;
  });
  if (!confirmed) {
    await countChallengeTry(deps.db, challenge.tokenHash);
    throw codeInvalid(ctx);
  }
  const session = await openSession(deps, ctx, userAgent, account, { secondFactor: 'TOTP' });
  return { session, recoveryCodes: confirmed };
}

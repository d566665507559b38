import type { Role } from '../../../contract/envelope';
import type { OtpIssued } from '../../../contract/auth';
import { writeAudit } from '../../audit';
import type { ServiceContext } from '../../command/context';
import { runCommand } from '../../command/run-command';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/client';
import { ruleRefused } from '../../http/errors';
import { say } from '../../http/language';
import { toApiTime } from '../../http/time';
import { otpMail } from '../../mail/otp-mail';
import { lockKey } from '../../db/advisory-lock';
import {
  hashOtp,
  newOtp,
  newRefCode,
  OTP_MAILS_PER_WINDOW,
  OTP_MAX_TRIES,
  OTP_TTL_MINUTES,
  otpMatches,
} from '../../security/otp';
import { findAccountByEmail } from '../../accounts/accounts';
import { otpMessages } from './messages';
import {
  countRecentOtpMails,
  countWrongTry,
  findOtpRequest,
  insertOtpRequest,
  markUsed,
  markVerified,
  voidOpenOtps,
  type OtpPurpose,
  type OtpRow,
} from './repository';

export { voidOpenOtps };

/**
 * Issues an OTP for the live account of this e-mail and mails it; it voids the account's older
 * OTPs of the same purpose. The answer is the same when no account has the e-mail, or when the
 * account had its OTP_MAILS_PER_WINDOW mails already (a request row is still stored, bound to no
 * user, and nothing is mailed), so the call cannot be used to find out which e-mails have
 * accounts, nor to flood a mailbox from many addresses.
 * Pass `tx` (a transaction: the mail count is serialised per account) to make it part of a larger
 * change (creating a user); dispatch the mail after commit with the returned outbox ids.
 */
export async function issueOtp(
  deps: AppDeps,
  ctx: ServiceContext,
  input: { kind: Role; email: string; purpose: OtpPurpose },
  tx: Db = deps.db,
): Promise<OtpIssued & { outboxIds: number[] }> {
  const found = await findAccountByEmail(tx, input.kind, input.email);
  if (found) await lockKey(tx, `otp:${input.kind}:${found.code}`);
  const mailLimited = found
    ? (await countRecentOtpMails(tx, input.kind, found.code)) >= OTP_MAILS_PER_WINDOW
    : false;
  const account = mailLimited ? null : found;
  if (account) await voidOpenOtps(tx, input.kind, account.code, input.purpose);
  const refCode = newRefCode();
  const otp = newOtp();
  const stored = await insertOtpRequest(tx, {
    refCode,
    email: input.email,
    purpose: input.purpose,
    kind: input.kind,
    userCode: account?.code ?? null,
    otpHash: hashOtp(refCode, otp, deps.config.jwtSecret),
    ip: ctx.ip,
    voided: mailLimited,
  });
  const expiresAt = toApiTime(stored.expiresAt);
  const outboxIds: number[] = [];
  if (account) {
    const setPasswordUrl =
      input.purpose === 'SET_PASSWORD'
        ? setPasswordLink(deps.config.publicUrl, input.kind, account.email, refCode, expiresAt)
        : undefined;
    outboxIds.push(
      await deps.mailer.enqueue(
        tx,
        otpMail({
          to: account.email,
          refCode,
          otp,
          minutes: OTP_TTL_MINUTES,
          purpose: input.purpose,
          setPasswordUrl,
        }),
      ),
    );
  }
  await writeAudit(tx, ctx, {
    action: 'OTP_REQUEST',
    entity: 'otp_request',
    entityId: refCode,
    ...(ctx.principal ? {} : { actor: found?.username ?? input.email }),
    actorRole: ctx.principal?.role ?? input.kind,
    after: {
      purpose: input.purpose,
      userKind: input.kind,
      userCode: found?.code ?? null,
      ...(mailLimited ? { mailLimited: true } : {}),
    },
  });
  return { refCode, expiresAt, outboxIds };
}

/**
 * verifyAdminUser / verifyUser: the first step of a forgotten password. The OTP mail is
 * delivered once its request row has committed.
 */
export function requestPasswordReset(
  deps: AppDeps,
  ctx: ServiceContext,
  kind: Role,
  email: string,
): Promise<OtpIssued> {
  return runCommand(deps, ctx, async (command) => {
    const issued = await issueOtp(deps, ctx, { kind, email, purpose: 'RESET_PASSWORD' }, command.tx);
    command.deliverMail(issued.outboxIds);
    return { refCode: issued.refCode, expiresAt: issued.expiresAt };
  });
}

/**
 * The forgot-password page of the account's web app, opened at its OTP step for this request
 * (src/features/account reads email, ref and expiresAt). It carries no secret: the OTP stays in
 * the mail text only.
 */
function setPasswordLink(
  publicUrl: string,
  kind: Role,
  email: string,
  refCode: string,
  expiresAt: string,
): string {
  const app = kind === 'ADMIN' ? 'admin' : 'customer';
  const query = new URLSearchParams({ email, ref: refCode, expiresAt });
  return `${publicUrl}/${app}/forgot-password?${query.toString()}`;
}

export const otpInvalid = (ctx: ServiceContext) =>
  ruleRefused('OTP_INVALID', say(ctx, otpMessages.otpInvalid));
const otpExpired = (ctx: ServiceContext) => ruleRefused('OTP_EXPIRED', say(ctx, otpMessages.otpExpired));

/**
 * Checks an OTP against its request: unknown, used or voided (5 wrong tries) → OTP_INVALID,
 * expired → OTP_EXPIRED, wrong → OTP_INVALID and one try used. Returns the request on success.
 */
export async function checkOtp(
  deps: AppDeps,
  ctx: ServiceContext,
  refCode: string,
  otp: string,
): Promise<OtpRow> {
  const db = deps.db;
  const row = await findOtpRequest(db, refCode.toUpperCase());
  if (!row || row.used || row.tries >= OTP_MAX_TRIES) throw otpInvalid(ctx);
  if (row.expired) throw otpExpired(ctx);
  if (!otpMatches(row.refCode, otp, row.otpHash, deps.config.jwtSecret)) {
    await countWrongTry(db, row.refCode);
    throw otpInvalid(ctx);
  }
  return row;
}

/** otpController/getByValue: a correct OTP is marked verified but stays usable once. */
export async function verifyOtp(
  deps: AppDeps,
  ctx: ServiceContext,
  refCode: string,
  otp: string,
): Promise<string> {
  const row = await checkOtp(deps, ctx, refCode, otp);
  await markVerified(deps.db, row.refCode);
  return row.refCode;
}

/**
 * For a password reset, step 1 (outside any transaction, so that a wrong try stays counted): the
 * OTP must be right and belong to an account of `kind`.
 */
export async function checkOtpFor(
  deps: AppDeps,
  ctx: ServiceContext,
  kind: Role,
  refCode: string,
  otp: string,
): Promise<{ refCode: string; userCode: string }> {
  const row = await checkOtp(deps, ctx, refCode, otp);
  if (row.kind !== kind || !row.userCode) throw otpInvalid(ctx);
  return { refCode: row.refCode, userCode: row.userCode };
}

/** Step 2, inside the reset's transaction: the OTP is used up (only once, even under a race). */
export async function useOtp(ctx: ServiceContext, tx: Db, refCode: string): Promise<void> {
  if (!(await markUsed(tx, refCode))) throw otpInvalid(ctx);
}

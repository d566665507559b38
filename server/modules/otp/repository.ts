import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Role } from '../../../contract/envelope';
import type { Db } from '../../db/client';
import { otpRequest } from '../../db/schema/auth';
import { OTP_MAIL_WINDOW_MINUTES, OTP_MAX_TRIES, OTP_TTL_MINUTES } from '../../security/otp';

export type OtpPurpose = 'RESET_PASSWORD' | 'SET_PASSWORD';

export async function insertOtpRequest(
  db: Db,
  input: {
    refCode: string;
    email: string;
    purpose: OtpPurpose;
    kind: Role;
    userCode: string | null;
    otpHash: string;
    ip: string | null;
    /** Stored only as a record (the mail limit was reached): it can never be used. */
    voided?: boolean;
  },
): Promise<{ refCode: string; expiresAt: Date }> {
  const [row] = await db
    .insert(otpRequest)
    .values({
      refCode: input.refCode,
      email: input.email,
      purpose: input.purpose,
      userKind: input.kind,
      userCode: input.userCode,
      otpHash: input.otpHash,
      ip: input.ip,
      createdAt: sql`now()`,
      expiresAt: sql`now() + make_interval(mins => ${OTP_TTL_MINUTES})`,
      ...(input.voided ? { voidedAt: sql`now()` } : {}),
    })
    .returning({ refCode: otpRequest.refCode, expiresAt: otpRequest.expiresAt });
  return row!;
}

export interface OtpRow {
  refCode: string;
  kind: Role;
  userCode: string | null;
  purpose: OtpPurpose;
  otpHash: string;
  tries: number;
  /** Used, or voided by a newer OTP or a password change. */
  used: boolean;
  expired: boolean;
}

export async function findOtpRequest(db: Db, refCode: string): Promise<OtpRow | null> {
  const [row] = await db
    .select({
      refCode: otpRequest.refCode,
      kind: otpRequest.userKind,
      userCode: otpRequest.userCode,
      purpose: otpRequest.purpose,
      otpHash: otpRequest.otpHash,
      tries: otpRequest.tries,
      used: sql<boolean>`(${otpRequest.usedAt} IS NOT NULL OR ${otpRequest.voidedAt} IS NOT NULL)`,
      expired: sql<boolean>`${otpRequest.expiresAt} <= now()`,
    })
    .from(otpRequest)
    .where(eq(otpRequest.refCode, refCode));
  return row ?? null;
}

/** A wrong OTP uses up one of the request's tries. */
export async function countWrongTry(db: Db, refCode: string): Promise<void> {
  await db
    .update(otpRequest)
    .set({ tries: sql`${otpRequest.tries} + 1` })
    .where(eq(otpRequest.refCode, refCode));
}

export async function markVerified(db: Db, refCode: string): Promise<void> {
  await db
    .update(otpRequest)
    .set({ verifiedAt: sql`now()` })
    .where(eq(otpRequest.refCode, refCode));
}

/** Single use: only one caller can flip used_at, even when two arrive together. */
export async function markUsed(db: Db, refCode: string): Promise<boolean> {
  const rows = await db
    .update(otpRequest)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(otpRequest.refCode, refCode),
        isNull(otpRequest.usedAt),
        isNull(otpRequest.voidedAt),
        lt(otpRequest.tries, OTP_MAX_TRIES),
        sql`${otpRequest.expiresAt} > now()`,
      ),
    )
    .returning({ refCode: otpRequest.refCode });
  return rows.length === 1;
}

/** Voids the open OTPs of an account: of one purpose (a newer OTP was issued), or all of them. */
export async function voidOpenOtps(
  db: Db,
  kind: Role,
  userCode: string,
  purpose?: OtpPurpose,
): Promise<void> {
  await db
    .update(otpRequest)
    .set({ voidedAt: sql`now()` })
    .where(
      and(
        eq(otpRequest.userKind, kind),
        eq(otpRequest.userCode, userCode),
        isNull(otpRequest.usedAt),
        isNull(otpRequest.voidedAt),
        ...(purpose ? [eq(otpRequest.purpose, purpose)] : []),
      ),
    );
}

/** How many OTPs were mailed to an account in the last OTP_MAIL_WINDOW_MINUTES, whoever asked. */
export async function countRecentOtpMails(db: Db, kind: Role, userCode: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(otpRequest)
    .where(
      and(
        eq(otpRequest.userKind, kind),
        eq(otpRequest.userCode, userCode),
        gt(otpRequest.createdAt, sql`now() - make_interval(mins => ${OTP_MAIL_WINDOW_MINUTES})`),
      ),
    );
  return row?.n ?? 0;
}

export async function latestOtpRequestOf(db: Db, email: string) {
  const [row] = await db
    .select({
      refCode: otpRequest.refCode,
      createdAt: otpRequest.createdAt,
      expiresAt: otpRequest.expiresAt,
      usedAt: otpRequest.usedAt,
    })
    .from(otpRequest)
    .where(sql`lower(${otpRequest.email}) = lower(${email})`)
    .orderBy(desc(otpRequest.createdAt))
    .limit(1);
  return row ?? null;
}

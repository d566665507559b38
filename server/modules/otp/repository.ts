import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Role } from '../../../contract/envelope';
import type { Db } from '../../db/client';
import { otpRequest } from '../../db/schema/auth';
import { OTP_MAX_TRIES, OTP_TTL_MINUTES } from '../../security/otp';

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
    ip: string;
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
      used: sql<boolean>`${otpRequest.usedAt} IS NOT NULL`,
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
        lt(otpRequest.tries, OTP_MAX_TRIES),
        sql`${otpRequest.expiresAt} > now()`,
      ),
    )
    .returning({ refCode: otpRequest.refCode });
  return rows.length === 1;
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

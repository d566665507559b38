// The stored second factor of an account (migration 0082): the sealed TOTP secret, its replay
// guard, the recovery codes, and the sign-in challenges between the password and the code.
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Role } from '../../contract/envelope';
import type { Db } from '../db/client';
import { secondFactor, secondFactorRecoveryCode, signInChallenge } from '../db/schema/auth';
import { seal, unseal } from '../security/key-vault';
import { challengeHash, newChallengeToken } from '../security/totp';

/** How long the code step (or a forced enrolment) may follow the password. */
export const CHALLENGE_MINUTES = 10;
/** Wrong codes one challenge takes before it is void (each counts toward the lock-out too). */
export const CHALLENGE_MAX_TRIES = 5;

export interface StoredSecondFactor {
  secret: string;
  /** false while the enrolment waits for its first code. */
  confirmed: boolean;
  /** The RFC 6238 step of the last accepted code. */
  lastTimeStep: number | null;
}

/** The seal is bound to the account: a secret copied to another account's row does not open. */
const boundTo = (kind: Role, code: string) => `second-factor:${kind}:${code}`;
type AccountRows = { userKind: AnyPgColumn; userCode: AnyPgColumn };
/** The rows of one account in a table of accounts' second-factor rows (the factor by default). */
const ofAccount = (kind: Role, code: string, table: AccountRows = secondFactor) =>
  and(eq(table.userKind, kind), eq(table.userCode, code))!;

export async function findSecondFactor(
  db: Db,
  vaultKey: string,
  kind: Role,
  code: string,
): Promise<StoredSecondFactor | null> {
  const [row] = await db.select().from(secondFactor).where(ofAccount(kind, code));
  if (!row) return null;
  return {
    secret: unseal(vaultKey, row.secretSealed, boundTo(kind, code)).toString('utf8'),
    confirmed: row.confirmedAt !== null,
    lastTimeStep: row.lastTimeStep,
  };
}

/** Whether the account has a confirmed second factor (no secret is opened). */
export async function hasSecondFactor(db: Db, kind: Role, code: string): Promise<boolean> {
  const [row] = await db
    .select({ confirmed: sql<boolean>`${secondFactor.confirmedAt} IS NOT NULL` })
    .from(secondFactor)
    .where(ofAccount(kind, code));
  return row?.confirmed ?? false;
}

/** A new, unconfirmed secret (replacing an earlier unconfirmed one); false when one is confirmed. */
export async function storePendingSecret(
  db: Db,
  vaultKey: string,
  kind: Role,
  code: string,
  secret: string,
): Promise<boolean> {
  const secretSealed = seal(vaultKey, Buffer.from(secret, 'utf8'), boundTo(kind, code));
  const rows = await db
    .insert(secondFactor)
    .values({ userKind: kind, userCode: code, secretSealed })
    .onConflictDoUpdate({
      target: [secondFactor.userKind, secondFactor.userCode],
      set: { secretSealed, createdAt: sql`now()`, lastTimeStep: null },
      setWhere: isNull(secondFactor.confirmedAt),
    })
    .returning({ code: secondFactor.userCode });
  return rows.length === 1;
}

/**
 * Takes a code's time step when it is newer than the last one taken, in one statement: of two
 * sign-ins racing with the same code, one wins. False = replayed (or no such factor).
 */
export async function takeTimeStep(db: Db, kind: Role, code: string, timeStep: number): Promise<boolean> {
  const rows = await db
    .update(secondFactor)
    .set({ lastTimeStep: timeStep })
    .where(
      and(
        ofAccount(kind, code),
        or(isNull(secondFactor.lastTimeStep), lt(secondFactor.lastTimeStep, timeStep)),
      ),
    )
    .returning({ code: secondFactor.userCode });
  return rows.length === 1;
}

/** Confirms the enrolment with the first code's step and stores the recovery codes' hashes. */
export async function confirmSecondFactor(
  db: Db,
  kind: Role,
  code: string,
  timeStep: number,
  recoveryHashes: string[],
): Promise<void> {
  await db
    .update(secondFactor)
    .set({ confirmedAt: sql`now()`, lastTimeStep: timeStep })
    .where(ofAccount(kind, code));
  await db.delete(secondFactorRecoveryCode).where(ofAccount(kind, code, secondFactorRecoveryCode));
  await db
    .insert(secondFactorRecoveryCode)
    .values(recoveryHashes.map((codeHash) => ({ userKind: kind, userCode: code, codeHash })));
}

/** Uses a recovery code once (one statement, so a code cannot be used twice at once). */
export async function useRecoveryCode(db: Db, kind: Role, code: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(secondFactorRecoveryCode)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        ofAccount(kind, code, secondFactorRecoveryCode),
        eq(secondFactorRecoveryCode.codeHash, codeHash),
        isNull(secondFactorRecoveryCode.usedAt),
      ),
    )
    .returning({ code: secondFactorRecoveryCode.userCode });
  return rows.length === 1;
}

export async function recoveryCodesLeft(db: Db, kind: Role, code: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(secondFactorRecoveryCode)
    .where(and(ofAccount(kind, code, secondFactorRecoveryCode), isNull(secondFactorRecoveryCode.usedAt)));
  return row?.n ?? 0;
}

/** Removes the factor and its recovery codes (they cascade). */
export async function removeSecondFactor(db: Db, kind: Role, code: string): Promise<void> {
  await db.delete(secondFactor).where(ofAccount(kind, code));
}

// ---------------------------------------------------------------- sign-in challenges

export type ChallengePurpose = 'CODE' | 'ENROL';

export interface Challenge {
  tokenHash: string;
  kind: Role;
  userCode: string;
}

/** A new challenge for this account; earlier open ones of the account end. */
export async function createChallenge(
  db: Db,
  purpose: ChallengePurpose,
  kind: Role,
  code: string,
): Promise<{ token: string; expiresAt: Date }> {
  await db
    .update(signInChallenge)
    .set({ usedAt: sql`now()` })
    .where(and(ofAccount(kind, code, signInChallenge), isNull(signInChallenge.usedAt)));
  const { token, tokenHash } = newChallengeToken();
  const [row] = await db
    .insert(signInChallenge)
    .values({
      tokenHash,
      purpose,
      userKind: kind,
      userCode: code,
      expiresAt: sql`now() + make_interval(mins => ${CHALLENGE_MINUTES})`,
    })
    .returning({ expiresAt: signInChallenge.expiresAt });
  return { token, expiresAt: row!.expiresAt };
}

/** The open challenge of this token and purpose: not used, not expired, tries left. */
export async function findChallenge(
  db: Db,
  token: string,
  purpose: ChallengePurpose,
  kind: Role,
): Promise<Challenge | null> {
  const [row] = await db
    .select({
      tokenHash: signInChallenge.tokenHash,
      kind: signInChallenge.userKind,
      userCode: signInChallenge.userCode,
    })
    .from(signInChallenge)
    .where(
      and(
        eq(signInChallenge.tokenHash, challengeHash(token)),
        eq(signInChallenge.purpose, purpose),
        eq(signInChallenge.userKind, kind),
        isNull(signInChallenge.usedAt),
        gt(signInChallenge.expiresAt, sql`now()`),
        lt(signInChallenge.tries, CHALLENGE_MAX_TRIES),
      ),
    );
  return row ?? null;
}

export async function countChallengeTry(db: Db, tokenHash: string): Promise<void> {
  await db
    .update(signInChallenge)
    .set({ tries: sql`${signInChallenge.tries} + 1` })
    .where(eq(signInChallenge.tokenHash, tokenHash));
}

/** Ends a challenge; false when it had ended already (used by a request racing this one). */
export async function useChallenge(db: Db, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(signInChallenge)
    .set({ usedAt: sql`now()` })
    .where(and(eq(signInChallenge.tokenHash, tokenHash), isNull(signInChallenge.usedAt)))
    .returning({ tokenHash: signInChallenge.tokenHash });
  return rows.length === 1;
}

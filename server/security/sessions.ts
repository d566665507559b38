import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Role } from '../../contract/envelope';
import type { Db } from '../db/client';
import { adminUser, userSession } from '../db/schema/auth';
import { customer, customerUser } from '../db/schema/customer';
import { forgetAllSessions } from './session-cache';
import type { SessionUser } from './session-user';

export type { SessionUser };

export const SESSION_IDLE_MINUTES = 30;
export const SESSION_ABSOLUTE_HOURS = 12;
/** last_seen_at is written at most this often (a write per call would cost more than the check). */
export const LAST_SEEN_RESOLUTION_SECONDS = 60;

export interface NewSession {
  id: string;
  createdAt: Date;
  expiresAt: Date;
}

export async function createSession(
  db: Db,
  input: { kind: Role; userCode: string; ip: string | null; userAgent: string | undefined },
): Promise<NewSession> {
  const [row] = await db
    .insert(userSession)
    .values({
      id: randomUUID(),
      userKind: input.kind,
      userCode: input.userCode,
      // Database time everywhere, so several servers (and the checks below) agree.
      createdAt: sql`now()`,
      lastSeenAt: sql`now()`,
      expiresAt: sql`now() + make_interval(hours => ${SESSION_ABSOLUTE_HOURS})`,
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
    })
    .returning({ id: userSession.id, createdAt: userSession.createdAt, expiresAt: userSession.expiresAt });
  return row!;
}

const liveSession = (sessionId: string, kind: Role, userCode: string): SQL =>
  and(
    eq(userSession.id, sessionId),
    eq(userSession.userKind, kind),
    eq(userSession.userCode, userCode),
    isNull(userSession.revokedAt),
    sql`${userSession.expiresAt} > now()`,
    sql`${userSession.lastSeenAt} > now() - make_interval(mins => ${SESSION_IDLE_MINUTES})`,
  )!;
const staleFlag = sql<boolean>`${userSession.lastSeenAt} < now() - make_interval(secs => ${LAST_SEEN_RESOLUTION_SECONDS})`;

/**
 * One query per call: the session is live (not revoked, not idle, not past its absolute end)
 * and its user (and, for customer users, the customer) is still ACTIVE.
 */
export async function loadSessionUser(
  db: Db,
  sessionId: string,
  kind: Role,
  userCode: string,
): Promise<SessionUser | null> {
  if (kind === 'ADMIN') {
    const [row] = await db
      .select({
        username: adminUser.username,
        mustChangePassword: adminUser.mustChangePassword,
        stale: staleFlag,
      })
      .from(userSession)
      .innerJoin(adminUser, eq(adminUser.adminCode, userSession.userCode))
      .where(and(liveSession(sessionId, kind, userCode), eq(adminUser.status, 'ACTIVE')));
    return row ? { sessionId, role: kind, userCode, ...row } : null;
  }
  const [row] = await db
    .select({
      username: customerUser.username,
      mustChangePassword: customerUser.mustChangePassword,
      customerCode: customerUser.customerCode,
      customerRole: customerUser.userRole,
      stale: staleFlag,
    })
    .from(userSession)
    .innerJoin(customerUser, eq(customerUser.userCode, userSession.userCode))
    .innerJoin(customer, eq(customer.customerCode, customerUser.customerCode))
    .where(
      and(
        liveSession(sessionId, kind, userCode),
        eq(customerUser.status, 'ACTIVE'),
        eq(customer.customerStatus, 'ACTIVE'),
      ),
    );
  return row ? { sessionId, role: kind, userCode, ...row } : null;
}

/** Records activity for the idle timeout; a no-op when another call did it within the minute. */
export async function touchSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(userSession)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(userSession.id, sessionId),
        sql`${userSession.lastSeenAt} < now() - make_interval(secs => ${LAST_SEEN_RESOLUTION_SECONDS})`,
      ),
    );
}

/** Ends the user's live sessions that also match `which`; returns how many. */
async function revokeWhere(db: Db, kind: Role, userCode: string, which: SQL | undefined): Promise<number> {
  const rows = await db
    .update(userSession)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(userSession.userKind, kind),
        eq(userSession.userCode, userCode),
        isNull(userSession.revokedAt),
        which,
      ),
    )
    .returning({ id: userSession.id });
  return rows.length;
}

/** Logout: this session and every older one of the same user stop working. */
export async function revokeSessionAndOlder(
  db: Db,
  sessionId: string,
  kind: Role,
  userCode: string,
): Promise<number> {
  forgetAllSessions();
  const thisOne = db
    .select({ createdAt: userSession.createdAt })
    .from(userSession)
    .where(eq(userSession.id, sessionId));
  return revokeWhere(db, kind, userCode, lte(userSession.createdAt, sql`(${thisOne})`));
}

/** Password change, deactivation: every session of the user ends, but `keep` (the caller's own). */
export async function revokeUserSessions(
  db: Db,
  kind: Role,
  userCode: string,
  keep?: string,
): Promise<number> {
  forgetAllSessions();
  return revokeWhere(db, kind, userCode, keep ? ne(userSession.id, keep) : undefined);
}

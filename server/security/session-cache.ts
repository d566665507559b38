import type { SessionUser } from './session-user';

/**
 * A short-lived, per-process memory of successful session checks.
 *
 * Why: the session check is one query on every signed-in call; on the embedded PGlite (one
 * WASM thread) that query caps a signed-in screen at a few hundred calls a second. Remembering a
 * positive answer for a second or two removes it from the hot path.
 *
 * Safety: every revocation (logout, password change, deactivation) clears the whole memory once
 * committed, in this process at once and in every other process sharing the database as soon as
 * the notice arrives (topic `sessions`, server/db/change-feed.ts); `ttlMs` bounds it only while
 * a listening connection is being reopened. Only live sessions are remembered — a refused token
 * is checked again on every call.
 */
const remembered = new Map<string, { user: SessionUser; until: number }>();
const MAX_ENTRIES = 10_000;

export function recallSession(sessionId: string, now = Date.now()): SessionUser | undefined {
  const entry = remembered.get(sessionId);
  if (!entry) return undefined;
  if (entry.until <= now) {
    remembered.delete(sessionId);
    return undefined;
  }
  return entry.user;
}

export function rememberSession(user: SessionUser, ttlMs: number, now = Date.now()): void {
  if (ttlMs <= 0) return;
  if (remembered.size >= MAX_ENTRIES) remembered.clear();
  remembered.set(user.sessionId, { user: { ...user, stale: false }, until: now + ttlMs });
}

/** Called by every change that can end a session or alter who its user is. */
export function forgetAllSessions(): void {
  remembered.clear();
}

import { CACHES, Cache } from '../cache/caches';
import type { SessionUser } from './session-user';

/**
 * A short-lived, per-process memory of successful session checks (CACHES.sessions).
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
const remembered = new Cache<SessionUser>(CACHES.sessions);

export function recallSession(sessionId: string): SessionUser | undefined {
  return remembered.get(sessionId);
}

export function rememberSession(user: SessionUser, ttlMs: number): void {
  if (ttlMs > 0) remembered.set(user.sessionId, { ...user, stale: false }, { ttl: ttlMs });
}

/** Called by every change that can end a session or alter who its user is. */
export function forgetAllSessions(): void {
  remembered.clear();
}

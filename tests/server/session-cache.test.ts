import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userSession } from '../../server/db/schema/auth';
import { forgetAllSessions } from '../../server/security/session-cache';
import { revokeUserSessions } from '../../server/security/sessions';
import { signInAdmin, type SignedIn } from './support/auth';
import { useTestApp } from './support/app-per-file';

// The production setting: successful session checks are remembered for a while in this process.
const t = useTestApp({ sessionCacheMs: 60_000 });

const menus = (session: SignedIn) =>
  t.app.inject({ method: 'GET', url: '/api/v1/menus/listAllMenu', headers: session.headers });

describe('session-check memory', () => {
  it('serves a remembered session without asking the database again', async () => {
    const session = await signInAdmin(t);
    expect((await menus(session)).statusCode).toBe(200);
    // Revoked behind the server's back (as another process would): still remembered here …
    await t.deps.db
      .update(userSession)
      .set({ revokedAt: sql`now()` })
      .where(eq(userSession.id, session.sessionId));
    expect((await menus(session)).statusCode).toBe(200);
    // … until the memory is cleared, which every revocation in this process does.
    forgetAllSessions();
    expect((await menus(session)).statusCode).toBe(401);
  });

  it('ends a session at once on logout, even though it was remembered', async () => {
    const session = await signInAdmin(t);
    expect((await menus(session)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/authen/logout',
      headers: session.headers,
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await menus(session)).statusCode).toBe(401);
  });

  it('ends a session at once when its user is deactivated (sessions revoked)', async () => {
    const session = await signInAdmin(t);
    expect((await menus(session)).statusCode).toBe(200);
    await revokeUserSessions(t.deps.db, 'ADMIN', session.userCode);
    expect((await menus(session)).statusCode).toBe(401);
  });
});

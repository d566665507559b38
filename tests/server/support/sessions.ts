// Whether a signed-in session still works, seen through the API and in the database.
import { and, eq, isNull } from 'drizzle-orm';
import { userSession } from '../../../server/db/schema/auth';
import type { SignedIn } from './auth';
import type { TestApp } from './test-app';

/** The menu call as `session`: 200 while the session lives, 401 once it has ended. */
export function listAllMenu(t: TestApp, session: Pick<SignedIn, 'headers'>) {
  return t.app.inject({ method: 'GET', url: '/api/v1/menus/listAllMenu', headers: session.headers });
}

/** The sessions of a user that are not revoked. */
export function liveSessions(t: TestApp, userCode: string) {
  return t.deps.db
    .select()
    .from(userSession)
    .where(and(eq(userSession.userCode, userCode), isNull(userSession.revokedAt)));
}

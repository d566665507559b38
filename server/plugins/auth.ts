import type { FastifyInstance, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import type { AppDeps } from '../deps';
import type { Principal, RouteAccess } from '../http/access';
import { forbidden, unauthorized } from '../http/errors';
import { say } from '../http/language';
import { verifyAccessToken } from '../security/jwt';
import { forgetAllSessions, recallSession, rememberSession } from '../security/session-cache';
import { loadSessionUser, touchSession, type SessionUser } from '../security/sessions';

export interface RouteTableEntry {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  /** The route's JSON schemas (the fuzz suite builds its bodies from them). */
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its declared access (tests/server/route-table.test.ts checks none lacks one). */
    routeTable(): RouteTableEntry[];
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

/** The route's declared access; undefined means nobody declared it, which is refused. */
function accessOf(request: FastifyRequest): RouteAccess | undefined {
  return request.routeOptions.config.access;
}

async function principalOf(request: FastifyRequest, deps: AppDeps): Promise<Principal | null> {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  const token = BEARER.exec(header)?.[1];
  const claims = token ? verifyAccessToken(token, deps.config.jwtSecret) : null;
  if (!claims) throw unauthorized();
  const user = await liveSessionUser(deps, claims.sid, claims.role, claims.sub);
  if (!user) throw unauthorized();
  // A token is bound to its client module: an ADMIN token is refused by the customer portal's
  // calls and the other way round, so a stolen token cannot cross into the other app.
  if (request.headers['x-client-module'] !== user.role) {
    throw forbidden(
      'CLIENT_MODULE',
      say(request, { th: 'โทเคนนี้ใช้กับโมดูลนี้ไม่ได้', en: 'This token is not valid for this client module' }),
    );
  }
  return {
    role: user.role,
    sessionId: user.sessionId,
    userCode: user.userCode,
    username: user.username,
    mustChangePassword: user.mustChangePassword,
    ...(user.customerCode ? { customerCode: user.customerCode } : {}),
    ...(user.customerRole ? { customerRole: user.customerRole } : {}),
  };
}

/** The session's user, from the short per-process memory or the database. */
async function liveSessionUser(
  deps: AppDeps,
  sessionId: string,
  role: Principal['role'],
  userCode: string,
): Promise<SessionUser | null> {
  const recalled = recallSession(sessionId);
  if (recalled && recalled.role === role && recalled.userCode === userCode) return recalled;
  const user = await loadSessionUser(deps.db, sessionId, role, userCode);
  if (!user) return null;
  if (user.stale) await touchSession(deps.db, user.sessionId);
  rememberSession(user, deps.config.sessionCacheMs);
  return user;
}

function enforce(request: FastifyRequest, access: RouteAccess, principal: Principal | null): void {
  if (access === 'public') return;
  if (!principal) throw unauthorized();
  if (access === 'authenticated') return;
  if (principal.mustChangePassword) {
    throw forbidden(
      'PASSWORD_CHANGE_REQUIRED',
      say(request, { th: 'กรุณาเปลี่ยนรหัสผ่านก่อนใช้งาน', en: 'Change your password before going on' }),
    );
  }
  if (!access.roles.includes(principal.role)) throw forbidden();
  if (
    principal.role === 'CUSTOMER' &&
    access.customerRoles &&
    !access.customerRoles.includes(principal.customerRole!)
  ) {
    throw forbidden();
  }
}

/**
 * Authentication and authorisation of every call, before its body is read:
 * - the route must declare `config.access` (server/http/access.ts) — none declared answers 403;
 * - `Authorization: Bearer` is verified (HS256) AND its session row is live, every call;
 * - the token's role must match `X-Client-Module`;
 * - `mustChangePassword` leaves only 'public' and 'authenticated' routes open;
 * - `request.principal` is the caller (null when anonymous).
 */
export function installAuth(app: FastifyInstance, deps: AppDeps): void {
  // The route options objects themselves are kept: later onRoute hooks (the docs plugin) may
  // still set their access, so it is read when the table is asked for.
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.decorate('routeTable', () =>
    routes.flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({
        method: String(method),
        url: route.url,
        access: route.config?.access,
        schema: route.schema,
      })),
    ),
  );
  // A sign-out or revocation committed here or in another process ends the remembered checks.
  const stopForgetting = deps.changes.on('sessions', forgetAllSessions);
  app.addHook('onClose', (_instance, done) => {
    stopForgetting();
    done();
  });
  app.addHook('onRequest', async (request) => {
    if (request.is404) return; // unknown URLs answer 404, not 401/403
    const access = accessOf(request);
    if (access === undefined) throw forbidden();
    const principal = await principalOf(request, deps);
    request.principal = principal;
    enforce(request, access, principal);
  });
}

import type { PatternTexts } from './schema-validation';
import type { Role } from '../../contract/envelope';

/** Customer user roles (api-contract.md, Roles and tenancy). */
export type CustomerUserRole = 'CUSTOMER_ADMIN' | 'USER' | 'ACCOUNTING';

/**
 * Who may call a route. EVERY route declares one in `config.access` (deny by default;
 * tests/server/route-table.test.ts proves it):
 * - 'public': anonymous allowed (a token, when sent, is still checked);
 * - 'authenticated': every signed-in user, even one who must change the password (logout, resetPassword);
 * - { roles, customerRoles? }: signed in with one of these roles and the matching X-Client-Module;
 *   for CUSTOMER tokens, optionally limited to these user roles.
 */
export type RouteAccess =
  'public' | 'authenticated' | { roles: readonly Role[]; customerRoles?: readonly CustomerUserRole[] };

/** The caller, as the auth plugin puts it on `request.principal`. */
export interface Principal {
  role: Role;
  sessionId: string;
  /** adminCode or userCode */
  userCode: string;
  username: string;
  /** Set for CUSTOMER tokens: the only customer whose rows this caller may reach. */
  customerCode?: string;
  customerRole?: CustomerUserRole;
  mustChangePassword: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Field texts for a failed `pattern` / `format` of this route's schema (error-handler.ts). */
    patternTexts?: PatternTexts;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

import type {
  AdminAuthenticateResponse,
  AuthenticateRequest,
  CustomerAuthenticateResponse,
} from 'contract/auth';
import { env } from 'src/config/env';
import { apiPost } from 'src/lib/api-client';
import type { Session } from 'src/lib/session';

const AUTHENTICATE_PATH = {
  admin: '/api/authen/admin/authenticate',
  customer: '/api/authen/customer/authenticate',
} as const;

/**
 * Signs in with the module's own call. Silent: the sign-in form shows its failures itself
 * (a wrong password is no case for the global error banner).
 */
export async function authenticate(body: AuthenticateRequest): Promise<Session> {
  const path = env.module === 'customer' ? AUTHENTICATE_PATH.customer : AUTHENTICATE_PATH.admin;
  const data = await apiPost<AdminAuthenticateResponse | CustomerAuthenticateResponse>(path, body, {
    silent: true,
  });
  return {
    accessToken: data.accessToken,
    tokenType: data.tokenType,
    expiresAt: data.expiresAt,
    user: data.user,
    mustChangePassword: data.mustChangePassword,
  };
}

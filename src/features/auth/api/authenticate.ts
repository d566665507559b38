import type {
  AdminAuthenticateResponse,
  AdminEnrolledSession,
  AuthenticateRequest,
  CustomerAuthenticateResponse,
  SecondFactorEnrolment,
  SecondFactorStep,
  SignInAnswer,
} from 'contract/auth';
import { env } from 'src/config/env';
import { apiPost } from 'src/lib/api-client';
import type { Session } from 'src/lib/session';

type ServerSession = AdminAuthenticateResponse | CustomerAuthenticateResponse;

const modulePath = () => (env.module === 'customer' ? 'customer' : 'admin');

function sessionOf(data: ServerSession): Session {
  return {
    accessToken: data.accessToken,
    tokenType: data.tokenType,
    expiresAt: data.expiresAt,
    user: data.user,
    mustChangePassword: data.mustChangePassword,
  };
}

/**
 * Signs in with the module's own call: a session, or the second factor's step when the account
 * has one (or must set one up). Silent, as are the calls below: the sign-in form shows its
 * failures itself (a wrong password is no case for the global error banner).
 */
export async function authenticate(body: AuthenticateRequest): Promise<Session | SecondFactorStep> {
  const data = await apiPost<SignInAnswer<ServerSession>>(`/api/authen/${modulePath()}/authenticate`, body, {
    silent: true,
  });
  return 'challengeToken' in data ? data : sessionOf(data);
}

/** The code step: the password step's challenge and a TOTP or recovery code. */
export async function verifySecondFactor(challengeToken: string, code: string): Promise<Session> {
  const path = `/api/authen/${modulePath()}/verifySecondFactor`;
  return sessionOf(await apiPost<ServerSession>(path, { challengeToken, code }, { silent: true }));
}

/** Enrolment the setting requires during an administrator's sign-in (an ENROL challenge). */
export function enrolAtSignIn(challengeToken: string): Promise<SecondFactorEnrolment> {
  return apiPost<SecondFactorEnrolment>(
    '/api/authen/admin/enrolSecondFactor',
    { challengeToken },
    { silent: true },
  );
}

export async function confirmAtSignIn(
  challengeToken: string,
  code: string,
): Promise<{ session: Session; recoveryCodes: string[] }> {
  const data = await apiPost<AdminEnrolledSession>(
    '/api/authen/admin/confirmSecondFactor',
    { challengeToken, code },
    { silent: true },
  );
  return { session: sessionOf(data.session), recoveryCodes: data.recoveryCodes };
}

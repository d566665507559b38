import type { AdminAuthenticateResponse } from 'contract/auth';
import type { ErrorDetail } from 'contract/envelope';
import { http, HttpResponse } from 'msw';
import { failureBody, okBody } from 'src/mocks/envelope';
import { server } from 'src/mocks/server';

export const AUTHENTICATE_URL = '/api/authen/admin/authenticate';

export function adminSignedIn(overrides: Partial<AdminAuthenticateResponse> = {}): AdminAuthenticateResponse {
  return {
    accessToken: 'token-from-server',
    tokenType: 'Bearer',
    expiresAt: '2099-01-01T00:00:00.000+07:00',
    user: {
      adminCode: 'ADM0001',
      username: 'admin',
      fullName: 'System Administrator',
      email: 'admin@example.com',
      role: 'ADMIN',
    },
    mustChangePassword: false,
    ...overrides,
  };
}

/**
 * Records every sign-in body; answers with `answer` — once `held` has settled when given (the
 * test lets the answer go when it has seen the form waiting, with no clock involved).
 */
export function serveAuthenticate(
  answer: () => Response = () => HttpResponse.json(okBody(adminSignedIn())),
  held?: Promise<void>,
): { bodies: unknown[] } {
  const bodies: unknown[] = [];
  server.use(
    http.post(AUTHENTICATE_URL, async ({ request }) => {
      bodies.push(await request.json());
      await held;
      return answer();
    }),
  );
  return { bodies };
}

export function refusal(status: number, details: ErrorDetail[] = [], code = '102'): () => Response {
  return () => HttpResponse.json(failureBody(code, 'Refused', details), { status });
}

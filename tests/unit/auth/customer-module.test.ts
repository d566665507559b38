import { http, HttpResponse } from 'msw';
import { okBody } from 'src/mocks/envelope';
import { server } from 'src/mocks/server';

// The customer build uses its own calls (spec §7) and keeps its session under its own key.
// The module is fixed at build time: each case loads fresh copies under the customer build's env.

async function loadCustomerBuild() {
  vi.stubEnv('VITE_MODULE', 'customer');
  vi.stubEnv('VITE_BASE_PATH', '/customer/');
  vi.resetModules();
  return {
    auth: await import('src/features/auth/api/authenticate'),
    verify: await import('src/features/account/api/verify-email'),
    reset: await import('src/features/account/api/reset-password'),
    session: await import('src/lib/session'),
  };
}

/** Answers `path` with `data` and records the module header of each call. */
function serve(path: string, data: unknown): { modules: (string | null)[] } {
  const seen: { modules: (string | null)[] } = { modules: [] };
  server.use(
    http.post(path, ({ request }) => {
      seen.modules.push(request.headers.get('x-client-module'));
      return HttpResponse.json(okBody(data));
    }),
  );
  return seen;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

it('signs in with /api/authen/customer/authenticate and stores the customer session', async () => {
  const { auth, session } = await loadCustomerBuild();
  const seen = serve('/api/authen/customer/authenticate', {
    accessToken: 'customer-token',
    tokenType: 'Bearer',
    expiresAt: '2099-01-01T00:00:00.000+07:00',
    user: {
      userCode: 'U0001',
      username: 'somchai',
      fullName: 'Somchai',
      email: 'somchai@example.com',
      customerCode: 'C0001',
      customerName: 'ACME',
      userRole: 'USER',
      role: 'CUSTOMER',
    },
    mustChangePassword: false,
  });
  const signedIn = await auth.authenticate({ username: 'somchai', password: 'secret-pass' });
  if ('challengeToken' in signedIn) throw new Error('a session was expected, not a second step');
  session.setSession(signedIn);

  expect(seen.modules).toEqual(['CUSTOMER']);
  expect(localStorage.getItem('customer-session')).toContain('customer-token');
  expect(localStorage.getItem('admin-session')).toBeNull();
  expect(session.getSession()?.user.customerName).toBe('ACME');
});

it('asks for the OTP with verifyUser and resets with customerUserController/resetPassword', async () => {
  const { verify, reset } = await loadCustomerBuild();
  const verified = serve('/api/authen/customer/verifyUser', {
    refCode: 'R0000001',
    expiresAt: '2099-01-01T00:00:00Z',
  });
  const resetCalls = serve('/api/app/customerUserController/resetPassword', {});

  await expect(verify.verifyEmail({ email: 'somchai@example.com' })).resolves.toEqual({
    refCode: 'R0000001',
    expiresAt: '2099-01-01T00:00:00Z',
  });
  await reset.resetPassword({ refCode: 'R0000001', otp: '123456', newPassword: 'a-new-password-1' });

  expect(verified.modules).toEqual(['CUSTOMER']);
  expect(resetCalls.modules).toEqual(['CUSTOMER']);
});

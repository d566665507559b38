import type { Session } from 'src/lib/session';

export function makeSession(accessToken: string, overrides: Partial<Session> = {}): Session {
  return {
    accessToken,
    tokenType: 'Bearer',
    expiresAt: '2099-01-01T00:00:00.000+07:00',
    user: { username: 'admin', fullName: 'Admin One', email: 'admin@example.com', role: 'ADMIN' },
    ...overrides,
  };
}

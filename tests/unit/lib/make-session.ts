import type { AppModule } from 'src/config/env';
import { setSession, type Session, type SessionUser } from 'src/lib/session';

export function makeSession(accessToken: string, overrides: Partial<Session> = {}): Session {
  return {
    accessToken,
    tokenType: 'Bearer',
    expiresAt: '2099-01-01T00:00:00.000+07:00',
    user: { username: 'admin', fullName: 'Admin One', email: 'admin@example.com', role: 'ADMIN' },
    ...overrides,
  };
}

/** Signs in demo.user of the demo customer C000001 as `userRole`, under `module`'s key (by default this build's). */
export function signInDemoCustomerUser(
  userRole: 'CUSTOMER_ADMIN' | 'USER' | 'ACCOUNTING',
  module?: AppModule,
): void {
  const user: SessionUser = {
    username: 'demo.user',
    fullName: 'Demo User',
    email: 'demo@example.com',
    role: 'CUSTOMER',
    customerCode: 'C000001',
    customerName: 'บริษัท ตัวอย่าง จำกัด',
    userRole,
  };
  setSession(makeSession('token-c', { user }), module);
}

import { clearSession, getSession, onSessionChange, sessionKeyFor, setSession } from 'src/lib/session';
import { makeSession } from './make-session';

it('keeps admin and customer sessions under separate keys; the public site has none', () => {
  expect(sessionKeyFor('admin')).toBe('admin-session');
  expect(sessionKeyFor('customer')).toBe('customer-session');
  expect(sessionKeyFor('public')).toBeNull();

  setSession(makeSession('a'), 'admin');
  setSession(makeSession('c'), 'customer');
  expect(getSession('admin')?.accessToken).toBe('a');
  expect(getSession('customer')?.accessToken).toBe('c');
  clearSession('customer');
  expect(getSession('customer')).toBeNull();
  expect(getSession('admin')?.accessToken).toBe('a');
});

it('drops an expired session', () => {
  setSession(makeSession('old', { expiresAt: '2026-01-01T00:00:00.000+07:00' }));
  expect(getSession('admin', Date.parse('2026-06-01T00:00:00Z'))).toBeNull();
  expect(localStorage.getItem('admin-session')).toBeNull();
});

it('ignores a malformed stored session', () => {
  localStorage.setItem('admin-session', JSON.stringify({ token: 'x' }));
  expect(getSession()).toBeNull();
});

it('tells subscribers about sign-in and sign-out', () => {
  const heard = vi.fn();
  const stop = onSessionChange(heard);
  setSession(makeSession('t'));
  clearSession();
  expect(
    heard.mock.calls.map(([session]) => (session as { accessToken?: string } | null)?.accessToken ?? null),
  ).toEqual(['t', null]);
  stop();
});

import type { Role } from 'contract/envelope';
import { env, type AppModule } from 'src/config/env';
import { STORAGE_KEYS } from 'src/config/constants';
import { getJson, removeItem, setJson } from './storage';

// The signed-in user's session, as answered by /api/authen/{admin,customer}/authenticate.
// Admin and customer keep it under different keys (spec §6) so that both apps can be open in
// one browser without one overwriting the other's token.

export interface SessionUser {
  username: string;
  fullName: string;
  email: string;
  role: Role;
  adminCode?: string;
  userCode?: string;
  customerCode?: string;
  customerName?: string;
  userRole?: 'CUSTOMER_ADMIN' | 'USER' | 'ACCOUNTING';
}

export interface Session {
  accessToken: string;
  tokenType: string;
  /** ISO 8601 with offset. */
  expiresAt: string;
  user: SessionUser;
  mustChangePassword?: boolean;
}

type SessionListener = (session: Session | null) => void;
const listeners = new Set<SessionListener>();

/** The storage key of a module's session; the public site has none. */
export function sessionKeyFor(module: AppModule): string | null {
  if (module === 'admin') return STORAGE_KEYS.adminSession;
  if (module === 'customer') return STORAGE_KEYS.customerSession;
  return null;
}

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Session>;
  return (
    typeof candidate.accessToken === 'string' &&
    candidate.accessToken !== '' &&
    typeof candidate.expiresAt === 'string' &&
    typeof candidate.user === 'object' &&
    candidate.user !== null
  );
}

function isExpired(session: Session, now: number): boolean {
  const expiresAt = Date.parse(session.expiresAt);
  return Number.isFinite(expiresAt) && expiresAt <= now;
}

/** The stored session, or null when absent, malformed or expired (an expired one is removed). */
export function getSession(module: AppModule = env.module, now: number = Date.now()): Session | null {
  const key = sessionKeyFor(module);
  if (key === null) return null;
  const stored = getJson(key);
  if (!isSession(stored)) return null;
  if (isExpired(stored, now)) {
    removeItem(key);
    return null;
  }
  return stored;
}

export function setSession(session: Session, module: AppModule = env.module): void {
  const key = sessionKeyFor(module);
  if (key === null) return;
  setJson(key, session);
  notify(session);
}

export function clearSession(module: AppModule = env.module): void {
  const key = sessionKeyFor(module);
  if (key === null) return;
  removeItem(key);
  notify(null);
}

/** Called on every set/clear in this tab (sign-in, sign-out, 401). Returns the unsubscribe. */
export function onSessionChange(listener: SessionListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function notify(session: Session | null): void {
  listeners.forEach((listener) => listener(session));
}

import { useEffect, useState } from 'react';
import { getSession, onSessionChange, type Session } from './session';

/** The current module's session, re-rendering on sign-in, sign-out and 401. */
export function useSession(): Session | null {
  const [session, setSessionState] = useState<Session | null>(() => getSession());
  useEffect(() => onSessionChange(setSessionState), []);
  return session;
}

import { useCallback } from 'react';
import { paths } from 'src/config/paths';
import { useAppNavigate } from 'src/lib/navigation';
import { clearSession } from 'src/lib/session';
import { logout } from '../api/logout';

/**
 * Signs out: tells the server, then — whatever it answered, even a network failure — forgets
 * the session and shows the sign-in page. The signed-in app drops every cached answer when the
 * session ends (src/app/data-providers); the forced password change, which also signs out, has
 * no cache at all.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useAppNavigate();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // The token is dropped below anyway; the server ends it at its idle timeout at the latest.
    }
    // Leave the guarded pages first: clearing the session while they are shown would make the
    // auth guard send us to /login?returnTo=<this page>, and the next user would land there.
    await navigate(paths.login, { replace: true });
    clearSession();
  }, [navigate]);
}

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from 'src/config/paths';
import { clearSession } from 'src/lib/session';
import { logout } from '../api/logout';

/**
 * Signs out: tells the server, then — whatever it answered, even a network failure — forgets
 * the session and every cached answer, and shows the sign-in page.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
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
    queryClient.clear();
  }, [navigate, queryClient]);
}

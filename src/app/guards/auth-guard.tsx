import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { backOfficePaths } from 'src/config/back-office-paths';
import { paths } from 'src/config/paths';
import { withReturnTo } from 'src/features/auth/utils/return-to';
import { getSession } from 'src/lib/session';

/**
 * The signed-in part of a back-office tree, checked on every navigation. No (or an expired)
 * session → the sign-in page, remembering where the user was going; a password that must
 * change → the forced change, before anything else.
 *
 * It reads the session per navigation instead of subscribing to its changes on purpose: a
 * sign-out clears the session and leaves for /login itself, and a subscribed guard would race
 * it with a redirect to /login?returnTo=<this page>. A 401 is handled where it happens: the
 * API client clears the session and navigates to the sign-in page with the return path.
 */
export function AuthGuard() {
  const { pathname, search, hash } = useLocation();
  const session = getSession();
  const here = `${pathname}${search}${hash}`;
  if (session === null) return <Navigate to={withReturnTo(paths.login, here)} replace />;
  if (session.mustChangePassword)
    return <Navigate to={withReturnTo(backOfficePaths.changePassword, here)} replace />;
  return <Outlet />;
}

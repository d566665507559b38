import { Navigate, useLocation } from 'react-router-dom';
import { backOfficePaths } from 'src/config/back-office-paths';
import { paths } from 'src/config/paths';
import { withReturnTo } from 'src/features/auth/utils/return-to';
import { getSession } from 'src/lib/session';

/**
 * Any path the tree does not hold (yet). Without a session: the sign-in page first, the path
 * kept as returnTo; with one whose password must change: the forced change first. Signed in,
 * the signed-in routes have been added by now (../back-office-app), so the path is unknown:
 * the 404 page.
 */
export function ToSignedIn() {
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  const session = getSession();
  if (session === null) return <Navigate to={withReturnTo(paths.login, here)} replace />;
  if (session.mustChangePassword)
    return <Navigate to={withReturnTo(backOfficePaths.changePassword, here)} replace />;
  return <Navigate to={paths.page404} replace />;
}

import { Navigate, Outlet, useSearchParams } from 'react-router-dom';
import { paths } from 'src/config/paths';
import { safeReturnTo } from 'src/features/auth/utils/return-to';
import { useSession } from 'src/lib/use-session';

/**
 * The forced password change is only for a signed-in user who must change: without a session
 * it is the sign-in page; once changed, the user goes on to the page first asked for.
 */
export function PasswordChangeGuard() {
  const session = useSession();
  const [params] = useSearchParams();
  if (session === null) return <Navigate to={paths.login} replace />;
  if (!session.mustChangePassword) return <Navigate to={safeReturnTo(params.get('returnTo'))} replace />;
  return <Outlet />;
}

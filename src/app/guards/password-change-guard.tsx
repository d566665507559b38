import type { ReactNode } from 'react';
import { paths } from 'src/config/paths';
import { safeReturnTo } from 'src/features/auth/utils/return-to';
import { useAppSearchParams } from 'src/lib/navigation';
import { useSession } from 'src/lib/use-session';
import { Redirect } from '../redirect';

/**
 * The forced password change is only for a signed-in user who must change: without a session
 * it is the sign-in page; once changed, the user goes on to the page first asked for. (On both
 * routers: a react-router tree passes <Outlet /> as its child.)
 */
export function PasswordChangeGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  const params = useAppSearchParams();
  if (session === null) return <Redirect to={paths.login} />;
  if (!session.mustChangePassword) return <Redirect to={safeReturnTo(params.get('returnTo'))} />;
  return children;
}

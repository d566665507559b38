import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AppNavigationContext, type AppNavigation } from 'src/lib/navigation';

/**
 * src/lib/navigation's place and moves from react-router, for the trees it runs (the public
 * site, the signed-in back-office, unit tests): RootRoute renders it around every tree.
 */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname, search, hash, state } = useLocation() as {
    pathname: string;
    search: string;
    hash: string;
    state: unknown;
  };
  const navigate = useNavigate();
  const value = useMemo<AppNavigation>(
    () => ({
      location: { pathname, search, hash, state },
      navigate: (to, options) => navigate(to, options),
    }),
    [pathname, search, hash, state, navigate],
  );
  return <AppNavigationContext.Provider value={value}>{children}</AppNavigationContext.Provider>;
}

import { createContext, useContext, useMemo } from 'react';
import { env } from 'src/config/env';

// Where the app is and how to move, for the code every tree shares: in-app links, the error
// banner, scroll to top, the sign-in and password pages. Every tree is react-router now (the
// back-office's one data router, the public site's declarative router); RootRoute provides this
// through src/app/router-navigation.tsx. Kept as the one narrow seam those components read.

export interface AppLocation {
  /** Inside the app (without the base path): /login, /customer/C000001 … */
  pathname: string;
  search: string;
  hash: string;
  /** What the page that navigated here passed along (navigate's `state`). */
  state: unknown;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface AppNavigation {
  location: AppLocation;
  /** To an in-app path (absolute: /login?returnTo=…); settled once the page has changed. */
  navigate: (to: string, options?: NavigateOptions) => void | Promise<void>;
}

export const AppNavigationContext = createContext<AppNavigation | null>(null);

function useAppNavigation(): AppNavigation {
  const navigation = useContext(AppNavigationContext);
  if (!navigation) throw new Error('No app navigation: render inside a router (src/lib/navigation.ts)');
  return navigation;
}

export function useAppLocation(): AppLocation {
  return useAppNavigation().location;
}

export function useAppNavigate(): AppNavigation['navigate'] {
  return useAppNavigation().navigate;
}

export function useAppSearchParams(): URLSearchParams {
  const { search } = useAppLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** The address of an in-app path (the build's base path added): /admin/login … */
export function appHref(to: string): string {
  const base = env.basePath.replace(/\/+$/, '');
  return `${base}${to}`;
}

import { createContext, useContext, useMemo } from 'react';
import { env } from 'src/config/env';

// Where the app is and how to move, for the code that the back-office's signed-out pages share
// with the other apps: in-app links, the error banner, scroll to top, the sign-in and password
// pages. Those pages run on a small router of their own (src/app/signed-out-app.tsx) so that
// their first load carries no react-router: its one module holds the data router the signed-in
// app needs (~20 KB gzip), and a bundle puts a module in one place, whole (docs/bundle-size.md).
// The react-router trees provide the same through src/app/router-navigation.tsx.

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

import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { RootRoute } from 'src/app/routes/root-route';
import { routes as adminRoutes } from 'src/app/routes/admin-routes';
import { signedOutRoutes } from 'src/app/routes/signed-out-routes';
import { setAuthNavigation } from 'src/lib/api-events';
import { i18n } from 'src/lib/i18n';
import { setSession, type Session } from 'src/lib/session';
import { makeSession } from '../lib/make-session';
import { renderWithProviders, type RenderWithProvidersResult } from '../render';

/** Lazy chunks (layout, page) load slowly the first time under jsdom. */
export const LAZY = { timeout: 10_000 } as const;

/** The dashboard's heading that welcomes `name`, found once the lazy chunks have loaded. */
export const findWelcome = (name: string, wait: { timeout: number } = LAZY) =>
  screen.findByRole('heading', { level: 1, name: i18n.t('dashboard:welcome', { name }) }, wait);

export function signIn(overrides: Partial<Session> = {}): Session {
  const session = makeSession('token-1', overrides);
  setSession(session, 'admin');
  return session;
}

/** Every path of a route tree, depth first (a feature's routes are found where they belong). */
export const routePaths = (tree: RouteObject[]): string[] =>
  tree.flatMap((route) => [...(route.path ? [route.path] : []), ...routePaths(route.children ?? [])]);

/**
 * The admin route tree in a memory router, wired like create-app-router: the signed-out pages
 * and the signed-in routes (which the app's router adds after the sign-in) together, and the
 * API client's 401/403 navigate inside this router.
 */
export function renderBackOffice(
  route: string,
  routes: RouteObject[] = adminRoutes,
): RenderWithProvidersResult {
  const result = renderWithProviders(<></>, {
    route,
    routes: [{ element: <RootRoute />, children: [...signedOutRoutes(), ...routes] }],
  });
  const reset = setAuthNavigation({
    toLogin: (returnTo) => void result.router.navigate(`/login?returnTo=${encodeURIComponent(returnTo)}`),
    toForbidden: () => void result.router.navigate('/403'),
  });
  onTestFinished(reset);
  return result;
}

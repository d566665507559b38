import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from 'src/app/providers';
import { RouterNavigation } from 'src/app/router-navigation';
import type { AppModule } from 'src/config/env';
import { ErrorBanner } from 'src/providers/error-banner';

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

export interface RenderOptions {
  /** Initial location, e.g. '/customers?page=2'. */
  route?: string;
  /** Whose display defaults apply (admin: red preset; customer/public: green). */
  module?: AppModule;
  /** Custom routes; by default `ui` answers every path. */
  routes?: RouteObject[];
}

export interface RenderWithProvidersResult extends RenderResult {
  router: MemoryRouter;
  user: UserEvent;
  queryClient: QueryClient;
}

/** Renders `ui` inside the real AppProviders and a memory router. */
export function renderWithProviders(
  ui: ReactElement,
  options: RenderOptions = {},
): RenderWithProvidersResult {
  const { route = '/', module, routes = [{ path: '*', element: ui }] } = options;
  // src/lib/navigation's place and moves (in-app links, the error banner …), as RootRoute gives
  // the app's trees.
  const withNavigation: RouteObject[] = [
    {
      element: (
        <RouterNavigation>
          <Outlet />
        </RouterNavigation>
      ),
      children: routes,
    },
  ];
  const router = createMemoryRouter(withNavigation, { initialEntries: [route] });
  // A fresh cache per test and no retries, so failures show at once.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // No pause between keystrokes: the screens do not depend on typing speed, and it is the tier's
  // slowest part.
  const user = userEvent.setup({ delay: null });
  const result = render(
    <AppProviders module={module} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, user, queryClient };
}

/**
 * Renders `page` below the error banner, as the back-office layout shows it, as the route `path`
 * (its parameters read by the page) opened at `route`.
 */
export function renderRoutedPage(
  page: ReactElement,
  path: string,
  route: string,
  module?: AppModule,
): RenderWithProvidersResult {
  const element = (
    <>
      <ErrorBanner />
      {page}
    </>
  );
  return renderWithProviders(element, { routes: [{ path, element }], route, module });
}

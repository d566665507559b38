import { screen } from '@testing-library/react';
import { routes as adminRoutes } from 'src/app/routes/admin-routes';
import { routes as customerRoutes } from 'src/app/routes/customer-routes';
import { env } from 'src/config/env';
import { i18n } from 'src/lib/i18n';
import { setSession } from 'src/lib/session';
import { makeSession } from '../lib/make-session';
import { serveMenus } from '../nav/menu-fixtures';
import { findWelcome, renderBackOffice } from '../guards/back-office-app';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

describe.each([
  ['admin', adminRoutes],
  ['customer', customerRoutes],
] as const)('%s routes', (_module, routes) => {
  // The module's tree with the signed-out pages, as the back-office's one router holds them.
  const renderApp = (route: string) => renderBackOffice(route, routes);

  it('/ shows the dashboard inside the dashboard layout when signed in', async () => {
    setSession(makeSession('token-1'));
    serveMenus();
    renderApp('/');
    // Two lazy chunks (layout with the date-picker adapters, then the page): the first import of
    // the date pickers is slow under jsdom.
    const heading = await findWelcome('Admin One');
    expect(heading).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('common:settings.open') })).toBeInTheDocument();
  });

  it('/ without a session goes to the sign-in page', async () => {
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: t('auth:login.title') })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('/login shows the sign-in page without the dashboard layout or the header logo', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: t('auth:login.title') })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t('common:settings.open') })).not.toBeInTheDocument();
    const logoName = t('layout:logo.homeLink', { brand: t(`layout:brand.${env.module}`) });
    expect(screen.queryByRole('link', { name: logoName })).not.toBeInTheDocument();
  });

  it.each(['403', '404', '500'])('/%s shows its error page', async (code) => {
    renderApp(`/${code}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: t(`errors:${code}.title`) }),
    ).toBeInTheDocument();
  });

  it('replaces an unknown path with /404 when signed in', async () => {
    setSession(makeSession('token-1'));
    serveMenus();
    const { router } = renderApp('/customers/unknown');
    expect(await screen.findByRole('heading', { level: 1, name: t('errors:404.title') })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends an unknown path without a session to the sign-in page, keeping it as returnTo', async () => {
    const { router } = renderApp('/customers/unknown');
    expect(await screen.findByRole('heading', { level: 1, name: t('auth:login.title') })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/customers/unknown');
  });
});

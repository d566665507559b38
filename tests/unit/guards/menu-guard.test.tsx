// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { failureBody } from 'src/mocks/envelope';
import { server } from 'src/mocks/server';
import { createBackOfficeRoutes } from 'src/app/routes/back-office-routes';
import { i18n } from 'src/lib/i18n';
import { ADMIN_MENUS, MENUS_URL, serveMenus } from '../nav/menu-fixtures';
import { findWelcome, LAZY, renderBackOffice, signIn } from './back-office-app';

const t = (key: string) => i18n.t(key);
const mainMenu = () => within(screen.getByRole('navigation', { name: t('layout:nav.label') }));

describe('menu guard', { timeout: 15_000 }, () => {
  beforeEach(() => signIn());

  it('shows a menu screen that is not built yet as a placeholder inside the layout', async () => {
    serveMenus();
    // A tree with no screen built, so that the menu's /customer is a placeholder whatever is built.
    const { router } = renderBackOffice('/customer', createBackOfficeRoutes([]));
    expect(await screen.findByRole('heading', { level: 1, name: 'ค้นหาลูกค้า' }, LAZY)).toBeInTheDocument();
    expect(screen.getByText(t('dashboard:comingSoon.description'))).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/customer');
    expect(mainMenu().getByRole('link', { name: 'ค้นหาลูกค้า' })).toHaveAttribute('aria-current', 'page');
  });

  it.each(['/branch', '/admin-user', '/master-data/listbox'])(
    'shows 403 in place for %s, a screen outside the user’s menus',
    async (path) => {
      serveMenus();
      const { router } = renderBackOffice(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: t('errors:403.title') }, LAZY),
      ).toBeInTheDocument();
      // Inside the layout (the menu is still there) and at the same address.
      expect(mainMenu().getByRole('link', { name: 'ค้นหาลูกค้า' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it('answers 404 for a path that is no screen at all', async () => {
    serveMenus();
    const { router } = renderBackOffice('/nonexistent-menu-path');
    expect(
      await screen.findByRole('heading', { level: 1, name: t('errors:404.title') }, LAZY),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('always allows the dashboard, even when the menus do not list it', async () => {
    serveMenus(ADMIN_MENUS.filter((item) => item.path !== '/'));
    renderBackOffice('/');
    expect(await findWelcome('Admin One')).toBeInTheDocument();
  });

  it('offers a retry when the menus cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get(MENUS_URL, () =>
        fail
          ? HttpResponse.json(failureBody('500', 'Internal'), { status: 500 })
          : HttpResponse.json({ status: { code: '000', message: 'Success' }, data: ADMIN_MENUS }),
      ),
    );
    const { user } = renderBackOffice('/customer', createBackOfficeRoutes([]));
    const retry = await screen.findByRole('button', { name: t('nav:retry') }, LAZY);
    expect(screen.getByText(t('nav:loadFailed'))).toBeInTheDocument();
    fail = false;
    await user.click(retry);
    await waitFor(
      () => expect(screen.getByRole('heading', { level: 1, name: 'ค้นหาลูกค้า' })).toBeInTheDocument(),
      LAZY,
    );
  });
});

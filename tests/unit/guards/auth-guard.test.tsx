import { screen, waitFor } from '@testing-library/react';
import { getSession } from 'src/lib/session';
import { i18n } from 'src/lib/i18n';
import { makeSession } from '../lib/make-session';
import { serveMenus, serveMenusUnauthorized } from '../nav/menu-fixtures';
import { LAZY, renderBackOffice, signIn } from './back-office-app';

const t = (key: string) => i18n.t(key);

describe('auth guard', () => {
  it.each([
    ['/', '/login', ''],
    ['/customer?page=2#list', '/login', `?returnTo=${encodeURIComponent('/customer?page=2#list')}`],
    ['/master-data/province', '/login', `?returnTo=${encodeURIComponent('/master-data/province')}`],
  ])(
    'sends %s without a session to the sign-in page with the return path',
    async (path, pathname, search) => {
      const menus = serveMenus();
      const { router } = renderBackOffice(path);
      await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
      expect(router.state.location.search).toBe(search);
      expect(router.state.historyAction).toBe('REPLACE');
      expect(
        await screen.findByRole('heading', { level: 1, name: t('auth:login.title') }, LAZY),
      ).toBeInTheDocument();
      expect(menus.calls()).toBe(0);
    },
  );

  it('treats an expired session as none', async () => {
    localStorage.setItem(
      'admin-session',
      JSON.stringify(makeSession('old', { expiresAt: '2020-01-01T00:00:00.000+07:00' })),
    );
    const { router } = renderBackOffice('/customer');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('admin-session')).toBeNull();
  });

  it('goes back to the sign-in page, with the return path, when the API answers 401', async () => {
    signIn();
    serveMenusUnauthorized();
    const { router } = renderBackOffice('/customer?page=3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), LAZY);
    expect(getSession('admin')).toBeNull();
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 1, name: t('auth:login.title') }, LAZY),
    ).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { RootRoute } from 'src/app/routes/root-route';
import { routes as publicRoutes } from 'src/app/routes/public-routes';
import { i18n } from 'src/lib/i18n';
import { renderWithProviders } from '../render';

const t = (key: string) => i18n.t(key);

function renderPublicApp(route: string) {
  return renderWithProviders(<></>, { route, routes: [{ element: <RootRoute />, children: publicRoutes }] });
}

describe('public routes', () => {
  it.each([
    ['/', 'public:landing.hero.title'],
    ['/about-us', 'public:about.hero.title'],
    ['/contact-us', 'public:contact.hero.title'],
    ['/403', 'errors:403.title'],
    ['/404', 'errors:404.title'],
    ['/500', 'errors:500.title'],
  ])('%s shows its page with the header and footer', async (route, titleKey) => {
    renderPublicApp(route);
    expect(await screen.findByRole('heading', { level: 1, name: t(titleKey) })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('replaces an unknown path with /404 (no history entry for the unknown path)', async () => {
    const { router } = renderPublicApp('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: t('errors:404.title') })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('error pages lead back home', async () => {
    renderPublicApp('/403');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('link', { name: t('errors:goHome') })).toHaveAttribute('href', '/');
  });

  it('scrolls to the top on every route change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = renderPublicApp('/');
    await screen.findByRole('heading', { level: 1, name: t('public:landing.hero.title') });
    scrollTo.mockClear();

    await router.navigate('/contact-us');

    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
    scrollTo.mockRestore();
  });
});

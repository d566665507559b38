// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { PublicProviders } from 'src/app/providers';
import { LightRouter } from 'src/app/light-router';
import { routes as publicRoutes } from 'src/app/routes/public-routes';
import { authNavigation } from 'src/lib/api-events';
import { ApiError } from 'src/lib/api-error';
import { i18n } from 'src/lib/i18n';

// The public site's declarative router (<BrowserRouter> + useRoutes) keeps what the data
// router of the back-office gives: scroll to top, the /404 redirect, an error page for a page
// that throws, and the 401/403 navigation of the API client.

const t = (key: string) => i18n.t(key);
vi.setConfig({ testTimeout: 20_000 });
// Pages are lazy chunks: the first render of one may take a while on a busy machine.
const PAGE = { timeout: 5000 };

function renderAt(path: string, routes: RouteObject[] = publicRoutes) {
  window.history.replaceState(null, '', path);
  return render(
    <PublicProviders module="public">
      <LightRouter routes={routes} />
    </PublicProviders>,
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

it('shows the page of the address inside the public layout', async () => {
  renderAt('/about-us');
  expect(
    await screen.findByRole('heading', { level: 1, name: t('public:about.hero.title') }, PAGE),
  ).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});

it('replaces an unknown path with /404', async () => {
  renderAt('/no-such-page');
  expect(
    await screen.findByRole('heading', { level: 1, name: t('errors:404.title') }, PAGE),
  ).toBeInTheDocument();
  expect(window.location.pathname).toBe('/404');
});

it('navigates inside the app on a link click and starts at the top', async () => {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const user = userEvent.setup();
  renderAt('/');
  await screen.findByRole('heading', { level: 1, name: t('public:landing.hero.title') }, PAGE);
  scrollTo.mockClear();

  await user.click(screen.getAllByRole('link', { name: t('layout:nav.contactUs') })[0] as HTMLElement);

  expect(
    await screen.findByRole('heading', { level: 1, name: t('public:contact.hero.title') }, PAGE),
  ).toBeInTheDocument();
  expect(window.location.pathname).toBe('/contact-us');
  await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  scrollTo.mockRestore();
});

it('shows the 500 page instead of a page that fails, and recovers on navigation', async () => {
  const silenced = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const user = userEvent.setup();
  function Broken(): never {
    throw new Error('boom');
  }
  renderAt('/broken', [
    { path: '/broken', element: <Broken /> },
    { path: '/', element: <h1>home</h1> },
  ]);
  expect(
    await screen.findByRole('heading', { level: 1, name: t('errors:500.title') }, PAGE),
  ).toBeInTheDocument();

  // The error clears on a new location, as a data router's errorElement does.
  await user.click(screen.getByRole('link', { name: t('errors:goHome') }));

  expect(await screen.findByRole('heading', { level: 1, name: 'home' }, PAGE)).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: t('errors:500.title') })).not.toBeInTheDocument();
  silenced.mockRestore();
});

it('registers in-app navigation for the API client’s 401 and 403 answers', async () => {
  renderAt('/');
  await screen.findByRole('heading', { level: 1, name: t('public:landing.hero.title') }, PAGE);

  act(() => authNavigation().toForbidden(new ApiError({ status: 403, code: '403', message: 'x' })));

  expect(
    await screen.findByRole('heading', { level: 1, name: t('errors:403.title') }, PAGE),
  ).toBeInTheDocument();
  expect(window.location.pathname).toBe('/403');
});

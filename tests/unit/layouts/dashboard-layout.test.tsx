// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { SETTINGS_VERSION } from 'src/providers/settings';
import type { ThemeLayout } from 'src/providers/settings';
import { DashboardLayout } from 'src/layouts/dashboard';
import { i18n } from 'src/lib/i18n';
import { renderWithProviders } from '../render';

const t = (key: string) => i18n.t(key);

function renderDashboard(route = '/', layout?: ThemeLayout) {
  if (layout)
    localStorage.setItem('settings', JSON.stringify({ version: SETTINGS_VERSION, themeLayout: layout }));
  return renderWithProviders(<></>, {
    route,
    routes: [
      {
        element: <DashboardLayout accountMenu={<button type="button">account-slot</button>} />,
        children: [
          { index: true, element: <h1>home</h1> },
          { path: 'reports', element: <h1>reports</h1> },
        ],
      },
      { path: 'login', element: <h1>login</h1> },
    ],
  });
}

describe('DashboardLayout', () => {
  it.each(['vertical', 'mini', 'horizontal'] as const)(
    'shows the %s menu chosen in the settings',
    async (layout) => {
      const { container } = renderDashboard('/', layout);
      // The horizontal bar is a lazy chunk (only its users load it).
      await waitFor(() =>
        expect(container.ownerDocument.querySelector(`[data-nav="${layout}"]`)).not.toBeNull(),
      );
      for (const other of ['vertical', 'mini', 'horizontal'].filter((name) => name !== layout)) {
        expect(container.ownerDocument.querySelector(`[data-nav="${other}"]`)).toBeNull();
      }
    },
  );

  it('lists the Dashboard entry and marks it current', () => {
    renderDashboard('/');
    const nav = within(screen.getByRole('navigation', { name: t('layout:nav.label') }));
    const link = nav.getByRole('link', { name: t('nav:dashboard') });
    expect(link).toHaveAttribute('href', '/');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('has a labelled menu button, language switch, settings button and the account menu slot', () => {
    renderDashboard('/');
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('button', { name: t('layout:nav.openMenu') })).toBeInTheDocument();
    expect(header.getByRole('button', { name: new RegExp(t('common:language.change')) })).toBeInTheDocument();
    expect(header.getByRole('button', { name: t('common:settings.open') })).toBeInTheDocument();
    // The account menu itself (src/features/account) is tested in tests/unit/account.
    expect(header.getByRole('button', { name: 'account-slot' })).toBeInTheDocument();
  });

  it('switches the language between ไทย and English', async () => {
    const { user } = renderDashboard('/');
    await user.click(screen.getByRole('button', { name: new RegExp(t('common:language.change')) }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));

    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(screen.getByRole('button', { name: 'Change language: English' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('opens the settings drawer from the header', async () => {
    const { user } = renderDashboard('/');
    const settingsButton = screen.getByRole('button', { name: t('common:settings.open') });
    await user.click(settingsButton);
    expect(settingsButton).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens the mobile drawer and closes it after navigating', async () => {
    const { user, router } = renderDashboard('/reports');
    await user.click(screen.getByRole('button', { name: t('layout:nav.openMenu') }));
    const drawer = within(await screen.findByRole('dialog', { name: t('layout:nav.drawerLabel') }));

    await user.click(drawer.getByRole('link', { name: t('nav:dashboard') }));

    expect(router.state.location.pathname).toBe('/');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: t('layout:nav.drawerLabel') })).not.toBeInTheDocument(),
    );
  });
});

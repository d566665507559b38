import { screen, waitFor, within } from '@testing-library/react';
import { i18n } from 'src/lib/i18n';
import { findWelcome, LAZY, renderBackOffice, signIn } from '../guards/back-office-app';
import { DASHBOARD_MENU, serveMenus } from '../nav/menu-fixtures';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

async function shortcuts() {
  const heading = await screen.findByRole('heading', { level: 2, name: t('dashboard:shortcuts') }, LAZY);
  return within(heading.nextElementSibling as HTMLElement);
}

describe('dashboard', { timeout: 15_000 }, () => {
  beforeEach(() => signIn());

  it('welcomes the user by name', async () => {
    serveMenus();
    renderBackOffice('/');
    expect(await findWelcome('Admin One')).toBeInTheDocument();
  });

  it('offers a shortcut to every screen of the user’s menus, in menu order, the dashboard left out', async () => {
    const menus = serveMenus();
    renderBackOffice('/');
    const cards = (await shortcuts()).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/customer',
      '/master-data/province',
      '/master-data/district',
    ]);
    // Grouped items name their group too.
    expect(cards[1]).toHaveTextContent('ข้อมูลหลัก');
    expect(cards[1]).toHaveTextContent('จังหวัด');
    // One request serves the navigation and the shortcuts.
    expect(menus.calls()).toBe(1);
  });

  it('follows the language switch', async () => {
    serveMenus();
    renderBackOffice('/');
    await shortcuts();
    await i18n.changeLanguage('en');
    await waitFor(async () =>
      expect((await shortcuts()).getAllByRole('link').map((card) => card.textContent)).toEqual([
        'Customers',
        'Master dataProvince',
        'Master dataDistrict',
      ]),
    );
  });

  it('says so when the user has no menu but the dashboard', async () => {
    serveMenus([DASHBOARD_MENU]);
    renderBackOffice('/');
    expect(await screen.findByText(t('dashboard:noShortcuts'), undefined, LAZY)).toBeInTheDocument();
  });
});

// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { env } from 'src/config/env';
import { i18n } from 'src/lib/i18n';
import { MainLayout } from 'src/layouts/main';
import { renderWithProviders } from '../render';
import { startsWith } from './text';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

function renderMainLayout(route = '/') {
  return renderWithProviders(<></>, {
    route,
    routes: [{ element: <MainLayout />, children: [{ path: '*', element: <p>page content</p> }] }],
  });
}

/** The lg+ menu bar (below lg it is hidden by CSS, which jsdom does not apply). */
function desktopNav() {
  return screen.getByRole('navigation', { name: t('layout:nav.label') });
}

function expectNewTabLink(link: HTMLElement, href: string) {
  expect(link).toHaveAttribute('href', href);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

/** Each menu item of `menu` named by the label `key` opens `href` in a new tab. */
function expectNewTabItems(menu: HTMLElement, items: [key: string, href: string][]) {
  for (const [key, href] of items) {
    expectNewTabLink(within(menu).getByRole('menuitem', { name: startsWith(t(key)) }), href);
  }
}

describe('MainLayout header', () => {
  it('shows the spec §2 menu: internal links navigate, external ones open a new tab', () => {
    renderMainLayout();
    const nav = within(desktopNav());

    expect(nav.getByRole('link', { name: t('layout:nav.home') })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: t('layout:nav.aboutUs') })).toHaveAttribute('href', '/about-us');
    expect(nav.getByRole('link', { name: t('layout:nav.contactUs') })).toHaveAttribute('href', '/contact-us');
    expect(nav.getByRole('link', { name: t('layout:nav.home') })).not.toHaveAttribute('target');
    expectNewTabLink(
      nav.getByRole('link', { name: startsWith(t('layout:nav.calendar')) }),
      env.links.calendar,
    );
    expect(nav.getByRole('button', { name: t('layout:nav.forRunners') })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
    expect(nav.getByRole('button', { name: t('layout:nav.forOrganizer') })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
  });

  it('marks the current page in the menu', () => {
    renderMainLayout('/about-us');
    const nav = within(desktopNav());
    expect(nav.getByRole('link', { name: t('layout:nav.aboutUs') })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: t('layout:nav.home') })).not.toHaveAttribute('aria-current');
  });

  it('opens the For Runners and For Organizer dropdowns with their external links', async () => {
    const { user } = renderMainLayout();
    const runners = within(desktopNav()).getByRole('button', { name: t('layout:nav.forRunners') });

    await user.click(runners);
    const runnersMenu = await screen.findByRole('menu');
    expect(runners).toHaveAttribute('aria-expanded', 'true');
    const items = within(runnersMenu).getAllByRole('menuitem');
    expect(items).toHaveLength(3);
    expectNewTabItems(runnersMenu, [
      ['layout:nav.event', env.links.event],
      ['layout:nav.virtual', env.links.virtual],
      ['layout:nav.thaiathon', env.links.thaiathon],
    ]);

    await user.keyboard('{Escape}');
    expect(runners).toHaveAttribute('aria-expanded', 'false');

    await user.click(within(desktopNav()).getByRole('button', { name: t('layout:nav.forOrganizer') }));
    const organizerMenu = await screen.findByRole('menu');
    expectNewTabItems(organizerMenu, [
      ['layout:nav.platformService', env.links.platformService],
      ['layout:nav.medalService', env.links.medalService],
    ]);
  });

  it('shows the logo linking home in the header', () => {
    const logoName = t('layout:logo.homeLink', { brand: t(`layout:brand.${env.module}`) });
    renderMainLayout('/about-us');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: logoName })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('hides the logo on /login', () => {
    const logoName = t('layout:logo.homeLink', { brand: t(`layout:brand.${env.module}`) });
    renderMainLayout('/login');
    expect(
      within(screen.getByRole('banner')).queryByRole('link', { name: logoName }),
    ).not.toBeInTheDocument();
  });

  it('turns the header "offset" once the page scrolls past 80 px', () => {
    renderMainLayout();
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-offset', 'false');

    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        fireEvent.scroll(window);
      });

    scrollTo(80);
    expect(header).toHaveAttribute('data-offset', 'false');
    scrollTo(81);
    expect(header).toHaveAttribute('data-offset', 'true');
    scrollTo(0);
    expect(header).toHaveAttribute('data-offset', 'false');
  });

  it('switches light/dark from the header and keeps the choice in localStorage', async () => {
    const { user } = renderMainLayout();
    await user.click(screen.getByRole('button', { name: t('layout:themeMode.toDark') }));

    expect(screen.getByRole('button', { name: t('layout:themeMode.toLight') })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('settings') ?? '{}')).toMatchObject({ themeMode: 'dark' });
  });
});

describe('MainLayout footer', () => {
  it('shows the description, three labelled social links, © 2020–<this year> and the version', () => {
    renderMainLayout();
    const footer = within(screen.getByRole('contentinfo'));
    const year = new Date().getFullYear();

    expect(footer.getByText(t('layout:footer.description'))).toBeInTheDocument();
    expectNewTabLink(footer.getByRole('link', { name: 'Facebook' }), env.social.facebook);
    expectNewTabLink(footer.getByRole('link', { name: 'Instagram' }), env.social.instagram);
    expectNewTabLink(footer.getByRole('link', { name: 'Line' }), env.social.line);
    expect(footer.getByText(`© 2020–${year}`, { exact: false })).toBeInTheDocument();
    expect(footer.getByText('v0.0.1')).toBeInTheDocument();
  });
});

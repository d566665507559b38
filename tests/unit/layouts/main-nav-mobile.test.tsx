import { screen, waitFor, within } from '@testing-library/react';
import { i18n } from 'src/lib/i18n';
import { MainLayout } from 'src/layouts/main';
import { renderWithProviders } from '../render';
import { startsWith } from './text';

const t = (key: string) => i18n.t(key);

function renderMainLayout(route = '/') {
  return renderWithProviders(<></>, {
    route,
    routes: [{ element: <MainLayout />, children: [{ path: '*', element: <p>page content</p> }] }],
  });
}

async function openDrawer(user: ReturnType<typeof renderMainLayout>['user']) {
  await user.click(screen.getByRole('button', { name: t('layout:nav.openMenu') }));
  return screen.findByRole('dialog', { name: t('layout:nav.drawerLabel') });
}

describe('MainLayout mobile drawer', () => {
  it('opens from the menu button with the whole menu', async () => {
    const { user } = renderMainLayout();
    const menuButton = screen.getByRole('button', { name: t('layout:nav.openMenu') });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    const drawer = within(await openDrawer(user));

    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    for (const key of ['home', 'aboutUs', 'contactUs']) {
      expect(drawer.getByRole('link', { name: t(`layout:nav.${key}`) })).toBeInTheDocument();
    }
    expect(drawer.getByRole('link', { name: startsWith(t('layout:nav.calendar')) })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(drawer.getByRole('button', { name: t('layout:nav.forRunners') })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('keeps one submenu open at a time, and a second click collapses it', async () => {
    const { user } = renderMainLayout();
    const drawer = within(await openDrawer(user));
    const runners = drawer.getByRole('button', { name: t('layout:nav.forRunners') });
    const organizer = drawer.getByRole('button', { name: t('layout:nav.forOrganizer') });

    await user.click(runners);
    expect(runners).toHaveAttribute('aria-expanded', 'true');
    const event = drawer.getByRole('link', { name: startsWith(t('layout:nav.event')) });
    expect(event).toHaveAttribute('target', '_blank');
    expect(event).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(organizer);
    expect(organizer).toHaveAttribute('aria-expanded', 'true');
    expect(runners).toHaveAttribute('aria-expanded', 'false');
    expect(drawer.getByRole('link', { name: startsWith(t('layout:nav.medalService')) })).toBeInTheDocument();
    await waitFor(() =>
      expect(drawer.queryByRole('link', { name: startsWith(t('layout:nav.event')) })).not.toBeInTheDocument(),
    );

    await user.click(organizer);
    expect(organizer).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() =>
      expect(
        drawer.queryByRole('link', { name: startsWith(t('layout:nav.medalService')) }),
      ).not.toBeInTheDocument(),
    );
  });

  it('closes after navigating', async () => {
    const { user, router } = renderMainLayout();
    const drawer = within(await openDrawer(user));

    await user.click(drawer.getByRole('link', { name: t('layout:nav.aboutUs') }));

    expect(router.state.location.pathname).toBe('/about-us');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: t('layout:nav.openMenu') })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('closes when the page changes by other means (Back button)', async () => {
    const { user, router } = renderMainLayout('/contact-us');
    await openDrawer(user);

    await router.navigate('/');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes with its close button', async () => {
    const { user } = renderMainLayout();
    const drawer = within(await openDrawer(user));
    await user.click(drawer.getByRole('button', { name: t('layout:nav.closeMenu') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

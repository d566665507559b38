import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackOfficeApp } from 'src/app/back-office-app';
import { ShellProviders } from 'src/app/shell-providers';
import { i18n } from 'src/lib/i18n';
import { getSession, setSession } from 'src/lib/session';
import { serveAuthenticate } from '../auth/auth-fixtures';
import { findWelcome } from '../guards/back-office-app';
import { makeSession } from '../lib/make-session';
import { serveMenus } from '../nav/menu-fixtures';

// The back-office as a page load starts it: one data router, its signed-out pages first, the
// signed-in routes added once there is a session.

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);
vi.setConfig({ testTimeout: 30_000 });
const LAZY = { timeout: 15_000 };

function startAt(path: string) {
  window.history.replaceState(null, '', path);
  const user = userEvent.setup({ delay: null });
  render(
    <ShellProviders>
      <BackOfficeApp />
    </ShellProviders>,
  );
  return user;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the back-office started signed out', () => {
  it('asks to sign in first, keeping where the user was going', async () => {
    startAt('/customer?page=2');
    expect(
      await screen.findByRole('heading', { level: 1, name: t('auth:login.title') }, LAZY),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(new URLSearchParams(window.location.search).get('returnTo')).toBe('/customer?page=2');
  });

  it('switches the sign-in page between Thai and English from the keyboard, and remembers it', async () => {
    const user = startAt('/login');
    await screen.findByRole('heading', { level: 1, name: t('auth:login.title') }, LAZY);
    const languages = screen.getByRole('group', { name: t('common:language.label') });
    const thai = within(languages).getByRole('button', { name: 'ภาษาไทย' });
    const english = within(languages).getByRole('button', { name: 'English' });
    expect(thai).toHaveAttribute('aria-pressed', 'true');
    expect(english).toHaveAttribute('aria-pressed', 'false');
    expect(english).toHaveAttribute('lang', 'en');

    english.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('i18nextLng')).toBe('en');

    await user.keyboard('{Shift>}{Tab}{/Shift}{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: t('auth:login.title', { lng: 'th' }) }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('i18nextLng')).toBe('th');
  });

  it('goes on to the signed-in app after the sign-in, at the page first asked for', async () => {
    serveAuthenticate();
    serveMenus();
    const user = startAt('/login');
    await user.type(await screen.findByRole('textbox', { name: t('auth:login.username') }, LAZY), 'admin');
    await user.type(
      screen.getByLabelText(t('auth:login.password'), { exact: false, selector: 'input' }),
      'secret-pass',
    );
    await user.click(screen.getByRole('button', { name: t('auth:login.submit') }));
    expect(await findWelcome('System Administrator', LAZY)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(getSession('admin')?.accessToken).toBe('token-from-server');
    // The signed-in app's header: the account menu is there now.
    expect(screen.getByRole('button', { name: t('common:settings.open') })).toBeInTheDocument();
  });

  it('sends a session whose password must change to the forced change first', async () => {
    setSession(makeSession('token-1', { mustChangePassword: true }), 'admin');
    startAt('/document');
    expect(
      await screen.findByRole('heading', { level: 1, name: t('account:password.forcedTitle') }, LAZY),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/change-password'));
    expect(new URLSearchParams(window.location.search).get('returnTo')).toBe('/document');
  });
});

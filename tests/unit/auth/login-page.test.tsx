import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getSession } from 'src/lib/session';
import { i18n } from 'src/lib/i18n';
import { findWelcome, LAZY, renderBackOffice } from '../guards/back-office-app';
import { serveMenus } from '../nav/menu-fixtures';
import { refusal, serveAuthenticate } from './auth-fixtures';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

const passwordInput = () =>
  screen.getByLabelText(t('auth:login.password'), { exact: false, selector: 'input' });

async function fillAndSubmit(user: ReturnType<typeof renderBackOffice>['user'], password = 'secret-pass') {
  await user.type(await screen.findByLabelText(t('auth:login.username'), { exact: false }, LAZY), 'admin');
  await user.type(passwordInput(), password);
  await user.click(screen.getByRole('button', { name: t('auth:login.submit') }));
}

describe('login page', () => {
  it('has labelled fields with autocomplete, and no header logo (spec §2)', async () => {
    renderBackOffice('/login');
    const username = await screen.findByRole('textbox', { name: t('auth:login.username') }, LAZY);
    expect(username).toHaveAttribute('autocomplete', 'username');
    expect(passwordInput()).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.queryByRole('link', { name: /E-TAX/ })).not.toBeInTheDocument();
  });

  it('shows and hides the password with a labelled toggle', async () => {
    const { user } = renderBackOffice('/login');
    const password = await screen.findByLabelText(
      t('auth:login.password'),
      { exact: false, selector: 'input' },
      LAZY,
    );
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: t('auth:login.showPassword') }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: t('auth:login.hidePassword') }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('asks for both fields before calling the server', async () => {
    const calls = serveAuthenticate();
    const { user } = renderBackOffice('/login');
    await user.click(await screen.findByRole('button', { name: t('auth:login.submit') }, LAZY));
    expect(await screen.findByText(t('auth:login.validation.usernameRequired'))).toBeInTheDocument();
    expect(screen.getByText(t('auth:login.validation.passwordRequired'))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: t('auth:login.username') })).toHaveFocus();
    expect(calls.bodies).toEqual([]);
  });

  it('stores the session and goes to the returnTo page', async () => {
    serveMenus();
    const calls = serveAuthenticate();
    const { user, router } = renderBackOffice(`/login?returnTo=${encodeURIComponent('/customer?page=2')}`);
    await fillAndSubmit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/customer'));
    expect(router.state.location.search).toBe('?page=2');
    expect(calls.bodies).toEqual([{ username: 'admin', password: 'secret-pass' }]);
    expect(getSession('admin')?.accessToken).toBe('token-from-server');
    expect(localStorage.getItem('admin-session')).toContain('token-from-server');
    // The placeholder of a menu screen, titled by the menu's label.
    expect(await screen.findByRole('heading', { level: 1, name: 'ค้นหาลูกค้า' }, LAZY)).toBeInTheDocument();
  });

  it.each(['//evil.example/x', 'https://evil.example/x', '/login'])(
    'ignores an unsafe returnTo (%s) and opens the dashboard',
    async (returnTo) => {
      serveMenus();
      serveAuthenticate();
      const { user, router } = renderBackOffice(`/login?returnTo=${encodeURIComponent(returnTo)}`);
      await fillAndSubmit(user);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(await findWelcome('System Administrator')).toBeInTheDocument();
    },
  );

  it.each([
    [
      'wrong credentials',
      refusal(401, [{ key: 'INVALID_CREDENTIALS', description: 'x' }]),
      'auth:login.errors.invalidCredentials',
    ],
    ['the rate limit', refusal(429, [], '429'), 'auth:login.errors.tooManyRequests'],
    ['a server fault', refusal(500, [], '500'), 'auth:login.errors.generic'],
  ])('explains %s and keeps what was typed', async (_case, answer, messageKey) => {
    serveAuthenticate(answer);
    const { user, router } = renderBackOffice('/login');
    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(t(messageKey));
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('textbox', { name: t('auth:login.username') })).toHaveValue('admin');
    expect(passwordInput()).toHaveValue('secret-pass');
    expect(getSession('admin')).toBeNull();
    // Shown on the form only: the global banner stays quiet.
    expect(screen.queryByText(t('common:errorBanner.generic'))).not.toBeInTheDocument();
  });

  it('shows progress and sends one sign-in however often the button is pressed', async () => {
    serveMenus();
    let letAnswerGo = () => {};
    const calls = serveAuthenticate(undefined, new Promise<void>((resolve) => (letAnswerGo = resolve)));
    const { user, router } = renderBackOffice('/login');
    await fillAndSubmit(user);
    const button = screen.getByRole('button', { name: t('auth:login.submit') });
    expect(button).toBeDisabled();
    // Past the disabled button's pointer-events: none, straight at the form.
    fireEvent.click(button);
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    await waitFor(() => expect(calls.bodies.length).toBeGreaterThan(0));
    letAnswerGo();

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.bodies).toHaveLength(1);
  });

  it('sends a user whose password must change to the forced change first, keeping returnTo', async () => {
    serveAuthenticate(() =>
      Response.json({
        status: { code: '000', message: 'Success' },
        data: {
          accessToken: 't',
          tokenType: 'Bearer',
          expiresAt: '2099-01-01T00:00:00.000+07:00',
          user: {
            adminCode: 'ADM0001',
            username: 'admin',
            fullName: 'A',
            email: 'a@example.com',
            role: 'ADMIN',
          },
          mustChangePassword: true,
        },
      }),
    );
    const { user, router } = renderBackOffice('/login?returnTo=%2Fcustomer');
    await fillAndSubmit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/change-password'));
    expect(router.state.location.search).toBe('?returnTo=%2Fcustomer');
    expect(
      await screen.findByRole('heading', { level: 1, name: t('account:password.forcedTitle') }, LAZY),
    ).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { failureBody, okBody } from 'src/mocks/envelope';
import { server } from 'src/mocks/server';
import { getSession } from 'src/lib/session';
import { i18n } from 'src/lib/i18n';
import { LAZY, renderBackOffice, signIn } from '../guards/back-office-app';
import { serveMenus } from '../nav/menu-fixtures';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);
const startsWith = (text: string) => new RegExp(`^${text}`);
const passwordInput = (name: 'currentPassword' | 'newPassword' | 'confirmPassword') =>
  screen.getByLabelText(startsWith(t(`account:password.fields.${name}`)), { selector: 'input' });

function serveResetPassword(answer?: () => Response): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/app/adminUser/resetPassword', async ({ request }) => {
      bodies.push(await request.json());
      return answer?.() ?? HttpResponse.json(okBody({}));
    }),
  );
  return bodies;
}

async function fillAndSave(
  user: ReturnType<typeof renderBackOffice>['user'],
  newPassword = 'my-own-password-1',
) {
  await screen.findByRole('heading', { level: 1, name: t('account:password.forcedTitle') }, LAZY);
  await user.type(passwordInput('currentPassword'), 'initial-password');
  await user.type(passwordInput('newPassword'), newPassword);
  await user.type(passwordInput('confirmPassword'), newPassword);
  await user.click(screen.getByRole('button', { name: t('account:password.submit') }));
}

describe('forced password change', () => {
  it.each(['/', '/customer?page=2', '/master-data/province'])(
    'keeps %s away until the password is changed (no menu request meanwhile)',
    async (path) => {
      signIn({ mustChangePassword: true });
      const menus = serveMenus();
      const { router } = renderBackOffice(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/change-password'));
      expect(
        await screen.findByRole('heading', { level: 1, name: t('account:password.forcedTitle') }, LAZY),
      ).toBeInTheDocument();
      expect(menus.calls()).toBe(0);
    },
  );

  it('changes the password with currentPassword, then opens the page first asked for', async () => {
    signIn({ mustChangePassword: true });
    serveMenus();
    const bodies = serveResetPassword();
    const { user, router } = renderBackOffice('/customer?page=2');
    await fillAndSave(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/customer'));
    expect(router.state.location.search).toBe('?page=2');
    expect(bodies).toEqual([{ currentPassword: 'initial-password', newPassword: 'my-own-password-1' }]);
    expect(getSession('admin')?.mustChangePassword).toBe(false);
    expect(getSession('admin')?.accessToken).toBe('token-1');
    expect(await screen.findByText(t('account:password.changed'))).toBeInTheDocument();
  });

  it.each([
    ['CURRENT_PASSWORD_INVALID', 'currentPassword', 'account:password.errors.currentInvalid'],
    ['PASSWORD_SAME_AS_CURRENT', 'newPassword', 'account:password.validation.sameAsCurrent'],
    ['PASSWORD_TOO_COMMON', 'newPassword', 'account:password.errors.tooCommon'],
  ] as const)('shows %s on the %s field and stays', async (key, field, messageKey) => {
    signIn({ mustChangePassword: true });
    serveResetPassword(() =>
      HttpResponse.json(failureBody('102', 'Business rule refused', [{ key, description: key }]), {
        status: 422,
      }),
    );
    const { user, router } = renderBackOffice('/');
    await fillAndSave(user);

    await waitFor(() => expect(passwordInput(field)).toHaveAccessibleDescription(t(messageKey)));
    expect(passwordInput(field)).toHaveAttribute('aria-invalid', 'true');
    expect(passwordInput('confirmPassword')).toHaveValue('my-own-password-1');
    expect(router.state.location.pathname).toBe('/change-password');
    expect(getSession('admin')?.mustChangePassword).toBe(true);
  });

  it('checks the length and the confirmation in the browser', async () => {
    signIn({ mustChangePassword: true });
    const bodies = serveResetPassword();
    const { user } = renderBackOffice('/');
    await screen.findByRole('heading', { level: 1, name: t('account:password.forcedTitle') }, LAZY);
    await user.type(passwordInput('currentPassword'), 'initial-password');
    await user.type(passwordInput('newPassword'), 'x'.repeat(129));
    await user.type(passwordInput('confirmPassword'), 'different');
    await user.click(screen.getByRole('button', { name: t('account:password.submit') }));
    expect(await screen.findByText(t('account:password.validation.length'))).toBeInTheDocument();
    expect(screen.getByText(t('account:password.validation.mismatch'))).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it.each([
    ['spaces', ' '],
    ['zero-width spaces', '\u200b'],
    ['blank Braille patterns', '\u2800'],
    ['Hangul fillers', '\u3164'],
  ])('refuses a new password of only %s in the browser', async (_name, character) => {
    signIn({ mustChangePassword: true });
    const bodies = serveResetPassword();
    const { user } = renderBackOffice('/');
    await fillAndSave(user, character.repeat(8));
    await waitFor(() =>
      expect(passwordInput('newPassword')).toHaveAccessibleDescription(
        t('account:password.validation.blank'),
      ),
    );
    expect(bodies).toEqual([]);
  });

  it('is the sign-in page without a session', async () => {
    const { router } = renderBackOffice('/change-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('offers to sign out instead', async () => {
    signIn({ mustChangePassword: true });
    server.use(http.post('/api/authen/logout', () => HttpResponse.json(okBody({}))));
    const { user, router } = renderBackOffice('/');
    await screen.findByRole('heading', { level: 1, name: t('account:password.forcedTitle') }, LAZY);
    await user.click(screen.getByRole('button', { name: t('account:menu.logout') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession('admin')).toBeNull();
  });
});

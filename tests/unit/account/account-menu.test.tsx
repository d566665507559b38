// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { failureBody, okBody } from 'src/mocks/envelope';
import { server } from 'src/mocks/server';
import { getSession } from 'src/lib/session';
import { i18n } from 'src/lib/i18n';
import { LAZY, renderBackOffice, signIn } from '../guards/back-office-app';
import { fill } from '../master-data/interact';
import { serveMenus } from '../nav/menu-fixtures';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);
const accountButton = () =>
  screen.findByRole('button', { name: t('account:menu.open', { name: 'Admin One' }) }, LAZY);
const startsWith = (text: string) => new RegExp(`^${text}`);
const passwordInput = (name: 'currentPassword' | 'newPassword' | 'confirmPassword') =>
  screen.getByLabelText(startsWith(t(`account:password.fields.${name}`)), { selector: 'input' });

function serveLogout(answer: () => Response = () => HttpResponse.json(okBody({}))): { headers: Headers[] } {
  const calls: { headers: Headers[] } = { headers: [] };
  server.use(
    http.post('/api/authen/logout', ({ request }) => {
      calls.headers.push(request.headers);
      return answer();
    }),
  );
  return calls;
}

function serveResetPassword(answers: (() => Response)[]): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/app/adminUser/resetPassword', async ({ request }) => {
      bodies.push(await request.json());
      return answers[bodies.length - 1]?.() ?? HttpResponse.json(okBody({}));
    }),
  );
  return bodies;
}

async function openMenu(user: ReturnType<typeof renderBackOffice>['user']) {
  await user.click(await accountButton());
  return within(await screen.findByRole('menu'));
}

describe('account menu', () => {
  beforeEach(() => {
    signIn();
    serveMenus();
  });

  it('shows who is signed in and their role, and switches the language from the menu', async () => {
    const { user } = renderBackOffice('/');
    await user.click(await accountButton());
    const menuList = await screen.findByRole('menu');
    const popover = within(menuList.parentElement as HTMLElement);
    expect(popover.getByText('Admin One')).toBeInTheDocument();
    expect(popover.getByText(t('account:role.ADMIN'))).toBeInTheDocument();
    expect(popover.getByText('admin@example.com')).toBeInTheDocument();
    // The first item has the focus: the menu is usable from the keyboard at once.
    const menu = within(menuList);
    await waitFor(() =>
      expect(menu.getByRole('menuitem', { name: t('account:menu.changePassword') })).toHaveFocus(),
    );

    // The same open menu switches the language.
    const thai = menu.getByRole('menuitemradio', { name: 'ภาษาไทย' });
    expect(thai).toHaveAttribute('aria-checked', 'true');
    await user.click(menu.getByRole('menuitemradio', { name: 'English' }));
    await waitFor(() => expect(i18n.language).toBe('en'));
    const nav = within(screen.getByRole('navigation', { name: 'Main menu' }));
    expect(await nav.findByRole('link', { name: 'Customers' })).toBeInTheDocument();
  });

  it('signs out: calls logout with the token, forgets the session and shows the sign-in page', async () => {
    const calls = serveLogout();
    const { user, router } = renderBackOffice('/customer');
    const menu = await openMenu(user);
    await user.click(menu.getByRole('menuitem', { name: t('account:menu.logout') }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');
    expect(calls.headers[0]?.get('authorization')).toBe('Bearer token-1');
    expect(getSession('admin')).toBeNull();
    expect(localStorage.getItem('admin-session')).toBeNull();
  });

  it.each([
    ['answers 500', () => HttpResponse.json(failureBody('500', 'Internal'), { status: 500 })],
    ['cannot be reached', () => HttpResponse.error()],
  ])('signs out even when the server %s', async (_case, answer) => {
    serveLogout(answer);
    const { user, router } = renderBackOffice('/');
    const menu = await openMenu(user);
    await user.click(menu.getByRole('menuitem', { name: t('account:menu.logout') }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession('admin')).toBeNull();
  });

  it('opens the display settings drawer', async () => {
    const { user } = renderBackOffice('/');
    const menu = await openMenu(user);
    await user.click(menu.getByRole('menuitem', { name: t('account:menu.settings') }));
    expect(await screen.findByRole('button', { name: t('common:settings.close') })).toBeInTheDocument();
  });

  it('changes the password in a dialog; a refusal stays on its field with the values kept', async () => {
    const bodies = serveResetPassword([
      () =>
        HttpResponse.json(
          failureBody('102', 'Business rule refused', [
            { key: 'CURRENT_PASSWORD_INVALID', description: 'x' },
          ]),
          { status: 422 },
        ),
    ]);
    const { user } = renderBackOffice('/');
    const menu = await openMenu(user);
    await user.click(menu.getByRole('menuitem', { name: t('account:menu.changePassword') }));
    const dialog = within(await screen.findByRole('dialog', { name: t('account:password.changeTitle') }));
    expect(passwordInput('currentPassword')).toHaveFocus();

    await fill(user, passwordInput('currentPassword'), 'wrong-current');
    await fill(user, passwordInput('newPassword'), 'a-new-password-1');
    await fill(user, passwordInput('confirmPassword'), 'a-new-password-1');
    await user.click(dialog.getByRole('button', { name: t('common:action.save') }));

    await waitFor(() =>
      expect(passwordInput('currentPassword')).toHaveAccessibleDescription(
        t('account:password.errors.currentInvalid'),
      ),
    );
    expect(passwordInput('currentPassword')).toHaveFocus();
    expect(passwordInput('newPassword')).toHaveValue('a-new-password-1');
    expect(bodies).toEqual([{ currentPassword: 'wrong-current', newPassword: 'a-new-password-1' }]);

    await fill(user, passwordInput('currentPassword'), 'right-current');
    await user.click(dialog.getByRole('button', { name: t('common:action.save') }));

    expect(await screen.findByText(t('account:password.changed'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toHaveLength(2);
    // The focus goes back to the account button, not to the top of the page.
    await waitFor(async () => expect(await accountButton()).toHaveFocus());
  });

  it('refuses a new password equal to the current one before calling the server', async () => {
    const bodies = serveResetPassword([]);
    const { user } = renderBackOffice('/');
    const menu = await openMenu(user);
    await user.click(menu.getByRole('menuitem', { name: t('account:menu.changePassword') }));
    const dialog = within(await screen.findByRole('dialog'));
    await fill(user, passwordInput('currentPassword'), 'same-password-1');
    await fill(user, passwordInput('newPassword'), 'same-password-1');
    await fill(user, passwordInput('confirmPassword'), 'same-password-1');
    await user.click(dialog.getByRole('button', { name: t('common:action.save') }));
    expect(await dialog.findByText(t('account:password.validation.sameAsCurrent'))).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });
});

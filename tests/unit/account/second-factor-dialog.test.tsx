import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { failureBody, okBody } from 'src/mocks/envelope';
import { server } from 'src/mocks/server';
import { i18n } from 'src/lib/i18n';
import { LAZY, renderBackOffice, signIn } from '../guards/back-office-app';
import { serveMenus } from '../nav/menu-fixtures';

// Two-step sign-in from the account menu, against a mocked server (tests/server/second-factor
// checks the server's side, tests/e2e/back-office/second-factor.spec.ts the whole way).
const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);
const CODES = Array.from({ length: 10 }, (_, i) => `ABCDE-2345${i}`);

function serve(path: string, answer: () => Response): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(`/api/authen/secondFactor/${path}`, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

async function openDialog(user: ReturnType<typeof renderBackOffice>['user']) {
  await user.click(
    await screen.findByRole('button', { name: t('account:menu.open', { name: 'Admin One' }) }, LAZY),
  );
  await user.click(await screen.findByRole('menuitem', { name: t('auth:secondFactor.manage.menu') }));
  return within(await screen.findByRole('dialog', { name: t('auth:secondFactor.manage.title') }, LAZY));
}

describe('two-step sign-in in the account menu', () => {
  beforeEach(() => {
    signIn();
    serveMenus();
  });

  it('sets it up: QR code with its text, the key, the app code said wrong at its field, then the recovery codes', async () => {
    serve('status', () =>
      HttpResponse.json(okBody({ enrolled: false, required: false, recoveryCodesLeft: 0 })),
    );
    serve('enrol', () =>
      HttpResponse.json(
        okBody({
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/x',
          qrCode: 'data:image/png;base64,AAAA',
        }),
      ),
    );
    const confirms = serve('confirm', () =>
      confirms.length === 1
        ? HttpResponse.json(
            failureBody('102', 'Refused', [{ key: 'SECOND_FACTOR_CODE_INVALID', description: 'x' }]),
            {
              status: 422,
            },
          )
        : HttpResponse.json(okBody({ recoveryCodes: CODES })),
    );
    const { user } = renderBackOffice('/');
    const dialog = await openDialog(user);
    await user.click(await dialog.findByRole('button', { name: t('auth:secondFactor.manage.setUp') }));

    const qr = await dialog.findByRole('img', { name: t('auth:secondFactor.enrol.qrAlt') });
    expect(qr).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    expect(dialog.getByLabelText(t('auth:secondFactor.enrol.secretLabel'))).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    const code = dialog.getByRole('textbox', {
      name: new RegExp(`^${t('auth:secondFactor.enrol.codeLabel')}`),
    });
    await user.type(code, '123456');
    await user.click(dialog.getByRole('button', { name: t('auth:secondFactor.enrol.confirm') }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(t('auth:secondFactor.code.invalid')));
    expect(code).toHaveFocus();

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(dialog.getByRole('button', { name: t('auth:secondFactor.enrol.confirm') }));
    const list = await dialog.findByRole('list', { name: t('auth:secondFactor.recovery.title') });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(confirms).toEqual([{ code: '123456' }, { code: '654321' }]);
    await user.click(dialog.getByRole('button', { name: t('auth:secondFactor.recovery.done') }));
    expect(await screen.findByText(t('auth:secondFactor.manage.enabled'))).toBeInTheDocument();
  });

  it('turns it off with the password and a code, each error at its field', async () => {
    serve('status', () =>
      HttpResponse.json(okBody({ enrolled: true, required: false, recoveryCodesLeft: 7 })),
    );
    const disables = serve('disable', () =>
      HttpResponse.json(
        failureBody('102', 'Refused', [{ key: 'CURRENT_PASSWORD_INVALID', description: 'x' }]),
        {
          status: 422,
        },
      ),
    );
    const { user } = renderBackOffice('/');
    const dialog = await openDialog(user);
    expect(
      await dialog.findByText(t('auth:secondFactor.manage.codesLeft', { count: 7 })),
    ).toBeInTheDocument();
    const password = dialog.getByLabelText(new RegExp(`^${t('auth:secondFactor.manage.password')}`), {
      selector: 'input',
    });
    await user.click(dialog.getByRole('button', { name: t('auth:secondFactor.manage.remove') }));
    expect(password).toHaveAccessibleDescription(t('auth:secondFactor.manage.passwordRequired'));
    expect(password).toHaveFocus();
    expect(disables).toEqual([]);

    await user.type(password, 'my-password');
    await user.type(
      dialog.getByRole('textbox', { name: new RegExp(`^${t('auth:secondFactor.manage.code')}`) }),
      '123456',
    );
    await user.click(dialog.getByRole('button', { name: t('auth:secondFactor.manage.remove') }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(t('auth:secondFactor.manage.passwordInvalid')),
    );
    expect(disables).toEqual([{ password: 'my-password', code: '123456' }]);
  });
});

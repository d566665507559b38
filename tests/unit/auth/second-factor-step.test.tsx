import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getSession } from 'src/lib/session';
import { i18n } from 'src/lib/i18n';
import { okBody } from 'src/mocks/envelope';
import { server } from 'src/mocks/server';
import { LAZY, renderBackOffice } from '../guards/back-office-app';
import { serveMenus } from '../nav/menu-fixtures';
import { adminSignedIn, refusal, serveAuthenticate } from './auth-fixtures';

// The sign-in's second step (the code of an authenticator app or a recovery code), against a
// mocked server; tests/server/second-factor.test.ts checks the server's side.
const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);
const CHALLENGE = 'c'.repeat(43);
const VERIFY_URL = '/api/authen/admin/verifySecondFactor';

function serveCodeRequired() {
  return serveAuthenticate(() =>
    HttpResponse.json(
      okBody({ secondFactor: 'CODE', challengeToken: CHALLENGE, expiresAt: '2099-01-01T00:00:00.000+07:00' }),
    ),
  );
}

/** Records every code-step body; answers with `answer`. */
function serveVerify(answer: () => Response): { bodies: unknown[] } {
  const bodies: unknown[] = [];
  server.use(
    http.post(VERIFY_URL, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return { bodies };
}

const codeField = () => screen.findByRole('textbox', { name: t('auth:secondFactor.code.label') }, LAZY);

async function passPasswordStep(user: ReturnType<typeof renderBackOffice>['user']) {
  await user.type(await screen.findByLabelText(t('auth:login.username'), { exact: false }, LAZY), 'admin');
  await user.type(
    screen.getByLabelText(t('auth:login.password'), { exact: false, selector: 'input' }),
    'secret-pass',
  );
  await user.click(screen.getByRole('button', { name: t('auth:login.submit') }));
}

describe('the code step of the sign-in', () => {
  it('asks for the code after the password, with the focus on the field, and signs in with it', async () => {
    serveMenus();
    serveCodeRequired();
    const verify = serveVerify(() => HttpResponse.json(okBody(adminSignedIn())));
    const { user, router } = renderBackOffice('/login');
    await passPasswordStep(user);

    const field = await codeField();
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(getSession('admin')).toBeNull();
    await user.type(field, ' 123456 ');
    await user.click(screen.getByRole('button', { name: t('auth:secondFactor.code.submit') }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(verify.bodies).toEqual([{ challengeToken: CHALLENGE, code: '123456' }]);
    expect(getSession('admin')?.accessToken).toBe('token-from-server');
  });

  it('says at the field what is wrong before sending, and sends a recovery code as typed', async () => {
    serveCodeRequired();
    const verify = serveVerify(refusal(422, [{ key: 'SECOND_FACTOR_CODE_INVALID', description: 'x' }]));
    const { user } = renderBackOffice('/login');
    await passPasswordStep(user);
    const field = await codeField();

    await user.click(screen.getByRole('button', { name: t('auth:secondFactor.code.submit') }));
    expect(field).toHaveAccessibleDescription(t('auth:secondFactor.code.required'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.type(field, '12ab');
    await user.click(screen.getByRole('button', { name: t('auth:secondFactor.code.submit') }));
    expect(field).toHaveAccessibleDescription(t('auth:secondFactor.code.format'));
    expect(verify.bodies).toEqual([]);

    await user.clear(field);
    await user.type(field, 'abcde-fgh23');
    await user.click(screen.getByRole('button', { name: t('auth:secondFactor.code.submit') }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(t('auth:secondFactor.code.invalid')));
    expect(verify.bodies).toEqual([{ challengeToken: CHALLENGE, code: 'abcde-fgh23' }]);
    expect(field).toHaveFocus();
    expect(getSession('admin')).toBeNull();
  });

  it('goes back to the password when the sign-in has expired', async () => {
    serveCodeRequired();
    serveVerify(refusal(422, [{ key: 'SECOND_FACTOR_CHALLENGE_EXPIRED', description: 'x' }]));
    const { user } = renderBackOffice('/login');
    await passPasswordStep(user);
    await user.type(await codeField(), '123456');
    await user.click(screen.getByRole('button', { name: t('auth:secondFactor.code.submit') }));

    expect(await screen.findByText(t('auth:secondFactor.code.expired'))).toBeInTheDocument();
    expect(screen.getByLabelText(t('auth:login.password'), { exact: false, selector: 'input' })).toHaveValue(
      '',
    );
    expect(screen.getByRole('textbox', { name: t('auth:login.username') })).toHaveValue('admin');
  });

  it('signs in at once, as before, when the server answers a session', async () => {
    serveMenus();
    serveAuthenticate();
    const { user, router } = renderBackOffice('/login');
    await passPasswordStep(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      screen.queryByRole('textbox', { name: t('auth:secondFactor.code.label') }),
    ).not.toBeInTheDocument();
  });
});

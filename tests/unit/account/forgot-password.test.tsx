import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { failureBody, okBody } from 'src/mocks/envelope';
import { server } from 'src/mocks/server';
import { i18n } from 'src/lib/i18n';
import { LAZY, renderBackOffice } from '../guards/back-office-app';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);
const NOW = new Date('2026-11-21T10:00:00.000+07:00');
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

interface Calls {
  verify: unknown[];
  otp: unknown[];
  reset: unknown[];
}

/** The three calls of the flow; refCodes R0000001, R0000002 … one per OTP e-mail. */
function serveForgotPassword(answers: { otp?: () => Response; reset?: () => Response } = {}): Calls {
  const calls: Calls = { verify: [], otp: [], reset: [] };
  server.use(
    http.post('/api/authen/admin/verifyAdminUser', async ({ request }) => {
      calls.verify.push(await request.json());
      return HttpResponse.json(
        okBody({ refCode: `R000000${calls.verify.length}`, expiresAt: inMinutes(10) }),
      );
    }),
    http.post('/api/app/otpController/getByValue', async ({ request }) => {
      const body = (await request.json()) as { refCode: string };
      calls.otp.push(body);
      return answers.otp?.() ?? HttpResponse.json(okBody({ refCode: body.refCode, verified: true }));
    }),
    http.post('/api/app/adminUser/resetPassword', async ({ request }) => {
      calls.reset.push(await request.json());
      return answers.reset?.() ?? HttpResponse.json(okBody({}));
    }),
  );
  return calls;
}

const refused = (key: string) => () =>
  HttpResponse.json(failureBody('102', 'Business rule refused', [{ key, description: key }]), {
    status: 422,
  });

type User = ReturnType<typeof renderBackOffice>['user'];

async function requestOtp(user: User) {
  await user.type(
    await screen.findByRole('textbox', { name: t('account:forgot.email.label') }, LAZY),
    'admin@example.com',
  );
  await user.click(screen.getByRole('button', { name: t('account:forgot.email.submit') }));
  await screen.findByRole('heading', { level: 2, name: t('account:forgot.otp.title') });
}

async function enterOtp(user: User, otp = '123456') {
  await user.type(await screen.findByRole('textbox', { name: t('account:forgot.otp.label') }), otp);
  await user.click(screen.getByRole('button', { name: t('account:forgot.otp.submit') }));
}

/** The label starts with the field name (MUI adds the required mark after it). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const passwordInput = (name: 'newPassword' | 'confirmPassword') =>
  screen.getByLabelText(startsWith(t(`account:password.fields.${name}`)), { selector: 'input' });

// Whole flows through three lazily loaded steps: longer than the default 5 s under jsdom.
describe('forgot password', () => {
  it('goes e-mail → OTP with reference code → new password → sign-in page, which says the password is set', async () => {
    const calls = serveForgotPassword();
    const { user, router } = renderBackOffice('/forgot-password');

    await requestOtp(user);
    expect(calls.verify).toEqual([{ email: 'admin@example.com' }]);
    expect(screen.getByText('R0000001')).toBeInTheDocument();
    // The step title takes the focus, so screen readers follow the change of step.
    expect(screen.getByRole('heading', { level: 2, name: t('account:forgot.otp.title') })).toHaveFocus();

    await enterOtp(user);
    expect(calls.otp).toEqual([{ refCode: 'R0000001', otp: '123456' }]);
    expect(
      await screen.findByRole('heading', { level: 2, name: t('account:forgot.password.title') }),
    ).toHaveFocus();

    await user.type(passwordInput('newPassword'), 'brand-new-pass-1');
    await user.type(passwordInput('confirmPassword'), 'brand-new-pass-1');
    await user.click(screen.getByRole('button', { name: t('account:forgot.password.submit') }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.reset).toEqual([{ refCode: 'R0000001', otp: '123456', newPassword: 'brand-new-pass-1' }]);
    expect(await screen.findByText(t('account:forgot.success'))).toBeInTheDocument();
  });

  it('opens at the OTP step from the link of an invitation mail', async () => {
    const calls = serveForgotPassword();
    const query = new URLSearchParams({
      email: 'new.admin@example.com',
      ref: 'INVITE01',
      expiresAt: inMinutes(8),
    });
    const { user } = renderBackOffice(`/forgot-password?${query.toString()}`);

    await screen.findByRole('heading', { level: 2, name: t('account:forgot.otp.title') }, LAZY);
    expect(screen.getByText('INVITE01')).toBeInTheDocument();
    await enterOtp(user);
    expect(calls.otp).toEqual([{ refCode: 'INVITE01', otp: '123456' }]);
    await screen.findByRole('heading', { level: 2, name: t('account:forgot.password.title') });
    expect(calls.verify).toEqual([]);
  });

  it('starts at the e-mail step when the link is incomplete', async () => {
    serveForgotPassword();
    renderBackOffice('/forgot-password?email=new.admin%40example.com&ref=INVITE01&expiresAt=soon');
    expect(
      await screen.findByRole('textbox', { name: t('account:forgot.email.label') }, LAZY),
    ).toBeInTheDocument();
  });

  it('checks the fields in the browser first', async () => {
    const calls = serveForgotPassword();
    const { user } = renderBackOffice('/forgot-password');
    await user.type(
      await screen.findByRole('textbox', { name: t('account:forgot.email.label') }, LAZY),
      'not-an-email',
    );
    await user.click(screen.getByRole('button', { name: t('account:forgot.email.submit') }));
    expect(await screen.findByText(t('account:forgot.validation.emailInvalid'))).toBeInTheDocument();
    expect(calls.verify).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: t('account:forgot.email.label') }));
    await user.type(
      screen.getByRole('textbox', { name: t('account:forgot.email.label') }),
      'admin@example.com',
    );
    await user.click(screen.getByRole('button', { name: t('account:forgot.email.submit') }));
    await enterOtp(user, '12ab');
    expect(await screen.findByText(t('account:forgot.validation.otpFormat'))).toBeInTheDocument();
    expect(calls.otp).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: t('account:forgot.otp.label') }));
    await enterOtp(user);
    await screen.findByRole('heading', { level: 2, name: t('account:forgot.password.title') });
    await user.type(passwordInput('newPassword'), 'short');
    await user.type(passwordInput('confirmPassword'), 'other');
    await user.click(screen.getByRole('button', { name: t('account:forgot.password.submit') }));
    expect(await screen.findByText(t('account:password.validation.length'))).toBeInTheDocument();
    expect(screen.getByText(t('account:password.validation.mismatch'))).toBeInTheDocument();
    expect(calls.reset).toEqual([]);
  });

  it.each([
    ['OTP_INVALID', 'account:forgot.errors.otpInvalid'],
    ['OTP_EXPIRED', 'account:forgot.errors.otpExpired'],
  ])('shows %s on the OTP field and stays on the step', async (key, messageKey) => {
    serveForgotPassword({ otp: refused(key) });
    const { user } = renderBackOffice('/forgot-password');
    await requestOtp(user);
    await enterOtp(user);

    const field = screen.getByRole('textbox', { name: t('account:forgot.otp.label') });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(t(messageKey));
    expect(field).toHaveValue('123456');
    expect(
      screen.getByRole('heading', { level: 2, name: t('account:forgot.otp.title') }),
    ).toBeInTheDocument();
  });

  it('shows a too-common password on the new-password field', async () => {
    serveForgotPassword({ reset: refused('PASSWORD_TOO_COMMON') });
    const { user, router } = renderBackOffice('/forgot-password');
    await requestOtp(user);
    await enterOtp(user);
    await screen.findByRole('heading', { level: 2, name: t('account:forgot.password.title') });
    await user.type(passwordInput('newPassword'), 'password123');
    await user.type(passwordInput('confirmPassword'), 'password123');
    await user.click(screen.getByRole('button', { name: t('account:forgot.password.submit') }));

    await waitFor(() =>
      expect(passwordInput('newPassword')).toHaveAccessibleDescription(
        t('account:password.errors.tooCommon'),
      ),
    );
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  describe('countdown', () => {
    beforeEach(() => {
      // Only the clock and the one-second tick are fake: the requests keep their real timers.
      vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
      vi.setSystemTime(NOW);
    });
    afterEach(() => vi.useRealTimers());

    const countdown = () => screen.getByRole('timer');
    const tick = (ms: number): void => {
      act(() => {
        vi.advanceTimersByTime(ms);
      });
    };

    it('counts down to expiresAt in mm:ss, then offers a new OTP with a new reference code', async () => {
      const calls = serveForgotPassword();
      const { user } = renderBackOffice('/forgot-password');
      await requestOtp(user);

      expect(countdown()).toHaveTextContent(t('account:forgot.otp.expiresIn', { time: '10:00' }));
      tick(1000);
      expect(countdown()).toHaveTextContent('09:59');
      tick(8 * 60_000 + 54_000);
      expect(countdown()).toHaveTextContent('01:05');
      expect(screen.queryByRole('button', { name: t('account:forgot.otp.resend') })).not.toBeInTheDocument();

      tick(65_000);
      expect(countdown()).toHaveTextContent('00:00');
      const expired = screen
        .getAllByRole('alert')
        .find((alert) => alert.textContent?.includes(t('account:forgot.otp.expired')));
      expect(expired).toBeDefined();

      await user.click(
        within(expired as HTMLElement).getByRole('button', { name: t('account:forgot.otp.resend') }),
      );
      expect(await screen.findByText('R0000002')).toBeInTheDocument();
      expect(calls.verify).toHaveLength(2);
      expect(countdown()).toHaveTextContent('10:00');
      expect(screen.queryByText(t('account:forgot.otp.expired'))).not.toBeInTheDocument();
    });
  });
});

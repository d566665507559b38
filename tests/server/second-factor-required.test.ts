// ADMIN_SECOND_FACTOR=required: an administrator without a second factor enrols right after the
// password, before any session exists; one with it signs in with the code; customer users are
// not asked (tests/server/second-factor.test.ts has the rest of the second factor).
import { expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { expectFailureKey } from './support/answers';
import { auditRows } from './support/audit';
import { createAdminUser, createCustomerUser, nextTestIp } from './support/auth';
import { adminChallenge, codeStep, passwordStep, totpCode } from './support/second-factor';
import { useTestApp } from './support/app-per-file';

const t = useTestApp({ adminSecondFactorRequired: true });

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: nextTestIp() });

it('reads the setting from ADMIN_SECOND_FACTOR (optional by default) and refuses other values', () => {
  const base = { DATA_DIR: '/tmp/etax-config-test', JWT_SECRET: 'x'.repeat(32), SIGNING_KEY: 'y'.repeat(32) };
  expect(loadConfig(base).adminSecondFactorRequired).toBe(false);
  expect(loadConfig({ ...base, ADMIN_SECOND_FACTOR: 'optional' }).adminSecondFactorRequired).toBe(false);
  expect(loadConfig({ ...base, ADMIN_SECOND_FACTOR: 'required' }).adminSecondFactorRequired).toBe(true);
  expect(() => loadConfig({ ...base, ADMIN_SECOND_FACTOR: 'yes' })).toThrow(/ADMIN_SECOND_FACTOR/);
});

it('leads an administrator without a second factor to enrol before there is a session', async () => {
  const admin = await createAdminUser(t);
  const challengeToken = await adminChallenge(t, admin, 'ENROL');
  // An ENROL challenge is no way around the code: it does not sign in by itself.
  expectFailureKey(
    await codeStep(t, 'admin', challengeToken, '123456'),
    422,
    'SECOND_FACTOR_CHALLENGE_EXPIRED',
  );

  const started = await post('/api/authen/admin/enrolSecondFactor', { challengeToken });
  expect(started.statusCode).toBe(200);
  const { secret, qrCode } = started.json().data;
  expect(qrCode).toMatch(/^data:image\/png;base64,/);
  expectFailureKey(
    await post('/api/authen/admin/confirmSecondFactor', {
      challengeToken,
      code: (await totpCode(secret)) === '000000' ? '111111' : '000000',
    }),
    422,
    'SECOND_FACTOR_CODE_INVALID',
  );
  const confirmed = await post('/api/authen/admin/confirmSecondFactor', {
    challengeToken,
    code: await totpCode(secret),
  });
  expect(confirmed.statusCode).toBe(200);
  const { session, recoveryCodes } = confirmed.json().data;
  expect(recoveryCodes).toHaveLength(10);
  expect(session).toMatchObject({ tokenType: 'Bearer', user: { adminCode: admin.adminCode } });
  const status = await t.app.inject({
    method: 'POST',
    url: '/api/authen/secondFactor/status',
    headers: { authorization: `Bearer ${session.accessToken}`, 'x-client-module': 'ADMIN' },
    payload: {},
  });
  expect(status.json().data).toEqual({ enrolled: true, required: true, recoveryCodesLeft: 10 });
  // The challenge is spent; the next sign-in asks for the code.
  expectFailureKey(
    await post('/api/authen/admin/enrolSecondFactor', { challengeToken }),
    422,
    'SECOND_FACTOR_CHALLENGE_EXPIRED',
  );
  const next = await passwordStep(t, 'admin', admin.username, admin.password);
  expect(next.json().data.secondFactor).toBe('CODE');
  const actions = (await auditRows(t, 'admin_user', admin.adminCode)).map((r) => r.action);
  expect(actions).toEqual(['SIGN_IN_CHALLENGE', 'SECOND_FACTOR_ENROL', 'SIGN_IN', 'SIGN_IN_CHALLENGE']);
});

it('does not ask customer users', async () => {
  const user = await createCustomerUser(t, { userRole: 'CUSTOMER_ADMIN' });
  const res = await passwordStep(t, 'customer', user.username, user.password);
  expect(res.json().data).toMatchObject({ tokenType: 'Bearer', user: { userCode: user.userCode } });
});

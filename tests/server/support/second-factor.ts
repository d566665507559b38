// The second factor in server tests: enrolment through the API, and TOTP codes computed here
// with otplib, as an authenticator app computes them.
import { generate } from 'otplib';
import { expect } from 'vitest';
import { API_TIME } from './answers';
import { nextTestIp, type SignedIn } from './auth';
import type { TestApp } from './test-app';

/** The code an authenticator app shows now, or `stepsAhead` 30-second steps later. */
export function totpCode(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

/** Enrols the signed-in caller: the secret (as the app got it) and the recovery codes. */
export async function enrol(
  t: TestApp,
  caller: SignedIn,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/authen/secondFactor/enrol',
    headers: caller.headers,
    payload: {},
  });
  if (started.statusCode !== 200) throw new Error(`enrol failed: ${started.body}`);
  const { secret } = started.json<{ data: { secret: string } }>().data;
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/authen/secondFactor/confirm',
    headers: caller.headers,
    payload: { code: await totpCode(secret) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.body}`);
  return {
    secret,
    recoveryCodes: confirmed.json<{ data: { recoveryCodes: string[] } }>().data.recoveryCodes,
  };
}

/** The password step, each from a fresh address (the sign-in calls are rate-limited per address). */
export function passwordStep(t: TestApp, kind: 'admin' | 'customer', username: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/authen/${kind}/authenticate`,
    payload: { username, password },
    remoteAddress: nextTestIp(),
  });
}

/** The administrator's password step that asks for the second factor (`ENROL` or `CODE`): its challenge token. */
export async function adminChallenge(
  t: TestApp,
  admin: { username: string; password: string },
  secondFactor: 'ENROL' | 'CODE',
): Promise<string> {
  const res = await passwordStep(t, 'admin', admin.username, admin.password);
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toEqual({
    secondFactor,
    challengeToken: expect.any(String),
    expiresAt: expect.stringMatching(API_TIME),
  });
  return res.json().data.challengeToken as string;
}

export function codeStep(t: TestApp, kind: 'admin' | 'customer', challengeToken: string, code: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/authen/${kind}/verifySecondFactor`,
    payload: { challengeToken, code },
    remoteAddress: nextTestIp(),
  });
}

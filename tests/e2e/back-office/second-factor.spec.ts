// Two-step sign-in of an administrator against the real server: set up from the account menu
// (QR code, key for manual entry, the app's first code, recovery codes shown once), then the
// sign-in asks for the code after the password. The codes are computed here with otplib, as an
// authenticator app computes them from the key the page shows.
import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { changePasswordByApi, signInByApi } from '../support/back-office-api';
import { blockingViolations } from '../support/axe';
import { FIRST_ADMIN } from '../support/app-server';
import { expect, openSignedIn, test, useOwnAppServer } from './fixtures';
import secondFactorTexts from '../../../src/locales/th/auth.second-factor.json' with { type: 'json' };
import { account, auth, dashboard, fieldLabel, fill } from './texts';

const PASSWORD = 'e2e-two-step-admin-pass-3';
// The code step's texts are the sign-in page's; the set-up's travel with its own chunk.
const texts = {
  ...secondFactorTexts.secondFactor,
  code: auth.secondFactor.code,
  manage: { ...secondFactorTexts.secondFactor.manage, ...auth.secondFactor.manage },
};

/** The code the app shows `stepsAhead` 30-second steps from now (each code is taken once). */
const codeOf = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

test.describe('two-step sign-in of an administrator', () => {
  const server = useOwnAppServer();
  test.setTimeout(90_000);

  async function signInWithPassword(page: Page) {
    await page.goto(server().adminUrl('/login'));
    await page.getByRole('textbox', { name: auth.login.username }).fill(FIRST_ADMIN.username);
    await page.getByLabel(fieldLabel(auth.login.password)).fill(PASSWORD);
    await page.getByRole('button', { name: auth.login.submit }).click();
  }

  test('sets it up from the account menu, then signs in with the code of the app', async ({ page }) => {
    const first = await signInByApi(server(), FIRST_ADMIN.username, FIRST_ADMIN.initialPassword);
    await changePasswordByApi(server(), first.accessToken, FIRST_ADMIN.initialPassword, PASSWORD);
    const session = await signInByApi(server(), FIRST_ADMIN.username, PASSWORD);
    await openSignedIn(page, server(), session);

    await page.getByRole('button', { name: fill(account.menu.open, { name: FIRST_ADMIN.fullName }) }).click();
    await page.getByRole('menuitem', { name: texts.manage.menu }).click();
    const dialog = page.getByRole('dialog', { name: texts.manage.title });
    await expect(dialog.getByText(texts.manage.off)).toBeVisible();
    await dialog.getByRole('button', { name: texts.manage.setUp }).click();

    await expect(dialog.getByRole('img', { name: texts.enrol.qrAlt })).toBeVisible();
    const shownKey = (await dialog.getByLabel(texts.enrol.secretLabel).textContent()) ?? '';
    const secret = shownKey.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await blockingViolations(page)).toEqual([]);

    const appCode = dialog.getByRole('textbox', { name: fieldLabel(texts.enrol.codeLabel) });
    await appCode.fill('12345');
    await dialog.getByRole('button', { name: texts.enrol.confirm }).click();
    await expect(appCode).toHaveAccessibleDescription(texts.enrol.codeFormat);
    await appCode.fill(await codeOf(secret));
    await dialog.getByRole('button', { name: texts.enrol.confirm }).click();

    const codes = dialog.getByRole('list', { name: texts.recovery.title });
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    await expect(codes.getByRole('listitem').first()).toHaveText(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    await expect(dialog.getByRole('button', { name: texts.recovery.download })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: texts.recovery.done }).click();
    await expect(page.getByText(texts.manage.enabled)).toBeVisible();

    // Signed out, the sign-in asks for the code after the password.
    await page.evaluate(() => localStorage.removeItem('admin-session'));
    await signInWithPassword(page);
    const codeField = page.getByRole('textbox', { name: fieldLabel(texts.code.label) });
    await expect(codeField).toBeFocused();
    expect(await blockingViolations(page)).toEqual([]);
    await codeField.fill('000000' === (await codeOf(secret, 1)) ? '111111' : '000000');
    await page.getByRole('button', { name: texts.code.submit }).click();
    await expect(codeField).toHaveAccessibleDescription(texts.code.invalid);
    // The next step's code: the one used to confirm the set-up is taken already.
    await codeField.fill(await codeOf(secret, 1));
    await page.getByRole('button', { name: texts.code.submit }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: fill(dashboard.welcome, { name: FIRST_ADMIN.fullName }) }),
    ).toBeVisible();
  });
});

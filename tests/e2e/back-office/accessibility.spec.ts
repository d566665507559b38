import { FIRST_ADMIN } from '../support/app-server';
import { expect, openSignedIn, test, useThemeMode } from './fixtures';
import { account, auth, dashboard, fill } from './texts';
import { blockingViolations } from '../support/axe';

// WCAG 2.1 AA (contrast included): no serious or critical violation on the sign-in, forgot-
// password (both first steps) and dashboard screens, in light and in dark mode.
for (const mode of ['light', 'dark'] as const) {
  test.describe(`back-office accessibility, ${mode} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await useThemeMode(page, mode);
    });

    test('sign-in page, also with an error shown', async ({ page, readyServer }) => {
      await page.goto(readyServer.adminUrl('/login'));
      await expect(page.getByRole('heading', { level: 1, name: auth.login.title })).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);

      await page.getByRole('button', { name: auth.login.submit }).click();
      await expect(page.getByText(auth.login.validation.usernameRequired)).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
    });

    test('forgot-password page, e-mail and OTP steps', async ({ page, readyServer }) => {
      await page.goto(readyServer.adminUrl('/forgot-password'));
      await expect(page.getByRole('heading', { level: 1, name: account.forgot.title })).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);

      await page.getByRole('textbox', { name: account.forgot.email.label }).fill(FIRST_ADMIN.email);
      await page.getByRole('button', { name: account.forgot.email.submit }).click();
      await expect(page.getByRole('heading', { level: 2, name: account.forgot.otp.title })).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
    });

    test('dashboard with the menu and the account menu open', async ({ page, readyServer }) => {
      await openSignedIn(page, readyServer, readyServer.session, '/');
      const welcome = fill(dashboard.welcome, { name: FIRST_ADMIN.fullName });
      await expect(page.getByRole('heading', { level: 1, name: welcome })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);

      await page
        .getByRole('button', { name: fill(account.menu.open, { name: FIRST_ADMIN.fullName }) })
        .click();
      await expect(page.getByRole('menuitem', { name: account.menu.logout })).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
    });
  });
}

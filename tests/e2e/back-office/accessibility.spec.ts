import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { FIRST_ADMIN } from '../support/app-server';
import { expect, openSignedIn, test, useThemeMode } from './fixtures';
import { account, auth, dashboard, fill } from './texts';

// WCAG 2.1 AA (contrast included): no serious or critical violation on the sign-in, forgot-
// password (both first steps) and dashboard screens, in light and in dark mode.
async function expectNoBlockingViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
      summary: violation.nodes[0]?.failureSummary,
    }));
  expect(blocking).toEqual([]);
}

for (const mode of ['light', 'dark'] as const) {
  test.describe(`back-office accessibility, ${mode} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await useThemeMode(page, mode);
    });

    test('sign-in page, also with an error shown', async ({ page, readyServer }) => {
      await page.goto(readyServer.adminUrl('/login'));
      await expect(page.getByRole('heading', { level: 1, name: auth.login.title })).toBeVisible();
      await expectNoBlockingViolations(page);

      await page.getByRole('button', { name: auth.login.submit }).click();
      await expect(page.getByText(auth.login.validation.usernameRequired)).toBeVisible();
      await expectNoBlockingViolations(page);
    });

    test('forgot-password page, e-mail and OTP steps', async ({ page, readyServer }) => {
      await page.goto(readyServer.adminUrl('/forgot-password'));
      await expect(page.getByRole('heading', { level: 1, name: account.forgot.title })).toBeVisible();
      await expectNoBlockingViolations(page);

      await page.getByRole('textbox', { name: account.forgot.email.label }).fill(FIRST_ADMIN.email);
      await page.getByRole('button', { name: account.forgot.email.submit }).click();
      await expect(page.getByRole('heading', { level: 2, name: account.forgot.otp.title })).toBeVisible();
      await expectNoBlockingViolations(page);
    });

    test('dashboard with the menu and the account menu open', async ({ page, readyServer }) => {
      await openSignedIn(page, readyServer, readyServer.session, '/');
      const welcome = fill(dashboard.welcome, { name: FIRST_ADMIN.fullName });
      await expect(page.getByRole('heading', { level: 1, name: welcome })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
      await expectNoBlockingViolations(page);

      await page.getByRole('button', { name: fill(account.menu.open, { name: FIRST_ADMIN.fullName }) }).click();
      await expect(page.getByRole('menuitem', { name: account.menu.logout })).toBeVisible();
      await expectNoBlockingViolations(page);
    });
  });
}

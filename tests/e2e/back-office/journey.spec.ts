// The first administrator's way through the back-office against the real server: forced
// password change at first sign-in, the menu, sign-out, a forgotten password reset with the
// OTP from a real e-mail, and a revoked token sending the user back to sign in.
import type { Page } from '@playwright/test';
import { logoutByApi, signInByApi } from '../support/back-office-api';
import { FIRST_ADMIN, startAppServer, type AppServer } from '../support/app-server';
import { otpFromMail } from '../../server/support/smtp-listener';
import { expect, openSignedIn, test } from './fixtures';
import { account, auth, dashboard, fieldLabel, fill, layout, SEEDED_MENU } from './texts';

const CHANGED_PASSWORD = 'e2e-own-admin-pass-1';
const RESET_PASSWORD = 'e2e-reset-admin-pass-2';

test.describe('back-office journey of the first administrator', () => {
  // Each step builds on the one before (the passwords change) on one pristine server.
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(60_000);

  let server: AppServer;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startAppServer({ mail: true });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  async function signInWithForm(page: Page, password: string) {
    await page.getByRole('textbox', { name: auth.login.username }).fill(FIRST_ADMIN.username);
    await page.getByLabel(fieldLabel(auth.login.password)).fill(password);
    await page.getByRole('button', { name: auth.login.submit }).click();
  }

  const welcome = fill(dashboard.welcome, { name: FIRST_ADMIN.fullName });
  const mainMenu = (page: Page) => page.getByRole('navigation', { name: layout.nav.label });

  test('first sign-in: the forced password change comes first, then the page asked for', async ({ page }) => {
    await page.goto(server.adminUrl('/customer'));
    await expect(page).toHaveURL(server.adminUrl('/login?returnTo=%2Fcustomer'));
    await expect(page.getByRole('heading', { level: 1, name: auth.login.title })).toBeVisible();
    // Spec §2: no logo in the header on /login.
    await expect(page.getByRole('banner').getByRole('link')).toHaveCount(0);

    await signInWithForm(page, FIRST_ADMIN.initialPassword);
    await expect(page).toHaveURL(server.adminUrl('/change-password?returnTo=%2Fcustomer'));
    await expect(page.getByRole('heading', { level: 1, name: account.password.forcedTitle })).toBeVisible();

    // Nothing else opens until the password is changed.
    await page.goto(server.adminUrl('/customer'));
    await expect(page).toHaveURL(server.adminUrl('/change-password?returnTo=%2Fcustomer'));

    await page
      .getByLabel(fieldLabel(account.password.fields.currentPassword))
      .fill(FIRST_ADMIN.initialPassword);
    await page.getByLabel(fieldLabel(account.password.fields.newPassword)).fill(CHANGED_PASSWORD);
    await page.getByLabel(fieldLabel(account.password.fields.confirmPassword)).fill(CHANGED_PASSWORD);
    await page.getByRole('button', { name: account.password.submit }).click();

    await expect(page).toHaveURL(server.adminUrl('/customer'));
    await expect(page.getByText(account.password.changed)).toBeVisible();
    // A menu screen not built yet: its placeholder, titled with the menu's label.
    await expect(page.getByRole('heading', { level: 1, name: SEEDED_MENU.customer })).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: SEEDED_MENU.customer })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // The menu from the server: the dashboard, and a group that opens to its screens.
    await mainMenu(page).getByRole('link', { name: SEEDED_MENU.dashboard }).click();
    await expect(page.getByRole('heading', { level: 1, name: welcome })).toBeVisible();
    await mainMenu(page).getByRole('button', { name: SEEDED_MENU.masterData }).click();
    await expect(mainMenu(page).getByRole('link', { name: SEEDED_MENU.province })).toHaveAttribute(
      'href',
      '/admin/master-data/province',
    );
    // The dashboard's shortcuts lead to the same screens.
    await page.getByRole('main').getByRole('link', { name: SEEDED_MENU.customer }).click();
    await expect(page).toHaveURL(server.adminUrl('/customer'));
  });

  test('sign-out ends the session and shows the sign-in page', async ({ page }) => {
    await page.goto(server.adminUrl('/login'));
    await signInWithForm(page, CHANGED_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: welcome })).toBeVisible();

    await page.getByRole('button', { name: fill(account.menu.open, { name: FIRST_ADMIN.fullName }) }).click();
    await page.getByRole('menuitem', { name: account.menu.logout }).click();

    await expect(page).toHaveURL(server.adminUrl('/login'));
    expect(await page.evaluate(() => localStorage.getItem('admin-session'))).toBeNull();
    await page.goto(server.adminUrl('/'));
    await expect(page).toHaveURL(server.adminUrl('/login'));
  });

  test('forgot password: the OTP from the e-mail sets a new password', async ({ page }) => {
    await page.goto(server.adminUrl('/login'));
    await page.getByRole('link', { name: auth.login.forgotPassword }).click();
    await expect(page).toHaveURL(server.adminUrl('/forgot-password'));

    await page.getByRole('textbox', { name: account.forgot.email.label }).fill(FIRST_ADMIN.email);
    await page.getByRole('button', { name: account.forgot.email.submit }).click();
    await expect(page.getByRole('heading', { level: 2, name: account.forgot.otp.title })).toBeFocused();

    const mail = await server.mail!.nextTo(FIRST_ADMIN.email);
    const { otp, refCode } = otpFromMail(mail);
    // The reference code on screen is the one in the e-mail; the OTP is valid for 10 minutes.
    await expect(page.getByText(refCode, { exact: true })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/(10:00|09:[0-5]\d)/);

    await page.getByRole('textbox', { name: account.forgot.otp.label }).fill(otp);
    await page.getByRole('button', { name: account.forgot.otp.submit }).click();
    await expect(page.getByRole('heading', { level: 2, name: account.forgot.password.title })).toBeVisible();

    await page.getByLabel(fieldLabel(account.password.fields.newPassword)).fill(RESET_PASSWORD);
    await page.getByLabel(fieldLabel(account.password.fields.confirmPassword)).fill(RESET_PASSWORD);
    await page.getByRole('button', { name: account.forgot.password.submit }).click();

    await expect(page).toHaveURL(server.adminUrl('/login'));
    await expect(page.getByText(account.forgot.success)).toBeVisible();

    // The old password no longer works; the new one does.
    await signInWithForm(page, CHANGED_PASSWORD);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(auth.login.errors.invalidCredentials);
    await page.getByLabel(fieldLabel(auth.login.password)).fill(RESET_PASSWORD);
    await page.getByRole('button', { name: auth.login.submit }).click();
    await expect(page.getByRole('heading', { level: 1, name: welcome })).toBeVisible();
  });

  test('a token revoked elsewhere (401) sends the user to sign in and back to the page', async ({ page }) => {
    const session = await signInByApi(server, FIRST_ADMIN.username, RESET_PASSWORD);
    await openSignedIn(page, server, session, '/customer');
    await expect(page.getByRole('heading', { level: 1, name: SEEDED_MENU.customer })).toBeVisible();

    await logoutByApi(server, session.accessToken);
    await page.reload();

    await expect(page).toHaveURL(server.adminUrl('/login?returnTo=%2Fcustomer'));
    expect(await page.evaluate(() => localStorage.getItem('admin-session'))).toBeNull();
    await signInWithForm(page, RESET_PASSWORD);
    await expect(page).toHaveURL(server.adminUrl('/customer'));
    await expect(page.getByRole('heading', { level: 1, name: SEEDED_MENU.customer })).toBeVisible();
  });
});

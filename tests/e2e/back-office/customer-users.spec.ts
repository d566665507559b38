// The customer module's own branches and users against the real server: the administrator
// creates a customer and its customer admin by API; the customer admin sets a password with the
// OTP from the invitation e-mail, signs in at /customer/, adds a branch and a user through the
// UI, finds them, meets the duplicate e-mail messages and deletes the branch; the new user
// follows the invitation mail's link, sets a password with its OTP and signs in too. axe on both screens, light and dark.
import type { Page } from '@playwright/test';
import customerBranch from '../../../src/locales/th/customer-branch.json' with { type: 'json' };
import customerUser from '../../../src/locales/th/customer-user.json' with { type: 'json' };
import list from '../../../src/locales/th/list.json' with { type: 'json' };
import { changePasswordByApi, signInByApi, type StoredSession } from '../support/back-office-api';
import { FIRST_ADMIN, startAppServer, type AppServer } from '../support/app-server';
import { otpFromMail } from '../../server/support/smtp-listener';
import {
  createCustomerByApi,
  createCustomerUserByApi,
  customerSignInByApi,
  setCustomerPasswordByApi,
} from './customer-users-api';
import { expect, openWithStoredSession, test, useThemeMode } from './fixtures';
import { account, auth, common, dashboard, errors, fieldLabel, fill, layout } from './texts';
import { blockingViolations } from '../support/axe';
import { chooseOption, choosePlace, confirmPrompt } from './form-actions';

const OWNER = { username: 'owner.e2e', fullName: 'เจ้าของ ทดสอบ', email: 'owner@e2e-customer.test' };
const OWNER_PASSWORD = 'e2e-owner-pass-1';
const CLERK = { username: 'clerk.e2e', fullName: 'พนักงาน ทดสอบ', email: 'clerk@e2e-customer.test' };
const CLERK_PASSWORD = 'e2e-clerk-pass-2';
const ADMIN_PASSWORD = 'e2e-customer-spec-admin-3';
// The server's duplicate texts (server/modules/customer-user/messages.ts), in Thai.
const EMAIL_TAKEN_IN_CUSTOMER = 'อีเมลนี้ถูกใช้โดยผู้ใช้อื่นของลูกค้านี้แล้ว';
const EMAIL_TAKEN_ELSEWHERE = 'อีเมลนี้ถูกลงทะเบียนกับบัญชีอื่นแล้ว';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: layout.nav.label });
// The list's search card. A dialog that has just closed may still be in the page for a moment,
// with fields of the same names, while the page behind it stays hidden from assistive technology:
// looking inside the card waits until the page is back.
const searchCard = (page: Page) => page.getByRole('search');

async function signInWithForm(page: Page, username: string, password: string) {
  await page.getByRole('textbox', { name: auth.login.username }).fill(username);
  await page.getByLabel(fieldLabel(auth.login.password)).fill(password);
  await page.getByRole('button', { name: auth.login.submit }).click();
}

test.describe('customer module: own branches and users', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(90_000);

  let server: AppServer;
  let customerCode: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startAppServer({ mail: true });
    const first = await signInByApi(server, FIRST_ADMIN.username, FIRST_ADMIN.initialPassword);
    await changePasswordByApi(server, first.accessToken, FIRST_ADMIN.initialPassword, ADMIN_PASSWORD);
    const admin: StoredSession = await signInByApi(server, FIRST_ADMIN.username, ADMIN_PASSWORD);
    const customer = await createCustomerByApi(server, admin, 'บริษัท ลูกค้าทดสอบ จำกัด');
    customerCode = customer.customerCode;
    await createCustomerUserByApi(server, admin, customerCode, { ...OWNER, userRole: 'CUSTOMER_ADMIN' });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  async function openAsOwner(page: Page, path: string) {
    const session = await customerSignInByApi(server, OWNER.username, OWNER_PASSWORD);
    await openWithStoredSession(page, server.customerUrl(path), 'customer-session', session);
  }

  test('the customer admin sets a password with the invitation OTP and signs in at /customer/', async ({
    page,
  }) => {
    const invitation = await server.mail!.nextTo(OWNER.email);
    expect(invitation.text).toContain('รหัส OTP ของคุณคือ');
    const { refCode, otp } = otpFromMail(invitation);
    await setCustomerPasswordByApi(server, refCode, otp, OWNER_PASSWORD);

    await page.goto(server.customerUrl('/'));
    await expect(page).toHaveURL(server.customerUrl('/login'));
    await signInWithForm(page, OWNER.username, OWNER_PASSWORD);
    await expect(
      page.getByRole('heading', { level: 1, name: fill(dashboard.welcome, { name: OWNER.fullName }) }),
    ).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: customerBranch.title })).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: customerUser.title })).toBeVisible();
  });

  test('branches: the head office is there; add a branch, find it, delete it', async ({ page }) => {
    await openAsOwner(page, '/');
    await mainMenu(page).getByRole('link', { name: customerBranch.title }).click();
    await expect(page).toHaveURL(server.customerUrl('/branch'));
    await expect(page.getByRole('heading', { level: 1, name: customerBranch.title })).toBeVisible();
    const grid = page.getByRole('grid', { name: customerBranch.tableTitle });
    await expect(grid.getByRole('row', { name: /00000/ })).toBeVisible();
    // The head office cannot be deleted: no button.
    await expect(grid.getByRole('button', { name: /^ลบ 00000/ })).toHaveCount(0);
    expect(await blockingViolations(page)).toEqual([]);

    await page.getByRole('button', { name: customerBranch.add }).click();
    const dialog = page.getByRole('dialog', {
      name: fill(list.dialogTitle.add, { entity: customerBranch.entity }),
    });
    await dialog.getByRole('textbox', { name: fieldLabel(customerBranch.field.branchCode) }).fill('00001');
    await dialog
      .getByRole('textbox', { name: fieldLabel(customerBranch.field.branchName) })
      .fill('สาขาเชียงใหม่');
    await dialog.getByRole('textbox', { name: fieldLabel(customerBranch.field.addressNo) }).fill('12');
    await choosePlace(page, dialog, list.address.province, 'เชียงใหม่');
    await choosePlace(page, dialog, list.address.district, 'เมืองเชียงใหม่');
    await choosePlace(page, dialog, list.address.subDistrict, 'ศรีภูมิ');
    await expect(dialog.getByRole('textbox', { name: fieldLabel(list.address.zipCode) })).toHaveValue(
      '50200',
    );
    await dialog
      .getByRole('textbox', { name: fieldLabel(customerBranch.field.contactTel) })
      .fill('053-123-456');
    expect(await blockingViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: common.action.save }).click();
    await confirmPrompt(page, common.confirm.add);
    await expect(page.getByText(common.toast.saveSuccess)).toBeVisible();
    await expect(dialog).toBeHidden();

    // Find it by its code.
    await searchCard(page).getByRole('textbox', { name: customerBranch.field.branchCode }).fill('00001');
    await searchCard(page).getByRole('button', { name: common.action.search }).click();
    await expect(page).toHaveURL(/[?&]b\.branchCode=00001/);
    await expect(grid.getByRole('row', { name: /สาขาเชียงใหม่/ })).toBeVisible();
    await expect(grid.getByRole('row', { name: /00000/ })).toHaveCount(0);

    await grid.getByRole('button', { name: 'ลบ 00001 สาขาเชียงใหม่' }).click();
    await confirmPrompt(page, common.confirm.delete);
    await expect(grid.getByText(list.table.empty)).toBeVisible();
  });

  test('users: add a user with role and branch, find it; duplicate e-mails show their messages', async ({
    page,
  }) => {
    await openAsOwner(page, '/user');
    await expect(page.getByRole('heading', { level: 1, name: customerUser.title })).toBeVisible();
    const grid = page.getByRole('grid', { name: customerUser.tableTitle });
    await expect(
      grid.getByRole('row', { name: new RegExp(OWNER.username.replace('.', '\\.')) }),
    ).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);

    const dialog = page.getByRole('dialog', {
      name: fill(list.dialogTitle.add, { entity: customerUser.entity }),
    });
    const addUser = async (user: typeof CLERK) => {
      await page.getByRole('button', { name: customerUser.add }).click();
      await dialog
        .getByRole('textbox', { name: fieldLabel(customerUser.field.username) })
        .fill(user.username);
      await dialog
        .getByRole('textbox', { name: fieldLabel(customerUser.field.fullName) })
        .fill(user.fullName);
      await dialog.getByRole('textbox', { name: fieldLabel(customerUser.field.email) }).fill(user.email);
    };

    // An e-mail another user of this customer has.
    await addUser({ username: 'twin.e2e', fullName: 'ซ้ำ อีเมล', email: OWNER.email });
    await dialog.getByRole('button', { name: common.action.save }).click();
    await confirmPrompt(page, common.confirm.add);
    const email = dialog.getByRole('textbox', { name: fieldLabel(customerUser.field.email) });
    await expect(email).toHaveAccessibleDescription(EMAIL_TAKEN_IN_CUSTOMER);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    // An e-mail of another account (the administrator).
    await email.fill(FIRST_ADMIN.email);
    await dialog.getByRole('button', { name: common.action.save }).click();
    await confirmPrompt(page, common.confirm.add);
    await expect(email).toHaveAccessibleDescription(EMAIL_TAKEN_ELSEWHERE);
    await dialog.getByRole('button', { name: common.action.cancel }).click();
    await page
      .getByRole('alertdialog', { name: list.unsaved.message })
      .getByRole('button', { name: list.unsaved.discard })
      .click();
    await expect(dialog).toBeHidden();

    await addUser(CLERK);
    await chooseOption(page, dialog, fieldLabel(customerUser.field.userRole), customerUser.role.USER);
    await dialog.getByRole('combobox', { name: new RegExp(`^${customerUser.field.branchCodes}`) }).click();
    await page.getByRole('option', { name: /00000/ }).click();
    await page.keyboard.press('Escape');
    expect(await blockingViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: common.action.save }).click();
    await confirmPrompt(page, common.confirm.add);
    await expect(page.getByText(common.toast.saveSuccess)).toBeVisible();
    await expect(dialog).toBeHidden();

    await searchCard(page).getByRole('textbox', { name: customerUser.field.username }).fill('clerk');
    await searchCard(page).getByRole('button', { name: common.action.search }).click();
    await expect(page).toHaveURL(/[?&]u\.username=clerk/);
    const row = grid.getByRole('row', { name: /clerk\.e2e/ });
    await expect(row).toBeVisible();
    await expect(row).toContainText(customerUser.role.USER);
    await expect(grid.getByRole('row', { name: /owner\.e2e/ })).toHaveCount(0);
  });

  test('the new user follows the invitation link, sets a password with its OTP and signs in at /customer/', async ({
    page,
  }) => {
    // The invitation the server sent when the user was created links to the customer app's
    // forgot-password page, opened at the OTP step of this very mail.
    const invitation = await server.mail!.nextTo(CLERK.email);
    const { otp, refCode } = otpFromMail(invitation);
    const link = /https?:\/\/\S+/.exec(invitation.text)?.[0];
    expect(link).toContain(server.customerUrl('/forgot-password?'));

    await page.goto(link!);
    await expect(page.getByText(refCode, { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: account.forgot.otp.label }).fill(otp);
    await page.getByRole('button', { name: account.forgot.otp.submit }).click();
    await page.getByLabel(fieldLabel(account.password.fields.newPassword)).fill(CLERK_PASSWORD);
    await page.getByLabel(fieldLabel(account.password.fields.confirmPassword)).fill(CLERK_PASSWORD);
    await page.getByRole('button', { name: account.forgot.password.submit }).click();
    await expect(page).toHaveURL(server.customerUrl('/login'));

    await signInWithForm(page, CLERK.username, CLERK_PASSWORD);
    await expect(
      page.getByRole('heading', { level: 1, name: fill(dashboard.welcome, { name: CLERK.fullName }) }),
    ).toBeVisible();
    // A plain user manages neither branches nor users.
    await expect(mainMenu(page).getByRole('link', { name: customerBranch.title })).toHaveCount(0);
    await page.goto(server.customerUrl('/user'));
    await expect(page.getByRole('heading', { level: 1, name: errors['403'].title })).toBeVisible();
    await expect(page.getByRole('grid', { name: customerUser.tableTitle })).toHaveCount(0);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`axe, ${mode} mode: both screens with rows and with the add dialog`, async ({ page }) => {
      await useThemeMode(page, mode);
      for (const screen of [
        { path: '/branch', table: customerBranch.tableTitle, add: customerBranch.add },
        { path: '/user', table: customerUser.tableTitle, add: customerUser.add },
      ]) {
        await openAsOwner(page, screen.path);
        await expect(page.getByRole('grid', { name: screen.table }).getByRole('row').nth(1)).toBeVisible();
        expect(await blockingViolations(page)).toEqual([]);
        await page.getByRole('button', { name: screen.add }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        expect(await blockingViolations(page)).toEqual([]);
      }
    });
  }
});

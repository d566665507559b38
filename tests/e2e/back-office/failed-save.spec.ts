// Issue 19, item 1: the server stops while four kinds of form are open — a page form (a new
// customer), a dialog (a new province), a row action (deleting a province) and the password
// change. Each save then says so where the user is (the failure toast, and the banner brought
// into view or the message inside the dialog) and keeps what was typed; once a server runs again
// on the same port and data, pressing save again saves.
import type { Page } from '@playwright/test';
import customer from '../../../src/locales/th/customer.json' with { type: 'json' };
import { FIRST_ADMIN } from '../support/app-server';
import { adminPost, changePasswordByApi, signInByApi, type StoredSession } from '../support/back-office-api';
import { expect, openSignedIn, READY_ADMIN_PASSWORD, test, useOwnAppServer } from './fixtures';
import { chooseOption, choosePlace, confirmPrompt } from './form-actions';
import { list, masterData } from './master-data-texts';
import { account, common, fieldLabel, fill } from './texts';

test.setTimeout(180_000);
// Its own server: this spec stops and restarts it.
const ownServer = useOwnAppServer();

// No answer is no fault to report to the administrator (issue 32): the network line alone.
const NO_ANSWER = [common.errorBanner.network];
const failureToast = (page: Page) => page.getByText(common.toast.saveFailure, { exact: true });
const savedToast = (page: Page) => page.getByText(common.toast.saveSuccess, { exact: true });

test('with the server stopped every kind of form says so and keeps its values; saving again saves', async ({
  page,
  context,
}) => {
  const server = ownServer();
  const first = await signInByApi(server, FIRST_ADMIN.username, FIRST_ADMIN.initialPassword);
  await changePasswordByApi(server, first.accessToken, FIRST_ADMIN.initialPassword, READY_ADMIN_PASSWORD);
  const session: StoredSession = await signInByApi(server, FIRST_ADMIN.username, READY_ADMIN_PASSWORD);
  await adminPost(server, session.accessToken, '/api/app/masterDataController/saveProvince', {
    provinceCode: '97',
    provinceNameTh: 'จังหวัดลบทิ้ง',
    provinceNameEng: 'Province To Delete',
    status: 'ACTIVE',
  });
  const t = masterData.province;

  // A page form: a new customer, filled down to its save button at the foot of the page.
  const pageForm = page;
  await openSignedIn(pageForm, server, session, '/customer/new');
  const general = pageForm.getByRole('group', { name: customer.sections.general });
  await general
    .getByRole('textbox', { name: fieldLabel(customer.customerName) })
    .fill('บริษัท เซิร์ฟเวอร์ล่ม จำกัด');
  await general.getByRole('textbox', { name: fieldLabel(customer.customerNumber) }).fill('0105536112014');
  await chooseOption(pageForm, general, customer.customerType, 'นิติบุคคล');
  await general.getByRole('textbox', { name: fieldLabel(customer.contactTel) }).fill('02-123-4567');
  const address = pageForm.getByRole('group', { name: customer.sections.address });
  await address.getByRole('textbox', { name: fieldLabel(customer.address.addressNo) }).fill('99/1');
  await choosePlace(pageForm, address, list.address.province, 'กรุงเทพมหานคร');
  await choosePlace(pageForm, address, list.address.khet, 'พระนคร');
  await choosePlace(pageForm, address, list.address.khwaeng, 'พระบรมมหาราชวัง');

  // A dialog: a new province.
  const dialogPage = await context.newPage();
  await openSignedIn(dialogPage, server, session, '/master-data/province');
  await dialogPage.getByRole('button', { name: common.action.add }).click();
  const dialog = dialogPage.getByRole('dialog', { name: fill(list.dialogTitle.add, { entity: t.entity }) });
  await dialog.getByRole('textbox', { name: fieldLabel(t.provinceCode) }).fill('98');
  await dialog.getByRole('textbox', { name: fieldLabel(t.provinceNameTh) }).fill('จังหวัดรอเซิร์ฟเวอร์');
  await dialog.getByRole('textbox', { name: fieldLabel(t.provinceNameEn) }).fill('Waiting Province');
  await chooseOption(dialogPage, dialog, t.geoId, t.regions['1']);
  await dialog.getByRole('textbox', { name: fieldLabel(t.seq) }).fill('98');

  // A row action: deleting province 97, found through the URL's criteria.
  const rowPage = await context.newPage();
  await openSignedIn(rowPage, server, session, '/master-data/province?provinceCode=97');
  const deleteButton = rowPage.getByRole('button', {
    name: fill(list.rowAction.delete, { name: '97 จังหวัดลบทิ้ง' }),
  });
  await expect(deleteButton).toBeVisible();

  // The password change from the account menu.
  const passwordPage = await context.newPage();
  await openSignedIn(passwordPage, server, session, '/');
  await passwordPage
    .getByRole('button', { name: fill(account.menu.open, { name: FIRST_ADMIN.fullName }) })
    .click();
  await passwordPage.getByRole('menuitem', { name: account.menu.changePassword }).click();
  const passwordDialog = passwordPage.getByRole('dialog', { name: account.password.changeTitle });
  const passwordField = (name: string) => passwordDialog.getByLabel(fieldLabel(name));
  await passwordField(account.password.fields.currentPassword).fill(READY_ADMIN_PASSWORD);
  await passwordField(account.password.fields.newPassword).fill('e2e-after-the-outage-9');
  await passwordField(account.password.fields.confirmPassword).fill('e2e-after-the-outage-9');

  await server.halt();

  // Page form: the toast, and the banner at the top of the page brought into view.
  await pageForm.bringToFront();
  await pageForm.getByRole('button', { name: common.action.save }).click();
  await confirmPrompt(pageForm, common.confirm.add);
  await expect(failureToast(pageForm)).toBeVisible();
  const banner = pageForm.getByRole('alert').filter({ hasText: common.errorBanner.network });
  for (const line of NO_ANSWER) await expect(banner).toContainText(line);
  await expect(banner).toBeInViewport();
  await expect(general.getByRole('textbox', { name: fieldLabel(customer.customerName) })).toHaveValue(
    'บริษัท เซิร์ฟเวอร์ล่ม จำกัด',
  );
  await expect(address.getByRole('combobox', { name: fieldLabel(list.address.khwaeng) })).toHaveValue(
    'พระบรมมหาราชวัง',
  );

  // Dialog: the toast, and the message inside the dialog (the banner is behind it).
  await dialogPage.bringToFront();
  await dialog.getByRole('button', { name: common.action.save }).click();
  await confirmPrompt(dialogPage, common.confirm.add);
  await expect(failureToast(dialogPage)).toBeVisible();
  const inDialog = dialog.getByRole('alert');
  for (const line of NO_ANSWER) await expect(inDialog).toContainText(line);
  await expect(inDialog).toBeInViewport();
  await expect(dialog.getByRole('textbox', { name: fieldLabel(t.provinceNameEn) })).toHaveValue(
    'Waiting Province',
  );

  // Row action: the toast, and the banner in view; the row is still there.
  await rowPage.bringToFront();
  await deleteButton.click();
  await confirmPrompt(rowPage, common.confirm.delete);
  await expect(failureToast(rowPage)).toBeVisible();
  const rowBanner = rowPage.getByRole('alert').filter({ hasText: common.errorBanner.network });
  await expect(rowBanner).toBeInViewport();
  await expect(deleteButton).toBeVisible();

  // Password change: the toast, and the message above its fields; what was typed stays.
  await passwordPage.bringToFront();
  await passwordDialog.getByRole('button', { name: common.action.save }).click();
  await expect(failureToast(passwordPage)).toBeVisible();
  await expect(passwordDialog.getByRole('alert')).toHaveText(account.errors.network);
  await expect(passwordField(account.password.fields.newPassword)).toHaveValue('e2e-after-the-outage-9');

  // The same server again, on the same port and data: each save, pressed again, goes through.
  await server.restart();

  await pageForm.bringToFront();
  await pageForm.getByRole('button', { name: common.action.save }).click();
  await confirmPrompt(pageForm, common.confirm.add);
  await expect(savedToast(pageForm)).toBeVisible();
  await expect(pageForm).toHaveURL(/\/customer\/C\d+\/edit$/);

  await dialogPage.bringToFront();
  await dialog.getByRole('button', { name: common.action.save }).click();
  await confirmPrompt(dialogPage, common.confirm.add);
  await expect(savedToast(dialogPage)).toBeVisible();
  await expect(dialog).toBeHidden();

  await rowPage.bringToFront();
  await deleteButton.click();
  await confirmPrompt(rowPage, common.confirm.delete);
  await expect(savedToast(rowPage)).toBeVisible();
  await expect(deleteButton).toBeHidden();

  await passwordPage.bringToFront();
  await passwordDialog.getByRole('button', { name: common.action.save }).click();
  await expect(passwordPage.getByText(account.password.changed)).toBeVisible();
  await expect(passwordDialog).toBeHidden();
});

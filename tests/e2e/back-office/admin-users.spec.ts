// The system administrator screen against the real server: add an administrator and find it;
// deleting one's own account is refused with the server's message; axe in light and dark.
import type { Page } from '@playwright/test';
import adminUser from '../../../src/locales/th/admin-user.json' with { type: 'json' };
import { FIRST_ADMIN } from '../support/app-server';
import { expect, openSignedIn, test, useThemeMode } from './fixtures';
import { list } from './master-data-texts';
import { common, fieldLabel, fill } from './texts';
import { blockingViolations } from '../support/axe';

test.setTimeout(90_000);

const grid = (page: Page) => page.getByRole('grid', { name: list.table.title });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

async function confirmIn(page: Page, question: string) {
  const prompt = page.getByRole('alertdialog', { name: question });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: common.action.confirm }).click();
}

test('administrator: add, find and view', async ({ page, readyServer }) => {
  const stamp = Date.now();
  const username = `e2e.admin.${stamp}`;
  const fullName = `ผู้ดูแล ทดสอบ${stamp}`;
  await openSignedIn(page, readyServer, readyServer.session, '/admin-user');
  await expect(page.getByRole('heading', { level: 1, name: adminUser.title })).toBeVisible();

  await page.getByRole('button', { name: common.action.add }).click();
  const dialog = page.getByRole('dialog', { name: fill(list.dialogTitle.add, { entity: adminUser.entity }) });
  await expect(dialog).toContainText(adminUser.otpNotice);
  await dialog.getByRole('textbox', { name: fieldLabel(adminUser.username) }).fill(username);
  await dialog.getByRole('textbox', { name: fieldLabel(adminUser.fullName) }).fill(fullName);
  await dialog.getByRole('textbox', { name: fieldLabel(adminUser.email) }).fill(`${username}@example.com`);
  await dialog.getByRole('textbox', { name: fieldLabel(adminUser.tel) }).fill('081-234-5678');
  await dialog.getByRole('button', { name: common.action.save }).click();
  await confirmIn(page, common.confirm.add);
  await expect(toast(page, common.toast.saveSuccess)).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('search');
  await card.getByRole('textbox', { name: adminUser.fullName }).fill(`ทดสอบ${stamp}`);
  await card.getByRole('textbox', { name: adminUser.fullName }).press('Enter');
  const row = grid(page).getByRole('row', { name: new RegExp(username.replace(/\./g, '\\.')) });
  await expect(row).toContainText(fullName);
  await expect(row).toContainText('0812345678');
  await expect(row).toContainText(common.status.ACTIVE);
  await expect(
    page.getByRole('status').filter({ hasText: fill(list.table.total_one, { total: 1 }) }),
  ).toBeVisible();

  const code = (await row.getByRole('gridcell').first().textContent())?.trim() ?? '';
  await row.getByRole('button', { name: fill(list.rowAction.view, { name: `${code} ${fullName}` }) }).click();
  const view = page.getByRole('dialog', {
    name: fill(list.dialogTitle.inquiry, { entity: adminUser.entity }),
  });
  await expect(view.getByRole('textbox', { name: adminUser.email })).toHaveValue(`${username}@example.com`);
  await expect(view.getByRole('button', { name: common.action.save })).toHaveCount(0);
});

test('administrator: deleting one’s own account shows the server’s refusal', async ({
  page,
  readyServer,
}) => {
  await openSignedIn(page, readyServer, readyServer.session, `/admin-user?adminCode=ADM0001`);
  const row = grid(page).getByRole('row', { name: new RegExp(FIRST_ADMIN.username) });
  await expect(row).toBeVisible();
  await row
    .getByRole('button', { name: fill(list.rowAction.delete, { name: `ADM0001 ${FIRST_ADMIN.fullName}` }) })
    .click();
  await confirmIn(page, common.confirm.delete);
  await expect(toast(page, common.toast.saveFailure)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'ลบบัญชีของตัวเองไม่ได้' })).toBeVisible();
  await expect(row).toBeVisible();
});

for (const mode of ['light', 'dark'] as const) {
  test(`administrator screen: no serious or critical axe violation, ${mode} mode`, async ({
    page,
    readyServer,
  }) => {
    await useThemeMode(page, mode);
    await openSignedIn(page, readyServer, readyServer.session, '/admin-user');
    await expect(page.getByRole('heading', { level: 1, name: adminUser.title })).toBeVisible();
    // Rows (and their status labels) are shown before checking.
    await expect(grid(page).getByRole('row').nth(1)).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
}

// The audit log screen shows a change made through the API a moment before, with its values
// before and after (axe, light and dark); the sign-in page's language switch.
import type { Page } from '@playwright/test';
import audit from '../../../src/locales/th/audit.json' with { type: 'json' };
import englishAuth from '../../../src/locales/en/auth.json' with { type: 'json' };
import type { AppServer } from '../support/app-server';
import type { StoredSession } from '../support/back-office-api';
import { blockingViolations } from '../support/axe';
import { BANGKOK_ADDRESS, newTaxId } from '../../server/support/customer-data';
import { expect, openSignedIn, test, useThemeMode } from './fixtures';
import { auth, common } from './texts';

async function post<T>(server: AppServer, path: string, body: unknown, admin: StoredSession): Promise<T> {
  const response = await fetch(`${server.origin}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-client-module': 'ADMIN',
      authorization: `Bearer ${admin.accessToken}`,
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json.data;
}

/** A customer created, then renamed: the change the audit log must show. */
async function renameACustomer(server: AppServer, admin: StoredSession) {
  const fields = {
    customerName: `บริษัท ก่อนแก้ ${Date.now()} จำกัด`,
    customerNumber: newTaxId(),
    customerStatus: 'ACTIVE',
    customerType: 'JURISTIC',
    contactTel: '02-123-4567',
    email: 'audit@e2e-customer.test',
    address: BANGKOK_ADDRESS,
    shippingAddress: null,
    documentTypes: ['388'],
  };
  const created = await post<{ customerCode: string; version: number }>(
    server,
    '/api/app/customerController/create',
    fields,
    admin,
  );
  const renamed = fields.customerName.replace('ก่อนแก้', 'หลังแก้');
  await post(
    server,
    '/api/app/customerController/update',
    { ...fields, customerName: renamed, customerCode: created.customerCode, version: created.version },
    admin,
  );
  return { customerCode: created.customerCode, before: fields.customerName, after: renamed };
}

async function searchByRecord(page: Page, customerCode: string) {
  const search = page.getByRole('search');
  await search.getByRole('combobox', { name: audit.entity }).click();
  await page.getByRole('option', { name: audit.entities.customer, exact: true }).click();
  await search.getByRole('textbox', { name: audit.entityId }).fill(customerCode);
  await search.getByRole('button', { name: common.action.search }).click();
  await expect(page).toHaveURL(new RegExp(`entityId=${customerCode}`));
}

for (const mode of ['light', 'dark'] as const) {
  test(`the audit log shows a change made just now, before and after (${mode} mode)`, async ({
    page,
    readyServer,
  }) => {
    await useThemeMode(page, mode);
    const change = await renameACustomer(readyServer, readyServer.session);
    await openSignedIn(page, readyServer, readyServer.session, '/audit');
    await expect(page.getByRole('heading', { level: 1, name: audit.title })).toBeVisible();
    await searchByRecord(page, change.customerCode);

    const grid = page.getByRole('grid');
    // The header row, the update (newest first) and the creation.
    await expect(grid.getByRole('row')).toHaveCount(3);
    const update = grid.getByRole('row').nth(1);
    await expect(update).toContainText(audit.actions.UPDATE);
    await expect(update).toContainText(`${audit.entities.customer} ${change.customerCode}`);
    await expect(grid.getByRole('row').nth(2)).toContainText(audit.actions.CREATE);
    expect(await blockingViolations(page)).toEqual([]);

    // The row's one button: view (the log has no edit or delete).
    await expect(update.getByRole('button')).toHaveCount(1);
    await update.getByRole('button').click();
    const entry = page.getByRole('dialog', { name: audit.entry.title });
    await expect(entry).toContainText(`${change.customerCode} ${change.after}`);
    const name = entry.getByRole('row', { name: new RegExp(audit.fields.customerName) });
    await expect(name).toContainText(change.before);
    await expect(name).toContainText(change.after);
    await expect(name).toHaveAttribute('data-changed', 'true');
    await expect(
      entry.getByRole('row', { name: new RegExp(`^${audit.fields.customerType}`) }),
    ).not.toHaveAttribute('data-changed');
    expect(await blockingViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(entry).toBeHidden();
  });
}

test('the sign-in page switches to English from the keyboard and keeps it', async ({ page, readyServer }) => {
  await page.goto(readyServer.adminUrl('/login'));
  await expect(page.getByRole('heading', { level: 1, name: auth.login.title })).toBeVisible();
  // The buttons are named in their own language; the group's name follows the switch.
  await expect(page.getByRole('group', { name: common.language.label })).toBeVisible();
  const english = page.getByRole('button', { name: 'English' });
  await english.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: englishAuth.login.title })).toBeVisible();
  await expect(english).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: englishAuth.login.title })).toBeVisible();
  await page.getByRole('link', { name: englishAuth.login.forgotPassword }).click();
  await expect(page).toHaveURL(readyServer.adminUrl('/forgot-password'));
  await expect(page.getByRole('group', { name: 'Language' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ภาษาไทย' })).toHaveAttribute('aria-pressed', 'false');
});

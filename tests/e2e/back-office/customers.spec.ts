// The customer screens against the real server: add a customer with an address chosen through
// the cascade, find it, edit it in two tabs (the second save gets the reload prompt), delete it;
// a duplicate tax ID is refused on its field; axe on the search and the customer page.
import type { Page } from '@playwright/test';
import customer from '../../../src/locales/th/customer.json' with { type: 'json' };
import { expect, openSignedIn, test, useThemeMode, type ReadyServer } from './fixtures';
import { list } from './master-data-texts';
import { common, fieldLabel, fill } from './texts';
import { blockingViolations } from '../support/axe';
import { BANGKOK_ADDRESS, newTaxId } from '../../server/support/customer-data';
import { chooseOption, choosePlace, confirmPrompt, placePicker } from './form-actions';

test.setTimeout(120_000);
// The customer table has ten columns (spec §3): on a full-HD screen they all fit, so the row
// actions are rendered without scrolling the grid sideways (the grid virtualises columns).
test.use({ viewport: { width: 1920, height: 1080 } });

const grid = (page: Page) => page.getByRole('grid', { name: list.table.title });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });
const section = (page: Page, title: string) => page.getByRole('group', { name: title });

async function saveAndConfirm(page: Page, question: string) {
  await page.getByRole('button', { name: common.action.save }).click();
  await confirmPrompt(page, question);
}

/** The add page's required fields, with a Bangkok address chosen through the cascade. */
async function fillNewCustomer(page: Page, name: string, taxId: string) {
  const general = section(page, customer.sections.general);
  await general.getByRole('textbox', { name: fieldLabel(customer.customerName) }).fill(name);
  await general.getByRole('textbox', { name: fieldLabel(customer.customerNumber) }).fill(taxId);
  await chooseOption(page, general, customer.customerType, 'นิติบุคคล');
  await general.getByRole('textbox', { name: fieldLabel(customer.contactTel) }).fill('02-123-4567');

  const address = section(page, customer.sections.address);
  await address.getByRole('textbox', { name: fieldLabel(customer.address.addressNo) }).fill('99/1');
  await choosePlace(page, address, list.address.province, 'กรุงเทพมหานคร');
  // Bangkok says khet / khwaeng.
  await choosePlace(page, address, list.address.khet, 'พระนคร');
  await choosePlace(page, address, list.address.khwaeng, 'พระบรมมหาราชวัง');
  await expect(address.getByRole('textbox', { name: fieldLabel(list.address.zipCode) })).toHaveValue('10200');
}

async function searchByName(page: Page, name: string) {
  const card = page.getByRole('search');
  await card.getByRole('button', { name: common.action.clear }).click();
  await card.getByRole('textbox', { name: customer.customerName }).fill(name);
  await card.getByRole('textbox', { name: customer.customerName }).press('Enter');
}

/** A customer made through the API (set-up only; the journeys go through the UI). */
async function createCustomerByApi(server: ReadyServer, customerName: string, customerNumber: string) {
  const response = await fetch(`${server.origin}/api/app/customerController/create`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-client-module': 'ADMIN',
      authorization: `Bearer ${server.session.accessToken}`,
    },
    body: JSON.stringify({
      customerName,
      customerNumber,
      customerStatus: 'ACTIVE',
      customerType: 'JURISTIC',
      address: BANGKOK_ADDRESS,
      documentTypes: [],
    }),
  });
  expect(response.ok, await response.clone().text()).toBe(true);
  return ((await response.json()) as { data: { customerCode: string } }).data.customerCode;
}

test('customer: add through the cascade, find, edit in two tabs, delete', async ({ page, readyServer }) => {
  const name = `บริษัท อีทูอี ${Date.now()} จำกัด`;
  const taxId = newTaxId();
  await openSignedIn(page, readyServer, readyServer.session, '/customer');
  await expect(page.getByRole('heading', { level: 1, name: customer.title })).toBeVisible();

  await page.getByRole('button', { name: common.action.add }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: fill(list.dialogTitle.add, { entity: customer.entity }) }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: customer.tabs.branches })).toBeDisabled();
  await fillNewCustomer(page, name, taxId);
  await expect(
    section(page, customer.sections.shippingAddress).getByRole('checkbox', { name: customer.sameAsAddress }),
  ).toBeChecked();
  await page
    .getByRole('group', { name: customer.sections.documentTypes })
    .getByRole('checkbox', { name: 'ใบกำกับภาษี', exact: true })
    .check();
  await saveAndConfirm(page, common.confirm.add);
  await expect(toast(page, common.toast.saveSuccess)).toBeVisible();
  // Top centre, in the header's band (docs/decisions.md): the header's buttons (language switch,
  // settings, account menu) and the page's own buttons stay uncovered.
  const shown = (await toast(page, common.toast.saveSuccess).boundingBox())!;
  const covers = (b: { x: number; y: number; width: number; height: number }) =>
    b.x < shown.x + shown.width &&
    shown.x < b.x + b.width &&
    b.y < shown.y + shown.height &&
    shown.y < b.y + b.height;
  for (const button of await page.getByRole('button').all()) {
    const box = await button.boundingBox();
    if (box && (await button.isVisible())) expect(covers(box), await button.innerText()).toBe(false);
  }
  // It continues in edit mode, where branches and users can be added.
  await expect(page).toHaveURL(/\/customer\/C\d+\/edit$/);
  const code = /\/customer\/(C\d+)\/edit$/.exec(page.url())?.[1] ?? '';
  await expect(page.getByRole('tab', { name: customer.tabs.branches })).toBeEnabled();

  // Found by search, with what was saved.
  await page
    .getByRole('navigation', { name: list.breadcrumbs })
    .getByRole('link', { name: customer.title })
    .click();
  await searchByName(page, name);
  const row = grid(page).getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText(taxId);
  await expect(row).toContainText('นิติบุคคล');
  await expect(row).toContainText('021234567');

  // Two tabs edit the same customer; the second save finds the first one's version.
  await row.getByRole('button', { name: fill(list.rowAction.edit, { name: `${code} ${name}` }) }).click();
  await expect(page).toHaveURL(new RegExp(`/customer/${code}/edit$`));
  const second = await page.context().newPage();
  await second.goto(readyServer.adminUrl(`/customer/${code}/edit`));

  const firstName = page.getByRole('textbox', { name: fieldLabel(customer.customerName) });
  await expect(firstName).toHaveValue(name);
  const secondName = second.getByRole('textbox', { name: fieldLabel(customer.customerName) });
  await expect(secondName).toHaveValue(name);

  await firstName.fill(`${name} (แท็บแรก)`);
  await saveAndConfirm(page, common.confirm.modify);
  await expect(toast(page, common.toast.saveSuccess)).toBeVisible();

  await secondName.fill(`${name} (แท็บสอง)`);
  await saveAndConfirm(second, common.confirm.modify);
  const stale = second.getByRole('alertdialog', { name: list.stale.message });
  await expect(stale).toBeVisible();
  await stale.getByRole('button', { name: list.stale.reload }).click();
  await expect(secondName).toHaveValue(`${name} (แท็บแรก)`);
  await second.close();

  // Back in the first tab its saved toast runs out (toasts pause while their window is not in
  // front), so the delete's own toast is not dropped as a duplicate of it.
  await page.bringToFront();
  await expect(toast(page, common.toast.saveSuccess)).toBeHidden();

  // Delete after the delete question: gone from the search.
  await page.getByRole('button', { name: common.action.cancel }).click();
  await expect(page).toHaveURL(/\/customer\?/);
  const renamed = grid(page).getByRole('row', { name: new RegExp(code) });
  await expect(renamed).toContainText('(แท็บแรก)');
  await renamed
    .getByRole('button', { name: fill(list.rowAction.delete, { name: `${code} ${name} (แท็บแรก)` }) })
    .click();
  const question = page.getByRole('alertdialog', { name: common.confirm.delete });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: common.action.confirm }).click();
  await expect(toast(page, common.toast.saveSuccess)).toBeVisible();
  await expect(grid(page).getByText(list.table.empty)).toBeVisible();
});

test('customer: a duplicate tax ID is refused on its field, and the values stay', async ({
  page,
  readyServer,
}) => {
  const taxId = newTaxId();
  await createCustomerByApi(readyServer, `บริษัท เดิม ${Date.now()} จำกัด`, taxId);
  await openSignedIn(page, readyServer, readyServer.session, '/customer/new');
  await fillNewCustomer(page, 'บริษัท ซ้ำ จำกัด', taxId);
  await saveAndConfirm(page, common.confirm.add);

  const field = page.getByRole('textbox', { name: fieldLabel(customer.customerNumber) });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription('มีลูกค้าที่ใช้เลขประจำตัวผู้เสียภาษีนี้อยู่แล้ว');
  // One problem, one message (issue 32): the field alone says it.
  await expect(toast(page, common.toast.saveFailure)).toHaveCount(0);
  await expect(field).toHaveValue(taxId);
  await expect(page.getByRole('textbox', { name: fieldLabel(customer.customerName) })).toHaveValue(
    'บริษัท ซ้ำ จำกัด',
  );
  await expect(page).toHaveURL(/\/customer\/new$/);
});

test('customer: the address pickers are searched from the keyboard alone', async ({ page, readyServer }) => {
  await openSignedIn(page, readyServer, readyServer.session, '/customer/new');
  const address = section(page, customer.sections.address);
  const listbox = page.getByRole('listbox');

  // Part of a name and Enter: the first match is highlighted, the placeholder is no choice.
  const province = placePicker(address, list.address.province);
  await province.focus();
  await page.keyboard.type('กรุง');
  await expect(page.getByRole('listbox', { name: fieldLabel(list.address.province) })).toBeVisible();
  await expect(listbox.getByRole('option')).toHaveText(['กรุงเทพมหานคร']);
  expect(await blockingViolations(page)).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(province).toHaveValue('กรุงเทพมหานคร');

  // Tab goes on to the district (khet in Bangkok); the arrows move through the matches.
  await page.keyboard.press('Tab');
  const khet = placePicker(address, list.address.khet);
  await expect(khet).toBeFocused();
  await page.keyboard.type('บาง');
  await expect(listbox.getByRole('option').first()).toHaveText('บางรัก');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(khet).toHaveValue('บางเขน');

  await page.keyboard.press('Tab');
  const khwaeng = placePicker(address, list.address.khwaeng);
  await expect(khwaeng).toBeFocused();
  await page.keyboard.type('อนุสา');
  await expect(listbox.getByRole('option')).toHaveText(['อนุสาวรีย์']);
  await page.keyboard.press('Enter');
  await expect(khwaeng).toHaveValue('อนุสาวรีย์');
  await expect(address.getByRole('textbox', { name: fieldLabel(list.address.zipCode) })).toHaveValue('10220');

  // Escape drops new typing and keeps the place chosen.
  await province.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('เชียง');
  await expect(listbox).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(listbox).toBeHidden();
  await expect(province).toHaveValue('กรุงเทพมหานคร');
  await expect(khwaeng).toHaveValue('อนุสาวรีย์');
});

for (const mode of ['light', 'dark'] as const) {
  test(`customer screens: no serious or critical axe violation, ${mode} mode`, async ({
    page,
    readyServer,
  }) => {
    await useThemeMode(page, mode);
    const name = `บริษัท แอกซ์ ${mode} ${Date.now()}`;
    const code = await createCustomerByApi(readyServer, name, newTaxId());
    await openSignedIn(page, readyServer, readyServer.session, '/customer');
    await searchByName(page, name);
    await expect(grid(page).getByRole('row', { name: new RegExp(name) })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);

    // The customer page, with the shipping address fields and the document types shown.
    await grid(page)
      .getByRole('button', { name: fill(list.rowAction.edit, { name: `${code} ${name}` }) })
      .click();
    await expect(page.getByRole('textbox', { name: fieldLabel(customer.customerName) })).toHaveValue(name);
    await section(page, customer.sections.shippingAddress)
      .getByRole('checkbox', { name: customer.sameAsAddress })
      .uncheck();
    await expect(
      page.getByRole('group', { name: customer.sections.documentTypes }).getByRole('checkbox').first(),
    ).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
}

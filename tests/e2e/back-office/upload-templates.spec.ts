// Upload templates against the real server: an administrator builds an E-DOCUMENT template
// with six columns and a dropdown column with options, activates it and downloads its sample
// file (read back with exceljs); a user of the demo customer finds it in the customer portal.
import ExcelJS from 'exceljs';
import type { Locator, Page } from '@playwright/test';
import editorTexts from '../../../src/locales/th/upload-template.editor.json' with { type: 'json' };
import templateTexts from '../../../src/locales/th/upload-template.json' with { type: 'json' };
import { blockingViolations } from '../support/axe';
import { DEMO } from '../support/app-server';
import { customerSignInByApi } from './customer-users-api';
import { expect, openSignedIn, openWithStoredSession, test } from './fixtures';
import { chooseOption, confirmPrompt } from './form-actions';
import { common, fieldLabel, fill } from './texts';

test.setTimeout(180_000);

const editor = editorTexts.editor;
const rowLabel = (field: keyof typeof editor.column, row: number) =>
  fill(editor.row.fieldLabel, { field: editor.column[field], row: fill(editor.row.name, { position: row }) });

/** The columns the administrator types: name, document field, and input type and control when not text. */
const COLUMNS: [string, string, string?, string?][] = [
  ['เลขที่เอกสาร', 'เลขที่เอกสาร'],
  ['วันที่', 'วันที่ออกเอกสาร', 'วันที่', 'ตัวเลือกวันที่'],
  ['ลูกค้า', 'ชื่อผู้ซื้อ'],
  ['รายการ', 'ชื่อสินค้า'],
  ['จำนวนเงิน', 'จำนวนเงิน', 'ทศนิยม', 'ช่องตัวเลข'],
  ['หมายเหตุ', 'หมายเหตุ'],
  ['สกุลเงิน', 'สกุลเงิน', undefined, 'รายการตัวเลือก'],
];

const CURRENCIES = [
  ['THB', 'บาท'],
  ['USD', 'ดอลลาร์สหรัฐ'],
] as const;

async function pick(page: Page, scope: Locator, label: string | RegExp, option: string | RegExp) {
  await scope
    .getByRole('combobox', { name: typeof label === 'string' ? fieldLabel(label) : label })
    .press('Enter');
  await page.getByRole('option', { name: option }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

test('an administrator builds, activates and downloads a template; the customer’s user sees it', async ({
  page,
  readyServer,
}) => {
  const templateName = `ใบแจ้งหนี้ E2E ${Date.now()}`;
  await openSignedIn(page, readyServer, readyServer.session, '/template/new');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: editor.titleAdd })).toBeVisible();

  // The header: the demo customer, an E-DOCUMENT invoice template, inactive while it is built.
  await pick(page, main, editor.field.customer, new RegExp(DEMO.customerName));
  await page.getByRole('textbox', { name: fieldLabel(editor.field.templateName) }).fill(templateName);
  await chooseOption(page, main, editor.field.uploadType, editor.uploadType.EDOC);
  await chooseOption(page, main, editor.field.documentType, 'ใบแจ้งหนี้');
  await page.getByRole('button', { name: editor.saveHeader }).click();
  await confirmPrompt(page, common.confirm.add);
  // A new template continues in its editor (issue 32: without ?mode=edit it opens to read).
  await expect(page).toHaveURL(/\/template\/TPL\d{6}\?mode=edit$/);
  await expect(page.getByRole('heading', { level: 1, name: editor.titleEdit })).toBeVisible();

  // Seven columns, A … G in the order added.
  for (const [index, [name, field, type, control]] of COLUMNS.entries()) {
    const row = index + 1;
    await page.getByRole('button', { name: editor.addColumn }).click();
    await page.getByRole('textbox', { name: rowLabel('columnName', row) }).fill(name);
    await chooseOption(page, main, rowLabel('dataTypeKey', row), field);
    if (type) await chooseOption(page, main, rowLabel('inputType', row), type);
    if (control) await chooseOption(page, main, rowLabel('inputControlType', row), control);
  }
  await expect(page.getByRole('combobox', { name: rowLabel('inputCol', 7) })).toHaveText('G');
  await page.getByRole('button', { name: editor.saveColumns }).click();
  await confirmPrompt(page, common.confirm.modify);
  await expect(page.getByText(common.toast.saveSuccess, { exact: true }).first()).toBeVisible();

  // The dropdown column's options, in their dialog.
  const currencyRow = fill(editor.row.name, { position: 7 });
  await page
    .getByRole('button', { name: fill(editor.row.options, { row: `${currencyRow} (สกุลเงิน)` }) })
    .click();
  const options = page.getByRole('dialog', { name: fill(editor.options.title, { name: 'สกุลเงิน' }) });
  for (const [value, label] of CURRENCIES) {
    await options.getByRole('textbox', { name: fieldLabel(editor.options.value) }).fill(value);
    await options.getByRole('textbox', { name: fieldLabel(editor.options.label) }).fill(label);
    await options.getByRole('button', { name: editor.options.add }).click();
    await confirmPrompt(page, common.confirm.add);
    await expect(options.getByText(label, { exact: true })).toBeVisible();
  }
  await options.getByRole('button', { name: common.action.close, exact: true }).click();
  await expect(options).toBeHidden();

  // Activate it (the server checks the dropdown has options), with no accessibility fault.
  await chooseOption(page, main, editor.field.templateStatus, common.status.ACTIVE);
  await page.getByRole('button', { name: editor.saveHeader }).click();
  // Earlier toasts may still be fading: wait for the update's own answer instead.
  const activated = page.waitForResponse((res) =>
    res.url().endsWith('/customerUploadTemplateController/update'),
  );
  await confirmPrompt(page, common.confirm.modify);
  expect((await activated).status()).toBe(200);
  expect(await blockingViolations(page)).toEqual([]);

  // The sample file: the header row names the seven columns.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: common.sample.download }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^TPL\d{6}-sample\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const header = workbook.worksheets[0]!.getRow(1);
  expect(COLUMNS.map((_, index) => header.getCell(index + 1).text)).toEqual(COLUMNS.map(([name]) => name));

  // A user of the demo customer finds it in the customer portal, with the same sample.
  const session = await customerSignInByApi(readyServer, DEMO.users.user, DEMO.password);
  await openWithStoredSession(page, readyServer.customerUrl('/template'), 'customer-session', session);
  await expect(page.getByRole('heading', { level: 1, name: templateTexts.own.title })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(templateName) });
  await expect(row).toBeVisible();
  const [customerDownload] = await Promise.all([
    page.waitForEvent('download'),
    row
      .getByRole('button', { name: new RegExp(`^${templateTexts.own.downloadSample.split(' {{')[0]}`) })
      .click(),
  ]);
  expect(customerDownload.suggestedFilename()).toBe(download.suggestedFilename());
});

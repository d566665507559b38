// Issue 32 (items 1, 3, 4 and the folded filters of 7), in Chromium at 1440 × 900 and 390 × 844:
// a list opens its records by a row click or Enter, its actions column stays in view, a viewed
// record switches to editing with its edit button, no "1–25 of 25" over a loading table, the
// filters fold on a phone, toasts never cover the page's buttons or a dialog's title, and the
// upload dialog links to the chosen template's sample file. Axe in light and dark mode.
import type { Locator, Page } from '@playwright/test';
import importTexts from '../../../src/locales/th/import.json' with { type: 'json' };
import editorTexts from '../../../src/locales/th/upload-template.editor.json' with { type: 'json' };
import { blockingViolations } from '../support/axe';
import { DEMO } from '../support/app-server';
import { openAsCustomerUser, TEMPLATE } from './demo-import';
import { expect, holdAnswers, openSignedIn, test, useThemeMode } from './fixtures';
import { chooseOption, confirmPrompt } from './form-actions';
import { list, masterData } from './master-data-texts';
import { common, fieldLabel, fill } from './texts';

test.setTimeout(180_000);

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const t = masterData.province;
const dialogTitle = (mode: 'inquiry' | 'modify') => fill(list.dialogTitle[mode], { entity: t.entity });

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

/** The success toast, once shown. */
const savedToast = (page: Page) => page.getByText(common.toast.saveSuccess, { exact: true });

test.describe('at 1440 wide', () => {
  test.use({ viewport: DESKTOP });

  test('the customer list keeps its row buttons in view; a row click and Enter open the record', async ({
    page,
    readyServer,
  }) => {
    await openSignedIn(page, readyServer, readyServer.session, '/customer');
    const grid = page.getByRole('grid', { name: list.table.title });
    const firstRow = grid.getByRole('row').nth(1);
    await expect(firstRow).toBeVisible({ timeout: 30_000 });
    // The actions column is pinned: its buttons are inside the window, however wide the columns.
    const view = firstRow.getByRole('button', { name: /^ดู / });
    await expect(view).toBeInViewport({ ratio: 1 });
    expect((await boxOf(view)).x + (await boxOf(view)).width).toBeLessThanOrEqual(DESKTOP.width);

    await firstRow.getByRole('gridcell').nth(1).click();
    await expect(page).toHaveURL(/\/customer\/C\d+/);
    await page.goBack();
    await grid.getByRole('row').nth(1).getByRole('gridcell').first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/customer\/C\d+/);
  });

  test('a loading list says no "1–25 of 25"; a province viewed switches to editing; one message on a duplicate', async ({
    page,
    readyServer,
  }) => {
    const release = await holdAnswers(page, '**/searchProvince');
    await openSignedIn(page, readyServer, readyServer.session, '/master-data/province?provinceCode=10');
    const grid = page.getByRole('grid', { name: list.table.title });
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByText(/1–25/)).toHaveCount(0);
    release();
    const row = grid.getByRole('row', { name: /กรุงเทพมหานคร/ });
    await expect(row).toBeVisible();
    await page.unroute('**/searchProvince');

    // A row click opens the province to read; its edit button turns the same dialog to editing.
    await row.getByRole('gridcell').nth(1).click();
    const viewing = page.getByRole('dialog', { name: dialogTitle('inquiry') });
    const name = viewing.getByRole('textbox', { name: fieldLabel(t.provinceNameEn) });
    await expect(name).toHaveAttribute('readonly');
    await expect(viewing.getByRole('button', { name: common.action.save })).toHaveCount(0);
    expect(await blockingViolations(page)).toEqual([]);
    await viewing.getByRole('button', { name: common.action.edit }).click();
    const editing = page.getByRole('dialog', { name: dialogTitle('modify') });
    await expect(editing.getByRole('textbox', { name: fieldLabel(t.provinceNameEn) })).not.toHaveAttribute(
      'readonly',
    );
    await editing.getByRole('button', { name: common.action.cancel }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A duplicate code is said at its field alone: no toast, no banner (item 3).
    await page.getByRole('button', { name: common.action.add, exact: true }).click();
    const add = page.getByRole('dialog', { name: fill(list.dialogTitle.add, { entity: t.entity }) });
    const code = add.getByRole('textbox', { name: fieldLabel(t.provinceCode) });
    await code.fill('10');
    await add.getByRole('textbox', { name: fieldLabel(t.provinceNameTh) }).fill('ซ้ำ');
    await add.getByRole('textbox', { name: fieldLabel(t.provinceNameEn) }).fill('Duplicate');
    await add.getByRole('button', { name: common.action.save }).click();
    await confirmPrompt(page, common.confirm.add);
    await expect(code).toHaveAccessibleDescription('รหัสจังหวัดนี้มีอยู่แล้ว');
    await expect(page.getByText(common.toast.saveFailure, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('an upload template opens to read; its edit button switches to the editor', async ({
    page,
    readyServer,
  }) => {
    for (const mode of ['light', 'dark'] as const) {
      await useThemeMode(page, mode);
      await openSignedIn(page, readyServer, readyServer.session, '/template');
      const grid = page.getByRole('grid', { name: list.table.title });
      const row = grid.getByRole('row', { name: new RegExp(TEMPLATE.replace(/[()]/g, '\\$&')) });
      await expect(row).toBeVisible({ timeout: 30_000 });
      await row.getByRole('button', { name: /^ดู / }).click();
      await expect(page.getByRole('heading', { level: 1, name: editorTexts.editor.titleView })).toBeVisible();
      await expect(page.getByRole('table', { name: editorTexts.editor.columnsTitle })).toBeVisible();
      await expect(page.getByRole('button', { name: editorTexts.editor.saveHeader })).toHaveCount(0);
      expect(await blockingViolations(page)).toEqual([]);
    }
    await page.getByRole('button', { name: common.action.edit, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: editorTexts.editor.titleEdit })).toBeVisible();
    await expect(page.getByRole('button', { name: editorTexts.editor.saveHeader })).toBeVisible();
    await expect(page).toHaveURL(/mode=edit/);
  });
});

for (const viewport of [DESKTOP, PHONE]) {
  test(`toasts cover neither the page's buttons nor a dialog's title at ${viewport.width} wide`, async ({
    page,
    readyServer,
  }) => {
    await page.setViewportSize(viewport);
    await openSignedIn(page, readyServer, readyServer.session, '/master-data/province?provinceCode=11');
    const editButton = page.getByRole('button', { name: /^แก้ไข 11 / });
    await expect(editButton).toBeVisible({ timeout: 30_000 });
    await editButton.click();
    const editing = page.getByRole('dialog', { name: dialogTitle('modify') });
    const seq = editing.getByRole('textbox', { name: fieldLabel(t.seq) });
    await seq.fill(String((Date.now() % 90) + 10));
    await editing.getByRole('button', { name: common.action.save }).click();
    await confirmPrompt(page, common.confirm.modify);
    await expect(savedToast(page)).toBeVisible();
    const toast = await boxOf(savedToast(page));
    const add = await boxOf(page.getByRole('button', { name: common.action.add, exact: true }));
    expect(overlaps(toast, add)).toBe(false);

    // A dialog opened while the toast shows: its title is below the toast.
    await page.getByRole('button', { name: common.action.add, exact: true }).click();
    const title = page.getByRole('dialog').getByRole('heading').first();
    await expect(title).toBeVisible();
    await expect(savedToast(page)).toBeVisible();
    expect(overlaps(await boxOf(savedToast(page)), await boxOf(title))).toBe(false);
  });
}

test.describe('at 390 wide', () => {
  test.use({ viewport: PHONE });

  for (const mode of ['light', 'dark'] as const) {
    test(`the filters start folded and a card opens its record (${mode})`, async ({ page, readyServer }) => {
      await useThemeMode(page, mode);
      await openSignedIn(page, readyServer, readyServer.session, '/master-data/province');
      const search = page.getByRole('search');
      const more = search.getByRole('button', { name: list.search.moreFilters });
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      await expect(search.getByRole('textbox', { name: fieldLabel(t.provinceCode) })).toBeVisible();
      await expect(search.getByRole('textbox', { name: fieldLabel(t.provinceName) })).toBeHidden();
      expect(await blockingViolations(page)).toEqual([]);
      await more.click();
      await expect(search.getByRole('textbox', { name: fieldLabel(t.provinceName) })).toBeVisible();
      await expect(search.getByRole('button', { name: list.search.fewerFilters })).toHaveAttribute(
        'aria-expanded',
        'true',
      );

      const card = page.getByRole('listitem').filter({ hasText: 'กรุงเทพมหานคร' }).first();
      await card.getByRole('heading').click();
      await expect(page.getByRole('dialog', { name: dialogTitle('inquiry') })).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
    });
  }
});

test('the upload dialog links to the chosen template’s sample, dated as Thai users type', async ({
  page,
  readyServer,
}) => {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await openAsCustomerUser(page, readyServer, DEMO.users.user, '/import/etax');
    await page.getByRole('button', { name: importTexts.upload.button }).click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog', { name: importTexts.upload.title });
    await expect(dialog.getByRole('button', { name: common.sample.download })).toHaveCount(0);
    await chooseOption(page, dialog, common.importTarget.branch, '00000 สำนักงานใหญ่');
    await chooseOption(page, dialog, common.importTarget.template, TEMPLATE);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: common.sample.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/-sample\.xlsx$/);
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const dataRow = book.worksheets[0]!.getRow(2);
    const dates = (dataRow.values as unknown[]).filter(
      (value): value is string => typeof value === 'string' && /^\d{2}\/\d{2}\/\d{4}$/.test(value),
    );
    expect(dates.length).toBeGreaterThan(0);
    // Buddhist era: the year is 543 ahead of the Common Era's.
    for (const date of dates) expect(Number(date.slice(6))).toBeGreaterThan(new Date().getFullYear() + 500);
    expect(await blockingViolations(page)).toEqual([]);
  }
});

// PDF templates against the real server, in Chromium: the administrator adds a template for the
// demo customer's tax invoices with its one-page PDF form, places three fields and the item table
// (one field by dragging, the others from the keyboard), previews the real PDF, activates it; an
// import the demo users submit and approve becomes a document made on that form, its values read
// back from the PDF with pdftotext.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import documentTexts from '../../../src/locales/th/document.json' with { type: 'json' };
import importTexts from '../../../src/locales/th/import.json' with { type: 'json' };
import texts from '../../../src/locales/th/pdf-template.json' with { type: 'json' };
import { FORM_MARKER, pdfForm } from '../../server/support/pdf-forms';
import { pdfText } from '../../server/support/pdf-text';
import { blockingViolations } from '../support/axe';
import { changePasswordByApi, signInByApi } from '../support/back-office-api';
import { DEMO, FIRST_ADMIN } from '../support/app-server';
import { approvedDemoImport, row } from './demo-import';
import { expect, openSignedIn, READY_ADMIN_PASSWORD, test, useOwnAppServer } from './fixtures';
import { chooseOption, confirmPrompt } from './form-actions';
import { common, fieldLabel, fill } from './texts';

test.setTimeout(240_000);
// A server of its own: the template it activates changes how the demo customer's documents look.
const ownServer = useOwnAppServer();

/** The customer select's option of that customer (its code comes first). */
async function customerOption(page: Page, name: string): Promise<string> {
  await page.getByRole('combobox', { name: fieldLabel(texts.field.customer) }).press('Enter');
  const option = page.getByRole('option', { name: new RegExp(name) });
  const label = (await option.textContent())!;
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  return label;
}

/** The name the designer gives a placed field's box (its position changes, its start does not). */
const placedBox = (page: Page, label: string) =>
  page.getByRole('button', { name: new RegExp(`^${label} \\(`) });

test('an administrator lays out the customer’s PDF form; its documents are made on it', async ({ page }) => {
  const server = ownServer();
  const first = await signInByApi(server, FIRST_ADMIN.username, FIRST_ADMIN.initialPassword);
  await changePasswordByApi(server, first.accessToken, FIRST_ADMIN.initialPassword, READY_ADMIN_PASSWORD);
  const admin = await signInByApi(server, FIRST_ADMIN.username, READY_ADMIN_PASSWORD);

  // A new template for the demo customer's tax invoices, with the form.
  await openSignedIn(page, server, admin, '/pdf-template/new');
  await expect(page.getByRole('heading', { level: 1, name: texts.new.title })).toBeVisible();
  const details = page.getByRole('main');
  await chooseOption(page, details, texts.field.customer, await customerOption(page, DEMO.customerName));
  await details
    .getByRole('textbox', { name: fieldLabel(texts.field.templateName) })
    .fill('ใบกำกับภาษี แบบฟอร์มบริษัท');
  await chooseOption(page, details, texts.field.templateType, 'E-TAX');
  await chooseOption(page, details, texts.field.documentType, 'ใบกำกับภาษี');
  await details.getByLabel(texts.form.choose, { exact: true }).setInputFiles({
    name: 'แบบฟอร์มใบกำกับภาษี.pdf',
    mimeType: 'application/pdf',
    buffer: await pdfForm(),
  });
  await page.getByRole('button', { name: common.action.save }).click();
  await confirmPrompt(page, common.confirm.add);

  // The template's page: the form drawn as a picture of its page.
  await expect(page.getByRole('heading', { level: 1, name: texts.page.title })).toBeVisible();
  const designer = page.getByRole('region', { name: texts.designer.title });
  await expect(
    designer.getByRole('img', { name: fill(texts.designer.pageImage, { page: 1, pageCount: 1 }) }),
  ).toBeVisible();

  // The document number from the keyboard: placed, then moved 10 pt right with Shift+ArrowRight.
  await designer.getByRole('button', { name: fill(texts.designer.list.add, { name: 'เลขที่เอกสาร' }) }).click();
  const number = placedBox(page, 'เลขที่เอกสาร');
  await expect(number).toBeFocused();
  const before = (await number.getAttribute('aria-label'))!;
  await number.press('Shift+ArrowRight');
  await expect(number).not.toHaveAttribute('aria-label', before);

  // The buyer's name dragged onto the page.
  const canvas = designer.getByRole('group', {
    name: fill(texts.designer.canvas, { page: 1, pageCount: 1 }),
  });
  await designer.locator('li[data-key="BUYER_NAME"]').dragTo(canvas, { targetPosition: { x: 60, y: 200 } });
  await expect(placedBox(page, 'ชื่อผู้ซื้อ')).toBeVisible();

  // The item table, and the item's name in its first row; the total from the keyboard.
  await designer.getByRole('button', { name: texts.designer.table.add }).click();
  await designer.getByRole('button', { name: fill(texts.designer.list.add, { name: 'ชื่อสินค้า' }) }).click();
  await designer
    .getByRole('button', { name: fill(texts.designer.list.add, { name: 'จำนวนเงินรวม' }) })
    .click();
  expect(await blockingViolations(page)).toEqual([]);
  await designer.getByRole('button', { name: texts.designer.save }).click();
  await confirmPrompt(page, common.confirm.modify);
  await expect(page.getByText(common.toast.saveSuccess).first()).toBeVisible();

  // The preview is the real PDF, made by the server from the saved layout and sample values.
  const [preview, previewTab] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/previewPdf')),
    page.waitForEvent('popup'),
    designer.getByRole('button', { name: texts.designer.preview }).click(),
  ]);
  // Back to the designer's tab, as the user would: in a tab left behind, the toasts' transitions
  // wait for the tab to be shown again.
  await previewTab.close();
  await page.bringToFront();
  expect(preview.headers()['content-type']).toContain('application/pdf');
  const sample = pdfText(await preview.body(), { layout: true });
  expect(sample).toContain(FORM_MARKER);
  expect(sample).toContain('INV2026-000123');
  expect(sample).toContain(DEMO.customerName.split(' ')[0]);

  // Active: from now on the demo customer's tax invoices are made on this form.
  const form = page.getByRole('form', { name: texts.details.title });
  await chooseOption(page, form, texts.field.status, 'ใช้งาน');
  await form.getByRole('button', { name: texts.details.save }).click();
  await confirmPrompt(page, common.confirm.modify);
  // The designer's toast may still be leaving (its exit waited while the preview tab was in
  // front): the new one is the visible one.
  await expect(page.getByText(common.toast.saveSuccess).filter({ visible: true }).first()).toBeVisible();

  // The demo users import a document; the PDF made of it is the customer's form, filled in.
  const documentNo = `TPL-${Date.now()}`;
  await approvedDemoImport(page, server, [row(documentNo, { 2: 'บริษัท ปู่ ญี่ปุ่น น้ำ จำกัด' })], 'form.xlsx');
  await page.getByRole('link', { name: importTexts.viewDocuments }).click();
  await page.getByRole('link', { name: documentNo }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: documentTexts.pdf.download }).click(),
  ]);
  const made = pdfText(readFileSync(await download.path()), { layout: true });
  expect(made).toContain(FORM_MARKER);
  expect(made).toContain(documentNo);
  expect(made).toContain('บริษัท ปู่ ญี่ปุ่น น้ำ จำกัด');
  expect(made).toContain('ค่าบริการ');
  expect(made).toContain('1,070.00');
});

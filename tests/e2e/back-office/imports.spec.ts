// Imports against the real server, in Chromium: a user of the demo customer uploads a file with
// two bad rows, sees them at their cells, downloads the error report, fixes the file, uploads it
// again and submits it; the accounting user approves it and sees its documents made; the
// administrator finds it by tax ID and upload date; and a document typed in by direct entry with
// two item lines becomes READY.
import ExcelJS from 'exceljs';
import entryTexts from '../../../src/locales/th/direct-entry.json' with { type: 'json' };
import importTexts from '../../../src/locales/th/import.json' with { type: 'json' };
import { blockingViolations } from '../support/axe';
import { DEMO } from '../support/app-server';
import { openAsCustomerUser, reviewShown, row, TEMPLATE, upload, workbook } from './demo-import';
import { expect, holdAnswers, openSignedIn, test } from './fixtures';
import { chooseOption, confirmPrompt } from './form-actions';
import { common, fieldLabel, fill } from './texts';

test.setTimeout(240_000);

const DEMO_TAX_ID = '0105558000014';

test('a user uploads, fixes and submits; accounting approves; the admin finds it', async ({
  page,
  readyServer,
}) => {
  const stamp = Date.now();
  const bad = await workbook([
    row(`E2E-${stamp}-1`),
    row(`E2E-${stamp}-2`, { 3: '1234545678789' }),
    row(`E2E-${stamp}-3`, { 1: '31/02/2569' }),
    row(`E2E-${stamp}-4`),
  ]);
  await openAsCustomerUser(page, readyServer, DEMO.users.user, '/import/etax');
  // The first screen of a fresh server and browser loads the grid and the pickers: give it time.
  await expect(page.getByRole('heading', { level: 1, name: importTexts.title.ETAX })).toBeVisible({
    timeout: 30_000,
  });

  // Two bad rows: the result says so, and the import page shows them at their cells.
  let result = await upload(page, bad, 'invoices-bad.xlsx');
  await expect(result.getByTestId('result-totalRows')).toHaveText('4');
  await expect(result.getByTestId('result-errorRows')).toHaveText('2');
  await result.getByRole('button', { name: importTexts.upload.openImport }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^รายการนำเข้าเลขที่ \d+$/ })).toBeVisible();
  await expect(page.getByText(common.status.VALIDATION_FAILED).first()).toBeVisible();
  // The switch follows the URL (a navigation): click, then wait for it to show checked.
  const onlyErrors = page.getByRole('switch', { name: importTexts.rows.onlyErrors });
  await onlyErrors.click();
  await expect(onlyErrors).toBeChecked();
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row')).toHaveCount(3); // the header and the two bad rows
  await expect(grid.locator('[data-error-cell="BUYER_TAX_ID"]')).toHaveText('1234545678789');
  await expect(grid.locator('[data-error-cell="ISSUE_DATE"]')).toHaveText('31/02/2569');
  await expect(grid).toContainText('D · เลขประจำตัวผู้เสียภาษีผู้ซื้อ: เลขประจำตัวผู้เสียภาษีไม่ถูกต้อง');
  expect(await blockingViolations(page)).toEqual([]);

  // The error report: the rows in the template's layout, the errors in an added column.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: importTexts.actions.errorReport }).click(),
  ]);
  const report = new ExcelJS.Workbook();
  await report.xlsx.readFile(await download.path());
  const sheet = report.worksheets[0]!;
  expect(sheet.getCell('A1').text).toBe('เลขที่เอกสาร');
  expect(sheet.getCell('M1').text).toBe('ข้อผิดพลาด');
  expect(sheet.getCell('M3').text).toContain('เลขประจำตัวผู้เสียภาษี');
  expect(sheet.getCell('M4').text).toContain('วันที่ไม่ถูกต้อง');

  // Fixed and sent again: READY, then submitted by the user.
  await page.goto(readyServer.customerUrl('/import/etax'));
  const fixed = await workbook([1, 2, 3, 4].map((n) => row(`E2E-${stamp}-${n}`)));
  result = await upload(page, fixed, 'invoices-fixed.xlsx');
  await expect(result.getByTestId('result-errorRows')).toHaveText('0');
  await result.getByRole('button', { name: importTexts.upload.openImport }).click();
  await expect(page.getByText(common.status.READY).first()).toBeVisible();
  const importUrl = page.url().replace(readyServer.customerUrl(''), '');
  await reviewShown(page);
  await page.getByRole('button', { name: importTexts.actions.USER_SUBMIT, exact: true }).click();
  await confirmPrompt(page, common.confirm.submit);
  await expect(page.getByText(common.status.USER_SUBMITTED).first()).toBeVisible();
  await expect(page.getByRole('button', { name: importTexts.actions.USER_SUBMIT, exact: true })).toBeHidden();

  // The accounting user approves it: another account than the one that submitted.
  await openAsCustomerUser(page, readyServer, DEMO.users.accounting, importUrl);
  await reviewShown(page);
  await page.getByRole('button', { name: importTexts.actions.ACCOUNTING_SUBMIT }).click();
  await confirmPrompt(page, common.confirm.submit);
  // The server's job makes its four documents; the page follows until it is done.
  await expect(page.getByText(common.status.COMPLETED).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(fill(importTexts.documentProgress, { done: 4, total: 4 }))).toBeVisible();
  const history = page.getByRole('list', { name: importTexts.history.title });
  await expect(history).toContainText(importTexts.history.action.ACCOUNTING_SUBMIT);
  await expect(history).toContainText(importTexts.history.action.GENERATE_COMPLETED);

  // The administrator finds it by the customer's tax ID and today's upload date.
  await openSignedIn(page, readyServer, readyServer.session, '/import/etax');
  await page.getByRole('textbox', { name: fieldLabel(importTexts.taxId) }).fill(DEMO_TAX_ID);
  await page.getByRole('button', { name: 'ค้นหา', exact: true }).click();
  const found = page.getByRole('row', { name: /invoices-fixed\.xlsx/ });
  await expect(found.first()).toBeVisible();
  await expect(found.first()).toContainText(common.status.COMPLETED);
});

test('a document typed in with two item lines becomes a READY import', async ({ page, readyServer }) => {
  await openAsCustomerUser(page, readyServer, DEMO.users.user, '/direct-entry');
  await expect(page.getByRole('heading', { level: 1, name: entryTexts.title })).toBeVisible();
  const main = page.getByRole('main');
  await chooseOption(page, main, common.importTarget.branch, '00000 สำนักงานใหญ่');
  await chooseOption(page, main, common.importTarget.template, TEMPLATE);

  await main.getByRole('textbox', { name: fieldLabel('เลขที่เอกสาร') }).fill(`DE-${Date.now()}`);
  await main.getByRole('group', { name: fieldLabel('วันที่ออกเอกสาร') }).click();
  await page.keyboard.type('20112569');
  await main.getByRole('textbox', { name: fieldLabel('ชื่อผู้ซื้อ') }).fill('คุณสมชาย ใจดี');
  await main.getByRole('textbox', { name: fieldLabel('เลขประจำตัวผู้เสียภาษีผู้ซื้อ') }).fill('0105536112014');
  await main.getByRole('textbox', { name: fieldLabel('อัตราภาษี (%)') }).fill('7');
  await main
    .getByRole('textbox', { name: fieldLabel('ที่อยู่ผู้ซื้อ') })
    .fill('99 ถนนพระราม 9 แขวงห้วยขวาง เขตห้วยขวาง กรุงเทพมหานคร');
  await main.getByRole('textbox', { name: fieldLabel('รหัสไปรษณีย์ผู้ซื้อ') }).fill('10310');
  const field = (name: string, line: number) =>
    main.getByRole('textbox', { name: fieldLabel(fill(entryTexts.items.field, { name, number: line })) });
  await field('รายการ', 1).fill('ค่าที่ปรึกษา');
  await field('จำนวน', 1).fill('2');
  await field('ราคาต่อหน่วย', 1).fill('500');
  await main.getByRole('button', { name: entryTexts.items.add }).click();
  await field('รายการ', 2).fill('ค่าเดินทาง');
  await field('จำนวน', 2).fill('1');
  await field('ราคาต่อหน่วย', 2).fill('100');
  await expect(main.getByTestId('total-beforeVat')).toHaveText('1,100.00');
  await expect(main.getByTestId('total-vat')).toHaveText('77.00');
  await expect(main.getByTestId('total-total')).toHaveText('1,177.00');

  await main.getByRole('button', { name: common.action.save }).click();
  await confirmPrompt(page, common.confirm.add);
  const saved = page.getByRole('alert').filter({ hasText: /รายการนำเข้าเลขที่ \d+/ });
  await expect(saved).toBeVisible();
  await saved.getByRole('button', { name: entryTexts.saved.open }).click();
  await expect(page.getByText(common.status.READY).first()).toBeVisible();
  await expect(page.getByText(importTexts.directEntry).first()).toBeVisible();
});

test('the review holds its room while it loads; the submit button waits for it', async ({
  page,
  readyServer,
}) => {
  const stamp = Date.now();
  await openAsCustomerUser(page, readyServer, DEMO.users.user, '/import/etax');
  const rows = [1, 2, 3].map((n) => row(`E2E-ROOM-${stamp}-${n}`));
  const result = await upload(page, await workbook(rows), 'invoices-review.xlsx');
  await expect(result.getByTestId('result-errorRows')).toHaveText('0');
  await result.getByRole('button', { name: importTexts.upload.openImport }).click();
  await reviewShown(page);
  const review = page.getByRole('region', { name: importTexts.review.title });
  const submit = page.getByRole('button', { name: importTexts.actions.USER_SUBMIT, exact: true });
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    // The page again, its review held back by the network until the button has been measured.
    const release = await holdAnswers(page, '**/getApprovalReview');
    await page.reload();
    await expect(review).toHaveAttribute('aria-busy', 'true');
    await expect(submit).toBeDisabled();
    const whileLoading = (await submit.boundingBox())!;
    release();
    await reviewShown(page);
    await expect(review.getByRole('cell', { name: `E2E-ROOM-${stamp}-3`, exact: true })).toBeVisible();
    await expect(submit).toBeEnabled();
    await page.unroute('**/getApprovalReview');
    // On a phone the tables wrap by their content, which the placeholders cannot know; there the
    // button's waiting is what keeps a click from landing on a moving page.
    if (viewport.width < 1440) continue;
    // The placeholders held the tables' room: the button moved only by the room of the warnings,
    // which a loading review cannot know (the demo customer has no signing certificate).
    const warnings = (await review.getByRole('alert').boundingBox())!;
    const next = (await review
      .getByRole('heading', { name: importTexts.review.documentsTitle })
      .boundingBox())!;
    const loaded = (await submit.boundingBox())!;
    expect(loaded.y - whileLoading.y).toBeCloseTo(next.y - warnings.y, 0);
  }
});

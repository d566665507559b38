// The sales tax report against the real server, in Chromium: the demo customer's users make a tax
// invoice through the real workflow; the demo USER opens รายงานภาษีขาย from its menu, chooses this
// month, sees the invoice in the preview, and downloads the .xlsx (read back: the row and the
// totals) and the PDF.
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import texts from '../../../src/locales/th/sales-tax-report.json' with { type: 'json' };
import { DEMO } from '../support/app-server';
import { bangkokToday, customerSessionByApi, directEntryByApi, generateByApi } from '../support/figures-api';
import { openAsCustomerUser } from './demo-import';
import { expect, test, useOwnAppServer } from './fixtures';

test.setTimeout(240_000);
const ownServer = useOwnAppServer();

test('the sales tax report shows this month’s invoice and downloads as .xlsx and PDF', async ({ page }) => {
  const server = ownServer();
  const user = await customerSessionByApi(server, DEMO.users.user, DEMO.password);
  const accounting = await customerSessionByApi(server, DEMO.users.accounting, DEMO.password);
  const documentNo = `VAT-${Date.now()}`;
  const uploadId = await directEntryByApi(server, user, documentNo);
  await generateByApi(server, { user, accounting }, uploadId, (status) =>
    expect.poll(status, { timeout: 60_000 }).toBe('COMPLETED'),
  );

  await openAsCustomerUser(page, server, DEMO.users.user, '/');
  await page.getByRole('navigation').getByRole('link', { name: texts.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
  const month = bangkokToday().slice(0, 7);
  const monthName = new Intl.DateTimeFormat('th-TH', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
  await page.getByRole('combobox', { name: texts.month }).click();
  await page.getByRole('option', { name: monthName }).click();
  await page.getByRole('button', { name: 'ค้นหา' }).click();
  await expect(page.getByRole('row', { name: new RegExp(documentNo) })).toBeVisible();

  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: texts.downloadXlsx }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(new RegExp(`^sales-tax_[A-Za-z0-9_-]+_00000_${month}\\.xlsx$`));
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync(await xlsx.path()) as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('รายงานภาษีขาย')!;
  const rows = Array.from({ length: sheet.rowCount - 8 }, (_, i) => sheet.getRow(8 + i));
  const invoice = rows.find((row) => row.getCell(3).value === documentNo);
  expect(invoice?.getCell(7).value).toEqual(expect.any(Number));
  const total = sheet.getRow(sheet.rowCount);
  expect(total.getCell(1).value).toBe('รวม');
  const sum = rows.reduce(
    (value, row) => value + (row.getCell(9).value === 'ยกเลิก' ? 0 : Number(row.getCell(7).value)),
    0,
  );
  expect((total.getCell(7).value as { result: number }).result).toBeCloseTo(sum, 2);

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: texts.downloadPdf }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(new RegExp(`^sales-tax_[A-Za-z0-9_-]+_00000_${month}\\.pdf$`));
  expect(
    readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});

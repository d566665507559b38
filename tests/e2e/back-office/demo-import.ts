// The demo customer's tax-invoice import as the e2e specs send it: the layout of its demo
// template (server/db/seed/demo.ts), a workbook of rows, the upload dialog, and a demo user's
// session.
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import importTexts from '../../../src/locales/th/import.json' with { type: 'json' };
import { DEMO, type AppServer } from '../support/app-server';
import { customerSignInByApi } from './customer-users-api';
import { expect, openWithStoredSession } from './fixtures';
import { chooseOption, confirmPrompt } from './form-actions';
import { common } from './texts';

export const TEMPLATE = 'ใบกำกับภาษี (ตัวอย่าง)';
/** The demo tax-invoice layout: A … L (server/db/seed/demo.ts). */
const HEADER = [
  'เลขที่เอกสาร',
  'วันที่ออกเอกสาร',
  'ชื่อผู้ซื้อ',
  'เลขประจำตัวผู้เสียภาษีผู้ซื้อ',
  'รหัสสาขาผู้ซื้อ',
  'อีเมลผู้ซื้อ',
  'รายการ',
  'จำนวน',
  'ราคาต่อหน่วย',
  'อัตราภาษี (%)',
  'ที่อยู่ผู้ซื้อ',
  'รหัสไปรษณีย์ผู้ซื้อ',
];
export const row = (documentNo: string, overrides: Record<number, string> = {}) => {
  const cells = [
    documentNo,
    '20/11/2569',
    'บริษัท ผู้ซื้อ จำกัด',
    '0105536112014',
    '00000',
    'buyer@example.com',
    'ค่าบริการ',
    '2',
    '500',
    '7',
    '99 ถนนพระราม 9 แขวงห้วยขวาง เขตห้วยขวาง กรุงเทพมหานคร',
    '10310',
  ];
  for (const [index, value] of Object.entries(overrides)) cells[Number(index)] = value;
  return cells;
};

export async function workbook(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Data');
  sheet.addRow(HEADER);
  for (const cells of rows) sheet.addRow(cells);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function openAsCustomerUser(page: Page, server: AppServer, username: string, path: string) {
  const session = await customerSignInByApi(server, username, DEMO.password);
  await openWithStoredSession(page, server.customerUrl(path), 'customer-session', session);
}

/** Uploads the workbook through the import screen's dialog; answers the result dialog. */
export async function upload(page: Page, file: Buffer, fileName: string) {
  await page.getByRole('button', { name: importTexts.upload.button }).click();
  const dialog = page.getByRole('dialog', { name: importTexts.upload.title });
  await chooseOption(page, dialog, common.importTarget.branch, '00000 สำนักงานใหญ่');
  await chooseOption(page, dialog, common.importTarget.template, TEMPLATE);
  await dialog.getByLabel(importTexts.upload.chooseFile, { exact: true }).setInputFiles({
    name: fileName,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  await expect(dialog.getByTestId('chosen-file')).toContainText(fileName);
  await dialog.getByRole('button', { name: common.action.save }).click();
  await confirmPrompt(page, common.confirm.upload);
  const result = page.getByRole('dialog', { name: importTexts.upload.resultTitle });
  // The server reads, checks (the e-Tax XML of each document) and stores the file before it
  // answers: as long as a save may take (SAVE_TIME_LIMIT_MS), not a screen's 10 s.
  await expect(result).toBeVisible({ timeout: 30_000 });
  return result;
}

/**
 * The demo user uploads the rows under E-TAX and user-submits them; the accounting user approves,
 * and the server's job makes the documents. Ends on the import's page, COMPLETED.
 */
export async function approvedDemoImport(page: Page, server: AppServer, rows: string[][], fileName: string) {
  await openAsCustomerUser(page, server, DEMO.users.user, '/import/etax');
  const result = await upload(page, await workbook(rows), fileName);
  await expect(result.getByTestId('result-errorRows')).toHaveText('0');
  await result.getByRole('button', { name: importTexts.upload.openImport }).click();
  await submitAndApprove(page, server);
}

/**
 * Waits for the review above the submit buttons (the documents approving will make) to arrive,
 * as a user reads it first. Its placeholders hold its usual room while it loads, but an unusual
 * review (warnings, fewer documents than rows) still moves the buttons as it comes.
 */
export async function reviewShown(page: Page) {
  const review = page.getByRole('region', { name: importTexts.review.title });
  await expect(review).toHaveAttribute('aria-busy', 'false');
  await expect(review.getByRole('table', { name: importTexts.review.totalsTitle })).toBeVisible();
}

/**
 * On an import's page as the demo user: user-submits it, then the accounting user approves it and
 * the server's job makes the documents. Ends on the import's page, COMPLETED.
 */
export async function submitAndApprove(page: Page, server: AppServer) {
  const importUrl = page.url().replace(server.customerUrl(''), '');
  await reviewShown(page);
  await page.getByRole('button', { name: importTexts.actions.USER_SUBMIT, exact: true }).click();
  await confirmPrompt(page, common.confirm.submit);
  await expect(page.getByText(common.status.USER_SUBMITTED).first()).toBeVisible();
  await openAsCustomerUser(page, server, DEMO.users.accounting, importUrl);
  await reviewShown(page);
  await page.getByRole('button', { name: importTexts.actions.ACCOUNTING_SUBMIT }).click();
  await confirmPrompt(page, common.confirm.submit);
  await expect(page.getByText(common.status.COMPLETED).first()).toBeVisible({ timeout: 60_000 });
}

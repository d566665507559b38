// Review before approval (issue 28), in Chromium against the real server: the demo user's
// imports wait for accounting (sent by API: the upload journey is imports.spec.ts); the
// accounting user sees on an import's page how many documents it will make and their sums,
// opens the PDF of its first document as it will be issued, then approves two imports at once
// from the list, and the list says both were approved.
import importTexts from '../../../src/locales/th/import.json' with { type: 'json' };
import { CUSTOMER_UPLOAD_PREFIX } from '../../../contract/customer-upload';
import { UPLOAD_TEMPLATE_PREFIX } from '../../../contract/upload-template';
import { blockingViolations } from '../support/axe';
import { DEMO, type AppServer } from '../support/app-server';
import { callAs } from '../support/back-office-api';
import { customerSignInByApi } from './customer-users-api';
import { openAsCustomerUser, row, TEMPLATE, workbook } from './demo-import';
import { expect, test } from './fixtures';
import { confirmPrompt } from './form-actions';
import { common, fill } from './texts';

test.setTimeout(240_000);

/** The demo user uploads the rows under E-TAX and user-submits them; answers the import's id. */
async function waitingImport(server: AppServer, rows: string[][], fileName: string): Promise<number> {
  const { accessToken } = await customerSignInByApi(server, DEMO.users.user, DEMO.password);
  const templates = await callAs<{ templateCode: string; templateName: string }[]>(
    server,
    'CUSTOMER',
    accessToken,
    `${UPLOAD_TEMPLATE_PREFIX}/listTemplateByCustomerCode`,
    { uploadType: 'ETAX' },
  );
  const templateCode = templates.find((template) => template.templateName === TEMPLATE)!.templateCode;
  const form = new FormData();
  form.set('uploadType', 'ETAX');
  form.set('templateCode', templateCode);
  form.set('branchCode', '00000');
  form.set('file', new Blob([new Uint8Array(await workbook(rows))]), fileName);
  const uploaded = await callAs<{ uploadId: number; status: string }>(
    server,
    'CUSTOMER',
    accessToken,
    `${CUSTOMER_UPLOAD_PREFIX}/upload`,
    form,
  );
  expect(uploaded.status).toBe('READY');
  await callAs(server, 'CUSTOMER', accessToken, `${CUSTOMER_UPLOAD_PREFIX}/userSubmitFile`, {
    uploadId: uploaded.uploadId,
    version: 1,
  });
  return uploaded.uploadId;
}

test('accounting sees the totals and a preview, then approves two imports at once', async ({
  page,
  readyServer,
}) => {
  const stamp = Date.now();
  const buyer = 'บริษัท ตรวจก่อนอนุมัติ จำกัด';
  // Two documents: 2 × 500 = 1,000.00 + VAT 70.00, and 1 × 2,500 = 2,500.00 + VAT 175.00.
  const first = await waitingImport(
    readyServer,
    [row(`RV-${stamp}-1`, { 2: buyer }), row(`RV-${stamp}-2`, { 7: '1', 8: '2500' })],
    'review-1.xlsx',
  );
  const second = await waitingImport(readyServer, [row(`RV-${stamp}-3`)], 'review-2.xlsx');

  await openAsCustomerUser(page, readyServer, DEMO.users.accounting, `/import/etax/${first}`);
  const review = page.getByRole('region', { name: importTexts.review.title });
  await expect(review).toBeVisible({ timeout: 30_000 });
  await expect(review.getByText(fill(importTexts.review.documentCount_other, { count: 2 }))).toBeVisible();
  const totals = review.getByRole('table', { name: importTexts.review.totalsTitle });
  const sums = totals.getByRole('row').nth(1);
  await expect(sums).toContainText('ใบกำกับภาษี');
  await expect(sums.getByRole('cell').nth(3)).toHaveText('3,500.00');
  await expect(sums.getByRole('cell').nth(4)).toHaveText('245.00');
  await expect(sums.getByRole('cell').nth(5)).toHaveText('3,745.00');

  const documents = review.getByRole('table', { name: importTexts.review.documentsTitle });
  await expect(documents.getByRole('row').nth(1)).toContainText(buyer);
  await expect(documents.getByRole('row').nth(1)).toContainText('1,070.00');
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    documents
      .getByRole('button', { name: fill(importTexts.review.previewOf, { documentNo: `RV-${stamp}-1` }) })
      .click(),
  ]);
  expect(tab.url()).toMatch(/^blob:/);
  await tab.close();
  // The review comes before the approve button, and nothing was issued by looking.
  await expect(page.getByRole('button', { name: importTexts.actions.ACCOUNTING_SUBMIT })).toBeVisible();
  await expect(page.getByText(common.status.USER_SUBMITTED).first()).toBeVisible();
  expect(await blockingViolations(page, { include: 'main' })).toEqual([]);

  // From the list: both imports ticked and approved with one question that says how many.
  await page.goto(readyServer.customerUrl('/import/etax'));
  const grid = page.getByRole('grid');
  for (const uploadId of [first, second]) {
    await grid.getByRole('checkbox', { name: fill(importTexts.bulk.select, { uploadId }) }).check();
  }
  await expect(page.getByText(fill(importTexts.bulk.selected, { count: 2 }))).toBeVisible();
  expect(await blockingViolations(page, { include: 'main' })).toEqual([]);
  await page.getByRole('button', { name: importTexts.bulk.approve }).click();
  await confirmPrompt(page, fill(importTexts.bulk.question_other, { count: 2 }));
  await expect(page.getByText(fill(importTexts.bulk.result, { approved: 2, count: 2 }))).toBeVisible();
  for (const uploadId of [first, second]) {
    await expect(page.getByText(fill(importTexts.bulk.approvedRow, { uploadId }))).toBeVisible();
  }
  expect(await blockingViolations(page, { include: 'main' })).toEqual([]);

  // Each made its documents on its own.
  for (const uploadId of [first, second]) {
    await page.goto(readyServer.customerUrl(`/import/etax/${uploadId}`));
    await expect(page.getByText(common.status.COMPLETED).first()).toBeVisible({ timeout: 60_000 });
  }
});

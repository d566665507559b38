// Issue 32 items 7 and 8 (the rest), in Chromium at 1440 × 900 and 390 × 844: the certificate
// tab's upload is reachable from viewing a customer, an abandoned failed import is cancelled from
// the import list and leaves the dashboard's waiting figures, and the document page's lines are a
// card per line on a phone. Axe in light and dark mode on each changed screen.
import type { Page } from '@playwright/test';
import type { CustomerUploadDetail, UploadResult } from '../../../contract/customer-upload';
import type { DashboardSummary } from '../../../contract/dashboard';
import customerTexts from '../../../src/locales/th/customer.json' with { type: 'json' };
import documentTexts from '../../../src/locales/th/document.json' with { type: 'json' };
import importTexts from '../../../src/locales/th/import.json' with { type: 'json' };
import { blockingViolations } from '../support/axe';
import { DEMO, type AppServer } from '../support/app-server';
import { adminPost, callAs, type StoredSession } from '../support/back-office-api';
import { directEntryByApi, generateByApi } from '../support/figures-api';
import { customerSignInByApi } from './customer-users-api';
import { openAsCustomerUser, row, TEMPLATE, workbook } from './demo-import';
import { expect, openSignedIn, test, useThemeMode } from './fixtures';
import { confirmPrompt } from './form-actions';
import { common, fill } from './texts';

test.setTimeout(240_000);

const SIZES = { 'at 1440 wide': { width: 1440, height: 900 }, 'at 390 wide': { width: 390, height: 844 } };
const UPLOADS = '/api/document/customerUploadFile';

async function demoCustomerCode(server: AppServer, admin: StoredSession): Promise<string> {
  const [demo] = await adminPost<{ customerCode: string }[]>(
    server,
    admin.accessToken,
    '/api/app/customerController/search',
    { customerName: DEMO.customerName },
  );
  return demo!.customerCode;
}

/** The demo user uploads a workbook whose one row has a bad tax ID: a VALIDATION_FAILED import. */
async function failedUpload(server: AppServer, admin: StoredSession, user: StoredSession, name: string) {
  const [template] = await adminPost<{ templateCode: string }[]>(
    server,
    admin.accessToken,
    '/api/app/customerUploadTemplateController/search',
    { customerCode: await demoCustomerCode(server, admin), templateName: TEMPLATE, page: 1, size: 1 },
  );
  const form = new FormData();
  form.append('uploadType', 'ETAX');
  form.append('templateCode', template!.templateCode);
  form.append('branchCode', '00000');
  const rows = [row(`AB-${name}`, { 3: '1234545678789' })];
  form.append('file', new Blob([new Uint8Array(await workbook(rows))]), `${name}.xlsx`);
  const { uploadId, status } = await callAs<UploadResult>(
    server,
    'CUSTOMER',
    user.accessToken,
    `${UPLOADS}/upload`,
    form,
  );
  expect(status).toBe('VALIDATION_FAILED');
  return uploadId;
}

/** The dashboard's "imports waiting" figure of E-TAX imports with errors, as `user` sees it. */
async function waitingWithErrors(server: AppServer, user: StoredSession): Promise<number> {
  const summary = await callAs<DashboardSummary>(
    server,
    'CUSTOMER',
    user.accessToken,
    '/api/app/dashboardController/summary',
    {},
  );
  return summary.imports.find((f) => f.uploadType === 'ETAX' && f.status === 'VALIDATION_FAILED')?.count ?? 0;
}

async function expectNoViolations(page: Page) {
  expect(await blockingViolations(page, { include: 'main' })).toEqual([]);
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(size, () => {
    test.use({ viewport });

    for (const mode of ['light', 'dark'] as const) {
      test(`the certificate tab offers Edit while viewing, which reaches the upload (${mode})`, async ({
        page,
        readyServer,
      }) => {
        await useThemeMode(page, mode);
        const code = await demoCustomerCode(readyServer, readyServer.session);
        await openSignedIn(page, readyServer, readyServer.session, `/customer/${code}?tab=certificate`);
        const tab = page.getByRole('tab', { name: customerTexts.tabs.certificate });
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByText(customerTexts.certificate.none)).toBeVisible();
        await expect(page.getByRole('button', { name: customerTexts.certificate.upload })).toHaveCount(0);
        await expectNoViolations(page);

        const edit = page.getByRole('button', { name: common.action.edit, exact: true });
        await expect(edit).toBeInViewport();
        await edit.click();
        await expect(page).toHaveURL(new RegExp(`/customer/${code}/edit\\?tab=certificate$`));
        const upload = page.getByRole('button', { name: customerTexts.certificate.upload });
        await expect(upload).toBeVisible();
        await upload.click();
        await expect(page.getByRole('dialog', { name: customerTexts.certificate.upload })).toBeVisible();
      });

      test(`an abandoned failed import is cancelled from the list and leaves the waiting figures (${mode})`, async ({
        page,
        readyServer,
      }) => {
        await useThemeMode(page, mode);
        const user = await customerSignInByApi(readyServer, DEMO.users.user, DEMO.password);
        const name = `abandoned-${mode}-${viewport.width}-${Date.now()}`;
        const uploadId = await failedUpload(readyServer, readyServer.session, user, name);
        const before = await waitingWithErrors(readyServer, user);

        await openAsCustomerUser(page, readyServer, DEMO.users.user, '/import/etax');
        const cancel = page.getByRole('button', {
          name: fill(importTexts.actions.cancelRow, { name: `${uploadId} ${name}.xlsx` }),
        });
        await expect(cancel).toBeVisible({ timeout: 30_000 });
        await expectNoViolations(page);
        await cancel.click();
        await confirmPrompt(page, importTexts.actions.cancelQuestion);
        await expect(page.getByText(common.toast.saveSuccess, { exact: true })).toBeVisible();
        await expect(cancel).toHaveCount(0);
        await expect(
          page.getByText(`${name}.xlsx`).locator('xpath=ancestor::*[@role="row" or self::li][1]'),
        ).toContainText(common.status.CANCELLED);
        expect(await waitingWithErrors(readyServer, user)).toBe(before - 1);
        const detail = await callAs<CustomerUploadDetail>(
          readyServer,
          'CUSTOMER',
          user.accessToken,
          `${UPLOADS}/getCustomerFileUploadById`,
          { uploadId },
        );
        expect(detail.history.at(-1)).toMatchObject({ action: 'CANCEL', status: 'CANCELLED' });
      });
    }
  });
}

test.describe('the document page at 390 wide', () => {
  test.use({ viewport: SIZES['at 390 wide'] });

  test('shows a card per line, every amount in view, in light and dark mode', async ({
    page,
    readyServer,
  }) => {
    const user = await customerSignInByApi(readyServer, DEMO.users.user, DEMO.password);
    const accounting = await customerSignInByApi(readyServer, DEMO.users.accounting, DEMO.password);
    const documentNo = `CARD-${Date.now()}`;
    const uploadId = await directEntryByApi(readyServer, user, documentNo);
    await generateByApi(readyServer, { user, accounting }, uploadId, async (status) => {
      await expect.poll(status, { timeout: 120_000 }).toBe('COMPLETED');
    });
    const [made] = await callAs<{ documentId: number }[]>(
      readyServer,
      'CUSTOMER',
      user.accessToken,
      '/api/document/documentController/search',
      { documentNo },
    );

    for (const mode of ['light', 'dark'] as const) {
      await useThemeMode(page, mode);
      await openAsCustomerUser(page, readyServer, DEMO.users.user, `/document/${made!.documentId}`);
      const lines = page.getByRole('list', { name: documentTexts.lines.title });
      await expect(lines).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('table', { name: documentTexts.lines.title })).toHaveCount(0);
      const card = lines.getByRole('listitem').first();
      await expect(card.getByRole('heading', { level: 3 })).toHaveText('1. ค่าบริการ');
      const amount = card
        .getByText(documentTexts.lines.amount, { exact: true })
        .locator('xpath=following-sibling::dd[1]');
      await expect(amount).toHaveText('1,000.00');
      await amount.scrollIntoViewIfNeeded();
      await expect(amount).toBeInViewport({ ratio: 1 });
      // Nothing runs off the right edge: the page does not scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoViolations(page);
    }
  });
});

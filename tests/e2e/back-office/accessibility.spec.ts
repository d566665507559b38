import type { Page } from '@playwright/test';
import documentTexts from '../../../src/locales/th/document.json' with { type: 'json' };
import importTexts from '../../../src/locales/th/import.json' with { type: 'json' };
import { DEMO, FIRST_ADMIN } from '../support/app-server';
import { blockingViolations } from '../support/axe';
import { openAsCustomerUser, TEMPLATE } from './demo-import';
import { expect, openSignedIn, test, useThemeMode } from './fixtures';
import { seedListStatuses } from './list-statuses';
import { list, masterData } from './master-data-texts';
import { account, auth, common, dashboard, fill } from './texts';

// WCAG 2.1 AA (contrast included): no serious or critical violation on the sign-in, forgot-
// password (both first steps) and dashboard screens, in light and in dark mode.
for (const mode of ['light', 'dark'] as const) {
  test.describe(`back-office accessibility, ${mode} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await useThemeMode(page, mode);
    });

    test('sign-in page, also with an error shown', async ({ page, readyServer }) => {
      await page.goto(readyServer.adminUrl('/login'));
      await expect(page.getByRole('heading', { level: 1, name: auth.login.title })).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);

      await page.getByRole('button', { name: auth.login.submit }).click();
      await expect(page.getByText(auth.login.validation.usernameRequired)).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
    });

    test('forgot-password page, e-mail and OTP steps', async ({ page, readyServer }) => {
      await page.goto(readyServer.adminUrl('/forgot-password'));
      await expect(page.getByRole('heading', { level: 1, name: account.forgot.title })).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);

      await page.getByRole('textbox', { name: account.forgot.email.label }).fill(FIRST_ADMIN.email);
      await page.getByRole('button', { name: account.forgot.email.submit }).click();
      await expect(page.getByRole('heading', { level: 2, name: account.forgot.otp.title })).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
    });

    test('dashboard with the menu and the account menu open', async ({ page, readyServer }) => {
      await openSignedIn(page, readyServer, readyServer.session, '/');
      const welcome = fill(dashboard.welcome, { name: FIRST_ADMIN.fullName });
      await expect(page.getByRole('heading', { level: 1, name: welcome })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);

      await page
        .getByRole('button', { name: fill(account.menu.open, { name: FIRST_ADMIN.fullName }) })
        .click();
      await expect(page.getByRole('menuitem', { name: account.menu.logout })).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
    });
  });
}

// Issue 19: every list screen in dark mode with rows of each status (status chips included), its
// column headers whole at 1440 × 900; on a phone the rows are cards, their buttons and the paging
// within reach.
test.describe('list screens', () => {
  test('every list in dark mode, rows of each status: no axe violation, no header cut at 1440 px', async ({
    page,
    readyServer,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await useThemeMode(page, 'dark');
    const seeded = await seedListStatuses(readyServer, readyServer.session);
    const { status } = common;
    const both = [status.ACTIVE, status.INACTIVE];
    const imports = [
      status.VALIDATION_FAILED,
      status.READY,
      status.USER_SUBMITTED,
      status.REJECTED,
      status.CANCELLED,
    ];
    const { rowText } = seeded;
    const tickets = ['OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED'].map(rowText.ticket);
    const documents = [
      rowText.document,
      documentTexts.statuses.GENERATED,
      documentTexts.deliveryStatuses.NOT_REQUESTED,
    ];
    const demo = seeded.demoCode;

    /**
     * Opens a list in the app already loaded (as its menu would: no reload), waits for `shown`
     * (texts of its rows, the first found in this list only, so never read off the list before),
     * then checks its headers and its content with axe (the shell around it is checked by the
     * dashboard test above).
     */
    const check = async (app: 'admin' | 'customer', path: string, shown: readonly (string | RegExp)[]) => {
      await openInApp(page, `/${app}${path}`);
      // A list with no row of its own to wait for: its page's heading instead.
      if (shown.length === 0)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(importTexts.title.EDOC);
      const grid = page.getByRole('grid').first();
      await expect(grid).toHaveAttribute('aria-busy', 'false');
      for (const text of shown) await expect(grid.getByText(text).first()).toBeVisible();
      expect(await cutHeaders(page), path).toEqual([]);
      expect(await blockingViolations(page, { include: 'main' }), path).toEqual([]);
    };

    await openSignedIn(page, readyServer, readyServer.session, '/');
    await check('admin', `/customer?customerName=${encodeURIComponent(seeded.customerName)}`, [
      `${seeded.customerName} INACTIVE`,
      ...both,
    ]);
    await check('admin', '/admin-user?sortBy=status&sortDir=desc', [rowText.adminUser, ...both]);
    await check('admin', `/template?customerCode=${demo}&sortBy=templateStatus&sortDir=desc`, [
      rowText.template,
      ...both,
    ]);
    await check('admin', `/customer/${demo}?tab=branches`, [rowText.branch, ...both]);
    await check('admin', `/customer/${demo}?tab=users`, [rowText.user, ...both]);
    await check('admin', `/import/etax?customerCode=${demo}`, [rowText.importFile, ...imports]);
    await check('admin', '/import/edoc', []);
    await check('admin', `/import/etax/${seeded.badUploadId}`, ['1234545678789']);
    await check('admin', '/ticket', tickets);
    await check('admin', `/pdf-template?templateName=${rowText.pdfTemplate}`, [
      `แม่แบบ DRAFT ${rowText.pdfTemplate}`,
      'ร่าง',
      status.INACTIVE,
    ]);
    await expect.poll(seeded.approvedStatus, { timeout: 60_000 }).toBe('COMPLETED');
    await check('admin', `/document?uploadId=${seeded.approvedUploadId}`, documents);

    await openAsCustomerUser(page, readyServer, DEMO.users.customerAdmin, '/');
    await check('customer', '/branch', [rowText.branch, ...both]);
    await check('customer', '/user', [rowText.user, ...both]);
    await check('customer', '/template', [TEMPLATE]);
    await check('customer', '/import/etax', [rowText.importFile, ...imports, status.COMPLETED]);
    await check('customer', `/document?uploadId=${seeded.approvedUploadId}`, documents);
    await check('customer', '/ticket', tickets);
  });

  test('headers stay whole in English at 1440 px', async ({ page, readyServer }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
    // C000001: the demo customer, the first the server makes.
    for (const path of [
      '/master-data/district',
      '/master-data/sub-district',
      '/customer',
      '/customer/C000001?tab=branches',
    ]) {
      await openSignedIn(page, readyServer, readyServer.session, path);
      const grid = page.getByRole('grid').first();
      await expect(grid.getByRole('row').nth(1)).toBeVisible();
      await expect(grid).toHaveAttribute('aria-busy', 'false');
      expect(await cutHeaders(page), path).toEqual([]);
    }
  });

  test('on a phone, dark: a list of cards with reachable buttons and the same paging', async ({
    page,
    readyServer,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await useThemeMode(page, 'dark');
    await openSignedIn(page, readyServer, readyServer.session, '/master-data/province');
    const cards = page.getByRole('list', { name: list.table.title });
    const first = cards.getByRole('listitem').first();
    await expect(first.getByRole('heading', { level: 3 })).toHaveText('10');
    await expect(first).toContainText('กรุงเทพมหานคร');
    await expect(first).toContainText(common.status.ACTIVE);
    await expect(page.getByRole('grid')).toHaveCount(0);
    expect(await blockingViolations(page)).toEqual([]);

    // A card's button is on screen and opens the record.
    const view = first.getByRole('button', { name: fill(list.rowAction.view, { name: '10 กรุงเทพมหานคร' }) });
    await view.scrollIntoViewIfNeeded();
    await expect(view).toBeInViewport();
    await view.click();
    const dialog = page.getByRole('dialog', {
      name: fill(list.dialogTitle.inquiry, { entity: masterData.province.entity }),
    });
    await expect(dialog.getByRole('textbox').first()).toBeVisible();
    await dialog.getByRole('button', { name: common.action.close }).click();
    await expect(dialog).toBeHidden();

    // The next page, as the grid pages: its first card is the 26th province.
    await page.getByRole('button', { name: list.grid.nextPage }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(first.getByRole('heading', { level: 3 })).not.toHaveText('10');
    // Of however many provinces the shared server holds by now.
    const [before, after] = fill(list.grid.displayedRows, { from: 26, to: 50, count: '#' }).split('#');
    await expect(page.getByText(new RegExp(`^${before}\\d+${after}$`))).toBeVisible();
  });
});

/** Column titles the grid cuts ("Provinc…"), the ones scrolled out of view included. */
async function cutHeaders(page: Page): Promise<string[]> {
  const cut = async () =>
    page
      .locator('.MuiDataGrid-columnHeaderTitle')
      .evaluateAll((titles) =>
        titles.filter((title) => title.scrollWidth > title.clientWidth + 1).map((title) => title.textContent),
      );
  const atStart = await cut();
  // The grid draws only the columns in view: scroll to its end and look at the others too, then
  // back (scrolled away, the grid's one tab stop — its first header — is not drawn either).
  const scroller = page.locator('.MuiDataGrid-virtualScroller').first();
  await scroller.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
  });
  const atEnd = await cut();
  await scroller.evaluate((element) => {
    element.scrollLeft = 0;
  });
  return [...new Set([...atStart, ...atEnd].map(String))];
}

/** Goes to `path` in the app already loaded, as its menu would (no reload). */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.split('?')[0]}(\\?|$)`));
}

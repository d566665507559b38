// The dashboard and the report against the real server, in Chromium: the demo customer's users
// make two tax invoices through the real workflow, leave a third import waiting and open a
// ticket (through the API); the administrator's dashboard counts exactly those, its figures and
// its charts' tables link to the lists that show them, in light and dark mode; the customer's own
// dashboard counts them too; the report downloads and opens with the same counts.
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import dashboardTexts from '../../../src/locales/th/dashboard.json' with { type: 'json' };
import documentTexts from '../../../src/locales/th/document.json' with { type: 'json' };
import reportTexts from '../../../src/locales/th/report.json' with { type: 'json' };
import { DEMO } from '../support/app-server';
import { blockingViolations } from '../support/axe';
import {
  bangkokToday,
  customerSessionByApi,
  directEntryByApi,
  generateByApi,
  openTicketByApi,
} from '../support/figures-api';
import { openAsCustomerUser } from './demo-import';
import type { Page } from '@playwright/test';
import { firstAdminSession } from '../support/back-office-api';
import { expect, openSignedIn, READY_ADMIN_PASSWORD, test, useOwnAppServer, useThemeMode } from './fixtures';

test.setTimeout(240_000);
// A server of its own: the administrator's figures count every customer's records.
const ownServer = useOwnAppServer();

/** The number shown by the figure (a link in the page's main part) whose label is `label`. */
const figure = (page: Page, label: string) =>
  page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(label) })
    .getByTestId('figure-value');

test('the dashboard counts the seeded records and links to them; the report downloads and opens', async ({
  page,
}) => {
  const server = ownServer();
  const stamp = Date.now();
  const user = await customerSessionByApi(server, DEMO.users.user, DEMO.password);
  const accounting = await customerSessionByApi(server, DEMO.users.accounting, DEMO.password);
  const numbers = [1, 2].map((n) => `DASH-${stamp}-${n}`);
  for (const documentNo of numbers) {
    const uploadId = await directEntryByApi(server, user, documentNo);
    await generateByApi(server, { user, accounting }, uploadId, (status) =>
      expect.poll(status, { timeout: 60_000 }).toBe('COMPLETED'),
    );
  }
  await directEntryByApi(server, user, `DASH-${stamp}-3`); // left READY
  await openTicketByApi(server, user, { ticketSubject: 'สอบถามการออกเอกสาร', priority: 'HIGH' });

  const admin = await firstAdminSession(server, READY_ADMIN_PASSWORD);
  await openSignedIn(page, server, admin, '/');

  // The administrator's figures: exactly what was seeded.
  await expect(figure(page, dashboardTexts.documents.thisMonth)).toHaveText('2');
  await expect(figure(page, dashboardTexts.documents.failed)).toHaveText('0');
  await expect(figure(page, dashboardTexts.documents.deliveryFailures)).toHaveText('0');
  await expect(figure(page, dashboardTexts.customers.statuses.ACTIVE)).toHaveText('1');
  const showTable = (region: string) =>
    page
      .getByRole('region', { name: region })
      .getByRole('button', { name: dashboardTexts.chart.showTable })
      .click();
  await showTable(dashboardTexts.documents.title);
  await expect(
    page
      .getByRole('region', { name: dashboardTexts.documents.title })
      .getByRole('link', { name: /, ใบกำกับภาษี: 2$/ }),
  ).toBeVisible();
  await showTable(dashboardTexts.imports.title);
  await expect(page.getByRole('link', { name: 'รอส่งข้อมูล, E-TAX: 1' })).toHaveAttribute(
    'href',
    '/admin/import/etax?status=READY',
  );
  await showTable(dashboardTexts.tickets.title);
  await expect(page.getByRole('link', { name: 'สูง, เปิด: 1' })).toHaveAttribute(
    'href',
    '/admin/ticket?priority=HIGH&status=OPEN',
  );
  expect(await blockingViolations(page)).toEqual([]);

  // The same in dark mode, charts drawn.
  await useThemeMode(page, 'dark');
  await page.reload();
  await expect(page.getByRole('img', { name: new RegExp(dashboardTexts.documents.perMonth) })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  // A figure opens its list with the same criteria.
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(dashboardTexts.documents.thisMonth) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: documentTexts.title })).toBeVisible();
  const today = bangkokToday();
  const criteria = new URL(page.url()).searchParams;
  expect([criteria.get('status'), criteria.get('issueDateFrom')]).toEqual([
    'GENERATED',
    `${today.slice(0, 8)}01`,
  ]);
  for (const no of numbers) await expect(page.getByRole('link', { name: no })).toBeVisible();

  // The report, from the menu: this month so far, every customer.
  await page.getByRole('navigation').getByRole('link', { name: 'รายงาน', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: reportTexts.title })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: reportTexts.download }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^document-summary_\d{4}-\d\d-01_\d{4}-\d\d-\d\d\.xlsx$/);
  await expect(page.getByRole('status').filter({ hasText: download.suggestedFilename() })).toBeVisible();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync(await download.path()) as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('สรุปเอกสาร')!;
  const row = (sheet.getRow(7).values as unknown[]).slice(1);
  expect(row.slice(1, 7)).toEqual([DEMO.customerName, '388', 'ใบกำกับภาษี', 2, 0, 2]);
  expect(row[7]).toEqual(new Date(`${today}T00:00:00Z`));
  expect(sheet.getCell('A8').value).toBe('รวมทั้งหมด');

  // The customer's own dashboard counts its documents, and has no customers.
  await openAsCustomerUser(page, server, DEMO.users.user, '/');
  await expect(figure(page, dashboardTexts.documents.thisMonth)).toHaveText('2');
  await expect(page.getByRole('region', { name: dashboardTexts.customers.title })).toHaveCount(0);
});

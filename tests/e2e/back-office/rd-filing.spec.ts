// The monthly filing with the Revenue Department against the real server, in Chromium: the demo
// customer has its certificate (given through the API), an import makes a signed document of
// November 2569, and its accounting user downloads the month's pack on the filing screen and
// records the filing with the reference the Revenue Department gave.
import { CUSTOMER_PREFIX } from '../../../contract/customer';
import rdTexts from '../../../src/locales/th/rd-filing.json' with { type: 'json' };
import { makeTestPkcs12 } from '../../server/support/test-certificate';
import { callAs, demoCustomerCode, firstAdminSession } from '../support/back-office-api';
import { DEMO } from '../support/app-server';
import { approvedDemoImport, openAsCustomerUser, row } from './demo-import';
import { expect, READY_ADMIN_PASSWORD, test, useOwnAppServer } from './fixtures';
import { confirmPrompt } from './form-actions';
import { common, fill } from './texts';

test.setTimeout(240_000);
const ownServer = useOwnAppServer();

test("a customer downloads a month's submission pack and records it as filed", async ({ page }) => {
  const server = ownServer();
  const admin = await firstAdminSession(server, READY_ADMIN_PASSWORD);
  const demoCode = await demoCustomerCode(server, admin);
  const cert = makeTestPkcs12({ commonName: DEMO.customerName, organization: DEMO.customerName });
  const form = new FormData();
  form.append('customerCode', demoCode);
  form.append('password', cert.password);
  form.append('file', new Blob([new Uint8Array(cert.p12)]), 'signer.p12');
  await callAs(server, 'ADMIN', admin.accessToken, `${CUSTOMER_PREFIX}/uploadCertificate`, form);

  const documentNo = `RD-${Date.now()}`;
  await approvedDemoImport(page, server, [row(documentNo)], 'rd-filing.xlsx');

  await openAsCustomerUser(page, server, DEMO.users.accounting, '/rd-filing');
  const month = 'พฤศจิกายน 2569';
  const monthRow = page.getByRole('row', { name: new RegExp(month) });
  await expect(monthRow).toContainText(rdTexts.status.NOT_SUBMITTED);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    monthRow.getByRole('button', { name: fill(rdTexts.download, { month }) }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`rd-${demoCode}-2026-11.zip`);

  await monthRow.getByRole('button', { name: fill(rdTexts.markSubmitted, { month }) }).click();
  const dialog = page.getByRole('dialog', { name: fill(rdTexts.dialog.title, { month }) });
  await dialog.getByRole('textbox', { name: new RegExp(rdTexts.rdReference) }).fill('RD-6911-000123');
  await dialog.getByRole('button', { name: common.action.save }).click();
  await confirmPrompt(page, fill(rdTexts.dialog.confirm, { month }));
  await expect(dialog).toBeHidden();
  await expect(monthRow).toContainText(rdTexts.status.SUBMITTED);
  await expect(monthRow).toContainText('RD-6911-000123');
});

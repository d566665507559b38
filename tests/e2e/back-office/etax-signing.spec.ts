// e-Tax signing against the real server, in Chromium: the administrator uploads the demo
// customer's signing certificate on the customer page; an import the demo users submit and
// approve becomes a document whose page says its XML passed the official checks and is signed by
// that certificate; the XML downloaded from the page verifies with xmlsec1.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_ETAX_VERSION, ETAX_STANDARD_CODES } from '../../../contract/etax-version';
import customerTexts from '../../../src/locales/th/customer.json' with { type: 'json' };
import documentTexts from '../../../src/locales/th/document.json' with { type: 'json' };
import importTexts from '../../../src/locales/th/import.json' with { type: 'json' };
import { makeTestPkcs12 } from '../../server/support/test-certificate';
import { blockingViolations } from '../support/axe';
import { changePasswordByApi, signInByApi } from '../support/back-office-api';
import { DEMO, FIRST_ADMIN, type AppServer } from '../support/app-server';
import { approvedDemoImport, row } from './demo-import';
import { expect, openSignedIn, READY_ADMIN_PASSWORD, test, useOwnAppServer } from './fixtures';
import { confirmPrompt } from './form-actions';
import { common, fill } from './texts';

test.setTimeout(240_000);
// A server of its own: the outbox is read from its data dir once it has stopped.
const ownServer = useOwnAppServer();

/** The demo customer's code, read as the administrator's search would find it. */
async function demoCustomerCode(server: AppServer, token: string): Promise<string> {
  const response = await fetch(`${server.origin}/api/app/customerController/search`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-client-module': 'ADMIN',
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ customerName: DEMO.customerName }),
  });
  const { data } = (await response.json()) as { data: { customerCode: string }[] };
  return data[0]!.customerCode;
}

test('an administrator gives the customer its certificate; its documents are signed with it', async ({
  page,
}) => {
  const server = ownServer();
  const cert = makeTestPkcs12({ commonName: DEMO.customerName, organization: DEMO.customerName });
  const first = await signInByApi(server, FIRST_ADMIN.username, FIRST_ADMIN.initialPassword);
  await changePasswordByApi(server, first.accessToken, FIRST_ADMIN.initialPassword, READY_ADMIN_PASSWORD);
  const admin = await signInByApi(server, FIRST_ADMIN.username, READY_ADMIN_PASSWORD);
  const code = await demoCustomerCode(server, admin.accessToken);

  // The certificate tab: none yet, then the upload with its password.
  await openSignedIn(page, server, admin, `/customer/${code}/edit?tab=certificate`);
  await expect(page.getByRole('tab', { name: customerTexts.tabs.certificate })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText(customerTexts.certificate.none)).toBeVisible();
  await page.getByRole('button', { name: customerTexts.certificate.upload }).click();
  const dialog = page.getByRole('dialog', { name: customerTexts.certificate.upload });
  await dialog.getByLabel(new RegExp(`^${customerTexts.certificate.password}`)).fill('not the password');
  await dialog.getByLabel(customerTexts.certificate.file, { exact: true }).setInputFiles({
    name: 'signer.p12',
    mimeType: 'application/x-pkcs12',
    buffer: cert.p12,
  });
  await dialog.getByRole('button', { name: common.action.save }).click();
  await confirmPrompt(page, common.confirm.upload);
  // A wrong password is said on its field; the chosen file is kept.
  await expect(dialog.getByText('รหัสผ่านของใบรับรองไม่ถูกต้อง', { exact: true })).toBeVisible();
  await expect(dialog.getByTestId('chosen-file')).toContainText('signer.p12');
  await dialog.getByLabel(new RegExp(`^${customerTexts.certificate.password}`)).fill(cert.password);
  await dialog.getByRole('button', { name: common.action.save }).click();
  await confirmPrompt(page, common.confirm.upload);
  await expect(dialog).toBeHidden();
  // The subject, and the issuer: the test certificate signs itself.
  await expect(page.getByText(cert.subject)).toHaveCount(2);
  await expect(page.getByText(customerTexts.certificate.states.valid)).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  // The demo user uploads and submits; the accounting user approves.
  const documentNo = `SIGNED-${Date.now()}`;
  await approvedDemoImport(page, server, [row(documentNo)], 'signed.xlsx');

  // The document's page: valid XML, signed by the certificate; the XML verifies with xmlsec1.
  await page.getByRole('link', { name: importTexts.viewDocuments }).click();
  await page.getByRole('link', { name: documentNo }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: fill(documentTexts.page.title, { documentNo }) }),
  ).toBeVisible();
  const section = page.getByRole('region', { name: documentTexts.xml.title });
  // The demo customer is seeded with ETDA's current release (a new customer's default).
  const standard = fill(documentTexts.xml.standardName, {
    code: ETAX_STANDARD_CODES[DEFAULT_ETAX_VERSION],
    version: DEFAULT_ETAX_VERSION,
  });
  await expect(section).toContainText(fill(documentTexts.xml.statuses.VALID, { standard }));
  await expect(section).toContainText(documentTexts.xml.signatureStatuses.SIGNED);
  await expect(section).toContainText(cert.subject);
  expect(await blockingViolations(page)).toEqual([]);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: documentTexts.xml.download }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`ใบกำกับภาษี-${documentNo}.xml`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'etax-e2e-'));
  try {
    const xmlFile = path.join(dir, 'document.xml');
    const certFile = path.join(dir, 'signer.pem');
    await download.saveAs(xmlFile);
    writeFileSync(certFile, cert.certificatePem);
    const verified = spawnSync(
      'xmlsec1',
      [
        '--verify',
        '--pubkey-cert-pem',
        certFile,
        '--enabled-key-data',
        'rsa',
        '--id-attr:Id',
        'http://uri.etsi.org/01903/v1.3.2#:SignedProperties',
        xmlFile,
      ],
      { encoding: 'utf8' },
    );
    expect(verified.stderr).toContain('OK');
    expect(verified.status).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

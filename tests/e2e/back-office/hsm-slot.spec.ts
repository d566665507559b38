// Signing in a PKCS#11 slot against the real server, in Chromium: the server starts with a
// SoftHSM2 token of this spec's own as slot HSM_1 (PKCS11_MODULE, HSM_SLOTS, its PIN in a file);
// the administrator moves the demo customer to that slot on the certificate tab (key made in the
// token, CSR downloaded, the certificate a test CA issued for it uploaded), and the next import's
// document is signed there: its page names the CA-issued certificate's subject.
import { readFileSync } from 'node:fs';
import customerTexts from '../../../src/locales/th/customer.json' with { type: 'json' };
import documentTexts from '../../../src/locales/th/document.json' with { type: 'json' };
import importTexts from '../../../src/locales/th/import.json' with { type: 'json' };
import { initSoftHsmToken, SOFTHSM_MODULE } from '../../server/support/softhsm';
import { issueFromCsr } from '../../server/support/test-certificate';
import { DEMO } from '../support/app-server';
import { approvedDemoImport, row } from './demo-import';
import { demoCustomerCode, firstAdminSession } from '../support/back-office-api';
import { expect, openSignedIn, READY_ADMIN_PASSWORD, test, useOwnAppServer } from './fixtures';
import { fill } from './texts';

test.setTimeout(240_000);
// The server this spec starts inherits the environment: the token, and the slot on it.
const token = initSoftHsmToken('etax-e2e');
const saved = { PKCS11_MODULE: process.env.PKCS11_MODULE, HSM_SLOTS: process.env.HSM_SLOTS };
process.env.PKCS11_MODULE = SOFTHSM_MODULE;
process.env.HSM_SLOTS = `HSM_1:label=etax-e2e:pin_file=${token.hsm.slots[0]!.pinFile}`;
const ownServer = useOwnAppServer();
test.afterAll(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  token.dispose();
});

test('an administrator moves the demo customer to a SoftHSM slot; its next import is signed there', async ({
  page,
}) => {
  const server = ownServer();
  const admin = await firstAdminSession(server, READY_ADMIN_PASSWORD);
  const demoCode = await demoCustomerCode(server, admin);

  await openSignedIn(page, server, admin, `/customer/${demoCode}/edit?tab=certificate`);
  await page.getByRole('button', { name: customerTexts.certificate.hsm.title }).click();
  const dialog = page.getByRole('dialog', { name: customerTexts.certificate.hsm.title });
  await expect(dialog.getByRole('combobox')).toContainText(
    fill(customerTexts.certificate.hsm.slotOption, { slot: 'HSM_1', token: 'etax-e2e' }),
  );
  await dialog
    .getByLabel(new RegExp(customerTexts.certificate.hsm.commonName.replace(/[()]/g, '\\$&')))
    .fill(DEMO.customerName);
  const [csr] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: customerTexts.certificate.hsm.generate }).click(),
  ]);
  const issued = issueFromCsr(readFileSync(await csr.path(), 'utf8'));
  await dialog.getByLabel(customerTexts.certificate.hsm.certificateFile, { exact: true }).setInputFiles({
    name: 'issued.cer',
    mimeType: 'application/pkix-cert',
    buffer: Buffer.from(issued.certificatePem),
  });
  await dialog.getByRole('button', { name: customerTexts.certificate.hsm.upload }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('etax-e2e', { exact: true })).toBeVisible();

  const documentNo = `HSM-${Date.now()}`;
  await approvedDemoImport(page, server, [row(documentNo)], 'hsm.xlsx');
  await page.getByRole('link', { name: importTexts.viewDocuments }).click();
  await page.getByRole('link', { name: documentNo }).click();
  const section = page.getByRole('region', { name: documentTexts.xml.title });
  await expect(section).toContainText(documentTexts.xml.signatureStatuses.SIGNED);
  await expect(section).toContainText(DEMO.customerName);
});

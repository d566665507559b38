// Delivery that waits for a person (docs/documents.md "Held for release"), in Chromium against the
// real server and a real SMTP listener: an administrator sets the demo customer to send after
// release on its page; an import's documents are made and held ("ready to send"); the accounting
// user releases them all from the import's page, and the buyer's mail arrives. axe on each screen.
import customerTexts from '../../../src/locales/th/customer.json' with { type: 'json' };
import documentTexts from '../../../src/locales/th/document.json' with { type: 'json' };
import releaseTexts from '../../../src/locales/th/document-release.json' with { type: 'json' };
import importTexts from '../../../src/locales/th/import.json' with { type: 'json' };
import { adminPost, changePasswordByApi, signInByApi, type StoredSession } from '../support/back-office-api';
import { DEMO, FIRST_ADMIN, startAppServer, type AppServer } from '../support/app-server';
import { blockingViolations } from '../support/axe';
import { approvedDemoImport, row } from './demo-import';
import { expect, openSignedIn, test } from './fixtures';
import { chooseOption, confirmPrompt } from './form-actions';
import { common, fill } from './texts';

const ADMIN_PASSWORD = 'e2e-release-spec-admin-4';
const EMAIL = 5;

test.describe('documents held for release', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(240_000);

  let server: AppServer;
  let admin: StoredSession;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startAppServer({ mail: true });
    const first = await signInByApi(server, FIRST_ADMIN.username, FIRST_ADMIN.initialPassword);
    await changePasswordByApi(server, first.accessToken, FIRST_ADMIN.initialPassword, ADMIN_PASSWORD);
    admin = await signInByApi(server, FIRST_ADMIN.username, ADMIN_PASSWORD);
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('an import of an "after release" customer is held, released from its page, and mailed', async ({
    page,
  }) => {
    // The administrator sets the demo customer to send after release, on its page.
    const [demo] = await adminPost<{ customerCode: string }[]>(
      server,
      admin.accessToken,
      '/api/app/customerController/search',
      { customerName: DEMO.customerName },
    );
    await openSignedIn(page, server, admin, `/customer/${demo!.customerCode}/edit`);
    const tax = page.getByRole('group', { name: customerTexts.sections.tax });
    await chooseOption(page, tax, customerTexts.buyerDelivery, customerTexts.buyerDeliveries.AFTER_RELEASE);
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByRole('button', { name: common.action.save }).click();
    await confirmPrompt(page, common.confirm.modify);
    await expect(page.getByText(common.toast.saveSuccess, { exact: true })).toBeVisible();

    // An import of two documents, submitted and approved: made, and held.
    const stamp = Date.now();
    const buyers = [1, 2].map((n) => `held-${stamp}-${n}@example.com`);
    const numbers = [1, 2].map((n) => `HOLD-${stamp}-${n}`);
    await approvedDemoImport(
      page,
      server,
      numbers.map((no, index) => row(no, { [EMAIL]: buyers[index]! })),
      'held.xlsx',
    );
    const waiting = page.getByText(fill(releaseTexts.all.waiting_other, { count: 2 }));
    await expect(waiting).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);

    // Its documents say so in the list.
    const importUrl = page.url();
    await page.getByRole('link', { name: importTexts.viewDocuments }).click();
    for (const no of numbers)
      await expect(page.getByRole('row', { name: new RegExp(no) })).toContainText(
        documentTexts.deliveryStatuses.READY_TO_SEND,
      );
    expect(await blockingViolations(page)).toEqual([]);

    // Released all at once from the import's page: each buyer's mail arrives.
    await page.goto(importUrl);
    await page.getByRole('button', { name: releaseTexts.all.button }).click();
    await confirmPrompt(page, fill(releaseTexts.all.question_other, { count: 2 }));
    const mails = await Promise.all(buyers.map((buyer) => server.mail!.nextTo(buyer, 60_000)));
    expect(mails.map((mail) => mail.to)).toEqual(buyers.map((buyer) => [buyer]));
    await expect(waiting).toBeHidden();
  });
});

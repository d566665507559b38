// Documents against the real server, in Chromium: an import of three documents, submitted by the
// demo user and approved by the accounting user, becomes three documents that the server's job
// makes; the user finds them, opens one, downloads and opens its PDF, and re-sends it by e-mail
// to a corrected address; the messages are in the outbox.
import { readFileSync } from 'node:fs';
import documentTexts from '../../../src/locales/th/document.json' with { type: 'json' };
import importTexts from '../../../src/locales/th/import.json' with { type: 'json' };
import { blockingViolations } from '../support/axe';
import { approvedDemoImport, row } from './demo-import';
import { expect, test, useOwnAppServer } from './fixtures';
import { confirmPrompt } from './form-actions';
import { common, fill } from './texts';

test.setTimeout(240_000);
// A server of its own: the outbox is read from its data dir once it has stopped.
const ownServer = useOwnAppServer();

test('an approved import of three documents is found, opened, downloaded and re-sent', async ({ page }) => {
  const server = ownServer();
  const stamp = Date.now();
  const numbers = [1, 2, 3].map((n) => `DOC-${stamp}-${n}`);

  // The demo user uploads and submits; the accounting user approves.
  await approvedDemoImport(
    page,
    server,
    numbers.map((no) => row(no)),
    'documents.xlsx',
  );

  // From the import to its three documents.
  await page.getByRole('link', { name: importTexts.viewDocuments }).click();
  await expect(page.getByRole('heading', { level: 1, name: documentTexts.title })).toBeVisible();
  for (const no of numbers) await expect(page.getByRole('link', { name: no })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(numbers[0]!) })).toContainText('1,070.00');
  expect(await blockingViolations(page)).toEqual([]);

  // One document: its facts, its PDF, its deliveries.
  await page.getByRole('link', { name: numbers[0]! }).click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: fill(documentTexts.page.title, { documentNo: numbers[0]! }),
    }),
  ).toBeVisible();
  await expect(page.getByText('หนึ่งพันเจ็ดสิบบาทถ้วน')).toBeVisible();
  // The PDF drawn in the page: an A4 picture, as wide as the column allows.
  const preview = page.getByRole('img', {
    name: fill(documentTexts.preview.alt, { documentNo: numbers[0]!, page: 1, pageCount: 1 }),
  });
  await expect(preview).toBeVisible();
  const box = (await preview.boundingBox())!;
  expect(box.height / box.width).toBeCloseTo(842 / 595, 1);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: documentTexts.pdf.download }).click(),
  ]);
  // Named for people: the document's Thai title and its number.
  expect(download.suggestedFilename()).toBe(`ใบกำกับภาษี-${numbers[0]}.pdf`);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: documentTexts.pdf.open }).click(),
  ]);
  expect(tab.url()).toMatch(/^blob:/);
  await tab.close();
  const deliveries = page.getByRole('list', { name: documentTexts.delivery.title });
  await expect(deliveries.getByRole('listitem')).toHaveCount(1);
  await expect(deliveries).toContainText('b***r@example.com');
  // Sent by the generation job: named as the system's step, never by its id (issue 32 item 5).
  await expect(deliveries).toContainText(common.actor.job['document-generation']);
  await expect(deliveries).not.toContainText('job:');
  expect(await blockingViolations(page)).toEqual([]);

  // Re-sent to a corrected address, after the question that names it.
  await page.getByRole('button', { name: documentTexts.resend.EMAIL.button }).click();
  const dialog = page.getByRole('dialog', { name: documentTexts.resend.EMAIL.title });
  const email = dialog.getByRole('textbox', { name: new RegExp(documentTexts.resend.EMAIL.recipient) });
  await expect(email).toHaveValue('buyer@example.com');
  await email.fill('accounts@example.com');
  await dialog.getByRole('button', { name: common.action.send }).click();
  await confirmPrompt(page, fill(documentTexts.resend.EMAIL.confirm, { recipient: 'accounts@example.com' }));
  await expect(deliveries.getByRole('listitem')).toHaveCount(2);
  await expect(deliveries).toContainText('a***s@example.com');

  // The four messages (three documents, one re-send), each with its document's number.
  const outbox = (await server.stopAndReadOutbox()).filter((mail) => mail.refEntity === 'document');
  expect(outbox.map((mail) => mail.recipient).sort()).toEqual([
    'accounts@example.com',
    'buyer@example.com',
    'buyer@example.com',
    'buyer@example.com',
  ]);
  expect(outbox.find((mail) => mail.recipient === 'accounts@example.com')?.subject).toContain(numbers[0]!);
});

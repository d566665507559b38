// Tickets against the real server, in Chromium: a customer user opens a ticket with a PDF
// attached; the administrator sees it marked new, replies and sets it in progress; the customer
// sees the reply (marked new, then read) and the mails are in the outbox; the administrator
// resolves it.
import ticketTexts from '../../../src/locales/th/ticket.json' with { type: 'json' };
import { blockingViolations } from '../support/axe';
import { changePasswordByApi, signInByApi } from '../support/back-office-api';
import { DEMO, FIRST_ADMIN } from '../support/app-server';
import { openAsCustomerUser } from './demo-import';
import { expect, openSignedIn, READY_ADMIN_PASSWORD, test, useOwnAppServer } from './fixtures';
import { chooseOption, confirmPrompt } from './form-actions';
import { common } from './texts';

test.setTimeout(180_000);
// A server of its own: the outbox is read from its data dir once it has stopped.
const ownServer = useOwnAppServer();

test('a customer opens a ticket, the administrator answers and resolves it', async ({ page }) => {
  const server = ownServer();
  // Long enough to fill its column: the unread label beside it must still be whole.
  const subject = `ขอใบรับรองอิเล็กทรอนิกส์ฉบับใหม่สำหรับสำนักงานใหญ่และทุกสาขาของบริษัท ${Date.now()}`;

  // The customer user opens a ticket with a PDF attached.
  await openAsCustomerUser(page, server, DEMO.users.user, '/ticket');
  await expect(page.getByRole('heading', { level: 1, name: ticketTexts.openTicket })).toBeVisible();
  await page.getByRole('button', { name: ticketTexts.new.title }).click();
  const dialog = page.getByRole('dialog', { name: ticketTexts.new.title });
  await dialog.getByRole('textbox', { name: new RegExp(ticketTexts.ticketSubject) }).fill(subject);
  await chooseOption(page, dialog, ticketTexts.actionType, 'คำขอใบรับรองอิเล็กทรอนิกส์');
  await dialog
    .getByRole('textbox', { name: new RegExp(ticketTexts.detail) })
    .fill('ใบรับรองเดิมจะหมดอายุสิ้นเดือนนี้');
  await dialog.getByLabel(ticketTexts.attach, { exact: true }).setInputFiles({
    name: 'request.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await expect(dialog.getByText('request.pdf')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: common.action.save }).click();
  await confirmPrompt(page, ticketTexts.new.confirm);
  const heading = page.getByRole('heading', { level: 1, name: /^คำร้อง TK-\d{4}-\d{6}$/ });
  await expect(heading).toBeVisible();
  const ticketNo = (await heading.textContent())!.replace('คำร้อง ', '');
  await expect(page.getByRole('button', { name: 'request.pdf' })).toBeVisible();

  // The administrator: the ticket is new to them; a reply (no question asked) starts the work.
  const first = await signInByApi(server, FIRST_ADMIN.username, FIRST_ADMIN.initialPassword);
  await changePasswordByApi(server, first.accessToken, FIRST_ADMIN.initialPassword, READY_ADMIN_PASSWORD);
  const admin = await signInByApi(server, FIRST_ADMIN.username, READY_ADMIN_PASSWORD);
  // A browser context of its own: the administrator's session beside the customer's.
  const adminContext = await page.context().browser()!.newContext();
  const adminPage = await adminContext.newPage();
  await openSignedIn(adminPage, server, admin, '/ticket');
  const adminRow = adminPage.getByRole('row', { name: new RegExp(ticketNo) });
  await expect(adminRow).toContainText(ticketTexts.unread);
  // Whole, never cut to "มีข้อความใ…": the subject gives way.
  const mark = adminRow.getByText(ticketTexts.unread, { exact: true });
  await expect(mark).toBeVisible();
  expect(await mark.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await adminRow.getByRole('link', { name: ticketNo }).click();
  const reply = adminPage.getByRole('form', { name: ticketTexts.comment.message });
  await reply
    .getByRole('textbox', { name: new RegExp(ticketTexts.comment.message) })
    .fill('รับเรื่องแล้ว กำลังดำเนินการออกใบรับรองใหม่');
  await expect(reply.getByRole('checkbox', { name: ticketTexts.comment.startWork })).toBeChecked();
  await reply.getByRole('button', { name: ticketTexts.comment.send }).click();
  await expect(adminPage.getByRole('alertdialog')).toHaveCount(0);
  const conversation = adminPage.getByRole('list', { name: ticketTexts.page.conversation });
  await expect(conversation).toContainText('รับเรื่องแล้ว');
  await expect(adminPage.getByRole('list', { name: ticketTexts.page.history })).toContainText('กำลังดำเนินการ');
  expect(await blockingViolations(adminPage)).toEqual([]);

  // The customer: the reply is news, then read.
  await page.goto(server.customerUrl('/ticket'));
  const customerRow = page.getByRole('row', { name: new RegExp(ticketNo) });
  await expect(customerRow).toContainText(ticketTexts.unread);
  await customerRow.getByRole('link', { name: ticketNo }).click();
  await expect(page.getByRole('list', { name: ticketTexts.page.conversation })).toContainText('รับเรื่องแล้ว');
  await page.goto(server.customerUrl('/ticket'));
  await expect(page.getByRole('row', { name: new RegExp(ticketNo) })).not.toContainText(ticketTexts.unread);

  // The administrator resolves it.
  await adminPage.reload();
  await chooseOption(
    adminPage,
    adminPage.getByRole('form', { name: ticketTexts.manage.title }),
    ticketTexts.manage.status,
    'แก้ไขแล้ว',
  );
  await adminPage.getByRole('button', { name: ticketTexts.manage.save }).click();
  await confirmPrompt(adminPage, ticketTexts.manage.confirm);
  await expect(adminPage.getByRole('list', { name: ticketTexts.page.history })).toContainText('แก้ไขแล้ว');
  await adminContext.close();

  // Mail: to support when the customer opened it; to the requester for the reply and each status.
  const outbox = (await server.stopAndReadOutbox()).filter((mail) => mail.refEntity === 'ticket');
  const to = (recipient: string) => outbox.filter((mail) => mail.recipient === recipient);
  expect(to('support@localhost')).toHaveLength(1);
  expect(to(`${DEMO.users.user}@demo.example.com`).length).toBeGreaterThanOrEqual(2);
  expect(outbox.every((mail) => mail.subject?.includes(ticketNo))).toBe(true);
});

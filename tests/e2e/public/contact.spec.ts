import type { Page } from '@playwright/test';
import { SEND_CONTACT_EMAIL_PATH } from '../../../contract/contact';
import { startAppServer, type AppServer } from '../support/app-server';
import { expect, test as guarded } from '../support/fixtures';
import { publicTexts } from '../support/texts';
import en from '../../../src/locales/en/public.contact.json' with { type: 'json' };
import { blockingViolations } from '../support/axe';

// The contact form against a server of its own: its outbox and its per-IP limit (5 messages in
// 10 minutes) belong to this file alone. Without SMTP_URL the server keeps the mail in the
// outbox table, which the test reads once the server has stopped.
const test = guarded.extend<object, { contactServer: AppServer }>({
  contactServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take an object pattern
    async ({}, use) => {
      const server = await startAppServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ contactServer }, use) => {
    await use(contactServer.origin);
  },
});

const form = publicTexts.contact.form;

async function openForm(page: Page) {
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: publicTexts.contact.hero.title })).toBeVisible();
  // The form is a chunk of its own, fetched as the page renders.
  await expect(page.getByRole('textbox', { name: form.name })).toBeVisible();
}

async function fillIn(page: Page, subject: string) {
  await page.getByRole('textbox', { name: form.name }).fill('สมชาย ใจดี');
  await page.getByRole('textbox', { name: form.email }).fill('somchai@example.com');
  await page.getByRole('textbox', { name: form.tel }).fill('081-234-5678');
  await page.getByRole('textbox', { name: form.subject }).fill(subject);
  await page.getByRole('textbox', { name: form.message }).fill('อยากสมัครงานวิ่ง\nขอรายละเอียดด้วยครับ');
}

async function send(page: Page) {
  // Harmless: sent at once, no question first (issue 32 item 5).
  await page.getByRole('button', { name: form.send }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
}

// One worker, one server, in this order.
test.describe.configure({ mode: 'serial' });

test.describe('contact form, checks in the browser', () => {
  test('names every missing field and sends nothing, on a 375-wide phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const calls: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith(SEND_CONTACT_EMAIL_PATH)) calls.push(req.url());
    });
    await openForm(page);
    await page.getByRole('button', { name: form.send }).click();
    await expect(page.getByText('กรุณากรอกชื่อ-นามสกุล')).toBeVisible();
    await expect(page.getByText('กรุณากรอกอีเมล')).toBeVisible();
    await expect(page.getByRole('textbox', { name: form.name })).toBeFocused();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    // No sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(calls).toEqual([]);
  });

  test('speaks English when the visitor chose it', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
    await page.goto('/contact-us');
    await expect(page.getByRole('textbox', { name: en.contact.form.name })).toBeVisible();
    await page.getByRole('button', { name: en.contact.form.send }).click();
    await expect(page.getByText('Full name is required')).toBeVisible();
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`has no serious or critical axe violations with errors shown, ${mode} mode`, async ({ page }) => {
      await page.addInitScript((themeMode) => {
        localStorage.setItem('settings', JSON.stringify({ version: '1', themeMode }));
      }, mode);
      await openForm(page);
      await page.getByRole('button', { name: form.send }).click();
      await expect(page.getByText('กรุณากรอกชื่อ-นามสกุล')).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
    });
  }

  test('keeps the honeypot out of reach of people and assistive technology', async ({ page }) => {
    await openForm(page);
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveValue('');
    const box = await honeypot.boundingBox();
    expect(box === null || box.x + box.width <= 0).toBe(true);
    await expect(page.getByRole('textbox', { name: form.website })).toHaveCount(0);
  });
});

// Last: it stops this file's server to read its outbox.
test.describe('contact form', () => {
  test('is sent for real, lands in the outbox, and a sixth message in 10 minutes is refused with a wait time', async ({
    page,
    contactServer,
    request,
  }) => {
    await openForm(page);
    await fillIn(page, 'สมัครงานวิ่งกรุงเทพ');
    await send(page);
    await expect(page.getByText(form.sent)).toBeVisible();
    await expect(page.getByRole('textbox', { name: form.name })).toHaveValue('');

    // Four more from the same address reach the limit…
    for (let i = 2; i <= 5; i += 1) {
      const res = await request.post(SEND_CONTACT_EMAIL_PATH, {
        data: {
          name: 'API',
          email: 'api@example.com',
          subject: `ข้อความที่ ${i}`,
          message: 'ทดสอบ',
          website: '',
        },
      });
      expect(res.status()).toBe(200);
    }
    // …so the next one through the form says when to try again, and keeps what was typed.
    await fillIn(page, 'ข้อความที่หก');
    await send(page);
    // The failure replaces the form's "sent" notice.
    await expect(page.getByText(form.sent)).toHaveCount(0);
    await expect(page.getByRole('form', { name: form.title }).getByRole('alert')).toContainText(
      /ลองใหม่ในอีก (10|9) นาที/,
    );
    await expect(page.getByRole('textbox', { name: form.subject })).toHaveValue('ข้อความที่หก');

    const outbox = await contactServer.stopAndReadOutbox();
    const contact = outbox.filter((row) => row.refEntity === 'contact');
    expect(contact).toHaveLength(5);
    expect(contact[0]).toMatchObject({
      recipient: 'contact@localhost',
      subject: '[Contact] สมัครงานวิ่งกรุงเทพ',
    });
    expect(contact[0]?.body).toContain('From: สมชาย ใจดี <somchai@example.com>');
    expect(contact[0]?.body).toContain('Tel: 0812345678');
    expect(contact[0]?.body).toContain('อยากสมัครงานวิ่ง\nขอรายละเอียดด้วยครับ');
  });
});

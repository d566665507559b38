// The contact form through a real SMTP server (SMTP_URL set).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEND_CONTACT_EMAIL_PATH } from '../../contract/contact';
import { outbox } from '../../server/db/schema/mail';
import { nextTestIp } from './support/auth';
import { startSmtpListener, type SmtpListener } from './support/smtp-listener';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let smtp: SmtpListener;
beforeAll(async () => {
  smtp = await startSmtpListener();
  t = await createTestApp({
    smtpUrl: smtp.url,
    contactTo: 'hello@etax.test',
    mailFrom: 'Website <web@etax.test>',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('sendContactEmail through SMTP', () => {
  it('delivers the message to the contact address and records it as SENT', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: SEND_CONTACT_EMAIL_PATH,
      remoteAddress: nextTestIp(),
      payload: {
        name: 'Somchai Running Club',
        email: 'club@example.test',
        subject: 'Timing for our trail run',
        message: 'We expect 800 runners on 12 December 2026.',
        website: '',
      },
    });
    expect(res.statusCode).toBe(200);
    const mail = await smtp.next();
    await t.deps.mailer.idle();
    expect(mail.from).toBe('web@etax.test');
    expect(mail.to).toEqual(['hello@etax.test']);
    expect(mail.raw).toContain('Subject: [Contact] Timing for our trail run');
    expect(mail.raw).toContain('From: Somchai Running Club <club@example.test>');
    expect(mail.raw).toContain('We expect 800 runners on 12 December 2026.');
    const [row] = await t.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.refEntity, 'contact'), eq(outbox.recipient, 'hello@etax.test')));
    expect(row).toMatchObject({ status: 'SENT', attempts: 1, error: null });
  });

  it('sends nothing over SMTP for a honeypot hit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: SEND_CONTACT_EMAIL_PATH,
      remoteAddress: nextTestIp(),
      payload: { name: 'bot', email: 'bot@example.test', subject: 'spam', message: 'spam', website: 'x' },
    });
    expect(res.statusCode).toBe(200);
    await t.deps.mailer.idle();
    expect(await t.deps.db.select().from(outbox).where(eq(outbox.subject, '[Contact] spam'))).toEqual([]);
  });
});

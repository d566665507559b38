import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../server/db/schema/mail';
import { createMailer } from '../../server/mail/mailer';
import { createAdminUser, nextTestIp } from './support/auth';
import { otpFromMail, startSmtpListener, type SmtpListener } from './support/smtp-listener';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let smtp: SmtpListener;
beforeAll(async () => {
  smtp = await startSmtpListener();
  t = await createTestApp({ smtpUrl: smtp.url, mailFrom: 'E-TAX <no-reply@etax.test>' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('mail without SMTP: the outbox', () => {
  it('keeps the message in the outbox (status KEPT), where an OTP can be read, and logs no body', async () => {
    const infos: unknown[] = [];
    const log = {
      info: (o: unknown, m: string) => infos.push([o, m]),
      debug: () => undefined,
      error: () => undefined,
    } as never;
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: 'x@etax.test' }, t.deps.db);
    expect(mailer.transport).toBe('outbox');
    const id = await mailer.send(
      { to: 'kept@example.test', subject: 'รหัส OTP', text: 'รหัส OTP ของคุณคือ 123456' },
      log,
    );
    await mailer.close();
    const [row] = await t.deps.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({
      channel: 'EMAIL',
      recipient: 'kept@example.test',
      status: 'KEPT',
      sentAt: null,
    });
    expect(row!.body).toBe('รหัส OTP ของคุณคือ 123456');
    expect(JSON.stringify(infos)).not.toContain('123456');
    expect(infos).toHaveLength(1);
  });

  it('rolls the outbox row back with the transaction that made it', async () => {
    await expect(
      t.deps.db.transaction(async (tx) => {
        await t.deps.mailer.enqueue(tx, { to: 'rollback@example.test', subject: 's', text: 'b' });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(
      await t.deps.db.select().from(outbox).where(eq(outbox.recipient, 'rollback@example.test')),
    ).toHaveLength(0);
  });
});

describe('mail through a real SMTP server', () => {
  it('delivers the OTP e-mail (Thai and English) and records it as SENT', async () => {
    expect(t.deps.mailer.transport).toBe('smtp');
    const admin = await createAdminUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authen/admin/verifyAdminUser',
      payload: { email: admin.email },
      remoteAddress: nextTestIp(),
    });
    expect(res.statusCode).toBe(200);
    const { refCode } = res.json().data;
    const message = await smtp.next();
    await t.deps.mailer.idle();
    expect(message.from).toBe('no-reply@etax.test');
    expect(message.to).toEqual([admin.email]);
    expect(otpFromMail(message).refCode).toBe(refCode);
    expect(message.raw).toMatch(/Subject: =\?UTF-8\?/);
    const [row0] = await t.deps.db.select().from(outbox).where(eq(outbox.refId, refCode));
    expect(row0!.body).toMatch(new RegExp(`รหัส OTP ของคุณคือ \\d{6} \\(รหัสอ้างอิง ${refCode}\\)`));
    expect(row0!.body).toContain('Your one-time password is');
    const [row] = await t.deps.db.select().from(outbox).where(eq(outbox.refId, refCode));
    expect(row).toMatchObject({ status: 'SENT', attempts: 1, error: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('records FAILED with the reason when the SMTP server cannot be reached', async () => {
    const closed = await startSmtpListener();
    const url = closed.url;
    await closed.close();
    const mailer = createMailer({ smtpUrl: url, mailFrom: 'x@etax.test' }, t.deps.db);
    const errors: unknown[] = [];
    const log = {
      info: () => undefined,
      debug: () => undefined,
      error: (o: unknown) => errors.push(o),
    } as never;
    const id = await mailer.send({ to: 'someone@example.test', subject: 'Hello', text: 'Body' }, log);
    await mailer.idle();
    await mailer.close();
    const [row] = await t.deps.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: 'FAILED', attempts: 1, sentAt: null });
    expect(row!.error).toMatch(/ECONNREFUSED|connect/i);
    expect(errors).toHaveLength(1);
  });
});

// The tests' own SMTP listener (support/smtp-listener.ts): a call that gave up waiting must not
// swallow the mail that comes after it.
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { startSmtpListener } from './support/smtp-listener';

describe('the tests’ SMTP listener', () => {
  it('keeps a mail that comes after a call gave up, for the next call', async () => {
    const listener = await startSmtpListener();
    try {
      await expect(listener.nextTo('late@example.test', 10)).rejects.toThrow(
        'no mail to late@example.test within 10 ms',
      );
      const transport = nodemailer.createTransport(listener.url);
      await transport.sendMail({
        from: 'sender@example.test',
        to: 'Late@Example.test',
        subject: 'late',
        text: 'ส่งช้า',
      });
      const mail = await listener.nextTo('late@example.test');
      expect(mail.to).toEqual(['late@example.test']);
      expect(mail.text).toContain('ส่งช้า');
    } finally {
      await listener.close();
    }
  });
});

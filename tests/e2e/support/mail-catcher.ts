// A real SMTP listener in the test process: the server under test is started with
// SMTP_URL=smtp://127.0.0.1:<port>, so the OTP e-mail travels the same path as in production
// and the test reads the OTP from the mail it receives.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  /** The decoded text (quoted-printable or base64 undone), for reading codes out of it. */
  text: string;
}

export interface MailCatcher {
  url: string;
  /** The next mail to `address` (already received or still to come), within `timeoutMs`. */
  nextTo(address: string, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const joined = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The text of a single-part mail as nodemailer writes it (headers, blank line, encoded body). */
export function decodeMail(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = split >= 0 ? raw.slice(0, split) : '';
  const body = split >= 0 ? raw.slice(split).trimStart() : raw;
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The OTP and reference code of the server's OTP e-mail (its English line). */
export function otpFromMail(mail: CaughtMail): { otp: string; refCode: string } {
  const match = /one-time password is (\d{6}) \(reference ([A-Za-z0-9]{8})\)/.exec(mail.text);
  if (!match?.[1] || !match[2]) throw new Error(`no OTP in the mail:\n${mail.text}`);
  return { otp: match[1], refCode: match[2] };
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const received: CaughtMail[] = [];
  const waiting: { address: string; resolve: (mail: CaughtMail) => void }[] = [];

  const deliver = (mail: CaughtMail) => {
    const index = waiting.findIndex((waiter) => mail.to.includes(waiter.address));
    const [waiter] = index >= 0 ? waiting.splice(index, 1) : [];
    if (waiter) waiter.resolve(mail);
    else received.push(mail);
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        deliver({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          text: decodeMail(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    nextTo(address, timeoutMs = 15_000) {
      const wanted = address.toLowerCase();
      const index = received.findIndex((mail) => mail.to.includes(wanted));
      if (index >= 0) return Promise.resolve(received.splice(index, 1)[0] as CaughtMail);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no mail to ${address} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiting.push({
          address: wanted,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

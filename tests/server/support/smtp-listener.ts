// A real SMTP listener on 127.0.0.1 and a free port, for server tests (createTestApp({ smtpUrl }))
// and e2e (the server under test started with SMTP_URL): the mail travels the production path.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  /** The envelope recipients, lower-cased. */
  to: string[];
  raw: string;
  /** The decoded text (quoted-printable or base64 undone), for reading codes out of it. */
  text: string;
}

export interface SmtpListener {
  /** smtp://127.0.0.1:<port>. */
  url: string;
  /** The next message (already received or still to come), within `timeoutMs`. */
  next(timeoutMs?: number): Promise<ReceivedMail>;
  /** The next message to `address`; messages to others stay for later calls. */
  nextTo(address: string, timeoutMs?: number): Promise<ReceivedMail>;
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
export function otpFromMail(mail: ReceivedMail): { otp: string; refCode: string } {
  const match = /one-time password is (\d{6}) \(reference ([A-Za-z0-9]{8})\)/.exec(mail.text);
  if (!match?.[1] || !match[2]) throw new Error(`no OTP in the mail:\n${mail.text}`);
  return { otp: match[1], refCode: match[2] };
}

/** On a free port, or on `port` (a test that starts the server a mailer could not reach before). */
export async function startSmtpListener(port = 0): Promise<SmtpListener> {
  const arrived: ReceivedMail[] = [];
  const waiting: { wanted: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }[] = [];

  const deliver = (mail: ReceivedMail) => {
    const index = waiting.findIndex((waiter) => waiter.wanted(mail));
    const [waiter] = index >= 0 ? waiting.splice(index, 1) : [];
    if (waiter) waiter.resolve(mail);
    else arrived.push(mail);
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        deliver({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          raw,
          text: decodeMail(raw),
        });
        callback();
      });
    },
  });
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  const address = server.server.address() as AddressInfo;

  const take = (wanted: (mail: ReceivedMail) => boolean, what: string, timeoutMs: number) => {
    const index = arrived.findIndex(wanted);
    if (index >= 0) return Promise.resolve(arrived.splice(index, 1)[0] as ReceivedMail);
    return new Promise<ReceivedMail>((resolve, reject) => {
      const waiter = {
        wanted,
        resolve: (mail: ReceivedMail) => {
          clearTimeout(timer);
          resolve(mail);
        },
      };
      // A call that gave up stops waiting: a mail that comes later stays for the next call.
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(waiter), 1);
        reject(new Error(`no mail ${what} within ${timeoutMs} ms`));
      }, timeoutMs);
      waiting.push(waiter);
    });
  };

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    next: (timeoutMs = 15_000) => take(() => true, 'at all', timeoutMs),
    nextTo: (recipient, timeoutMs = 15_000) => {
      const wanted = recipient.toLowerCase();
      return take((mail) => mail.to.includes(wanted), `to ${recipient}`, timeoutMs);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The names of a raw message's attachments as a mail client reads them: the Content-Disposition
 * `filename` parameter, RFC 2231 continuations (filename*0*=utf-8''%E0…; filename*1*=…) decoded.
 */
export function attachmentNames(raw: string): string[] {
  const unfolded = raw.replace(/\r?\n[ \t]+/g, ' ');
  return [...unfolded.matchAll(/^Content-Disposition: attachment;(.*)$/gim)].map(([, params]) => {
    const parts = new Map<number, { value: string; encoded: boolean }>();
    let plain: string | undefined;
    for (const param of params!.split(';')) {
      const match = /^\s*filename(\*(\d+))?(\*)?=\s*"?([^"]*)"?\s*$/i.exec(param);
      if (!match) continue;
      const [, , index, star, value = ''] = match;
      if (index === undefined && !star) plain = value;
      else parts.set(Number(index ?? 0), { value, encoded: star === '*' });
    }
    if (parts.size === 0) return plain ?? '';
    const bytes = [...parts.keys()]
      .sort((x, y) => x - y)
      .map((key) => {
        const { value, encoded } = parts.get(key)!;
        const text = key === 0 && encoded ? value.replace(/^[^']*'[^']*'/, '') : value;
        return encoded ? text : encodeURIComponent(text);
      })
      .join('');
    return decodeURIComponent(bytes);
  });
}

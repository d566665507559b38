// A real SMTP listener for server tests (the same as mail.test.ts's), on 127.0.0.1 and a free port.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpListener {
  /** smtp://127.0.0.1:<port>, for createTestApp({ smtpUrl }). */
  url: string;
  /** The next message, as soon as it arrives (no polling, no sleep). */
  next(): Promise<ReceivedMail>;
  /** The next message to `address`; the messages to others that come first are passed over. */
  nextTo(address: string): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** On a free port, or on `port` (a test that starts the server a mailer could not reach before). */
export async function startSmtpListener(port = 0): Promise<SmtpListener> {
  const waiting: ((m: ReceivedMail) => void)[] = [];
  const arrived: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const message = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        const waiter = waiting.shift();
        if (waiter) waiter(message);
        else arrived.push(message);
        callback();
      });
    },
  });
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  const address = server.server.address() as AddressInfo;
  const next = (): Promise<ReceivedMail> => {
    const ready = arrived.shift();
    return ready ? Promise.resolve(ready) : new Promise((resolve) => waiting.push(resolve));
  };
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    next,
    nextTo: async (recipient) => {
      for (;;) {
        const message = await next();
        if (message.to.includes(recipient)) return message;
      }
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

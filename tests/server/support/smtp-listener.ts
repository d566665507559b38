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
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    next: () => {
      const ready = arrived.shift();
      return ready ? Promise.resolve(ready) : new Promise((resolve) => waiting.push(resolve));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMessage {
  mailFrom: string | undefined;
  recipients: string[];
  raw: string;
}

export interface SmtpTestServer {
  url: string;
  received: ReceivedMessage[];
  /** Resolves with the first message that arrives from now on (or is already waiting unread). */
  nextMessage(timeoutMs?: number): Promise<ReceivedMessage>;
  close(): Promise<void>;
}

export interface SmtpTestServerOptions {
  /** Recipients refused with `550 No such user`, the way a real server refuses an unknown mailbox. */
  refuseRecipient?: (address: string) => boolean;
}

/** A real SMTP server on a free local port that keeps every message it accepts. */
export async function startSmtpTestServer(options: SmtpTestServerOptions = {}): Promise<SmtpTestServer> {
  const received: ReceivedMessage[] = [];
  const unread: ReceivedMessage[] = [];
  const waiting: Array<(message: ReceivedMessage) => void> = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuseRecipient?.(address.address)) {
        callback(Object.assign(new Error('No such user'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mailFrom = session.envelope.mailFrom;
        const message: ReceivedMessage = {
          mailFrom: mailFrom ? mailFrom.address : undefined,
          recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(message);
        const waiter = waiting.shift();
        if (waiter) waiter(message);
        else unread.push(message);
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    nextMessage(timeoutMs = 15_000) {
      const message = unread.shift();
      if (message) return Promise.resolve(message);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(deliver), 1);
          reject(new Error(`no message reached the SMTP server within ${timeoutMs} ms`));
        }, timeoutMs);
        const deliver = (arrived: ReceivedMessage) => {
          clearTimeout(timer);
          resolve(arrived);
        };
        waiting.push(deliver);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

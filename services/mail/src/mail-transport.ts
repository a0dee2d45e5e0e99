import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { AppConfig } from '@doclens/config';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Overrides the default Reply-To (support), e.g. so support can answer a feedback sender directly. */
  replyTo?: string;
}

export interface SendOptions {
  /** Cancels an SMTP delivery in flight (the worker's shutdown deadline). */
  signal?: AbortSignal;
}

export interface SentMail {
  messageId: string;
  /** Where the message was written, in file mode only. */
  file?: string;
}

/** Delivers one message at a time, through SMTP or into a folder of `.eml` files. */
export interface MailSender {
  readonly delivery: 'smtp' | 'file';
  send(message: OutgoingMail, options?: SendOptions): Promise<SentMail>;
  close(): Promise<void>;
}

// Well below nodemailer's defaults (2 min to connect, 10 min idle) so that a dead server fails
// the job in good time and BullMQ's backoff takes over.
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

export function createMailSender(mail: AppConfig['mail']): MailSender {
  // Replies to a no-reply sender would be lost; support is where a confused user should land.
  const defaults = { from: mail.from, replyTo: mail.supportEmail };
  return mail.smtpUrl ? createSmtpSender(mail.smtpUrl, defaults) : createFileSender(mail.dir, defaults);
}

interface MessageDefaults {
  from: string;
  replyTo: string;
}

function createSmtpSender(url: string, defaults: MessageDefaults): MailSender {
  const transport = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    delivery: 'smtp',
    async send(message, options = {}) {
      const mail = { ...defaults, ...message, signal: options.signal };
      const info = await transport.sendMail(mail);
      return { messageId: info.messageId };
    },
    async close() {
      transport.close();
    },
  };
}

function createFileSender(dir: string, defaults: MessageDefaults): MailSender {
  const folder = resolve(dir);
  // CRLF line ends make the file a conformant RFC 822 message that mail clients open as is.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    delivery: 'file',
    async send(message) {
      const info = await transport.sendMail({ ...defaults, ...message });
      if (!Buffer.isBuffer(info.message)) throw new Error('stream transport returned a stream despite buffer: true');
      const file = join(folder, emlFileName(new Date(), info.messageId));
      await mkdir(folder, { recursive: true });
      // Written under a temporary name first, so whoever watches the folder never reads half a message.
      const partial = `${file}.partial`;
      await writeFile(partial, info.message, { flag: 'wx' });
      await rename(partial, file);
      return { messageId: info.messageId, file };
    },
    async close() {
      transport.close();
    },
  };
}

/** Sorts by time in a directory listing; the message id keeps names unique and holds no path characters. */
export function emlFileName(sentAt: Date, messageId: string): string {
  const timestamp = sentAt.toISOString().replace(/[:.]/g, '-');
  const id = messageId
    .replace(/^<|>$/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 120);
  return `${timestamp}_${id || 'message'}.eml`;
}

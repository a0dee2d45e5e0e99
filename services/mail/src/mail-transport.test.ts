import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailSender, emlFileName } from './mail-transport';

describe('eml file names', () => {
  it('start with a sortable timestamp and keep only safe characters of the message id', () => {
    const name = emlFileName(new Date('2025-03-04T05:06:07.089Z'), '<1a2b/../c d@doclens.local>');
    expect(name).toBe('2025-03-04T05-06-07-089Z_1a2b_.._c_d_doclens.local.eml');
    expect(name).toMatch(/^[\w.-]+$/);
  });

  it('cannot climb out of the mail folder', () => {
    expect(emlFileName(new Date(0), '<../../etc/passwd>')).not.toContain('/');
    expect(emlFileName(new Date(0), '<>')).toBe('1970-01-01T00-00-00-000Z_message.eml');
  });
});

describe('file mode sender', () => {
  let scratch: string | undefined;
  afterEach(async () => {
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  it('creates the folder and writes the whole RFC 822 message there', async () => {
    scratch = await mkdtemp(join(tmpdir(), 'doclens-mail-'));
    const dir = join(scratch, 'nested', 'mail');
    const sender = createMailSender({
      dir,
      from: 'DocLens <no-reply@doclens.test>',
      supportEmail: 'help@doclens.test',
    });
    expect(sender.delivery).toBe('file');

    const sent = await sender.send({ to: 'ada@example.test', subject: 'Hello', html: '<p>Hi</p>', text: 'Hi' });
    await sender.close();

    expect(await readdir(dir)).toEqual([sent.file?.slice(dir.length + 1)]);
    const raw = await readFile(sent.file ?? '', 'utf8');
    expect(raw).toContain('From: DocLens <no-reply@doclens.test>\r\n');
    expect(raw).toContain('To: ada@example.test\r\n');
    expect(raw).toContain('Reply-To: help@doclens.test\r\n');
    expect(raw).toContain(`Message-ID: ${sent.messageId}\r\n`);
    expect(raw).toContain('Content-Type: multipart/alternative');
    expect(raw).not.toMatch(/[^\r]\n/);
  });
});

describe('SMTP mode sender', () => {
  it('is chosen whenever an SMTP URL is configured', async () => {
    const sender = createMailSender({
      smtpUrl: 'smtp://127.0.0.1:1',
      dir: '/nonexistent',
      from: 'a@b.test',
      supportEmail: 'c@d.test',
    });
    expect(sender.delivery).toBe('smtp');
    await sender.close();
  });
});

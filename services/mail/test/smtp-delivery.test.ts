import { hashSecretToken } from '@doclens/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailHarness, type MailHarness } from './mail-test-harness';
import { readMimeMessage } from './mime-message';
import { type SmtpTestServer, startSmtpTestServer } from './smtp-test-server';

describe('mail service delivering through SMTP', () => {
  let smtp: SmtpTestServer;
  let harness: MailHarness;

  beforeAll(async () => {
    smtp = await startSmtpTestServer({ refuseRecipient: (address) => address.startsWith('nobody-') });
    harness = await createMailHarness({ SMTP_URL: smtp.url, APP_URL: 'https://app.doclens.test' });
  });

  afterAll(async () => {
    await harness?.dispose();
    await smtp?.close();
  });

  it('sends a queued verification email whose link carries the token stored hashed in email_tokens', async () => {
    const user = await harness.createUser({ name: 'Ada <Lovelace>' });
    const jobId = await harness.enqueue(user.id, 'verify_email');
    await harness.startService();

    const received = await smtp.nextMessage();
    expect(received.recipients).toEqual([user.email]);
    expect(received.mailFrom).toBe('no-reply@doclens.local');
    const message = readMimeMessage(received.raw);
    expect(message.headers.get('to')).toBe(user.email);
    expect(message.headers.get('subject')).toBe('Verify your email address for DocLens');
    expect(message.headers.get('reply-to')).toBe(harness.config.mail.supportEmail);

    const token = /https:\/\/app\.doclens\.test\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(message.text)?.[1];
    expect(token).toBeDefined();
    expect(message.html).toContain(`href="https://app.doclens.test/verify-email?token=${token}"`);
    expect(message.html).toContain('Hi Ada &lt;Lovelace&gt;,');
    expect(message.text).toContain('This link expires in 24 hours.');

    const stored = await harness.tokensOf(user.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      purpose: 'verify_email',
      tokenHash: hashSecretToken(token ?? ''),
      usedAt: null,
      supersededAt: null,
    });
    const ttlMs = (stored[0]?.expiresAt.getTime() ?? 0) - Date.now();
    expect(ttlMs).toBeGreaterThan(23 * 3_600_000);
    expect(ttlMs).toBeLessThanOrEqual(24 * 3_600_000);

    const job = await harness.waitForJob(jobId);
    expect(job.state).toBe('completed');
    expect(job.returnvalue).toMatchObject({ sent: true });
    expect(JSON.stringify(job.returnvalue)).not.toContain(token);
  });

  it('logs who was mailed but never the link or token', async () => {
    const user = await harness.createUser();
    const jobId = await harness.enqueue(user.id, 'reset_password');
    await harness.startService();
    const message = readMimeMessage((await smtp.nextMessage()).raw);
    await harness.waitForJob(jobId);

    const token = /\/auth\?mode=reset&token=([A-Za-z0-9_-]+)/.exec(message.text)?.[1];
    expect(token).toBeDefined();
    const sentLine = harness.log.records.find(
      (record) => record.msg === 'account email sent' && record.fields.to === user.email,
    );
    expect(sentLine?.fields).toMatchObject({ kind: 'reset_password', jobId });
    expect(sentLine?.fields).not.toHaveProperty('link');
    expect(harness.log.asText()).not.toContain(token);
  });

  it('fails at once, without retries, when the server refuses the recipient', async () => {
    const user = await harness.createUser();
    await harness.db
      .updateTable('users')
      .set({ email: `nobody-${user.email}` })
      .where('id', '=', user.id)
      .execute();
    const jobId = await harness.enqueue(user.id, 'reset_password');
    await harness.startService();

    const job = await harness.waitForJob(jobId);
    expect(job.state).toBe('failed');
    expect(job.attemptsMade).toBe(1);
    expect(job.failedReason).toMatch(/refused.*550/);
  });
});

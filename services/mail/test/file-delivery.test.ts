import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hashSecretToken } from '@doclens/auth';
import { waitFor } from '@doclens/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailHarness, type MailHarness } from './mail-test-harness';
import { type MimeMessage, readMimeMessage } from './mime-message';

describe('mail service without SMTP: .eml files in MAIL_DIR', () => {
  let harness: MailHarness;

  beforeAll(async () => {
    harness = await createMailHarness({ APP_URL: 'http://localhost:5173', PASSWORD_RESET_TTL_MINUTES: '30' });
    await harness.startService();
  });

  afterAll(async () => {
    await harness?.dispose();
  });

  async function mailFiles(): Promise<Array<{ name: string; message: MimeMessage }>> {
    const names = await readdir(harness.config.mail.dir).catch(() => []);
    return Promise.all(
      names
        .filter((name) => name.endsWith('.eml'))
        .map(async (name) => ({
          name,
          message: readMimeMessage(await readFile(join(harness.config.mail.dir, name), 'utf8')),
        })),
    );
  }

  async function mailsTo(email: string) {
    return (await mailFiles()).filter((file) => file.message.headers.get('to') === email);
  }

  it('writes the verification email as an .eml file and logs its link', async () => {
    const user = await harness.createUser();
    const jobId = await harness.enqueue(user.id, 'verify_email');

    const [file] = await waitFor('the verification .eml file', async () => {
      const files = await mailsTo(user.email);
      return files.length > 0 ? files : undefined;
    });
    expect(file?.name).toMatch(/^[\w.-]+\.eml$/);
    expect(file?.message.headers.get('subject')).toBe('Verify your email address for DocLens');
    const link = /http:\/\/localhost:5173\/verify-email\?token=[A-Za-z0-9_-]+/.exec(file?.message.text ?? '')?.[0];
    expect(link).toBeDefined();
    const token = new URL(link ?? '').searchParams.get('token') ?? '';
    const [stored] = await harness.tokensOf(user.id);
    expect(stored).toMatchObject({ purpose: 'verify_email', tokenHash: hashSecretToken(token) });

    await harness.waitForJob(jobId);
    const sentLine = harness.log.records.find(
      (record) => record.msg === 'account email sent' && record.fields.to === user.email,
    );
    expect(sentLine?.fields).toMatchObject({
      kind: 'verify_email',
      link,
      file: join(harness.config.mail.dir, file?.name ?? ''),
    });
  });

  it('writes the password reset email with the reset link of the auth page', async () => {
    const user = await harness.createUser();
    const jobId = await harness.enqueue(user.id, 'reset_password');

    const [file] = await waitFor('the password reset .eml file', async () => {
      const files = await mailsTo(user.email);
      return files.length > 0 ? files : undefined;
    });
    const message = file?.message;
    expect(message?.headers.get('subject')).toBe('Reset your DocLens password');
    const token = /http:\/\/localhost:5173\/auth\?mode=reset&token=([A-Za-z0-9_-]+)/.exec(message?.text ?? '')?.[1];
    expect(token).toBeDefined();
    expect(message?.html).toContain(`href="http://localhost:5173/auth?mode=reset&amp;token=${token}"`);
    expect(message?.text).toContain('This link expires in 30 minutes');
    expect(message?.text).toContain("If you didn't ask to reset your password, ignore this email");

    const stored = await harness.tokensOf(user.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ purpose: 'reset_password', tokenHash: hashSecretToken(token ?? '') });
    expect(await harness.waitForJob(jobId)).toMatchObject({ state: 'completed', returnvalue: { sent: true } });
  });

  it('sends no verification email to a user whose email is already verified', async () => {
    const user = await harness.createUser({ emailVerified: true });
    const jobId = await harness.enqueue(user.id, 'verify_email');

    const job = await harness.waitForJob(jobId);
    expect(job).toMatchObject({ state: 'completed', returnvalue: { sent: false, reason: 'already_verified' } });
    expect(await mailsTo(user.email)).toEqual([]);
    expect(await harness.tokensOf(user.id)).toEqual([]);
  });

  it('still sends a password reset email to a verified user', async () => {
    const user = await harness.createUser({ emailVerified: true });
    const jobId = await harness.enqueue(user.id, 'reset_password');

    expect(await harness.waitForJob(jobId)).toMatchObject({ state: 'completed', returnvalue: { sent: true } });
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('completes the job of an unknown user without sending anything', async () => {
    const filesBefore = (await mailFiles()).length;
    const jobId = await harness.enqueue(randomUUID(), 'verify_email');

    const job = await harness.waitForJob(jobId);
    expect(job).toMatchObject({
      state: 'completed',
      attemptsMade: 1,
      returnvalue: { sent: false, reason: 'user_not_found' },
    });
    expect((await mailFiles()).length).toBe(filesBefore);
  });
  it('tells the owner of a taken address that an account exists, with no token', async () => {
    const user = await harness.createUser({ emailVerified: true });
    const jobId = await harness.enqueue(user.id, 'account_exists');

    expect(await harness.waitForJob(jobId)).toMatchObject({ state: 'completed', returnvalue: { sent: true } });
    const [file] = await mailsTo(user.email);
    expect(file?.message.headers.get('subject')).toBe('You already have a DocLens account');
    expect(file?.message.text).toContain('http://localhost:5173/auth?mode=login');
    expect(file?.message.text).toContain('http://localhost:5173/auth?mode=forgot');
    expect(file?.message.text).not.toContain('token=');
    expect(await harness.tokensOf(user.id)).toEqual([]);
  });
});

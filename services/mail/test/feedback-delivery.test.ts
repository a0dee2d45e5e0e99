import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createWorkerConnection, JobProducer, sendFeedbackEmail } from '@doclens/queue';
import { waitFor } from '@doclens/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailHarness, type MailHarness } from './mail-test-harness';
import { readMimeMessage } from './mime-message';

describe('feedback email (file delivery)', () => {
  let harness: MailHarness;
  let producer: JobProducer;
  let connection: ReturnType<typeof createWorkerConnection>;

  beforeAll(async () => {
    harness = await createMailHarness({ SUPPORT_EMAIL: 'help@doclens.test' });
    connection = createWorkerConnection(harness.config.redis.url);
    producer = new JobProducer(connection, harness.config.redis.queuePrefix);
    await harness.startService();
  });

  afterAll(async () => {
    await producer?.close();
    await connection?.quit();
    await harness?.dispose();
  });

  it('delivers the message to support with Reply-To set to the sender, escaped in HTML', async () => {
    const requestId = `feedback-${randomBytes(4).toString('hex')}`;
    const jobId = await producer.enqueue(sendFeedbackEmail, {
      name: 'Eve <script>',
      email: 'eve@example.test',
      subject: 'Pricing\nquestion',
      message: 'Is <b>enterprise</b> billed yearly?\nThanks & regards',
      requestId,
    });

    const finished = await harness.waitForJob(jobId);
    expect(finished.state).toBe('completed');
    const raw = await waitFor('the feedback .eml file', async () => {
      const names = (await readdir(harness.config.mail.dir).catch(() => [])).filter((name) => name.endsWith('.eml'));
      const [name] = names;
      return name ? readFile(join(harness.config.mail.dir, name), 'utf8') : undefined;
    });
    const message = readMimeMessage(raw);
    expect(message.headers.get('to')).toBe('help@doclens.test');
    expect(message.headers.get('reply-to')).toBe('eve@example.test');
    expect(message.headers.get('subject')).toBe('[DocLens feedback] Pricing question');
    expect(message.text).toContain('From: Eve <script> <eve@example.test>');
    expect(message.text).toContain('Is <b>enterprise</b> billed yearly?\nThanks & regards');
    expect(message.html).toContain('Is &lt;b&gt;enterprise&lt;/b&gt; billed yearly?');
    expect(message.html).toContain('Eve &lt;script&gt;');
    expect(message.html).not.toContain('<script>');
    expect(message.html).not.toContain('<b>enterprise');
  });
});

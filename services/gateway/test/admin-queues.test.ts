import { randomBytes } from 'node:crypto';
import { clusterSafePrefix, createWorkerConnection } from '@doclens/queue';
import { Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminHarness, createAdminHarness } from './admin-harness';

/** The admin's view of the job queues over HTTP: the dashboard page and the actions it offers. */

let harness: AdminHarness['harness'];
let admin: AdminHarness['admin'];
let member: AdminHarness['member'];

beforeAll(async () => {
  ({ harness, admin, member } = await createAdminHarness());
});

afterAll(async () => {
  await harness?.dispose();
});

/** A job of the mail queue that failed with `reason`, its payload holding personal data. */
async function failedMailJob(reason: string, secretMessage: string) {
  const mail = harness.deps.jobs.queue('mail');
  const job = await mail.add(
    'send-feedback-email',
    { name: 'Grace Hopper', email: 'grace@example.test', subject: 'Hi', message: secretMessage, requestId: 'req-1' },
    { attempts: 1 },
  );
  const connection = createWorkerConnection(harness.config.redis.url);
  const worker = new Worker(
    'mail',
    async () => {
      throw new Error(reason);
    },
    { connection, prefix: clusterSafePrefix(harness.config.redis.queuePrefix) },
  );
  try {
    await expect
      .poll(async () => (await mail.getJobState(job.id as string)) === 'failed', { timeout: 10_000 })
      .toBe(true);
  } finally {
    await worker.close();
    await connection.quit();
  }
  return { mail, job };
}

describe('the queue dashboard', () => {
  it('shows every queue and a failed job’s reason without its personal data, and changes nothing', async () => {
    const page = await harness.api({ url: '/api/admin/queues', cookie: admin.cookie });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // The product runs offline: the page loads nothing from another origin.
    expect(page.body).not.toMatch(/(?:href|src)="https?:\/\//u);
    // A way back to the product on every page of the dashboard.
    expect(page.body).toMatch(/<body[^>]*>\s*<a href="\/admin"[^>]*>← Back to DocLens admin<\/a>/u);
    expect((await harness.api({ url: '/api/admin/queues', cookie: member.cookie })).statusCode).toBe(403);

    const secretMessage = `my flat at 12 Secret Road ${randomBytes(3).toString('hex')}`;
    const { mail, job } = await failedMailJob('SMTP refused the message', secretMessage);

    const listed = await harness.api({
      url: '/api/admin/queues/api/queues?activeQueue=mail&status=failed&page=1',
      cookie: admin.cookie,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const { queues } = listed.json() as { queues: { name: string; readOnlyMode: boolean }[] };
    expect(queues.map((queue) => queue.name)).toEqual(
      expect.arrayContaining(['mail', 'extraction', 'analysis', 'generation', 'billing']),
    );
    // Read-only: the dashboard draws no button that would change a queue.
    expect(queues.every((queue) => queue.readOnlyMode)).toBe(true);
    expect(listed.body).toContain('SMTP refused the message');
    expect(listed.body).toContain('req-1');
    for (const secret of [secretMessage, 'Grace Hopper', 'grace@example.test'])
      expect(listed.body).not.toContain(secret);

    for (const [method, url, body] of [
      ['PATCH', `/api/admin/queues/api/queues/mail/${job.id}/update-data`, { jobData: { message: 'x' } }],
      ['PUT', `/api/admin/queues/api/queues/mail/${job.id}/retry`, undefined],
      ['PUT', '/api/admin/queues/api/queues/mail/pause', undefined],
    ] as const) {
      const refused = await harness.api({ method: method as 'PUT', url, cookie: admin.cookie, body });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await mail.getJobState(job.id as string)).toBe('failed');
    await job.remove();
  });
});

describe('queue actions on the admin page', () => {
  const action = (queue: string, name: string) =>
    harness.api({ method: 'POST', url: `/api/admin/queue-actions/${queue}/${name}`, cookie: admin.cookie });
  const mailOf = (response: Awaited<ReturnType<typeof action>>) =>
    (response.json() as { queues: { name: string; paused: boolean; failed: number }[] }).queues.find(
      (queue) => queue.name === 'mail',
    );

  it('retries the failed jobs of a queue and answers the queues as they now are', async () => {
    const { mail, job } = await failedMailJob('SMTP was down', 'a message');
    const retried = await action('mail', 'retry-failed');
    expect(retried.statusCode, retried.body).toBe(200);
    expect(mailOf(retried)?.failed).toBe(0);
    expect(await mail.getJobState(job.id as string)).toBe('waiting');
    await job.remove();
  });

  it('pauses and resumes a queue', async () => {
    const paused = await action('mail', 'pause');
    expect(paused.statusCode, paused.body).toBe(200);
    expect(mailOf(paused)?.paused).toBe(true);
    const resumed = await action('mail', 'resume');
    expect(mailOf(resumed)?.paused).toBe(false);
  });

  it('answers 404 for a queue the product does not have', async () => {
    expect((await action('nonexistent', 'pause')).statusCode).toBe(404);
  });
});

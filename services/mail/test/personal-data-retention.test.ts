import { sendBillingEmail, sendFeedbackEmail } from '@doclens/queue';
import { waitFor } from '@doclens/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailHarness, type MailHarness } from './mail-test-harness';

/**
 * A sent job stays in Redis for a day so that its deterministic id deduplicates a second enqueue;
 * an account deleted meanwhile must not be named by it (docs/decisions.md, account deletion).
 */
describe('mail jobs kept after they were sent', () => {
  let harness: MailHarness;

  beforeAll(async () => {
    harness = await createMailHarness();
    await harness.startService();
  });

  afterAll(async () => {
    await harness?.dispose();
  });

  it('no longer hold the address or name of the person a billing email went to', async () => {
    const jobId = await harness.enqueueJob(sendBillingEmail, {
      kind: 'account_deleted',
      to: 'grace.hopper@example.test',
      name: 'Grace Hopper',
      plan: 'pro',
      periodEnd: null,
      cause: 'deletion-request-1',
      requestId: 'req-retention-1',
    });
    expect(await harness.waitForJob(jobId)).toMatchObject({ state: 'completed' });

    const kept = JSON.stringify(await waitFor('the job data', () => harness.jobData(jobId)));
    expect(kept).not.toContain('grace.hopper@example.test');
    expect(kept).not.toContain('Grace Hopper');
    expect(kept).toContain('account_deleted');
  });

  it('no longer hold the sender or text of a feedback message', async () => {
    const jobId = await harness.enqueueJob(sendFeedbackEmail, {
      name: 'Katherine Johnson',
      email: 'katherine@example.test',
      subject: 'Orbit tables',
      message: 'Please add a way to export the clause list.',
      requestId: 'req-retention-2',
    });
    expect(await harness.waitForJob(jobId)).toMatchObject({ state: 'completed' });

    const kept = JSON.stringify(await harness.jobData(jobId));
    expect(kept).not.toContain('katherine@example.test');
    expect(kept).not.toContain('Katherine Johnson');
    expect(kept).not.toContain('export the clause list');
  });
});

import { createTestLogger, testRedisUrl, uniqueQueuePrefix } from '@doclens/testing';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineJob } from './job-definition';
import { JobProducer } from './job-producer';
import { createJobResults, type JobResults } from './job-results';
import { createJobWorker, type JobWorker } from './job-worker';
import { createProducerConnection, createWorkerConnection } from './redis-connection';

/** A test-only job whose handler the test releases: it answers `n * 2`, or fails for odd `n` when told. */
const answerJob = defineJob({
  name: 'test-answer',
  queue: 'mail',
  payload: z.object({ n: z.number().int() }),
  retry: { attempts: 1, backoffMs: 1_000 },
  jobId: (payload) => `answer-${payload.n}`,
});

/** Longer than any test may run: a wait that ends did so because it was told. */
const LONG_WAIT_MS = 120_000;

let prefix: string;
let admin: Redis;
let producerConnection: Redis;
let workerConnection: Redis;
let producer: JobProducer;
let results: JobResults;
let worker: JobWorker | undefined;
const releases = new Map<number, (outcome: 'answer' | 'fail') => void>();

beforeEach(() => {
  prefix = uniqueQueuePrefix();
  admin = new Redis(testRedisUrl());
  producerConnection = createProducerConnection(testRedisUrl());
  workerConnection = createWorkerConnection(testRedisUrl());
  producer = new JobProducer(producerConnection, prefix);
  results = createJobResults(producer, { url: testRedisUrl(), queuePrefix: prefix }, createTestLogger());
  worker = undefined;
  releases.clear();
});

afterEach(async () => {
  for (const release of releases.values()) release('answer');
  await worker?.close();
  await results.close();
  await producer.close();
  const keys = await admin.keys(`*${prefix}*`);
  if (keys.length > 0) await admin.del(...keys);
  await Promise.all([producerConnection.quit(), workerConnection.quit(), admin.quit()]);
});

function startWorker(): void {
  worker = createJobWorker({
    queue: 'mail',
    handlers: {
      [answerJob.name]: async (payload) => {
        const { n } = payload as { n: number };
        const outcome = await new Promise<'answer' | 'fail'>((resolve) => releases.set(n, resolve));
        if (outcome === 'fail') throw new Error(`job ${n} could not be done`);
        return n * 2;
      },
    },
    connection: workerConnection,
    prefix,
    concurrency: 4,
    shutdownTimeoutMs: 5_000,
    logger: createTestLogger(),
    definitions: [answerJob],
  });
}

async function enqueueHeld(n: number) {
  const jobId = await producer.enqueue(answerJob, { n });
  await vi.waitFor(() => expect(releases.has(n)).toBe(true), { timeout: 5_000, interval: 20 });
  return { queue: answerJob.queue, jobId };
}

describe('createJobResults', () => {
  it("hands the waiter the job's value as soon as the worker finishes it, without waiting out its wait", async () => {
    startWorker();
    const job = await enqueueHeld(1);
    const waiting = results.wait(job, LONG_WAIT_MS);
    releases.get(1)?.('answer');
    await expect(waiting).resolves.toEqual({ status: 'completed', value: 2 });
  });

  it("tells a failure with the worker's reason", async () => {
    startWorker();
    const job = await enqueueHeld(3);
    const waiting = results.wait(job, LONG_WAIT_MS);
    releases.get(3)?.('fail');
    await expect(waiting).resolves.toEqual({ status: 'failed', reason: 'job 3 could not be done' });
  });

  it('answers at once for a job that ended before anyone waited', async () => {
    startWorker();
    const job = await enqueueHeld(4);
    releases.get(4)?.('answer');
    await vi.waitFor(async () => expect(await producer.queue('mail').getJobState(job.jobId)).toBe('completed'));
    await expect(results.wait(job, LONG_WAIT_MS)).resolves.toEqual({ status: 'completed', value: 8 });
  });

  it('says "unfinished" when no worker ends the job within the wait, and the job stays queued', async () => {
    const jobId = await producer.enqueue(answerJob, { n: 5 });
    await expect(results.wait({ queue: answerJob.queue, jobId }, 200)).resolves.toEqual({ status: 'unfinished' });
    expect(await producer.queue('mail').getJobState(jobId)).toBe('waiting');
  });

  it('waitForAny answers with the first job to end while the others are still running', async () => {
    startWorker();
    const slow = await enqueueHeld(6);
    const quick = await enqueueHeld(7);
    const waiting = results.waitForAny([slow, quick], LONG_WAIT_MS);
    releases.get(7)?.('answer');
    await expect(waiting).resolves.toEqual({ status: 'completed', value: 14 });
    expect(await producer.queue('mail').getJobState(slow.jobId)).toBe('active');
  });

  it('ends a wait as "unfinished" when its caller goes away, leaving the job to its worker', async () => {
    startWorker();
    const job = await enqueueHeld(9);
    const callerGone = new AbortController();
    const waiting = results.wait(job, LONG_WAIT_MS, callerGone.signal);
    callerGone.abort();
    await expect(waiting).resolves.toEqual({ status: 'unfinished' });
    expect(await producer.queue('mail').getJobState(job.jobId)).toBe('active');
  });

  it('ends every wait in progress as "unfinished" when closed, so a closing process answers at once', async () => {
    startWorker();
    const job = await enqueueHeld(10);
    const waiting = results.waitForAny([job], LONG_WAIT_MS);
    // Let the wait reach its listener before closing under it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await results.close();
    await expect(waiting).resolves.toEqual({ status: 'unfinished' });
  });

  it('withdraw takes a job no worker has started off the queue', async () => {
    const jobId = await producer.enqueue(answerJob, { n: 8 });
    await results.withdraw({ queue: answerJob.queue, jobId });
    expect(await producer.queue('mail').getJob(jobId)).toBeUndefined();
  });
});

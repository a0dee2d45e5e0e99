import { createTestLogger, testRedisUrl, uniqueQueuePrefix } from '@doclens/testing';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ZodError, z } from 'zod';
import { jobsOfQueue, sendAccountEmail } from './job-catalogue';
import { defineJob, type JobDefinition } from './job-definition';
import { JobProducer } from './job-producer';
import {
  createJobWorker,
  type HandlerMap,
  type JobContext,
  type JobWorker,
  MissingJobHandlerError,
} from './job-worker';
import { clusterSafePrefix } from './queue-names';
import { createProducerConnection, createWorkerConnection } from './redis-connection';

const USER_ID = '0b4f8f3e-5a7c-4d2e-9b1a-3c6d8e0f2a4b';
const WAIT = { timeout: 5_000, interval: 20 };

/** A test-only job on the mail queue whose handler the test controls. */
const holdJob = defineJob({
  name: 'test-hold',
  queue: 'mail',
  payload: z.object({ n: z.number().int() }),
  retry: { attempts: 3, backoffMs: 60_000 },
  jobId: (payload) => `hold-${payload.n}`,
});

interface Deferred<T = void> {
  promise: Promise<T>;
  resolve(value: T): void;
}

function deferred<T = void>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function settled(promise: Promise<unknown>): () => boolean {
  let done = false;
  promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  return () => done;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let prefix: string;
let admin: Redis;
let producerConnection: Redis;
let workerConnection: Redis;
let producer: JobProducer;
let workers: JobWorker[];

beforeEach(() => {
  prefix = uniqueQueuePrefix();
  admin = new Redis(testRedisUrl());
  producerConnection = createProducerConnection(testRedisUrl());
  workerConnection = createWorkerConnection(testRedisUrl());
  producer = new JobProducer(producerConnection, prefix);
  workers = [];
});

afterEach(async () => {
  await Promise.all(workers.map((worker) => worker.close()));
  await producer.close();
  const keys = await keysOfPrefix();
  if (keys.length > 0) await admin.del(...keys);
  await Promise.all([producerConnection.quit(), workerConnection.quit(), admin.quit()]);
});

async function keysOfPrefix(): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await admin.scan(cursor, 'MATCH', `*${prefix}*`, 'COUNT', 1000);
    cursor = next;
    keys.push(...batch);
  } while (cursor !== '0');
  return keys;
}

function startWorker(
  handlers: HandlerMap,
  options: { definitions?: JobDefinition[]; shutdownTimeoutMs?: number; lockMs?: number } = {},
) {
  const worker = createJobWorker({
    queue: 'mail',
    handlers,
    connection: workerConnection,
    prefix,
    concurrency: 1,
    shutdownTimeoutMs: options.shutdownTimeoutMs ?? 5_000,
    lockMs: options.lockMs,
    logger: createTestLogger(),
    definitions: options.definitions,
  });
  workers.push(worker);
  return worker;
}

async function waitForState(id: string, state: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await jobById(id);
    if ((await job.getState()) === state) return job;
    if (Date.now() > deadline) throw new Error(`job ${id} not ${state} within ${timeoutMs} ms`);
    await sleep(100);
  }
}

async function jobById(id: string) {
  const job = await producer.queue('mail').getJob(id);
  if (!job) throw new Error(`job ${id} not found`);
  return job;
}

describe('createJobWorker', () => {
  it('refuses to start when a job of its queue has no handler', () => {
    expect(jobsOfQueue('mail').map((definition) => definition.name)).toContain('send-account-email');
    expect(() => startWorker({})).toThrow(MissingJobHandlerError);
    expect(() => startWorker({})).toThrow(/send-account-email/);
    expect(() => startWorker({ 'some-other-job': async () => undefined })).toThrow(MissingJobHandlerError);
    expect(workers).toEqual([]);
  });

  it('refuses to start when a custom definition has no handler', () => {
    const handlers: HandlerMap = { [sendAccountEmail.name]: async () => undefined };
    expect(() => startWorker(handlers, { definitions: [sendAccountEmail, holdJob] })).toThrow(/test-hold/);
  });

  it('hands a valid payload to its handler and completes the job', async () => {
    const handler = vi.fn(async (_payload: unknown, _context: JobContext) => 'sent');
    startWorker({ [sendAccountEmail.name]: handler }, { definitions: [sendAccountEmail] });

    const payload = { userId: USER_ID, kind: 'verify_email' as const, requestId: 'req-1' };
    const jobId = await producer.enqueue(sendAccountEmail, payload);

    await vi.waitFor(async () => expect(await (await jobById(jobId)).getState()).toBe('completed'), WAIT);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]?.[0]).toEqual(payload);
    expect((await jobById(jobId)).returnvalue).toBe('sent');
  });

  it('fails a job with an invalid payload once, without retries and without calling the handler', async () => {
    const handler = vi.fn(async () => 'sent');
    startWorker({ [sendAccountEmail.name]: handler }, { definitions: [sendAccountEmail] });

    // Added raw so that the producer's validation is bypassed, as an old or hostile producer might.
    const added = await producer.queue('mail').add(sendAccountEmail.name, { bad: true }, { attempts: 5 });
    const jobId = added.id as string;

    await vi.waitFor(async () => expect(await (await jobById(jobId)).getState()).toBe('failed'), WAIT);
    await sleep(200);
    const job = await jobById(jobId);
    expect(await job.getState()).toBe('failed');
    expect(job.attemptsMade).toBe(1);
    expect(job.failedReason).toMatch(/payload/i);
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('JobProducer', () => {
  it('rejects an invalid payload before it reaches Redis', async () => {
    const invalid = { userId: 'not-a-uuid', kind: 'verify_email', requestId: 'req-1' } as unknown as z.infer<
      typeof sendAccountEmail.payload
    >;
    await expect(producer.enqueue(sendAccountEmail, invalid)).rejects.toBeInstanceOf(ZodError);
    expect(await keysOfPrefix()).toEqual([]);
    const counts = await producer.queue('mail').getJobCounts();
    expect(Object.values(counts).every((count) => count === 0)).toBe(true);
  });

  it('enqueues the same payload twice as one job (deterministic id)', async () => {
    const payload = { userId: USER_ID, kind: 'reset_password' as const, requestId: 'req-42' };
    const first = await producer.enqueue(sendAccountEmail, payload);
    const second = await producer.enqueue(sendAccountEmail, { ...payload });
    expect(second).toBe(first);
    expect(await producer.queue('mail').getJobCounts('waiting')).toEqual({ waiting: 1 });

    const other = await producer.enqueue(sendAccountEmail, { ...payload, requestId: 'req-43' });
    expect(other).not.toBe(first);
    expect(await producer.queue('mail').getJobCounts('waiting')).toEqual({ waiting: 2 });
  });

  it('applies the definition retry policy to the job', async () => {
    const jobId = await producer.enqueue(sendAccountEmail, { userId: USER_ID, kind: 'verify_email', requestId: 'r' });
    const job = await jobById(jobId);
    expect(job.opts.attempts).toBe(sendAccountEmail.retry.attempts);
    expect(job.opts.backoff).toEqual({ type: 'exponential', delay: sendAccountEmail.retry.backoffMs });
  });
});

describe('JobWorker.close', () => {
  it('waits for the job in hand to finish, completes it, and takes no new job', async () => {
    const started = deferred();
    const release = deferred();
    let signal: AbortSignal | undefined;
    const handler = vi.fn(async (_payload: unknown, context: JobContext) => {
      signal = context.signal;
      started.resolve();
      await release.promise;
      return 'finished';
    });
    const jobWorker = startWorker({ [holdJob.name]: handler }, { definitions: [holdJob], shutdownTimeoutMs: 10_000 });

    const firstId = await producer.enqueue(holdJob, { n: 1 });
    await started.promise;
    const secondId = await producer.enqueue(holdJob, { n: 2 });

    const closing = jobWorker.close();
    const isClosed = settled(closing);
    await sleep(300);
    expect(isClosed()).toBe(false);

    release.resolve();
    await closing;

    const first = await jobById(firstId);
    expect(await first.getState()).toBe('completed');
    expect(first.returnvalue).toBe('finished');
    expect(first.failedReason).toBeFalsy();
    // Never aborted: the close ended with the job, not at its 10 s deadline.
    expect(signal?.aborted).toBe(false);
    expect(await (await jobById(secondId)).getState()).toBe('waiting');
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('gives up after the deadline, aborting the handler signal and leaving the job for another worker', async () => {
    const started = deferred();
    let signal: AbortSignal | undefined;
    const handler = vi.fn(async (_payload: unknown, context: JobContext) => {
      signal = context.signal;
      started.resolve();
      await new Promise(() => undefined); // never finishes, ignores the signal
    });
    const deadlineMs = 300;
    const jobWorker = startWorker(
      { [holdJob.name]: handler },
      { definitions: [holdJob], shutdownTimeoutMs: deadlineMs },
    );

    const jobId = await producer.enqueue(holdJob, { n: 7 });
    await started.promise;
    expect(signal?.aborted).toBe(false);

    const closing = jobWorker.close();
    // Aborted at the deadline, not at the call.
    expect(signal?.aborted).toBe(false);
    await closing;

    // The close returned although the handler never will: it gave up, and said so to the handler.
    expect(signal?.aborted).toBe(true);
    // Neither completed nor failed: its lock lapses and the stalled-job check hands it to another worker.
    expect(await (await jobById(jobId)).getState()).toBe('active');
  });

  it('runs a job its worker abandoned on another worker within two lock periods of the configured lock', async () => {
    const lockMs = 5_000;
    const started = deferred();
    startWorker(
      {
        [holdJob.name]: async () => {
          started.resolve();
          await new Promise(() => undefined); // like a process killed mid-job: never finishes, never hands back
        },
      },
      { definitions: [holdJob], shutdownTimeoutMs: 100, lockMs },
    );
    const jobId = await producer.enqueue(holdJob, { n: 9 });
    await started.promise;
    await workers[0]?.close();
    const abandonedAt = Date.now();

    startWorker({ [holdJob.name]: async () => 'finished elsewhere' }, { definitions: [holdJob], lockMs });
    const job = await waitForState(jobId, 'completed', 4 * lockMs);

    expect(job.returnvalue).toBe('finished elsewhere');
    // BullMQ's default lock (30 s) would take a minute here; the configured one takes at most two periods and a check.
    expect(Date.now() - abandonedAt).toBeLessThan(3 * lockMs);
  }, 30_000);

  it('after the deadline, lets a handler hand its job back: waiting again, with no attempt used and no failure', async () => {
    const started = deferred();
    const failures: string[] = [];
    const handler = vi.fn(async (_payload: unknown, { signal, handBack }: JobContext) => {
      started.resolve();
      await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
      // Handing back takes a round trip or two; the service closes its Redis connection right after close().
      await sleep(100);
      await handBack();
      throw new Error('interrupted by shutdown');
    });
    const jobWorker = startWorker({ [holdJob.name]: handler }, { definitions: [holdJob], shutdownTimeoutMs: 300 });
    jobWorker.worker.on('failed', (_job, error) => failures.push(error.message));

    const jobId = await producer.enqueue(holdJob, { n: 8 });
    await started.promise;
    await jobWorker.close();

    const job = await jobById(jobId);
    expect(await job.getState()).toBe('waiting');
    expect(job.attemptsMade).toBe(0);
    expect(job.failedReason).toBeFalsy();
    expect(failures).toEqual([]);
  });
});

describe('JobContext.isLastAttempt', () => {
  const twiceJob = defineJob({
    name: 'test-twice',
    queue: 'mail',
    payload: z.object({ n: z.number().int() }),
    retry: { attempts: 2, backoffMs: 10 },
    jobId: (payload) => `twice-${payload.n}`,
  });

  it('is false on an attempt that BullMQ will retry and true on the one it will not', async () => {
    const seen: boolean[] = [];
    startWorker(
      {
        [twiceJob.name]: async (_payload, { isLastAttempt }) => {
          seen.push(isLastAttempt);
          throw new Error('always fails');
        },
      },
      { definitions: [twiceJob] },
    );

    const jobId = await producer.enqueue(twiceJob, { n: 1 });
    await vi.waitFor(async () => expect(await (await jobById(jobId)).getState()).toBe('failed'), WAIT);
    expect(seen).toEqual([false, true]);
  });
});

describe('queue prefix', () => {
  it('wraps the prefix in a Redis Cluster hash tag', () => {
    expect(clusterSafePrefix('doclens')).toBe('{doclens}');
    expect(clusterSafePrefix('{doclens}')).toBe('{doclens}');
  });

  it('writes every key of the prefix under the hash tag', async () => {
    startWorker({ [holdJob.name]: async () => 'ok' }, { definitions: [holdJob] });
    const jobId = await producer.enqueue(holdJob, { n: 1 });
    await vi.waitFor(async () => expect(await (await jobById(jobId)).getState()).toBe('completed'), WAIT);

    const keys = await keysOfPrefix();
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => !key.startsWith(`{${prefix}}:mail:`))).toEqual([]);
  });
});

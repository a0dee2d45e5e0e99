import { testRedisUrl, uniqueQueuePrefix } from '@doclens/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from './job-definition';
import { JobProducer } from './job-producer';
import { waitingListKey } from './queue-names';
import { createWorkerConnection } from './redis-connection';

const countedJob = defineJob({
  name: 'test-counted',
  queue: 'extraction',
  payload: z.object({ n: z.number().int() }),
  retry: { attempts: 1, backoffMs: 1_000 },
  jobId: (payload) => `counted-${payload.n}`,
});

describe('waitingListKey', () => {
  const redis = createWorkerConnection(testRedisUrl());
  const prefix = uniqueQueuePrefix();
  const producer = new JobProducer(redis, prefix);

  afterEach(async () => {
    await producer.close();
    const keys = await redis.keys(`{${prefix}}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('names the list whose length is the number of jobs waiting for a worker (what an autoscaler reads)', async () => {
    expect(await redis.llen(waitingListKey(prefix, 'extraction'))).toBe(0);
    for (const n of [1, 2, 3]) await producer.enqueue(countedJob, { n });
    expect(await redis.llen(waitingListKey(prefix, 'extraction'))).toBe(3);
    expect(await redis.llen(waitingListKey(prefix, 'analysis'))).toBe(0);
  });
});

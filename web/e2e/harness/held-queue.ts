import { closeRedisConnection, createWorkerConnection, JobProducer, type QueueName } from '@doclens/queue';
import type { RunningProduct } from './running-product';

export interface HeldQueue {
  /** Workers take no new job of the queue until `release`; jobs added meanwhile wait in line. */
  hold(): Promise<void>;
  /** Workers take the waiting jobs again, in the order they were added. */
  release(): Promise<void>;
  /** Releases the queue and waits until no job of it is waiting or running: an empty line. */
  emptied(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * One of the running product's queues, paused and resumed as an operator would (BullMQ's global
 * pause): every worker stays up but takes nothing new, so the documents sent meanwhile show what
 * a user sees while every worker is busy, for as long as the test needs and no longer.
 */
export function heldQueue(product: RunningProduct, name: QueueName): HeldQueue {
  const connection = createWorkerConnection(product.config.redis.url);
  const jobs = new JobProducer(connection, product.config.redis.queuePrefix);
  const queue = jobs.queue(name);
  return {
    hold: () => queue.pause(),
    release: () => queue.resume(),
    async emptied(timeoutMs = 120_000) {
      await queue.resume();
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const counts = await queue.getJobCounts('waiting', 'prioritized', 'delayed', 'active');
        const left = Object.values(counts).reduce((sum, count) => sum + count, 0);
        if (left === 0) return;
        if (Date.now() > deadline) throw new Error(`the ${name} queue still holds ${JSON.stringify(counts)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async close() {
      // Never leave the product's workers idle behind a test that failed half-way.
      await queue.resume();
      await jobs.close();
      await closeRedisConnection(connection);
    },
  };
}

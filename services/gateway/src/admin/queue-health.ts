import type { QueueHealth } from '@doclens/api';
import { type JobProducer, QUEUE_NAMES } from '@doclens/queue';

const REDIS_ANSWER_TIMEOUT_MS = 2_000;

/** Each queue's job counts; rejects when Redis does not answer in time rather than hang the dashboard. */
export async function queueHealth(jobs: JobProducer): Promise<QueueHealth[]> {
  const counts = Promise.all(
    QUEUE_NAMES.map(async (name) => {
      const queue = jobs.queue(name);
      const [counts, paused] = await Promise.all([
        queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'completed', 'failed'),
        queue.isPaused(),
      ]);
      return {
        name,
        paused,
        waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
        active: counts.active ?? 0,
        delayed: counts.delayed ?? 0,
        completed: counts.completed ?? 0,
        failed: counts.failed ?? 0,
      };
    }),
  );
  // Late failures after the timeout must not surface as unhandled rejections.
  counts.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Redis did not answer')), REDIS_ANSWER_TIMEOUT_MS);
  });
  try {
    return await Promise.race([counts, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

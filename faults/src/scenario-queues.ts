import type { JobProducer, QueueName, RedisConnection } from '@doclens/queue';

/**
 * Ends a scenario's hold on Redis: removes every job left in `queues` under the scenario's prefix,
 * so none is picked up by a later scenario's workers, then closes the producer and its connection.
 * Only while connected: a Redis the scenario stopped or cut off would hold the commands forever.
 * Failures are ignored, as the scenario's verdict is already given.
 */
export async function discardScenarioJobs(
  jobs: JobProducer,
  connection: RedisConnection,
  queues: readonly QueueName[],
): Promise<void> {
  if (connection.status === 'ready') {
    await Promise.all(
      queues.map((queue) =>
        jobs
          .queue(queue)
          .obliterate({ force: true })
          .catch(() => undefined),
      ),
    );
  }
  await jobs.close().catch(() => undefined);
  connection.disconnect();
}

import { QUEUE_ACTIONS, type QueueAction, queueActionParamsSchema, queueHealthListSchema } from '@doclens/api';
import { type JobProducer, QUEUE_NAMES, type QueueName } from '@doclens/queue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { queueHealth } from '../../admin/queue-health';
import { HttpError } from '../../http/http-errors';
import type { RouteContext } from '../route-context';

const UNKNOWN_QUEUE_MESSAGE = 'No queue has this name.';

const SUMMARIES: Record<QueueAction, string> = {
  'retry-failed': 'Retry every failed job of a queue',
  pause: 'Pause a queue: its workers take no new job until it is resumed',
  resume: 'Resume a paused queue',
};

function isQueueName(name: string): name is QueueName {
  return (QUEUE_NAMES as readonly string[]).includes(name);
}

async function perform(jobs: JobProducer, queueName: QueueName, action: QueueAction): Promise<void> {
  const queue = jobs.queue(queueName);
  if (action === 'retry-failed') await queue.retryJobs({ state: 'failed' });
  else if (action === 'pause') await queue.pause();
  else await queue.resume();
}

/**
 * The writes an admin makes to the queues, from the admin page: retry a queue's failed jobs, pause
 * and resume it. The queue dashboard is for reading (a failed job's reason and stack); keeping its
 * writes here means every button the admin sees is one the server accepts. Each answers the
 * queues' counts as they are after the action.
 */
export function queueActionRoutes({ deps }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const action of QUEUE_ACTIONS) {
      app.post(
        `/api/admin/queue-actions/:queue/${action}`,
        {
          schema: {
            tags: ['admin'],
            summary: SUMMARIES[action],
            params: queueActionParamsSchema,
            response: { 200: queueHealthListSchema },
          },
        },
        async (request) => {
          const { queue } = request.params;
          if (!isQueueName(queue)) throw new HttpError(404, UNKNOWN_QUEUE_MESSAGE);
          await perform(deps.jobs, queue, action);
          request.log.info({ queue, action }, 'admin queue action');
          return { queues: await queueHealth(deps.jobs) };
        },
      );
    }
  };
}

import type { JobProducer } from '@doclens/queue';
import type { GatewayDependencies } from '../gateway-dependencies';

/**
 * The job producer for enqueues a request must not wait on: BullMQ holds an add until Redis comes
 * back, so while the connection is not ready the enqueue fails at once and its caller logs it.
 */
export function readyJobQueue({
  jobs,
  redis,
}: Pick<GatewayDependencies, 'jobs' | 'redis'>): Pick<JobProducer, 'enqueue'> {
  return {
    enqueue: (definition, payload, options) => {
      if (redis.status !== 'ready') return Promise.reject(new Error(`redis connection is ${redis.status}`));
      return jobs.enqueue(definition, payload, options);
    },
  };
}

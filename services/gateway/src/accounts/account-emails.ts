import { type AccountEmailKind, sendAccountEmail } from '@doclens/queue';
import type { FastifyBaseLogger } from 'fastify';
import type { GatewayDependencies } from '../gateway-dependencies';
import { serviceUnavailable } from '../http/http-errors';

export interface AccountEmailRequest {
  userId: string;
  kind: AccountEmailKind;
  requestId: string;
}

export type AccountEmailQueue = Pick<GatewayDependencies, 'jobs' | 'redis'>;

/** Queues an account email; returns false instead of throwing when the queue is unreachable. */
export async function tryQueueAccountEmail(
  { jobs, redis }: AccountEmailQueue,
  email: AccountEmailRequest,
  log: FastifyBaseLogger,
): Promise<boolean> {
  try {
    // BullMQ waits for a connection that is not ready until Redis comes back; a request must not wait.
    if (redis.status !== 'ready') throw new Error(`redis connection is ${redis.status}`);
    await jobs.enqueue(sendAccountEmail, email);
    return true;
  } catch (error) {
    log.error({ err: error, kind: email.kind }, 'could not queue account email');
    return false;
  }
}

/** Queues an account email or answers 503, for calls whose whole point is the email. */
export async function queueAccountEmail(
  queue: AccountEmailQueue,
  email: AccountEmailRequest,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!(await tryQueueAccountEmail(queue, email, log))) throw serviceUnavailable();
}

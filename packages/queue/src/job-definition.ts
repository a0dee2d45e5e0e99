import type { z } from 'zod';
import type { QueueName } from './queue-names';

export interface RetryPolicy {
  attempts: number;
  /** First backoff delay; each retry doubles it. */
  backoffMs: number;
}

export interface JobDefinition<Name extends string = string, Payload extends z.ZodType = z.ZodType> {
  name: Name;
  queue: QueueName;
  payload: Payload;
  retry: RetryPolicy;
  /** Deterministic id: enqueueing the same work twice is harmless. Must not contain ':'. */
  jobId: (payload: z.infer<Payload>) => string;
}

export type PayloadOf<Definition extends JobDefinition> = z.infer<Definition['payload']>;

export function defineJob<Name extends string, Payload extends z.ZodType>(
  definition: JobDefinition<Name, Payload>,
): JobDefinition<Name, Payload> {
  return definition;
}

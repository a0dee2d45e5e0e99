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
  /**
   * Payload fields that name a person (an email address, a name). A job kept in Redis after it
   * completed (for its deterministic id to deduplicate) keeps them no longer than its work needed
   * them: the worker blanks them once the handler has succeeded, so an account deleted meanwhile is
   * not named by finished jobs either.
   */
  personalFields?: readonly (keyof z.infer<Payload> & string)[];
}

export type PayloadOf<Definition extends JobDefinition> = z.infer<Definition['payload']>;

export function defineJob<Name extends string, Payload extends z.ZodType>(
  definition: JobDefinition<Name, Payload>,
): JobDefinition<Name, Payload> {
  return definition;
}

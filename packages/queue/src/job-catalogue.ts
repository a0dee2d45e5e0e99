import { z } from 'zod';
import { defineJob, type JobDefinition } from './job-definition';
import type { QueueName } from './queue-names';

/** Carried by every job so that its logs join the HTTP request that caused it. */
const requestId = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[\w.-]+$/);

/**
 * verify_email and reset_password carry a single-use link; account_exists tells the owner of an
 * address that someone tried to register it again (registration never reveals that to the caller).
 */
export const ACCOUNT_EMAIL_KINDS = ['verify_email', 'reset_password', 'account_exists'] as const;
export type AccountEmailKind = (typeof ACCOUNT_EMAIL_KINDS)[number];

/**
 * Sends an account email (verification, password reset, or an account-exists notice). The worker issues the token itself, so no secret
 * ever sits in Redis; a retry issues a fresh token that supersedes the one it replaces.
 */
export const sendAccountEmail = defineJob({
  name: 'send-account-email',
  queue: 'mail',
  payload: z.object({
    userId: z.uuid(),
    kind: z.enum(ACCOUNT_EMAIL_KINDS),
    requestId,
  }),
  retry: { attempts: 6, backoffMs: 2_000 },
  jobId: (payload) => `${payload.kind}-${payload.userId}-${payload.requestId}`,
});

/** The whole catalogue: a worker refuses to start unless it handles every job of its queue. */
export const jobCatalogue = [sendAccountEmail] as const satisfies readonly JobDefinition[];

export function jobsOfQueue(queue: QueueName): JobDefinition[] {
  return jobCatalogue.filter((definition) => definition.queue === queue);
}

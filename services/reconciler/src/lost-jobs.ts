import type { Job } from 'bullmq';

/** Work younger than this is left alone: its job may simply not have been picked up yet. */
export const GRACE_MS = 30_000;

/**
 * How the job of work that Postgres shows unfinished stands in Redis:
 * - 'gaveUp': it failed for good, but the failure never reached the row (the worker died first);
 * - 'lost': Redis lost it, or it completed without the row hearing of it (lost half-way); it
 *   must run again, and the id of a completed one is freed here for that;
 * - 'alive': still waiting or running; it will end the work itself.
 */
export type JobStanding = 'gaveUp' | 'lost' | 'alive';

/** How the job stands; a completed one has its id freed, to be enqueued again. */
export async function standingOf(job: Job | undefined): Promise<JobStanding> {
  const state = job ? await job.getState() : 'missing';
  if (state === 'failed') return 'gaveUp';
  if (state === 'missing' || state === 'unknown' || state === 'completed') {
    if (job && state === 'completed') await job.remove();
    return 'lost';
  }
  return 'alive';
}

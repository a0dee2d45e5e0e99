import { waitFor } from './wait-for';

/** How a job ended, as a test reads it back from its queue. */
export interface FinishedJob {
  state: 'completed' | 'failed';
  returnvalue: unknown;
  attemptsMade: number;
  failedReason: string | undefined;
}

/** The part of a BullMQ queue that tells how one of its jobs stands (kept structural: no BullMQ here). */
export interface JobStates {
  getJobState(jobId: string): Promise<string>;
  getJob(jobId: string): Promise<{ returnvalue: unknown; attemptsMade: number; failedReason?: string } | undefined>;
}

/** Waits until the job has completed or failed for good, and says how it ended. */
export function waitForFinishedJob(
  queue: JobStates,
  jobId: string,
  options?: Parameters<typeof waitFor>[2],
): Promise<FinishedJob> {
  return waitFor(
    `job ${jobId} to finish`,
    async () => {
      const state = await queue.getJobState(jobId);
      if (state === 'completed' || state === 'failed') {
        // Read only once finished: a job read earlier would lack its result.
        const job = await queue.getJob(jobId);
        if (job)
          return {
            state,
            returnvalue: job.returnvalue,
            attemptsMade: job.attemptsMade,
            failedReason: job.failedReason,
          };
      }
      return undefined;
    },
    options,
  );
}

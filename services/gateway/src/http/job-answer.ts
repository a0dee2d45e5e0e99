import {
  type JobDefinition,
  type JobProducer,
  type JobRef,
  type JobResults,
  type PayloadOf,
  REFUSED_JOB_REASON_PREFIX,
} from '@doclens/queue';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from './http-errors';

/** What a request that waited on a worker's job answers: the job's value, or why there is none. */
export type JobAnswer = { ok: true; value: unknown } | { ok: false; statusCode: 422 | 500 | 503; message: string };

/** The sentences a user hears when the job did not end in time, or failed for the service's reasons. */
export interface JobAnswerMessages {
  busy: string;
  failed: string;
}

/** How long a request waits for its job, and what the user hears when the job does not answer. */
export interface JobWait {
  waitMs: number;
  messages: JobAnswerMessages;
}

/**
 * Has a worker run the job for the request and waits for its answer (see `waitForJobAnswer`).
 * The job comes back with the answer, for a value read once to be withdrawn from Redis.
 */
export async function runJobForAnswer<Definition extends JobDefinition>(
  { jobs, jobResults }: { jobs: Pick<JobProducer, 'enqueue'>; jobResults: JobResults },
  definition: Definition,
  payload: PayloadOf<Definition>,
  wait: JobWait,
  log: FastifyBaseLogger,
): Promise<{ job: JobRef; answer: JobAnswer }> {
  const job = { queue: definition.queue, jobId: await jobs.enqueue(definition, payload) };
  return { job, answer: await waitForJobAnswer(jobResults, job, wait, log) };
}

/**
 * Waits for a job the request enqueued and says how to answer: its value; 503 when it did not
 * end within the wait (the job is withdrawn if no worker took it); 422 with the worker's sentence
 * when the input passed one of its limits; 500 for any other failure.
 */
async function waitForJobAnswer(
  jobResults: JobResults,
  job: JobRef,
  { waitMs, messages }: JobWait,
  log: FastifyBaseLogger,
): Promise<JobAnswer> {
  const result = await jobResults.wait(job, waitMs);
  if (result.status === 'completed') return { ok: true, value: result.value };
  if (result.status === 'unfinished') {
    await jobResults.withdraw(job);
    log.warn({ jobId: job.jobId }, 'job not finished within the wait');
    return { ok: false, statusCode: 503, message: messages.busy };
  }
  if (result.reason.startsWith(REFUSED_JOB_REASON_PREFIX)) {
    return { ok: false, statusCode: 422, message: result.reason.slice(REFUSED_JOB_REASON_PREFIX.length) };
  }
  log.error({ jobId: job.jobId, reason: result.reason }, 'job failed');
  return { ok: false, statusCode: 500, message: messages.failed };
}

/** The job's value, or the HttpError its answer stands for. */
export function valueOrHttpError(answer: JobAnswer): unknown {
  if (answer.ok) return answer.value;
  throw new HttpError(answer.statusCode, answer.message);
}

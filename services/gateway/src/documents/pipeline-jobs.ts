import type { Document, ProcessingStage } from '@doclens/db';
import { analyzeDocument, extractDocument, type JobRef } from '@doclens/queue';
import type { FastifyBaseLogger } from 'fastify';
import type { GatewayDependencies } from '../gateway-dependencies';
import { serviceUnavailable } from '../http/http-errors';

type PipelineQueue = Pick<GatewayDependencies, 'jobs' | 'redis'>;

/** The job that moves a document on from `stage`; 'extracted' waits for the owner to pick a type. */
export function pipelineJobFor(stage: ProcessingStage | null) {
  if (stage === 'extracting') return extractDocument;
  if (stage === 'analyzing') return analyzeDocument;
  return undefined;
}

/** The job the document waits on now, if any: what a long poll of the document waits to end. */
export function pipelineJobsInProgress(document: Document): JobRef[] {
  const job = pipelineJobFor(document.processingStage);
  if (!job) return [];
  // The id depends on the document and its attempt; the request id is only carried for the logs.
  const payload = { documentId: document.id, attempt: document.pipelineAttempt, requestId: 'long-poll' };
  return [{ queue: job.queue, jobId: job.jobId(payload) }];
}

/**
 * Refuses (503) before any state changes while Redis is down: BullMQ would otherwise wait for the
 * connection, and the request with it.
 */
export function assertQueueReachable(queue: PipelineQueue): void {
  if (!isQueueReachable(queue)) throw serviceUnavailable();
}

export function isQueueReachable({ redis }: PipelineQueue): boolean {
  return redis.status === 'ready';
}

/**
 * Enqueues the job for the document's current stage, after the state change is committed.
 * Postgres is the truth: if Redis fails just now the reconciler re-enqueues the work later, so
 * the request still succeeds rather than reporting a change that did happen as an error.
 */
export async function enqueuePipelineJob(
  queue: PipelineQueue,
  document: Document,
  requestId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const job = pipelineJobFor(document.processingStage);
  if (!job) return;
  try {
    await queue.jobs.enqueue(job, { documentId: document.id, attempt: document.pipelineAttempt, requestId });
  } catch (error) {
    log.error({ err: error, documentId: document.id, job: job.name }, 'could not enqueue; left to the reconciler');
  }
}

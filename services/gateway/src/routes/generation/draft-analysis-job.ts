import { randomUUID } from 'node:crypto';
import { type Db, findOwnedGeneratedDocument, type GeneratedDocument } from '@doclens/db';
import {
  analyzeGeneratedDocument,
  DRAFT_ANALYSIS_TIME_LIMIT_MS,
  type JobProducer,
  REFUSED_JOB_REASON_PREFIX,
} from '@doclens/queue';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../http/http-errors';
import type { GenerationJobResults } from './generation-job-results';
import { generatedDocumentNotFound } from './generation-refusals';

/** The worker's time limit, plus room for the thread to start and for jobs queued ahead. */
export const DRAFT_ANALYSIS_WAIT_MS = DRAFT_ANALYSIS_TIME_LIMIT_MS + 30_000;

export const ANALYSIS_BUSY_MESSAGE = 'Analysis is busy right now. Please try again in a moment.';
export const ANALYSIS_FAILED_MESSAGE = 'The analysis failed. Please try again.';

interface DraftAnalysisRequest {
  ownerId: string;
  generatedDocumentId: number;
  role: string;
  requestId: string;
}

/**
 * "Analyze" on a generated draft through the generation service: the `analyze-generated-document`
 * job runs the analyzer in a thread with a hard time and memory limit and stores the result; the
 * request waits for it and answers with the document as stored.
 */
export async function analyzeDraftByJob(
  deps: { db: Db; jobs: JobProducer },
  results: GenerationJobResults,
  request: DraftAnalysisRequest,
  log: FastifyBaseLogger,
): Promise<GeneratedDocument> {
  const jobId = await deps.jobs.enqueue(analyzeGeneratedDocument, { analysisId: randomUUID(), ...request });
  const result = await results.wait(jobId, DRAFT_ANALYSIS_WAIT_MS);
  if (result.status === 'unfinished') {
    await results.withdraw(jobId);
    log.warn({ jobId }, 'draft analysis not finished within the wait');
    throw new HttpError(503, ANALYSIS_BUSY_MESSAGE);
  }
  if (result.status === 'failed') {
    if (result.reason.startsWith(REFUSED_JOB_REASON_PREFIX)) {
      throw new HttpError(422, result.reason.slice(REFUSED_JOB_REASON_PREFIX.length));
    }
    log.error({ jobId, reason: result.reason }, 'draft analysis failed');
    throw new HttpError(500, ANALYSIS_FAILED_MESSAGE);
  }
  const document = await findOwnedGeneratedDocument(deps.db, request.ownerId, request.generatedDocumentId);
  if (!document) throw generatedDocumentNotFound();
  return document;
}

import { randomUUID } from 'node:crypto';
import { type Db, findOwnedGeneratedDocument, type GeneratedDocument } from '@doclens/db';
import {
  analyzeGeneratedDocument,
  DRAFT_ANALYSIS_TIME_LIMIT_MS,
  type JobProducer,
  type JobResults,
} from '@doclens/queue';
import type { FastifyBaseLogger } from 'fastify';
import { type JobWait, runJobForAnswer, valueOrHttpError } from '../../http/job-answer';
import { generatedDocumentNotFound } from './generation-refusals';

/** The worker's time limit, plus room for the thread to start and for jobs queued ahead. */
export const DRAFT_ANALYSIS_WAIT_MS = DRAFT_ANALYSIS_TIME_LIMIT_MS + 30_000;

export const ANALYSIS_BUSY_MESSAGE = 'Analysis is busy right now. Please try again in a moment.';
export const ANALYSIS_FAILED_MESSAGE = 'The analysis failed. Please try again.';
const DRAFT_ANALYSIS_WAIT: JobWait = {
  waitMs: DRAFT_ANALYSIS_WAIT_MS,
  messages: { busy: ANALYSIS_BUSY_MESSAGE, failed: ANALYSIS_FAILED_MESSAGE },
};

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
  results: JobResults,
  request: DraftAnalysisRequest,
  log: FastifyBaseLogger,
): Promise<GeneratedDocument> {
  const { answer } = await runJobForAnswer(
    { jobs: deps.jobs, jobResults: results },
    analyzeGeneratedDocument,
    { analysisId: randomUUID(), ...request },
    DRAFT_ANALYSIS_WAIT,
    log,
  );
  valueOrHttpError(answer);
  const document = await findOwnedGeneratedDocument(deps.db, request.ownerId, request.generatedDocumentId);
  if (!document) throw generatedDocumentNotFound();
  return document;
}

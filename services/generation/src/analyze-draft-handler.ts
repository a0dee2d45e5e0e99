import { type AnalysisResult, analyzeGeneratedDocumentSchema } from '@doclens/api';
import type { AppConfig } from '@doclens/config';
import { type Db, findGeneratedDocument, storeGeneratedDocumentAnalysis } from '@doclens/db';
import { derivedColumns } from '@doclens/engine';
import {
  type analyzeGeneratedDocument,
  DRAFT_ANALYSIS_TIME_LIMIT_MS,
  type JobHandler,
  type PayloadOf,
  REFUSED_JOB_REASON_PREFIX,
} from '@doclens/queue';
import { endingFailedAttempts } from '@doclens/service-runtime';
import type { AnalyzeDraftInput } from './threads/analyze-draft-task';
import { runInThread, TaskRefusedError, type ThreadLimits } from './threads/run-in-thread';
import { heardByTheWaitingRequest } from './waiting-request';

/** The engine's models and a contract's text held several times over fit well within this. */
const DRAFT_ANALYSIS_HEAP_MB = 1_024;

export interface AnalyzeDraftDeps {
  db: Db;
  ai: AppConfig['ai'];
  /** The analysis' hard limits over the defaults. */
  limits?: Partial<ThreadLimits>;
}

/** Kept as the job's return value: what happened, without document content. */
export type AnalyzeDraftOutcome = { analyzed: true } | { analyzed: false; reason: 'not_found' };

/**
 * Runs the contract analyzer on a generated draft in a task thread with a hard time and memory
 * limit, and stores the result on the document: the gateway only waits for it.
 */
export function createAnalyzeDraftHandler({
  db,
  ai,
  limits,
}: AnalyzeDraftDeps): JobHandler<typeof analyzeGeneratedDocument> {
  const threadLimits: ThreadLimits = {
    timeLimitMs: DRAFT_ANALYSIS_TIME_LIMIT_MS,
    maxHeapMb: DRAFT_ANALYSIS_HEAP_MB,
    ...limits,
  };
  return endingFailedAttempts<PayloadOf<typeof analyzeGeneratedDocument>, AnalyzeDraftOutcome>(
    async ({ generatedDocumentId, ownerId, role: rawRole }, { logger, signal }) => {
      const { role } = analyzeGeneratedDocumentSchema.parse({ role: rawRole });
      const document = await findGeneratedDocument(db, generatedDocumentId);
      if (!document || document.ownerId !== ownerId) return { analyzed: false, reason: 'not_found' };
      const input: AnalyzeDraftInput = {
        settings: { provider: ai.provider, apiKey: ai.apiKey, baseUrl: ai.baseUrl, model: ai.model },
        role,
        title: document.title,
        html: document.generatedContent,
        yourParty: yourPartyOf(document.parameters),
      };
      const startedAt = performance.now();
      let analysis: AnalysisResult;
      try {
        analysis = await runInThread<AnalysisResult>(
          { module: './analyze-draft-task.ts', input, what: 'Analyzing the document', signal },
          threadLimits,
        );
      } catch (error) {
        if (!(error instanceof TaskRefusedError)) throw error;
        logger.info({ reason: error.message }, 'draft analysis refused');
        throw new Error(`${REFUSED_JOB_REASON_PREFIX}${error.message}`);
      }
      const stored = await storeGeneratedDocumentAnalysis(db, ownerId, generatedDocumentId, {
        role,
        analysis: analysis as unknown as Record<string, unknown>,
        riskLevel: derivedColumns(analysis).riskLevel,
      });
      logger.info({ generatedDocumentId, ms: Math.round(performance.now() - startedAt) }, 'draft analyzed');
      return stored ? { analyzed: true } : { analyzed: false, reason: 'not_found' };
    },
    heardByTheWaitingRequest,
  );
}

/** The "Your Party" parameter, its label matched as the generator matches labels (case and spacing aside). */
function yourPartyOf(parameters: Record<string, string>): string | undefined {
  const entry = Object.entries(parameters).find(
    ([label]) => label.trim().toLowerCase().replace(/\s+/g, ' ') === 'your party',
  );
  return entry?.[1];
}

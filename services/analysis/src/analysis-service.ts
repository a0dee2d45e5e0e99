import type { AppConfig } from '@doclens/config';
import {
  type AnalysisEngine,
  createAiProvider,
  LOCAL_ENGINE_VERSION,
  type QuestionAnswerer,
  warmUpGrammarChecker,
} from '@doclens/engine';
import type { Logger } from '@doclens/logger';
import { analyzeDocument, answerQuestion, handle } from '@doclens/queue';
import { type RunningService, startWorkerService } from '@doclens/service-runtime';
import { createAnalyzeDocumentHandler } from './analyze-document-handler';
import { createAnswerQuestionHandler } from './answer-question-handler';

/** Far more than the local engine needs; bounds a provider that hangs. */
export const ANALYSIS_TIME_LIMIT_MS = 120_000;
/** An answer is awaited by a user; a provider slower than this has failed (the OpenAI answerer falls back sooner). */
export const ANSWER_TIME_LIMIT_MS = 60_000;

export interface AnalysisServiceOptions {
  /** Replaces the configured engine (tests use it to simulate failures). */
  engine?: AnalysisEngine;
  /** Replaces the configured question answerer. */
  answerer?: QuestionAnswerer;
  timeLimitMs?: number;
}

/** Consumes the `analysis` queue until stopped; owns its database pool and Redis connection. */
export async function startAnalysisService(
  config: AppConfig,
  logger: Logger,
  options: AnalysisServiceOptions = {},
): Promise<RunningService> {
  // Built first: an unavailable provider must stop the start before any connection is opened.
  const provider = createAiProvider(config.ai, { logger });
  const engine = options.engine ?? provider.analysisEngine();
  const answerer = options.answerer ?? provider.questionAnswerer();
  // Not awaited: the worker takes jobs at once; the first essay simply waits for the same promise.
  // Test runs start many short-lived services and load the checker only when an essay needs it.
  if (config.env !== 'test') {
    warmUpGrammarChecker().catch((error: unknown) => logger.warn({ err: error }, 'grammar checker failed to load'));
  }
  return startWorkerService({
    name: 'analysis',
    queue: 'analysis',
    concurrency: config.workers.concurrency.analysis,
    config,
    logger,
    handlers: ({ db }) =>
      Object.fromEntries([
        handle(
          analyzeDocument,
          createAnalyzeDocumentHandler({ db, engine, timeLimitMs: options.timeLimitMs ?? ANALYSIS_TIME_LIMIT_MS }),
        ),
        handle(answerQuestion, createAnswerQuestionHandler({ db, answerer, timeLimitMs: ANSWER_TIME_LIMIT_MS })),
      ]),
    logFields: { provider: options.engine ? 'custom' : config.ai.provider, localEngineVersion: LOCAL_ENGINE_VERSION },
  });
}

import { type AnalysisResult, analysisResultSchema } from '@doclens/api';
import type { EngineLogger } from '../ai-settings';
import type { AnalysisEngine, AnalysisInput, AnalyzeOptions } from '../analysis-engine';
import { ChatJsonClient, type OpenAiConnection } from './chat-json-client';
import { fallbackReasonFor } from './fallback-reason';
import { modelAnswerSchema } from './model-answer-schemas';
import { chunkPages } from './page-chunks';
import { analysisRequestFor } from './passage-selection';
import { keepSupportedFindings } from './supported-findings';
import { UnusableAnswerError } from './unusable-answer-error';

/** Bumped whenever the prompts or the checks change what a result says. */
export const OPENAI_ENGINE_VERSION = 'openai-1.0.0';

/** Fits a small local model's context (8k tokens) with room for the instructions and the answer. */
export const DEFAULT_CHUNK_TOKEN_BUDGET = 5000;
export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_RETRIES = 2;
/**
 * For all requests of one analysis, retries included. Under the analysis worker's 120 s limit, so
 * a slow model still leaves time for the local engine instead of failing the job.
 */
export const DEFAULT_TOTAL_TIME_MS = 90_000;

export interface OpenAiEngineOptions extends OpenAiConnection {
  /** Answers when the model's answer cannot be used. */
  fallback: AnalysisEngine;
  logger?: EngineLogger;
  chunkTokenBudget?: number;
  /** For the whole analysis; past it the fallback answers. */
  totalTimeMs?: number;
}

/**
 * An engine backed by any server speaking the OpenAI Chat Completions API. The answer is checked by
 * the same zod schema as the local results and every quote against its page; when the model cannot
 * give a usable answer, the fallback engine's result is returned with `engine.fallbackReason`.
 */
export function createOpenAiEngine(options: OpenAiEngineOptions): AnalysisEngine {
  const chat = ChatJsonClient.connect(options, { timeoutMs: DEFAULT_TIMEOUT_MS, maxRetries: DEFAULT_MAX_RETRIES });
  const chunkTokenBudget = options.chunkTokenBudget ?? DEFAULT_CHUNK_TOKEN_BUDGET;
  const version = `${OPENAI_ENGINE_VERSION} (${options.model})`;

  const analyzeWithModel = async (input: AnalysisInput, signal?: AbortSignal): Promise<AnalysisResult> => {
    const chunks = chunkPages(input.pages, chunkTokenBudget);
    const messages = await analysisRequestFor(chat, input, chunks, chunkTokenBudget, signal);
    const answer = await chat.request({
      name: `${input.documentType}_analysis`,
      schema: modelAnswerSchema(input.documentType),
      messages,
      signal,
    });
    const { value, unsupported } = keepSupportedFindings(answer, input.pages);
    if (unsupported.length > 0) {
      options.logger?.warn({ dropped: unsupported.length }, 'dropped AI findings whose quotes are not in the document');
    }
    const result = analysisResultSchema.safeParse({
      ...value,
      documentType: input.documentType,
      analysisParameters: input.parameters,
      engine: { provider: 'openai', version },
    });
    if (!result.success) throw new UnusableAnswerError('The AI model’s answer did not have the expected structure.');
    return result.data;
  };

  return {
    async analyze(input: AnalysisInput, analyzeOptions: AnalyzeOptions = {}): Promise<AnalysisResult> {
      const deadline = AbortSignal.timeout(options.totalTimeMs ?? DEFAULT_TOTAL_TIME_MS);
      const signal = analyzeOptions.signal ? AbortSignal.any([analyzeOptions.signal, deadline]) : deadline;
      try {
        return await analyzeWithModel(input, signal);
      } catch (error) {
        // The caller's time limit or a shutdown: stop, do not start another analysis.
        analyzeOptions.signal?.throwIfAborted();
        const fallbackReason = deadline.aborted
          ? 'The AI model did not finish the analysis in time.'
          : fallbackReasonFor(error);
        options.logger?.warn(
          { err: error, fallbackReason },
          'AI model answer unusable; analysing with the local engine',
        );
        const local = await options.fallback.analyze(input, analyzeOptions);
        return { ...local, engine: { ...local.engine, fallbackReason } };
      }
    },
  };
}

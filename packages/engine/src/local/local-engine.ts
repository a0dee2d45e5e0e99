import type { AnalysisResult, EngineInfo } from '@doclens/api';
import type { AnalysisEngine, AnalysisInput, AnalyzeOptions } from '../analysis-engine';
import { type DocumentText, prepareDocumentText } from '../text/document-text';
import { rememberingTexts } from '../text/remembered-words';
import { analyzeContract } from './contract/analyze-contract';
import { analyzeCv } from './cv/analyze-cv';
import { analyzeEssay } from './essay/analyze-essay';
import { analyzeOther } from './other/analyze-other';

/** Bumped whenever the rules change what a result says, so stored results can be told apart. */
export const LOCAL_ENGINE_VERSION = 'local-1.0.0';

const ENGINE: EngineInfo = { provider: 'local', version: LOCAL_ENGINE_VERSION };

/** The offline analyzers: rules and text statistics, deterministic, no network. */
export function createLocalEngine(): AnalysisEngine {
  return {
    async analyze(input: AnalysisInput, options: AnalyzeOptions = {}): Promise<AnalysisResult> {
      // The analysis itself runs without pausing; checking between steps lets a caller's time
      // limit or shutdown stop it before the next step.
      await nextTurn(options.signal);
      const text = prepareDocumentText(input.pages);
      await nextTurn(options.signal);
      // The readings of one document ask the same of each sentence many times: answered once each.
      return rememberingTexts(() => analyzeByType(input, text));
    },
  };
}

function analyzeByType(input: AnalysisInput, text: DocumentText): AnalysisResult | Promise<AnalysisResult> {
  switch (input.documentType) {
    case 'contract':
      return analyzeContract(text, input.parameters, ENGINE);
    case 'essay':
      return analyzeEssay(text, input.parameters, ENGINE);
    case 'cv':
      return analyzeCv(text, input.parameters, ENGINE);
    case 'other':
      return analyzeOther(text, input.parameters, ENGINE);
  }
}

async function nextTurn(signal: AbortSignal | undefined): Promise<void> {
  signal?.throwIfAborted();
  await new Promise<void>((resolve) => setImmediate(resolve));
  signal?.throwIfAborted();
}

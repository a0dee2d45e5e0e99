export type {
  AnalysisEngine,
  AnalysisInput,
  AnalysisTarget,
  AnalyzeOptions,
  DocumentPage,
} from './analysis-engine';
export {
  createAnalysisEngine,
  type EngineDependencies,
  type EngineSettings,
  EngineUnavailableError,
} from './create-analysis-engine';
export { type DerivedColumns, derivedColumns } from './derived-columns';
export { contractPartiesOf } from './local/contract/contract-parties';
export { type GenerationOutput, generateFromTemplate } from './local/generation/generate-from-template';
export { MISSING_VALUE_MARK } from './local/generation/template-values';
export { extractFields, score } from './local/bulk/bulk-engine';
export { createLocalEngine, LOCAL_ENGINE_VERSION } from './local/local-engine';
export {
  createOpenAiEngine,
  type EngineLogger,
  OPENAI_ENGINE_VERSION,
  type OpenAiEngineOptions,
} from './openai/openai-engine';
export { collectEvidence, evidenceNotInDocument } from './text/evidence';
export { warmUpGrammarChecker } from './text/grammar-linter';

export { type AiProvider, createAiProvider, createLocalGenerator } from './ai-provider';
export {
  type EngineDependencies,
  type EngineLogger,
  type EngineSettings,
  EngineUnavailableError,
} from './ai-settings';
export type {
  AnalysisEngine,
  AnalysisInput,
  AnalysisTarget,
  AnalyzeOptions,
  DocumentPage,
} from './analysis-engine';
export { createLocalAnswerer } from './answer/local-answerer';
export type { AnswerOptions, QuestionAnswerer, QuestionDocument } from './answer/question-answerer';
export { verifiedCitations, verifiedQuote } from './answer/quote-verification';
export { type DerivedColumns, derivedColumns } from './derived-columns';
export type { DocumentGenerator, GenerateOptions } from './document-generator-interface';
export { warmUpGrammarChecker } from './grammar/harper/grammar-linter';
export { type BulkEngine, createLocalBulkEngine, extractFields, score } from './local/bulk/bulk-engine';
export { contractPartiesOf, partyNamed } from './local/contract/contract-parties';
export { type GenerationOutput, generateFromTemplate } from './local/generation/generate-from-template';
export { MISSING_VALUE_MARK } from './local/generation/template-values';
export { createLocalEngine, LOCAL_ENGINE_VERSION } from './local/local-engine';
export { type Passage, PassageIndex, type PassageMatch, passagesOf } from './local/retrieval/passage-index';
export { synonymGroupsFor } from './local/retrieval/synonyms';
export { createOpenAiAnswerer, type OpenAiAnswererOptions } from './openai/openai-answerer';
export {
  createOpenAiEngine,
  OPENAI_ENGINE_VERSION,
  type OpenAiEngineOptions,
} from './openai/openai-engine';
export { createOpenAiGenerator, type OpenAiGeneratorOptions } from './openai/openai-generator';
export { collectEvidence, evidenceNotInDocument } from './text/evidence';

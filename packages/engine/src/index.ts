export type {
  AnalysisEngine,
  AnalysisInput,
  AnalysisTarget,
  AnalyzeOptions,
  DocumentPage,
} from './analysis-engine';
export { createQuestionAnswerer } from './answer/create-question-answerer';
export { createLocalAnswerer } from './answer/local-answerer';
export type { AnswerOptions, QuestionAnswerer, QuestionDocument } from './answer/question-answerer';
export { verifiedCitations, verifiedQuote } from './answer/quote-verification';
export {
  createAnalysisEngine,
  type EngineDependencies,
  type EngineSettings,
  EngineUnavailableError,
} from './create-analysis-engine';
export { createBulkEngine } from './create-bulk-engine';
export { type DerivedColumns, derivedColumns } from './derived-columns';
export {
  createDocumentGenerator,
  createLocalGenerator,
  type DocumentGenerator,
  type GenerateOptions,
} from './document-generator';
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
  type EngineLogger,
  OPENAI_ENGINE_VERSION,
  type OpenAiEngineOptions,
} from './openai/openai-engine';
export { createOpenAiGenerator, type OpenAiGeneratorOptions } from './openai/openai-generator';
export { collectEvidence, evidenceNotInDocument } from './text/evidence';

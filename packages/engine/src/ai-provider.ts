import { type EngineDependencies, type EngineSettings, openAiConnectionOf } from './ai-settings';
import type { AnalysisEngine } from './analysis-engine';
import { createLocalAnswerer } from './answer/local-answerer';
import type { QuestionAnswerer } from './answer/question-answerer';
import type { DocumentGenerator } from './document-generator-interface';
import { type BulkEngine, createLocalBulkEngine } from './local/bulk/bulk-engine';
import { generateFromTemplate } from './local/generation/generate-from-template';
import { createLocalEngine } from './local/local-engine';
import { createOpenAiAnswerer } from './openai/openai-answerer';
import { createOpenAiBulkEngine } from './openai/openai-bulk-engine';
import { createOpenAiEngine } from './openai/openai-engine';
import { createOpenAiGenerator } from './openai/openai-generator';

/** Every AI part of the product, from one configured provider. */
export interface AiProvider {
  readonly id: EngineSettings['provider'];
  analysisEngine(): AnalysisEngine;
  questionAnswerer(): QuestionAnswerer;
  bulkEngine(): BulkEngine;
  documentGenerator(): DocumentGenerator;
}

/**
 * The provider the settings name. Its settings are checked here, once, before any part is built:
 * `openai` without a key or server address, or without a model, refuses to start rather than quietly
 * using something else. The OpenAI parts that analyse fall back to the local ones per document.
 */
export function createAiProvider(settings: EngineSettings, dependencies: EngineDependencies = {}): AiProvider {
  if (settings.provider === 'local') return localProvider();
  const connection = openAiConnectionOf(settings);
  const { logger } = dependencies;
  return {
    id: 'openai',
    analysisEngine: () => createOpenAiEngine({ ...connection, fallback: createLocalEngine(), logger }),
    questionAnswerer: () => createOpenAiAnswerer({ ...connection, logger }),
    bulkEngine: () => createOpenAiBulkEngine({ ...connection, fallback: createLocalBulkEngine(), logger }),
    documentGenerator: () => createOpenAiGenerator({ ...connection, logger }),
  };
}

function localProvider(): AiProvider {
  return {
    id: 'local',
    analysisEngine: createLocalEngine,
    questionAnswerer: () => createLocalAnswerer(),
    bulkEngine: createLocalBulkEngine,
    documentGenerator: createLocalGenerator,
  };
}

/** The built-in generator: templates filled from the user's answers. */
export function createLocalGenerator(): DocumentGenerator {
  return { generate: async (documentType, parameters) => generateFromTemplate(documentType, parameters) };
}

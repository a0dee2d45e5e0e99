import type { EngineDependencies, EngineSettings } from './create-analysis-engine';
import { EngineUnavailableError } from './create-analysis-engine';
import type { DocumentGenerator } from './document-generator-interface';
import { generateFromTemplate } from './local/generation/generate-from-template';
import { createOpenAiGenerator } from './openai/openai-generator';

export type { DocumentGenerator, GenerateOptions } from './document-generator-interface';

export function createLocalGenerator(): DocumentGenerator {
  return { generate: async (documentType, parameters) => generateFromTemplate(documentType, parameters) };
}

/** The generator for the configured provider, refusing an incomplete `openai` setup as the analysis engine does. */
export function createDocumentGenerator(
  settings: EngineSettings,
  dependencies: EngineDependencies = {},
): DocumentGenerator {
  switch (settings.provider) {
    case 'local':
      return createLocalGenerator();
    case 'openai':
      if (!settings.apiKey && !settings.baseUrl) {
        throw new EngineUnavailableError(
          'AI_PROVIDER=openai needs OPENAI_API_KEY (or OPENAI_BASE_URL for a server without keys); set one or use AI_PROVIDER=local.',
        );
      }
      if (!settings.model) throw new EngineUnavailableError('AI_PROVIDER=openai needs OPENAI_MODEL.');
      return createOpenAiGenerator({
        apiKey: settings.apiKey,
        baseUrl: settings.baseUrl,
        model: settings.model,
        logger: dependencies.logger,
      });
  }
}

import type { EngineDependencies, EngineSettings } from './create-analysis-engine';
import { EngineUnavailableError } from './create-analysis-engine';
import { type GenerationOutput, generateFromTemplate } from './local/generation/generate-from-template';
import { createOpenAiGenerator } from './openai/openai-generator';

export interface GenerateOptions {
  signal?: AbortSignal;
}

/** Writes a document from its type and the user's parameters (spec part 2 §3 generation request). */
export interface DocumentGenerator {
  generate(
    documentType: string,
    parameters: Record<string, string>,
    options?: GenerateOptions,
  ): Promise<GenerationOutput>;
}

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

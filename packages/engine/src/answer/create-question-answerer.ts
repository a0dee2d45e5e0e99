import { type EngineDependencies, type EngineSettings, EngineUnavailableError } from '../create-analysis-engine';
import { createOpenAiAnswerer } from '../openai/openai-answerer';
import { createLocalAnswerer } from './local-answerer';
import type { QuestionAnswerer } from './question-answerer';

/** The answerer for the configured provider (the same settings and refusals as the analysis engine). */
export function createQuestionAnswerer(
  settings: EngineSettings,
  dependencies: EngineDependencies = {},
): QuestionAnswerer {
  switch (settings.provider) {
    case 'local':
      return createLocalAnswerer();
    case 'openai':
      if (!settings.apiKey && !settings.baseUrl) {
        throw new EngineUnavailableError('AI_PROVIDER=openai needs OPENAI_API_KEY (or OPENAI_BASE_URL).');
      }
      if (!settings.model) throw new EngineUnavailableError('AI_PROVIDER=openai needs OPENAI_MODEL.');
      return createOpenAiAnswerer({
        apiKey: settings.apiKey,
        baseUrl: settings.baseUrl,
        model: settings.model,
        logger: dependencies.logger,
      });
  }
}

import { type EngineDependencies, type EngineSettings, EngineUnavailableError } from './create-analysis-engine';
import { type BulkEngine, createLocalBulkEngine } from './local/bulk/bulk-engine';
import { createOpenAiBulkEngine } from './openai/openai-bulk-engine';

/** The bulk engine for the configured provider; `openai` falls back to the local one per document. */
export function createBulkEngine(settings: EngineSettings, dependencies: EngineDependencies = {}): BulkEngine {
  if (settings.provider === 'local') return createLocalBulkEngine();
  if (!settings.apiKey && !settings.baseUrl)
    throw new EngineUnavailableError(
      'AI_PROVIDER=openai needs OPENAI_API_KEY (or OPENAI_BASE_URL); set one or use AI_PROVIDER=local.',
    );
  if (!settings.model) throw new EngineUnavailableError('AI_PROVIDER=openai needs OPENAI_MODEL.');
  return createOpenAiBulkEngine({
    apiKey: settings.apiKey,
    baseUrl: settings.baseUrl,
    model: settings.model,
    fallback: createLocalBulkEngine(),
    logger: dependencies.logger,
  });
}

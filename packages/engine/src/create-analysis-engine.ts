import type { AnalysisEngine } from './analysis-engine';
import { createLocalEngine } from './local/local-engine';
import { createOpenAiEngine, type EngineLogger } from './openai/openai-engine';

/** The part of the app's AI settings the engine needs (`AppConfig['ai']` fits). */
export interface EngineSettings {
  provider: 'local' | 'openai';
  apiKey?: string;
  baseUrl?: string;
  model?: string;
}

export interface EngineDependencies {
  logger?: EngineLogger;
}

export class EngineUnavailableError extends Error {
  override name = 'EngineUnavailableError';
}

/**
 * The engine for the configured provider. `openai` wraps the local engine as its fallback; without
 * a key or a server address it refuses to start rather than quietly analysing with something else.
 */
export function createAnalysisEngine(settings: EngineSettings, dependencies: EngineDependencies = {}): AnalysisEngine {
  switch (settings.provider) {
    case 'local':
      return createLocalEngine();
    case 'openai':
      if (!settings.apiKey && !settings.baseUrl) {
        throw new EngineUnavailableError(
          'AI_PROVIDER=openai needs OPENAI_API_KEY (or OPENAI_BASE_URL for a server without keys); set one or use AI_PROVIDER=local.',
        );
      }
      if (!settings.model) throw new EngineUnavailableError('AI_PROVIDER=openai needs OPENAI_MODEL.');
      return createOpenAiEngine({
        apiKey: settings.apiKey,
        baseUrl: settings.baseUrl,
        model: settings.model,
        fallback: createLocalEngine(),
        logger: dependencies.logger,
      });
  }
}

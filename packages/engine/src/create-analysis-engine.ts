import type { AnalysisEngine } from './analysis-engine';
import { createLocalEngine } from './local/local-engine';

/** The part of the app's AI settings the engine needs (`AppConfig['ai']` fits). */
export interface EngineSettings {
  provider: 'local' | 'openai';
}

export class EngineUnavailableError extends Error {
  override name = 'EngineUnavailableError';
}

/**
 * The engine for the configured provider. Only the local provider exists so far: asking for
 * `openai` fails at start-up rather than quietly analysing with something else.
 */
export function createAnalysisEngine(settings: EngineSettings): AnalysisEngine {
  switch (settings.provider) {
    case 'local':
      return createLocalEngine();
    case 'openai':
      throw new EngineUnavailableError('AI_PROVIDER=openai is not available yet; set AI_PROVIDER=local.');
  }
}

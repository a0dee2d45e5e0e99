import type { OpenAiConnection } from './openai/chat-json-client';

/** The part of the app's AI settings the engine needs (`AppConfig['ai']` fits). */
export interface EngineSettings {
  provider: 'local' | 'openai';
  apiKey?: string;
  baseUrl?: string;
  model?: string;
}

/** Where the engine reports fallbacks; a pino logger fits. */
export interface EngineLogger {
  warn(details: object, message: string): void;
}

export interface EngineDependencies {
  logger?: EngineLogger;
}

/** The configured provider cannot run: the service refuses to start rather than quietly use another. */
export class EngineUnavailableError extends Error {
  override name = 'EngineUnavailableError';
}

/** The one check of the OpenAI settings, with the one wording every service start-up shows. */
export function openAiConnectionOf(settings: EngineSettings): OpenAiConnection {
  if (!settings.apiKey && !settings.baseUrl) {
    throw new EngineUnavailableError(
      'AI_PROVIDER=openai needs OPENAI_API_KEY (or OPENAI_BASE_URL for a server without keys); set one or use AI_PROVIDER=local.',
    );
  }
  if (!settings.model) throw new EngineUnavailableError('AI_PROVIDER=openai needs OPENAI_MODEL.');
  return { apiKey: settings.apiKey, baseUrl: settings.baseUrl, model: settings.model };
}

import { describe, expect, it } from 'vitest';
import { createAiProvider } from './ai-provider';
import { EngineUnavailableError } from './ai-settings';
import { LOCAL_ENGINE_VERSION } from './local/local-engine';

const input = {
  documentType: 'other',
  parameters: {},
  pages: [{ pageNumber: 1, text: 'The committee met on Monday and agreed the new opening hours for the library.' }],
  filename: 'minutes.pdf',
} as const;

describe('createAiProvider', () => {
  it('gives the local engine, which labels its results', async () => {
    const result = await createAiProvider({ provider: 'local' }).analysisEngine().analyze(input);
    expect(result.engine).toEqual({ provider: 'local', version: LOCAL_ENGINE_VERSION });
  });

  it('refuses the OpenAI provider without a key or server address instead of substituting another', () => {
    expect(() => createAiProvider({ provider: 'openai', model: 'gpt-4o-mini' })).toThrow(EngineUnavailableError);
    expect(() => createAiProvider({ provider: 'openai', model: 'gpt-4o-mini' })).toThrow(/OPENAI_API_KEY/);
    expect(() => createAiProvider({ provider: 'openai', apiKey: 'sk-test' })).toThrow(/OPENAI_MODEL/);
  });

  it('gives the OpenAI provider, which falls back to the local engine and says why, when a server is set', async () => {
    // Nothing listens on port 9 (discard): the provider cannot reach it and must fall back.
    const engine = createAiProvider({
      provider: 'openai',
      baseUrl: 'http://127.0.0.1:9/v1',
      model: 'm',
    }).analysisEngine();
    const result = await engine.analyze(input);
    expect(result.engine.provider).toBe('local');
    expect(result.engine.fallbackReason).toMatch(/could not be reached/);
  }, 30_000);

  it('stops when the caller’s signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('time limit'));
    await expect(
      createAiProvider({ provider: 'local' }).analysisEngine().analyze(input, { signal: controller.signal }),
    ).rejects.toThrow('time limit');
  });
});

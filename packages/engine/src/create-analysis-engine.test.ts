import { describe, expect, it } from 'vitest';
import { createAnalysisEngine, EngineUnavailableError } from './create-analysis-engine';
import { LOCAL_ENGINE_VERSION } from './local/local-engine';

const input = {
  documentType: 'other',
  parameters: {},
  pages: [{ pageNumber: 1, text: 'The committee met on Monday and agreed the new opening hours for the library.' }],
  filename: 'minutes.pdf',
} as const;

describe('createAnalysisEngine', () => {
  it('gives the local engine, which labels its results', async () => {
    const result = await createAnalysisEngine({ provider: 'local' }).analyze(input);
    expect(result.engine).toEqual({ provider: 'local', version: LOCAL_ENGINE_VERSION });
  });

  it('refuses the OpenAI provider without a key or server address instead of substituting another', () => {
    expect(() => createAnalysisEngine({ provider: 'openai', model: 'gpt-4o-mini' })).toThrow(EngineUnavailableError);
    expect(() => createAnalysisEngine({ provider: 'openai', model: 'gpt-4o-mini' })).toThrow(/OPENAI_API_KEY/);
  });

  it('gives the OpenAI provider, which falls back to the local engine and says why, when a server is set', async () => {
    // Nothing listens on port 9 (discard): the provider cannot reach it and must fall back.
    const engine = createAnalysisEngine({ provider: 'openai', baseUrl: 'http://127.0.0.1:9/v1', model: 'm' });
    const result = await engine.analyze(input);
    expect(result.engine.provider).toBe('local');
    expect(result.engine.fallbackReason).toMatch(/could not be reached/);
  }, 30_000);

  it('stops when the caller’s signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('time limit'));
    await expect(
      createAnalysisEngine({ provider: 'local' }).analyze(input, { signal: controller.signal }),
    ).rejects.toThrow('time limit');
  });
});

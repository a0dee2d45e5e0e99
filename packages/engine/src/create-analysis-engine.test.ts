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

  it('refuses the OpenAI provider, which does not exist yet, instead of substituting another', () => {
    expect(() => createAnalysisEngine({ provider: 'openai' })).toThrow(EngineUnavailableError);
  });

  it('stops when the caller’s signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('time limit'));
    await expect(
      createAnalysisEngine({ provider: 'local' }).analyze(input, { signal: controller.signal }),
    ).rejects.toThrow('time limit');
  });
});

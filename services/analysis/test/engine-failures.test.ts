import type { AnalysisResult } from '@doclens/api';
import { type AnalysisEngine, createLocalEngine } from '@doclens/engine';
import { createTestConfig, createTestLogger } from '@doclens/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnalysisService } from '../src/analysis-service';
import { FAILURE_REASONS } from '../src/failure-reasons';
import { type AnalysisHarness, createAnalysisHarness } from './analysis-harness';

const PAGES = [{ pageNumber: 1, text: 'The garden committee will meet on the first Monday of every month.' }];

const failing: AnalysisEngine = {
  analyze: () => Promise.reject(new Error('model server unreachable')),
};

describe('analysis worker when the engine misbehaves', () => {
  let harness: AnalysisHarness;

  beforeAll(async () => {
    harness = await createAnalysisHarness();
  });

  afterAll(async () => {
    await harness?.dispose();
  });

  async function documentToAnalyze() {
    return harness.createDocumentToAnalyze({ documentType: 'other', analysisParameters: {}, pages: PAGES });
  }

  it('retries a failed run, and completes when a later attempt succeeds', async () => {
    const local = createLocalEngine();
    let calls = 0;
    await harness.startService({
      engine: {
        analyze: (input, options) =>
          ++calls === 1 ? Promise.reject(new Error('temporary outage')) : local.analyze(input, options),
      },
    });
    const document = await documentToAnalyze();

    const job = await harness.waitForJob(await harness.enqueue(document.id, 1, { attempts: 3 }));
    // BullMQ counts the successful attempt too.
    expect(job).toMatchObject({ state: 'completed', attemptsMade: 2, returnvalue: { analyzed: true } });
    expect(calls).toBe(2);
    expect((await harness.document(document.id)).status).toBe('completed');
  });

  it('tells the user when the last attempt fails, without internal details', async () => {
    await harness.startService({ engine: failing });
    const document = await documentToAnalyze();

    const job = await harness.waitForJob(await harness.enqueue(document.id, 1, { attempts: 2 }));
    expect(job).toMatchObject({ state: 'failed', attemptsMade: 2, failedReason: 'model server unreachable' });
    expect(await harness.document(document.id)).toMatchObject({
      status: 'failed',
      failureReason: 'We could not analyse this document. Use Retry to process it again.',
      // A crash or an outage may well pass: Retry is offered.
      failureRetryable: true,
    });
  });

  it('keeps the document processing while attempts remain', async () => {
    await harness.startService({ engine: failing });
    const document = await documentToAnalyze();

    // The default policy retries with a backoff of seconds: the first failure leaves it waiting.
    const jobId = await harness.enqueue(document.id, 1);
    expect(await harness.waitForFirstFailure(jobId)).toBe('delayed');
    expect(await harness.document(document.id)).toMatchObject({ status: 'processing', failureReason: null });
  });

  it('fails at once and for good, never saying "try again", when the engine returns an invalid analysis', async () => {
    await harness.startService({
      engine: { analyze: async () => ({ documentType: 'other', summary: [] }) as unknown as AnalysisResult },
    });
    const document = await documentToAnalyze();

    const job = await harness.waitForJob(await harness.enqueue(document.id, 1, { attempts: 3 }));
    expect(job).toMatchObject({ state: 'failed', attemptsMade: 1 });
    expect(await harness.document(document.id)).toMatchObject({
      status: 'failed',
      failureReason: FAILURE_REASONS.invalidResult,
      // The same text gives the same invalid result: a retry cannot fix our bug.
      failureRetryable: false,
      analysis: null,
    });
    expect(FAILURE_REASONS.invalidResult).not.toMatch(/try again|retry/i);
  });

  it('stops waiting for an engine that runs past the time limit', async () => {
    const hanging: AnalysisEngine = {
      analyze: (_input, options) =>
        new Promise((_, reject) => options?.signal?.addEventListener('abort', () => reject(options.signal?.reason))),
    };
    await harness.startService({ engine: hanging, timeLimitMs: 300 });
    const document = await documentToAnalyze();

    const job = await harness.waitForJob(await harness.enqueue(document.id, 1, { attempts: 1 }));
    expect(job.state).toBe('failed');
    expect(job.failedReason).toContain('no result within 300 ms');
    expect((await harness.document(document.id)).failureReason).toBe(FAILURE_REASONS.gaveUp);
  });
});

describe('analysis service start-up', () => {
  it('refuses to start the OpenAI provider without a key or server address, before connecting anywhere', async () => {
    const config = createTestConfig('postgres://127.0.0.1:1/unused', { AI_PROVIDER: 'openai' });
    await expect(startAnalysisService(config, createTestLogger())).rejects.toThrow(
      'AI_PROVIDER=openai needs OPENAI_API_KEY',
    );
  });
});

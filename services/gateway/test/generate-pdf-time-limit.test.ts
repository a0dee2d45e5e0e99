import { liveTaskThreads, startGenerationService } from '@doclens/generation';
import type { RunningService } from '@doclens/service-runtime';
import { createTestLogger } from '@doclens/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDocumentsHarness, type DocumentsHarness } from './documents-harness';

let harness: DocumentsHarness;
let worker: RunningService;

beforeAll(async () => {
  harness = await createDocumentsHarness();
  // A deadline short enough for an ordinary long document to pass it.
  worker = await startGenerationService(harness.config, createTestLogger(), { pdfLimits: { timeLimitMs: 400 } });
});

afterAll(async () => {
  await worker?.stop();
  await harness?.dispose();
});

it('a render past the time limit fails with a clear message, and its thread is ended', async () => {
  const { cookie } = await harness.signIn('pro');
  const word = 'y'.repeat(900);
  const content = Array.from({ length: 30 }, () => `<p>${Array.from({ length: 10 }, () => word).join(' ')}</p>`).join(
    '',
  );
  const response = await harness.api({ method: 'POST', url: '/api/generate-pdf', cookie, body: { content } });
  expect(response.statusCode).toBe(422);
  expect(response.json().message).toBe(
    'PDF generation failed: Rendering the PDF took longer than 0.4 seconds. Shorten the document or split it into parts.',
  );
  // Ended before the answer, not left running in the background.
  expect(liveTaskThreads()).toBe(0);
});

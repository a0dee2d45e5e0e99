import { liveTaskThreads, startGenerationService } from '@doclens/generation';
import type { RunningService } from '@doclens/service-runtime';
import { createTestLogger } from '@doclens/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDocumentsHarness, type DocumentsHarness } from './documents-harness';

let harness: DocumentsHarness;
let worker: RunningService;

beforeAll(async () => {
  harness = await createDocumentsHarness();
  // Deadlines short enough for an ordinary long document to pass them.
  worker = await startGenerationService(harness.config, createTestLogger(), {
    pdfLimits: { timeLimitMs: 400 },
    draftAnalysisLimits: { timeLimitMs: 100 },
  });
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

it('an analysis of a draft past the time limit fails with a clear message, keeps the draft, and its thread is ended', async () => {
  const { cookie } = await harness.signIn('pro');
  const clause =
    '<p>The Service Provider shall deliver the services in Schedule A with reasonable care, and the Client shall pay each invoice within thirty days.</p>';
  const saved = await harness.api({
    method: 'POST',
    url: '/api/generate-document',
    cookie,
    body: { documentType: 'Service Agreement', title: 'Long agreement', generatedContent: clause.repeat(2_000) },
  });
  expect(saved.statusCode).toBe(200);
  const id = saved.json().id as number;

  const response = await harness.api({
    method: 'POST',
    url: `/api/generated-documents/${id}/analyze`,
    cookie,
    body: { role: 'client' },
  });
  expect(response.statusCode).toBe(422);
  expect(response.json().message).toBe(
    'Analyzing the document took longer than 0.1 seconds. Shorten the document or split it into parts.',
  );
  expect(liveTaskThreads()).toBe(0);
  const after = await harness.api({ url: `/api/generated-documents/${id}`, cookie });
  expect(after.json()).toMatchObject({ title: 'Long agreement', analysis: null, riskLevel: null });
});

import { liveTaskThreads, startGenerationService } from '@doclens/generation';
import type { RunningService } from '@doclens/service-runtime';
import { createTestLogger, waitFor } from '@doclens/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentsHarness, type DocumentsHarness } from './documents-harness';

let harness: DocumentsHarness;
let worker: RunningService;
let baseUrl: string;
let cookie: string;

beforeAll(async () => {
  harness = await createDocumentsHarness();
  // Room for the slow render below on a busy test machine: this file is about the gateway's event
  // loop, generate-pdf-time-limit.test.ts about the deadline.
  worker = await startGenerationService(harness.config, createTestLogger(), { pdfLimits: { timeLimitMs: 25_000 } });
  baseUrl = await harness.app.listen({ host: '127.0.0.1', port: 0 });
  // Free users may export PDFs: the limits must hold for them.
  ({ cookie } = await harness.signIn('free'));
});

afterAll(async () => {
  await worker?.stop();
  await harness?.dispose();
});

async function exportPdf(content: string): Promise<{ status: number; body: { message?: string; pdfData?: string } }> {
  const response = await fetch(`${baseUrl}/api/generate-pdf`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ title: 'Export', content }),
  });
  return { status: response.status, body: (await response.json()) as { message?: string; pdfData?: string } };
}

/** Long words (layout breaks each one by hand) make a render take seconds while staying inside every limit. */
function slowButAllowedDocument(): string {
  const word = 'x'.repeat(900);
  return Array.from({ length: 15 }, () => `<p>${Array.from({ length: 10 }, () => word).join(' ')}</p>`).join('');
}

describe('POST /api/generate-pdf refuses inputs that would freeze the renderer', () => {
  // Each refusal names the limit the input passed, not the render's time limit: it came before any render.
  it('refuses a 12,000-character word at once, saying which limit it passed', async () => {
    const value = await exportPdf(`<p>${'a'.repeat(12_000)}</p>`);
    expect(value.status).toBe(400);
    expect(value.body.message).toMatch(/word of 12,000 characters/);
    expect(value.body.message).toMatch(/1,000/);
  });

  it('refuses a 499,000-character word at once', async () => {
    const value = await exportPdf(`<p>${'a'.repeat(499_000)}</p>`);
    expect(value.status).toBe(400);
    expect(value.body.message).toMatch(/word of 499,000 characters/);
  });

  it('refuses 25,000 nested list items at once', async () => {
    const nested = `${'<ul><li>x'.repeat(25_000)}${'</li></ul>'.repeat(25_000)}`;
    const value = await exportPdf(nested);
    expect(value.status).toBe(400);
    expect(value.body.message).toMatch(/nested .* levels deep/);
  });

  it('refuses a document over the size limit with 413 and the limit in words', async () => {
    const paragraphs = '<p>Some ordinary words in a paragraph.</p>'.repeat(15_000);
    const value = await exportPdf(paragraphs);
    expect(value.status).toBe(413);
    expect(value.body.message).toMatch(/too large to export as a PDF/);
    expect(value.body.message).toMatch(/500,000 characters/);
  });
});

describe('a long render does not hold up other users', () => {
  it('answers /healthz while a large allowed PDF renders, then delivers the PDF', async () => {
    let delivered = false;
    const rendering = exportPdf(slowButAllowedDocument()).finally(() => {
      delivered = true;
    });
    await waitFor('the render to start', async () => (liveTaskThreads() > 0 ? true : undefined), { intervalMs: 5 });

    // Were the render on the gateway's event loop, no answer could come before the PDF's.
    const health = await fetch(`${baseUrl}/healthz`);
    const answeredDuringRender = !delivered && liveTaskThreads() > 0;

    expect(health.status).toBe(200);
    expect(answeredDuringRender).toBe(true);
    const { status, body } = await rendering;
    expect(status).toBe(200);
    expect(
      Buffer.from(body.pdfData ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});

import { startAnalysisService } from '@doclens/analysis';
import type { Document } from '@doclens/db';
import { analyzeDocument } from '@doclens/queue';
import type { RunningService } from '@doclens/service-runtime';
import { createTestLogger } from '@doclens/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentsHarness, type DocumentsHarness } from './documents-harness';

/**
 * Issue 34 item 1: one way to wait for a job. A document being analysed is read with `?wait=`, and
 * the gateway answers when its pipeline step ends instead of the browser asking every 2 s.
 */

const PAGES = [
  'SERVICES AGREEMENT between Harbor Analytics LLC (the "Consultant") and Bluefin Retail Inc. (the "Company").',
  'The Company shall pay each invoice within thirty (30) days. This Agreement is governed by the laws of the State of Ohio.',
];

let harness: DocumentsHarness;
let cookie: string;
let analysis: RunningService | undefined;
let document: Document;

beforeAll(async () => {
  harness = await createDocumentsHarness();
  const signedIn = await harness.signIn('pro');
  cookie = signedIn.cookie;
  // Extracted, its type chosen, its analysis queued: no analysis worker yet.
  document = await harness.storeDocument({
    owner: signedIn.user,
    status: 'processing',
    processingStage: 'analyzing',
    documentType: 'contract',
    analysisParameters: { role: 'client' },
    pages: PAGES,
  });
  await harness.deps.jobs.enqueue(analyzeDocument, {
    documentId: document.id,
    attempt: document.pipelineAttempt,
    requestId: 'long-poll-test',
  });
});

afterAll(async () => {
  await analysis?.stop();
  await harness?.dispose();
});

describe('GET /api/documents/:id?wait=', () => {
  it('answers with the document still processing once the wait runs out and no worker took the job', async () => {
    const response = await harness.api({ url: `/api/documents/${document.id}?wait=1`, cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: document.id, status: 'processing' });
  });

  it('holds the request until the analysis ends, then answers with the analysed document', async () => {
    const reading = harness.api({ url: `/api/documents/${document.id}?wait=25`, cookie });
    analysis = await startAnalysisService(harness.config, createTestLogger());
    const response = await reading;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: document.id, status: 'completed' });
    expect(response.json().analysis).not.toBeNull();
  });
});

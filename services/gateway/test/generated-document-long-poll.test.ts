import { startGenerationService } from '@doclens/generation';
import type { RunningService } from '@doclens/service-runtime';
import { createTestLogger } from '@doclens/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentsHarness, type DocumentsHarness } from './documents-harness';

/**
 * Issue 34 item 1: one way to wait for a job. A draft being generated is read with `?wait=`, and
 * the gateway answers when the generation job ends instead of the browser asking every 2 s.
 */

const NDA = {
  documentType: 'Non-Disclosure Agreement',
  parameters: {
    'Disclosing Party': 'Orbital Labs Inc.',
    'Receiving Party': 'Keystone Partners LLC',
    Purpose: 'evaluating an investment',
    'Governing Law': 'the State of Delaware',
  },
};

let harness: DocumentsHarness;
let cookie: string;
let worker: RunningService | undefined;
let draftId: number;

beforeAll(async () => {
  harness = await createDocumentsHarness();
  ({ cookie } = await harness.signIn('pro'));
  // No generation worker yet: the draft stays 'generating' until a test starts one.
  const created = await harness.api({ method: 'POST', url: '/api/generate-document', cookie, body: NDA });
  expect(created.statusCode).toBe(200);
  draftId = created.json().id;
});

afterAll(async () => {
  await worker?.stop();
  await harness?.dispose();
});

describe('GET /api/generated-documents/:id?wait=', () => {
  it('answers with the draft still generating once the wait runs out and no worker took the job', async () => {
    const response = await harness.api({ url: `/api/generated-documents/${draftId}?wait=1`, cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: draftId, status: 'generating' });
  });

  it('holds the request until the generation job ends, then answers with the written draft', async () => {
    const reading = harness.api({ url: `/api/generated-documents/${draftId}?wait=25`, cookie });
    worker = await startGenerationService(harness.config, createTestLogger());
    const response = await reading;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: draftId, status: 'draft' });
    expect(response.json().generatedContent).toContain('Orbital Labs Inc.');
  });

  it('answers at once for a draft that is no longer generating', async () => {
    const response = await harness.api({ url: `/api/generated-documents/${draftId}?wait=25`, cookie });
    expect(response.json()).toMatchObject({ id: draftId, status: 'draft' });
  });
});

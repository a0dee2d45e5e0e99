import { type DocumentListItem, documentPartiesResponseSchema } from '@doclens/api';
import { startGenerationService } from '@doclens/generation';
import type { RunningService } from '@doclens/service-runtime';
import { createTestLogger } from '@doclens/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentsHarness, type DocumentsHarness } from './documents-harness';

const PREAMBLE =
  'SUPPLY AGREEMENT This Supply Agreement is made as of March 1, 2021 by and between Apollo Surgical, Inc., a Delaware corporation ("APOLLO" or the "Client"), and Establishment Medical S.A., a Costa Rican company ("ESTABLISHMENT" or the "Supplier"). WHEREAS, APOLLO wishes to buy the Products.';

let harness: DocumentsHarness;
// The parties are found by the generation service, never by the gateway itself.
let worker: RunningService;

beforeAll(async () => {
  harness = await createDocumentsHarness();
  worker = await startGenerationService(harness.config, createTestLogger());
});

afterAll(async () => {
  await worker?.stop();
  await harness?.dispose();
});

describe('GET /api/documents/:id/parties', () => {
  it('gives the owner the parties its extracted pages name, with the role each one fits', async () => {
    const { user, cookie } = await harness.signIn('pro');
    const document = await harness.storeDocument({
      owner: user,
      status: 'pending',
      processingStage: null,
      pages: [PREAMBLE, 'ESTABLISHMENT shall deliver the Products.'],
    });
    const response = await harness.app.inject({
      method: 'GET',
      url: `/api/documents/${document.id}/parties`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const { parties } = documentPartiesResponseSchema.parse(response.json());
    expect(parties).toEqual([
      expect.objectContaining({ name: 'Apollo Surgical, Inc.', aliases: ['APOLLO', 'Client'], side: 'recipient' }),
      expect.objectContaining({
        name: 'Establishment Medical S.A.',
        aliases: ['ESTABLISHMENT', 'Supplier'],
        side: 'provider',
      }),
    ]);
    expect(parties[0]?.roles).toContain('client');
    expect(parties[1]?.roles).toContain('seller');
  });

  it('answers an empty list while the text is not extracted', async () => {
    const { user, cookie } = await harness.signIn('free');
    const document = await harness.storeDocument({ owner: user, status: 'pending', processingStage: 'extracting' });
    const response = await harness.app.inject({
      method: 'GET',
      url: `/api/documents/${document.id}/parties`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ parties: [] });
  });

  it('answers 404 to another user', async () => {
    const owner = await harness.signIn('pro');
    const other = await harness.signIn('pro');
    const document = await harness.storeDocument({ owner: owner.user, status: 'pending', pages: [PREAMBLE] });
    const response = await harness.app.inject({
      method: 'GET',
      url: `/api/documents/${document.id}/parties`,
      headers: { cookie: other.cookie },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/documents/:id/analyze with the chosen party', () => {
  it('keeps the party the reader picked with the contract parameters', async () => {
    const { user, cookie } = await harness.signIn('pro');
    const stored = await harness.storeDocument({ owner: user, processingStage: 'extracted', pages: [PREAMBLE] });
    const response = await harness.api({
      method: 'POST',
      url: `/api/documents/${stored.id}/analyze`,
      cookie,
      body: { documentType: 'contract', analysisParameters: { role: 'seller', party: ' Apollo Surgical, Inc. ' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<DocumentListItem>().analysisParameters).toEqual({
      role: 'seller',
      party: 'Apollo Surgical, Inc.',
    });
  });
});

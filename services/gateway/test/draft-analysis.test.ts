import { type ContractAnalysis, generatedHtmlToText } from '@doclens/api';
import { createLocalEngine } from '@doclens/engine';
import { startGenerationService } from '@doclens/generation';
import type { RunningService } from '@doclens/service-runtime';
import { createTestLogger, waitFor } from '@doclens/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentsHarness, type DocumentsHarness } from './documents-harness';

/**
 * Issue 32 item 5: "Analyze" on a draft is the contract analysis an uploaded contract gets (the
 * same engine call on the same text), told from the party the user said they are.
 */

let harness: DocumentsHarness;
let worker: RunningService;
let cookie: string;

beforeAll(async () => {
  harness = await createDocumentsHarness();
  worker = await startGenerationService(harness.config, createTestLogger());
  ({ cookie } = await harness.signIn('pro'));
});

afterAll(async () => {
  await worker?.stop();
  await harness?.dispose();
});

const SERVICE_AGREEMENT = {
  'Service Provider': 'Brightline Consulting LLC',
  Client: 'Northwind Traders Inc.',
  'Services Description': 'monthly bookkeeping and payroll processing',
  Fee: '$2,500 per month',
  'Payment Terms': 'within 30 days of invoice',
  'Start Date': 'March 1, 2025',
  Term: 'twelve (12) months',
  'Notice Period': 'thirty (30) days',
  'Governing Law': 'the State of California',
};

async function draftOf(documentType: string, parameters: Record<string, string>) {
  const created = await harness.api({
    method: 'POST',
    url: '/api/generate-document',
    cookie,
    body: { documentType, parameters },
  });
  expect(created.statusCode).toBe(200);
  const id: number = created.json().id;
  return waitFor('the draft', async () => {
    const response = await harness.api({ url: `/api/generated-documents/${id}`, cookie });
    return response.json().status === 'draft'
      ? (response.json() as { id: number; generatedContent: string })
      : undefined;
  });
}

async function analyze(id: number, role: string): Promise<ContractAnalysis> {
  const response = await harness.api({
    method: 'POST',
    url: `/api/generated-documents/${id}/analyze`,
    cookie,
    body: { role },
  });
  expect(response.statusCode).toBe(200);
  return response.json().analysis as ContractAnalysis;
}

/** What an upload of the same text gets from the engine. */
async function uploadAnalysisOf(text: string, parameters: { role: 'client' | 'service-provider'; party?: string }) {
  return createLocalEngine().analyze({
    documentType: 'contract',
    parameters,
    pages: [{ pageNumber: 1, text }],
    filename: 'draft.pdf',
  });
}

describe('Analyze this draft', () => {
  it("is the full contract analysis of the draft's text, told from the party the user said they are", async () => {
    const draft = await draftOf('Non-Disclosure Agreement', {
      'Disclosing Party': 'Orbital Labs Inc.',
      'Receiving Party': 'Keystone Partners LLC',
      'Your Party': 'Receiving Party',
      Purpose: 'evaluating an investment',
      'Effective Date': 'February 3, 2025',
      'Confidentiality Period': 'three (3) years',
      'Governing Law': 'the State of Delaware',
    });
    const analysis = await analyze(draft.id, 'client');
    const text = generatedHtmlToText(draft.generatedContent);
    const upload = await uploadAnalysisOf(text, { role: 'client', party: 'Receiving Party' });
    expect(analysis.analysisParameters).toEqual({ role: 'client', party: 'Receiving Party' });
    expect(analysis).toEqual(upload);
  });

  it('keeps the role the user picked when it puts them on the other side from "Your Party"', async () => {
    const draft = await draftOf('Service Agreement', { ...SERVICE_AGREEMENT, 'Your Party': 'Client' });
    const asProvider = await analyze(draft.id, 'service-provider');
    expect(asProvider.analysisParameters).toEqual({ role: 'service-provider' });
    expect(asProvider).toEqual(
      await uploadAnalysisOf(generatedHtmlToText(draft.generatedContent), { role: 'service-provider' }),
    );
    const asClient = await analyze(draft.id, 'client');
    expect(asClient.analysisParameters).toEqual({ role: 'client', party: 'Client' });
  });
});

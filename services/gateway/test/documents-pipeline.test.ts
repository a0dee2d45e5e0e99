import type { DocumentListItem } from '@doclens/api';
import { findDocumentById } from '@doclens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentsHarness, type DocumentsHarness } from './documents-harness';

let harness: DocumentsHarness;

beforeAll(async () => {
  harness = await createDocumentsHarness();
});

afterAll(async () => {
  await harness?.dispose();
});

async function jobsOf(queue: 'extraction' | 'analysis', documentId: number) {
  return (await harness.pipelineJobs(queue)).filter((job) => job.data.documentId === documentId);
}

describe('POST /api/documents/:id/analyze', () => {
  it('starts the analysis of an extracted document and enqueues it with the request id', async () => {
    const { user, cookie } = await harness.signIn();
    const stored = await harness.storeDocument({ owner: user, processingStage: 'extracted' });
    const before = Date.now();
    const response = await harness.api({
      method: 'POST',
      url: `/api/documents/${stored.id}/analyze`,
      cookie,
      headers: { 'x-request-id': 'analyze-request-0001' },
      body: { documentType: 'essay', analysisParameters: { academicLevel: 'college', subject: ' History ' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<DocumentListItem>()).toMatchObject({
      id: stored.id,
      status: 'processing',
      stage: 'analyzing',
      documentType: 'essay',
      analysisParameters: { academicLevel: 'college', subject: 'History' },
    });
    expect(await jobsOf('analysis', stored.id)).toEqual([
      {
        id: `analyze-${stored.id}-1`,
        name: 'analyze-document',
        data: { documentId: stored.id, attempt: 1, requestId: 'analyze-request-0001' },
      },
    ]);
    const row = await findDocumentById(harness.db, stored.id);
    const deadline = row?.processingDeadlineAt?.getTime() ?? 0;
    expect(deadline - before).toBeGreaterThanOrEqual(15 * 60 * 1000 - 1000);
    expect(deadline - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000);
  });

  it('leaves the analysis to the extraction worker while the text is still being extracted', async () => {
    const { user, cookie } = await harness.signIn();
    const stored = await harness.storeDocument({ owner: user, processingStage: 'extracting' });
    const response = await harness.api({
      method: 'POST',
      url: `/api/documents/${stored.id}/analyze`,
      cookie,
      body: { documentType: 'other', analysisParameters: {} },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<DocumentListItem>()).toMatchObject({ status: 'processing', stage: 'extracting' });
    expect(await jobsOf('analysis', stored.id)).toEqual([]);
  });

  it('names every missing required field with the form’s labels', async () => {
    const { user, cookie } = await harness.signIn();
    const stored = await harness.storeDocument({ owner: user, processingStage: 'extracted' });
    const cases = [
      { documentType: 'contract', analysisParameters: {}, message: 'Please fill in: Your Role' },
      { documentType: 'essay', analysisParameters: { academicLevel: '  ' }, message: 'Please fill in: Academic Level' },
      { documentType: 'cv', analysisParameters: { targetJob: 'Accountant' }, message: 'Please fill in: Perspective' },
    ];
    for (const { message, ...body } of cases) {
      const response = await harness.api({ method: 'POST', url: `/api/documents/${stored.id}/analyze`, cookie, body });
      expect(response.statusCode, body.documentType).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect((await findDocumentById(harness.db, stored.id))?.status).toBe('pending');
  });

  it('refuses an unknown choice, an unknown type, and a missing type', async () => {
    const { user, cookie } = await harness.signIn();
    const stored = await harness.storeDocument({ owner: user, processingStage: 'extracted' });
    const post = (body: unknown) =>
      harness.api({ method: 'POST', url: `/api/documents/${stored.id}/analyze`, cookie, body });

    const badRole = await post({ documentType: 'contract', analysisParameters: { role: 'astronaut' } });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json()).toEqual({ message: 'Please choose one of the options for Your Role.' });

    const badLevel = await post({
      documentType: 'cv',
      analysisParameters: { perspective: 'recruiter', experienceLevel: 'wizard' },
    });
    expect(badLevel.json()).toEqual({ message: 'Please choose one of the options for Experience Level.' });

    const badType = await post({ documentType: 'poem', analysisParameters: {} });
    expect(badType.statusCode).toBe(400);
    expect(badType.json()).toEqual({ message: 'Please select a document type.' });

    const noType = await post({ analysisParameters: {} });
    expect(noType.statusCode).toBe(400);
    expect(await jobsOf('analysis', stored.id)).toEqual([]);
  });

  it('answers 409 when the document is not waiting for a type', async () => {
    const { user, cookie } = await harness.signIn();
    const body = { documentType: 'other', analysisParameters: {} };
    const processing = await harness.storeDocument({ owner: user, status: 'processing', documentType: 'essay' });
    const failed = await harness.storeDocument({ owner: user, status: 'failed', processingStage: null });

    const again = await harness.api({ method: 'POST', url: `/api/documents/${processing.id}/analyze`, cookie, body });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Analysis has already been started for this document.' });

    const onFailed = await harness.api({ method: 'POST', url: `/api/documents/${failed.id}/analyze`, cookie, body });
    expect(onFailed.statusCode).toBe(409);
    expect(onFailed.json().message).toMatch(/Retry/);
    expect((await findDocumentById(harness.db, processing.id))?.documentType).toBe('essay');
  });

  it('lets the anonymous uploader’s browser choose the type', async () => {
    const token = 'analyze-claim-token-0123456789abcdef';
    const stored = await harness.storeDocument({ claimToken: token, processingStage: 'extracted' });
    const response = await harness.api({
      method: 'POST',
      url: `/api/documents/${stored.id}/analyze`,
      cookie: `doclens_claim=${token}`,
      body: { documentType: 'contract', analysisParameters: { role: 'tenant' } },
    });
    expect(response.statusCode).toBe(200);
    expect(await jobsOf('analysis', stored.id)).toHaveLength(1);
  });
});

describe('POST /api/documents/:id/retry', () => {
  it('re-extracts a document that failed during extraction, as attempt 2', async () => {
    const { user, cookie } = await harness.signIn();
    const stored = await harness.storeDocument({
      owner: user,
      status: 'failed',
      processingStage: null,
      failureReason: 'We could not read this PDF.',
      documentType: 'contract',
    });
    const response = await harness.api({ method: 'POST', url: `/api/documents/${stored.id}/retry`, cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json<DocumentListItem>()).toMatchObject({
      status: 'processing',
      stage: 'extracting',
      failureReason: null,
    });
    expect(await jobsOf('extraction', stored.id)).toEqual([
      expect.objectContaining({ id: `extract-${stored.id}-2`, data: expect.objectContaining({ attempt: 2 }) }),
    ]);
    expect(await jobsOf('analysis', stored.id)).toEqual([]);
  });

  it('re-analyses a document that failed during analysis, as the next attempt', async () => {
    const { user, cookie } = await harness.signIn();
    const stored = await harness.storeDocument({
      owner: user,
      status: 'failed',
      processingStage: null,
      documentType: 'essay',
      analysisParameters: { academicLevel: 'college' },
      extractedAt: new Date(),
      pipelineAttempt: 2,
    });
    const response = await harness.api({ method: 'POST', url: `/api/documents/${stored.id}/retry`, cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json<DocumentListItem>()).toMatchObject({ status: 'processing', stage: 'analyzing' });
    expect(await jobsOf('analysis', stored.id)).toEqual([
      expect.objectContaining({
        id: `analyze-${stored.id}-3`,
        name: 'analyze-document',
        data: expect.objectContaining({ documentId: stored.id, attempt: 3 }),
      }),
    ]);
  });

  it('puts an extracted document without a type back to waiting for one, with no job', async () => {
    const { user, cookie } = await harness.signIn();
    const stored = await harness.storeDocument({
      owner: user,
      status: 'failed',
      processingStage: null,
      extractedAt: new Date(),
    });
    const response = await harness.api({ method: 'POST', url: `/api/documents/${stored.id}/retry`, cookie });
    expect(response.json<DocumentListItem>()).toMatchObject({ status: 'pending', stage: 'extracted' });
    expect(await jobsOf('extraction', stored.id)).toEqual([]);
    expect(await jobsOf('analysis', stored.id)).toEqual([]);
  });

  it('answers 409 for a document that has not failed', async () => {
    const { user, cookie } = await harness.signIn();
    const stored = await harness.storeDocument({ owner: user, status: 'completed', processingStage: null });
    const response = await harness.api({ method: 'POST', url: `/api/documents/${stored.id}/retry`, cookie });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Only a document whose processing failed can be retried.' });
    expect((await findDocumentById(harness.db, stored.id))?.pipelineAttempt).toBe(1);
  });
});

import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DOCUMENT_GAVE_UP_REASON } from '@doclens/api';
import { findDocumentPages, findOcrWords, updateDocument } from '@doclens/db';
import { extractDocument } from '@doclens/queue';
import { newObjectKey } from '@doclens/storage';
import { scannedCopyOf } from '@doclens/testing/scanned-pdf';
import { fixturesPresent } from '@doclens/testing/shared-fixtures';
import { buildTextPdf } from '@doclens/testing/text-pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_FILE_REASON } from '../src/failure-reasons';
import { createExtractionHarness, type ExtractionHarness } from './extraction-harness';
import { FIXTURE } from './fixture-files';

describe.skipIf(!fixturesPresent)('extraction service', () => {
  let harness: ExtractionHarness;

  beforeAll(async () => {
    harness = await createExtractionHarness();
    await harness.startService();
  });

  afterAll(async () => {
    await harness?.dispose();
  });

  it('stores the pages of a pending document and waits at extracted, without an analysis job', async () => {
    const owner = await harness.createUser('free');
    const document = await harness.uploadFixture(FIXTURE.shortContract, { owner });
    const finished = await harness.waitForJob(await harness.enqueueExtraction(document));

    expect(finished).toMatchObject({ state: 'completed', returnvalue: 'extracted' });
    const row = await harness.document(document.id);
    expect(row).toMatchObject({ status: 'pending', processingStage: 'extracted', pageCount: 7, failureReason: null });
    expect(row.extractedAt).toBeInstanceOf(Date);
    expect(row.metadata).toMatchObject({ pdfVersion: expect.stringMatching(/^1\.\d$/) });
    const pages = await findDocumentPages(harness.db, document.id);
    expect(pages.map((page) => page.pageNumber)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pages[0]?.text).toMatch(/TRADEMARK LICENSE AGREEMENT/i);
    expect(pages.every((page) => page.text.length > 100)).toBe(true);
    expect(await harness.analysisJobs()).toEqual([]);
  });

  it('moves a document whose type was chosen at upload on to analysis: one job, same attempt and request', async () => {
    const document = await harness.uploadFixture(FIXTURE.shortContract, { documentType: 'contract' });
    const finished = await harness.waitForJob(await harness.enqueueExtraction(document));

    expect(finished.returnvalue).toBe('analysis_enqueued');
    const row = await harness.document(document.id);
    expect(row).toMatchObject({ status: 'processing', processingStage: 'analyzing', pageCount: 7 });
    const analysisJobs = (await harness.analysisJobs()).filter((job) => job.data.documentId === document.id);
    expect(analysisJobs).toHaveLength(1);
    expect(analysisJobs[0]?.id).toBe(`analyze-${document.id}-${document.pipelineAttempt}`);
    expect(analysisJobs[0]?.data).toEqual({
      documentId: document.id,
      attempt: document.pipelineAttempt,
      requestId: expect.stringMatching(/^test-/),
    });
  });

  it('reads a PDF of scanned pages by OCR and extracts it, instead of failing it for having no text', async () => {
    const scan = await scannedCopyOf(
      buildTextPdf([['NOTICE OF TERMINATION', 'The lease ends on the last day of June.']]),
      {
        dpi: 150,
      },
    );
    const document = await harness.uploadBytes(scan, 'scan.pdf', { owner: await harness.createUser('free') });
    const jobId = await harness.enqueueExtraction(document);
    const finished = await harness.waitForJob(jobId);

    expect(finished.returnvalue).toBe('extracted');
    // What the owner is told while it reads: the page and that it is recognised from its picture.
    expect((await harness.extractionQueue.getJob(jobId))?.progress).toEqual({ page: 1, pageCount: 1, ocr: true });
    expect(await harness.document(document.id)).toMatchObject({
      processingStage: 'extracted',
      failureReason: null,
      extractionWarning: null,
      pageCount: 1,
    });
    const [page] = await findDocumentPages(harness.db, document.id);
    expect(page?.text).toMatch(/NOTICE OF TERMINATION\s+The lease ends on the last day of June\./);
    const words = await findOcrWords(harness.db, document.id, 1);
    expect(words?.map((word) => word.text).slice(0, 3)).toEqual(['NOTICE', 'OF', 'TERMINATION']);
    expect(words?.[0]?.box).toHaveLength(4);
  }, 60_000);

  it('fails a password-protected PDF for good, with a reason the user can act on and no Retry', async () => {
    const document = await harness.uploadFixture(FIXTURE.passwordProtected, { documentType: 'contract' });
    const finished = await harness.waitForJob(await harness.enqueueExtraction(document));

    expect(finished).toMatchObject({ state: 'completed', returnvalue: 'failed_pdf', attemptsMade: 1 });
    expect(await harness.document(document.id)).toMatchObject({
      status: 'failed',
      processingStage: null,
      failureReason: 'This PDF is password-protected. Remove the password and upload it again.',
      // The same file fails the same way: the API answers canRetry false and refuses a retry.
      failureRetryable: false,
    });
    expect(await findDocumentPages(harness.db, document.id)).toEqual([]);
  });

  it('refuses a PDF longer than the owner’s plan allows; anonymous uploads count as free', async () => {
    const document = await harness.uploadFixture(FIXTURE.longContract);
    await harness.waitForJob(await harness.enqueueExtraction(document));

    expect(await harness.document(document.id)).toMatchObject({
      status: 'failed',
      failureReason:
        'This PDF has 106 pages; the free plan allows up to 50. Split it into shorter PDFs, or choose a plan that allows more pages, and upload it again.',
      failureRetryable: false,
    });
  });

  it('keeps serving after a damaged PDF', async () => {
    const damaged = await harness.uploadFixture(FIXTURE.damaged);
    const good = await harness.uploadFixture(FIXTURE.shortContract);
    const damagedJob = await harness.enqueueExtraction(damaged);
    expect(await harness.waitForJob(damagedJob)).toMatchObject({ state: 'completed', returnvalue: 'failed_pdf' });
    const goodJob = await harness.enqueueExtraction(good);
    expect(await harness.waitForJob(goodJob)).toMatchObject({ state: 'completed', returnvalue: 'extracted' });

    expect(await harness.document(damaged.id)).toMatchObject({
      status: 'failed',
      failureReason: expect.stringMatching(/^This PDF is damaged and could not be read\./),
    });
    expect(await harness.document(good.id)).toMatchObject({ status: 'pending', processingStage: 'extracted' });
  });

  it('does nothing for a job of an earlier attempt', async () => {
    const uploaded = await harness.uploadFixture(FIXTURE.shortContract, { documentType: 'contract' });
    // As after a Retry: the row has moved on to attempt 2 while an attempt-1 job is still queued.
    const document = await updateDocument(harness.db, uploaded.id, { pipelineAttempt: 2 });
    if (!document) throw new Error('document vanished');
    const finished = await harness.waitForJob(await harness.enqueueExtraction(document, 1));

    expect(finished).toMatchObject({ state: 'completed', returnvalue: 'skipped' });
    expect(await harness.document(document.id)).toMatchObject({
      status: 'processing',
      processingStage: 'extracting',
      pageCount: null,
      extractedAt: null,
    });
    expect(await findDocumentPages(harness.db, document.id)).toEqual([]);
    expect((await harness.analysisJobs()).filter((job) => job.data.documentId === document.id)).toEqual([]);
  });

  it('only enqueues the analysis when an earlier delivery extracted but stopped before enqueueing it', async () => {
    const uploaded = await harness.uploadFixture(FIXTURE.shortContract, { documentType: 'contract' });
    await updateDocument(harness.db, uploaded.id, { processingStage: 'analyzing', pageCount: 7 });
    const finished = await harness.waitForJob(await harness.enqueueExtraction(uploaded));

    expect(finished.returnvalue).toBe('analysis_enqueued');
    expect(await findDocumentPages(harness.db, uploaded.id)).toEqual([]);
    expect((await harness.analysisJobs()).filter((job) => job.data.documentId === uploaded.id)).toHaveLength(1);
  });

  it('fails a document whose stored file is gone, asking for a new upload', async () => {
    const document = await harness.uploadFixture(FIXTURE.shortContract, {
      storageKey: newObjectKey('documents', { extension: 'pdf' }),
    });
    const finished = await harness.waitForJob(await harness.enqueueExtraction(document));

    expect(finished).toMatchObject({ state: 'completed', returnvalue: 'file_missing' });
    expect(await harness.document(document.id)).toMatchObject({
      status: 'failed',
      failureReason: MISSING_FILE_REASON,
      failureRetryable: false,
    });
  });

  it('retries a storage error and, when the last attempt fails too, fails the document instead of leaving it processing', async () => {
    const storageKey = newObjectKey('documents', { extension: 'pdf' });
    const document = await harness.uploadFixture(FIXTURE.shortContract, { documentType: 'essay', storageKey });
    // A folder where the file should be: reading it fails with EISDIR, an error that is not the document's.
    await mkdir(join(harness.storageDir, storageKey), { recursive: true });
    const payload = { documentId: document.id, attempt: document.pipelineAttempt, requestId: 'test-retry' };
    const jobId = extractDocument.jobId(payload);
    // The catalogue's policy backs off for seconds; two quick attempts show the same behaviour.
    await harness.extractionQueue.add(extractDocument.name, payload, {
      jobId,
      attempts: 2,
      backoff: { type: 'fixed', delay: 50 },
    });
    const finished = await harness.waitForJob(jobId);

    expect(finished).toMatchObject({ state: 'failed', attemptsMade: 2 });
    expect(await harness.document(document.id)).toMatchObject({
      status: 'failed',
      processingStage: null,
      failureReason: DOCUMENT_GAVE_UP_REASON,
      failureRetryable: true,
    });
  });
});

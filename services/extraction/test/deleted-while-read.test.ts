import type { ReadingProgress } from '@doclens/api';
import { deleteDocument } from '@doclens/db';
import { waitFor } from '@doclens/testing';
import { scannedCopyOf } from '@doclens/testing/scanned-pdf';
import { buildTextPdf } from '@doclens/testing/text-pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExtractionHarness, type ExtractionHarness } from './extraction-harness';

describe('a document deleted around its extraction', () => {
  let harness: ExtractionHarness;

  beforeAll(async () => {
    harness = await createExtractionHarness({ EXTRACTION_CONCURRENCY: '1' });
    await harness.startService();
  });

  afterAll(async () => {
    await harness?.dispose();
  });

  it('stamps the start of OCR, and stops the OCR of a scan deleted meanwhile', async () => {
    const pages = Array.from({ length: 6 }, (_, index) => [
      `ANNEX ${index + 1}`,
      'Each party keeps the other party’s information confidential for five years.',
    ]);
    const scan = await scannedCopyOf(buildTextPdf(pages), { dpi: 110 });
    const document = await harness.uploadBytes(scan, 'annexes.pdf', { owner: await harness.createUser('free') });
    const jobId = await harness.enqueueExtraction(document);
    const started = await waitFor(
      'OCR to start',
      async () => (await harness.document(document.id)).ocrStartedAt ?? undefined,
      { timeoutMs: 30_000, intervalMs: 20 },
    );
    expect(started).toBeInstanceOf(Date);

    await deleteDocument(harness.db, document.id);
    const finished = await harness.waitForJob(jobId);

    expect(finished).toMatchObject({ state: 'completed', returnvalue: 'deleted', attemptsMade: 1 });
    // Each scanned page takes seconds of OCR, and a deletion is seen within a check or two
    // (DELETION_CHECK_INTERVAL_MS): the reading stopped before the last page, as the job's last
    // recorded progress shows.
    const progress = (await harness.extractionQueue.getJob(jobId))?.progress as ReadingProgress | undefined;
    expect(progress).toMatchObject({ ocr: true, pageCount: pages.length });
    expect(progress?.page).toBeLessThan(pages.length);
  }, 60_000);

  it('reads nothing of a document deleted before its job started', async () => {
    const document = await harness.uploadBytes(buildTextPdf([['MEMO', 'Nothing to read here.']]), 'memo.pdf');
    await deleteDocument(harness.db, document.id);
    const finished = await harness.waitForJob(await harness.enqueueExtraction(document));
    expect(finished).toMatchObject({ state: 'completed', returnvalue: 'not_found' });
  });

  it('leaves no OCR stamp on a document read from its text layer', async () => {
    const document = await harness.uploadBytes(buildTextPdf([['MEMO', 'The text layer is read.']]), 'text.pdf');
    const finished = await harness.waitForJob(await harness.enqueueExtraction(document));
    expect(finished).toMatchObject({ state: 'completed' });
    expect((await harness.document(document.id)).ocrStartedAt).toBeNull();
  });
});

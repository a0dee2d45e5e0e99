import { buildTextPdf } from '@doclens/testing/text-pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExtractionHarness, type ExtractionHarness } from './extraction-harness';

// Long enough for a worker listening on the same queue to have taken the job many times over.
const UNTAKEN_FOR_MS = 2_000;

describe('two deployments on one Redis, each with the default QUEUE_PREFIX', () => {
  let first: ExtractionHarness;
  let second: ExtractionHarness;

  beforeAll(async () => {
    // An empty value is unset: each deployment's prefix is the default one for its own database.
    first = await createExtractionHarness({ QUEUE_PREFIX: '' });
    second = await createExtractionHarness({ QUEUE_PREFIX: '' });
  });

  afterAll(async () => {
    await second?.dispose();
    await first?.dispose();
  });

  it("a worker of one deployment leaves the other deployment's job to that deployment's workers", async () => {
    await second.startService();
    const owner = await first.createUser('free');
    const document = await first.uploadBytes(
      buildTextPdf([['LEASE AGREEMENT', 'The tenant pays the rent on the first day of each month.']]),
      'lease.pdf',
      { owner },
    );
    const jobId = await first.enqueueExtraction(document);

    await new Promise((resolve) => setTimeout(resolve, UNTAKEN_FOR_MS));
    // The other deployment's worker did not take it (it would have ended it as 'not_found').
    expect(await first.jobState(jobId)).toBe('waiting');

    await first.startService();
    expect(await first.waitForJob(jobId)).toMatchObject({ state: 'completed', returnvalue: 'extracted' });
    expect(await first.document(document.id)).toMatchObject({ processingStage: 'extracted', pageCount: 1 });
  }, 60_000);
});

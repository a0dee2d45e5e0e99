import { findDocumentPages } from '@doclens/db';
import { waitFor } from '@doclens/testing';
import { fixturesPresent } from '@doclens/testing/shared-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExtractionHarness, type ExtractionHarness } from './extraction-harness';
import { FIXTURE } from './fixture-files';

const SHUTDOWN_DEADLINE_MS = 300;

describe.skipIf(!fixturesPresent)('extraction stopped mid-job', () => {
  let harness: ExtractionHarness;

  beforeAll(async () => {
    harness = await createExtractionHarness({ WORKER_SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_DEADLINE_MS) });
  });

  afterAll(async () => {
    await harness?.dispose();
  });

  it('hands the job back when a worker stops mid-job, and a fresh worker completes the document', async () => {
    const owner = await harness.createUser('pro');
    // 106 pages take seconds to parse, far past the shutdown deadline.
    const document = await harness.uploadFixture(FIXTURE.longContract, { owner, documentType: 'contract' });
    const first = await harness.startService();
    const jobId = await harness.enqueueExtraction(document);
    await waitFor('the job to start', async () => ((await harness.jobState(jobId)) === 'active' ? true : undefined));

    await first.stop();
    // Interrupted, not finished (the stop did not wait out the 106 pages) and not failed: the document is still waiting for its text, and the job is back in line.
    expect(await harness.document(document.id)).toMatchObject({
      status: 'processing',
      processingStage: 'extracting',
      failureReason: null,
    });
    expect(await harness.jobState(jobId)).toBe('waiting');

    await harness.startService();
    const finished = await harness.waitForJob(jobId);

    expect(finished).toMatchObject({ state: 'completed', returnvalue: 'analysis_enqueued' });
    expect((await harness.extractionQueue.getJob(jobId))?.attemptsStarted).toBe(2);
    expect(await harness.document(document.id)).toMatchObject({ processingStage: 'analyzing', pageCount: 106 });
    expect(await findDocumentPages(harness.db, document.id)).toHaveLength(106);
    expect((await harness.analysisJobs()).map((job) => job.id)).toEqual([`analyze-${document.id}-1`]);
  }, 60_000);
});

import type { BulkUploadDetail } from '@doclens/api';
import { waitFor } from '@doclens/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkApi, startBulkBatch, startBulkFaultSystem, untilBatchCompleted } from './bulk-batches';
import type { FaultSystem } from './fault-system';
import { fixturePdfs, fixturesPresent } from './fixture-pdfs';

const FILES = 12;
/** The killed file jobs keep their lock (30 s) until the stalled-job check hands them back: about a minute. */
const SETTLE_TIMEOUT_MS = 150_000;

describe.skipIf(!fixturesPresent)('kill -9 of the bulk worker in the middle of a batch', () => {
  let system: FaultSystem;

  beforeAll(async () => {
    system = await startBulkFaultSystem();
  });

  afterAll(async () => {
    await system?.stop();
  });

  it('completes every file of the batch once the killed worker is restarted, the ranking included', async () => {
    const { id } = await startBulkBatch(
      system,
      {
        name: 'Killed mid-batch',
        analysisType: 'ai_summary',
        summaryParameter: 'Registered nurse: patient care and medication administration',
      },
      fixturePdfs(FILES),
    );

    await waitFor(
      'an active bulk job',
      async () => ((await system.jobs.queue('bulk').getActiveCount()) > 0 ? true : undefined),
      { timeoutMs: 60_000, intervalMs: 5 },
    );
    const before = await bulkApi<BulkUploadDetail>(system, 'GET', `/api/bulk-uploads/${id}`);
    await system.service('bulk').kill9();
    await system.restart('bulk');

    const done = await untilBatchCompleted(system, id, SETTLE_TIMEOUT_MS);
    expect(before.processedFiles).toBeLessThan(FILES);
    expect(system.crashedServices()).toEqual([]);
    expect(done).toMatchObject({ totalFiles: FILES, processedFiles: FILES, failedFiles: 0 });
    expect(done.summaryResults).toHaveLength(FILES);
    expect(done.summaryResults.map((result) => result.ranking).sort((a, b) => a - b)).toEqual(
      Array.from({ length: FILES }, (_, index) => index + 1),
    );
  });
});

import type { BulkUploadDetail } from '@doclens/api';
import { waitFor } from '@doclens/testing';
import { describe, expect, it } from 'vitest';
import { bulkApi, startBulkBatch, startBulkFaultSystem, untilBatchCompleted } from './bulk-batches';
import { fixturePdfs, fixturesPresent } from './fixture-pdfs';
import { useFaultSystem } from './use-fault-system';

const FILES = 12;
/** The killed file jobs keep their lock (10 s in the fault system) until the stalled-job check hands them back: about 20 s. */
const SETTLE_TIMEOUT_MS = 150_000;

describe.skipIf(!fixturesPresent)('kill -9 of the bulk worker in the middle of a batch', () => {
  const scenario = useFaultSystem(startBulkFaultSystem);

  it('completes every file of the batch once the killed worker is restarted, the ranking included', async () => {
    const { id } = await startBulkBatch(
      scenario.system,
      {
        name: 'Killed mid-batch',
        analysisType: 'ai_summary',
        summaryParameter: 'Registered nurse: patient care and medication administration',
      },
      fixturePdfs(FILES),
    );

    await waitFor(
      'an active bulk job',
      async () => ((await scenario.system.jobs.queue('bulk').getActiveCount()) > 0 ? true : undefined),
      { timeoutMs: 60_000, intervalMs: 5 },
    );
    const before = await bulkApi<BulkUploadDetail>(scenario.system, 'GET', `/api/bulk-uploads/${id}`);
    await scenario.system.service('bulk').kill9();
    await scenario.system.restart('bulk');

    const done = await untilBatchCompleted(scenario.system, id, SETTLE_TIMEOUT_MS);
    expect(before.processedFiles).toBeLessThan(FILES);
    expect(scenario.system.crashedServices()).toEqual([]);
    expect(done).toMatchObject({ totalFiles: FILES, processedFiles: FILES, failedFiles: 0 });
    expect(done.summaryResults).toHaveLength(FILES);
    expect(done.summaryResults.map((result) => result.ranking).sort((a, b) => a - b)).toEqual(
      Array.from({ length: FILES }, (_, index) => index + 1),
    );
  });
});

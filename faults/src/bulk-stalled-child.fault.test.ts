import { waitFor } from '@doclens/testing';
import { describe, expect, it } from 'vitest';
import { bulkApi, startBulkBatch, startBulkFaultSystem, untilBatchCompleted } from './bulk-batches';
import { fixturePdfs, fixturesPresent } from './fixture-pdfs';
import { useFaultSystem } from './use-fault-system';

/** Two rounds of the stalled-job check (10 s each, `WORKER_LOCK_SECONDS` of the fault system) after each kill, with room for a busy machine. */
const STALL_TIMEOUT_MS = 120_000;

/**
 * BullMQ fails a job that stalls more often than `maxStalledCount` (1) without running our code,
 * and by default such a child would leave its parent waiting forever: the batch must complete
 * anyway, with that file failed and retryable.
 */
describe.skipIf(!fixturesPresent)('a bulk file whose worker is killed each time it takes it', () => {
  const scenario = useFaultSystem(startBulkFaultSystem);

  /** Kills the worker while it runs the job for the `stalls`-th time (after `stalls - 1` hand-backs). */
  const killWhileActive = async (jobId: string, stalls: number) => {
    await waitFor(
      `the file job active after ${stalls - 1} stall(s)`,
      async () => {
        const job = await scenario.system.jobs.queue('bulk').getJob(jobId);
        const state = await job?.getState();
        return state === 'active' && (job?.stalledCounter ?? 0) >= stalls - 1 ? true : undefined;
      },
      { timeoutMs: STALL_TIMEOUT_MS, intervalMs: 5 },
    );
    await scenario.system.service('bulk').kill9();
    await scenario.system.restart('bulk');
  };

  it('ends the batch with the file failed after it stalled twice, and the file can be retried', async () => {
    const sent = await startBulkBatch(
      scenario.system,
      { name: 'Stalls', analysisType: 'data_extraction', extractionParameters: ['Parties'] },
      fixturePdfs(1),
    );
    const { id } = sent;
    const jobId = `bulk-file-${sent.documents[0]?.id}-1`;

    await killWhileActive(jobId, 1);
    await killWhileActive(jobId, 2);

    const done = await untilBatchCompleted(scenario.system, id, 2 * STALL_TIMEOUT_MS);
    expect(scenario.system.crashedServices()).toEqual([]);
    expect(done).toMatchObject({ totalFiles: 1, processedFiles: 1, failedFiles: 1 });
    const [file] = done.documents;
    expect(file?.failureReason).toBe('We could not process this file. Use Retry to process it again.');

    await bulkApi(scenario.system, 'POST', `/api/bulk-uploads/${id}/files/${file?.id}/retry`);
    const retried = await untilBatchCompleted(scenario.system, id, 60_000, (batch) => batch.failedFiles === 0);
    expect(retried.extractedData).toHaveLength(1);
  });
});

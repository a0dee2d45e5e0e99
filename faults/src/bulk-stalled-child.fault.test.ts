import type { BulkUploadDetail } from '@doclens/api';
import { waitFor } from '@doclens/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FaultSystem, startFaultSystem } from './fault-system';
import { fixturePdfs, fixturesPresent } from './fixture-pdfs';

/** Two rounds of the stalled-job check (30 s each) after each kill. */
const STALL_TIMEOUT_MS = 120_000;

/**
 * BullMQ fails a job that stalls more often than `maxStalledCount` (1) without running our code,
 * and by default such a child would leave its parent waiting forever: the batch must complete
 * anyway, with that file failed and retryable.
 */
describe.skipIf(!fixturesPresent)('a bulk file whose worker is killed each time it takes it', () => {
  let system: FaultSystem;

  beforeAll(async () => {
    system = await startFaultSystem();
    await system.restart('bulk');
  });

  afterAll(async () => {
    await system?.stop();
  });

  const api = async <T>(method: string, path: string, body?: string | FormData): Promise<T> => {
    const response = await fetch(`${system.gatewayUrl}${path}`, {
      method,
      headers: { cookie: system.cookie, ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}) },
      body,
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };

  /** Kills the worker while it runs the job for the `stalls`-th time (after `stalls - 1` hand-backs). */
  const killWhileActive = async (jobId: string, stalls: number) => {
    await waitFor(
      `the file job active after ${stalls - 1} stall(s)`,
      async () => {
        const job = await system.jobs.queue('bulk').getJob(jobId);
        const state = await job?.getState();
        return state === 'active' && (job?.stalledCounter ?? 0) >= stalls - 1 ? true : undefined;
      },
      { timeoutMs: STALL_TIMEOUT_MS, intervalMs: 5 },
    );
    await system.service('bulk').kill9();
    await system.restart('bulk');
  };

  it('ends the batch with the file failed after it stalled twice, and the file can be retried', async () => {
    const { id } = await api<{ id: number }>(
      'POST',
      '/api/bulk-uploads',
      JSON.stringify({ name: 'Stalls', analysisType: 'data_extraction', extractionParameters: ['Parties'] }),
    );
    const [pdf] = fixturePdfs(1);
    if (!pdf) throw new Error('no fixture PDF');
    const form = new FormData();
    form.append('files', new Blob([pdf.bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), pdf.name);
    const sent = await api<BulkUploadDetail>('POST', `/api/bulk-uploads/${id}/files`, form);
    const jobId = `bulk-file-${sent.documents[0]?.id}-1`;

    await killWhileActive(jobId, 1);
    await killWhileActive(jobId, 2);

    const done = await waitFor(
      'the batch to complete',
      async () => {
        const batch = await api<BulkUploadDetail>('GET', `/api/bulk-uploads/${id}`);
        return batch.status === 'completed' ? batch : undefined;
      },
      { timeoutMs: 2 * STALL_TIMEOUT_MS, intervalMs: 500 },
    );
    expect(system.crashedServices()).toEqual([]);
    expect(done).toMatchObject({ totalFiles: 1, processedFiles: 1, failedFiles: 1 });
    const [file] = done.documents;
    expect(file?.failureReason).toBe('We could not process this file. Use Retry to process it again.');

    await api('POST', `/api/bulk-uploads/${id}/files/${file?.id}/retry`);
    const retried = await waitFor(
      'the retried file to complete',
      async () => {
        const batch = await api<BulkUploadDetail>('GET', `/api/bulk-uploads/${id}`);
        return batch.status === 'completed' && batch.failedFiles === 0 ? batch : undefined;
      },
      { timeoutMs: 60_000, intervalMs: 500 },
    );
    expect(retried.extractedData).toHaveLength(1);
  });
});

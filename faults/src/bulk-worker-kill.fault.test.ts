import type { BulkUploadDetail } from '@doclens/api';
import { waitFor } from '@doclens/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FaultSystem, startFaultSystem } from './fault-system';
import { fixturePdfs, fixturesPresent } from './fixture-pdfs';

const FILES = 12;
/** The killed file jobs keep their lock (30 s) until the stalled-job check hands them back: about a minute. */
const SETTLE_TIMEOUT_MS = 150_000;

describe.skipIf(!fixturesPresent)('kill -9 of the bulk worker in the middle of a batch', () => {
  let system: FaultSystem;

  beforeAll(async () => {
    system = await startFaultSystem();
    await system.restart('bulk');
  });

  afterAll(async () => {
    await system?.stop();
  });

  const api = async <T>(method: string, path: string, body?: string | FormData, json = true): Promise<T> => {
    const response = await fetch(`${system.gatewayUrl}${path}`, {
      method,
      headers: { cookie: system.cookie, ...(json && body ? { 'content-type': 'application/json' } : {}) },
      body,
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };

  it('completes every file of the batch once the killed worker is restarted, the ranking included', async () => {
    const { id } = await api<{ id: number }>(
      'POST',
      '/api/bulk-uploads',
      JSON.stringify({
        name: 'Killed mid-batch',
        analysisType: 'ai_summary',
        summaryParameter: 'Registered nurse: patient care and medication administration',
      }),
    );
    const form = new FormData();
    for (const pdf of fixturePdfs(FILES))
      form.append('files', new Blob([pdf.bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), pdf.name);
    await api('POST', `/api/bulk-uploads/${id}/files`, form, false);

    await waitFor(
      'an active bulk job',
      async () => ((await system.jobs.queue('bulk').getActiveCount()) > 0 ? true : undefined),
      { timeoutMs: 60_000, intervalMs: 5 },
    );
    const before = await api<BulkUploadDetail>('GET', `/api/bulk-uploads/${id}`);
    await system.service('bulk').kill9();
    await system.restart('bulk');

    const done = await waitFor(
      'the batch to complete',
      async () => {
        const batch = await api<BulkUploadDetail>('GET', `/api/bulk-uploads/${id}`);
        return batch.status === 'completed' ? batch : undefined;
      },
      { timeoutMs: SETTLE_TIMEOUT_MS, intervalMs: 500 },
    );
    expect(before.processedFiles).toBeLessThan(FILES);
    expect(system.crashedServices()).toEqual([]);
    expect(done).toMatchObject({ totalFiles: FILES, processedFiles: FILES, failedFiles: 0 });
    expect(done.summaryResults).toHaveLength(FILES);
    expect(done.summaryResults.map((result) => result.ranking).sort((a, b) => a - b)).toEqual(
      Array.from({ length: FILES }, (_, index) => index + 1),
    );
  });
});

import type { BulkUploadDetail, CreateBulkUpload } from '@doclens/api';
import { waitFor } from '@doclens/testing';
import { type FaultSystem, startFaultSystem } from './fault-system';
import type { FixturePdf } from './fixture-pdfs';

const REQUEST_TIMEOUT_MS = 30_000;
const POLL_INTERVAL_MS = 500;

/** The fault system with the bulk worker running beside the other services. */
export async function startBulkFaultSystem(): Promise<FaultSystem> {
  const system = await startFaultSystem();
  try {
    await system.restart('bulk');
  } catch (error) {
    await system.stop();
    throw error;
  }
  return system;
}

/** A JSON answer from the gateway as the scenario's enterprise user; any other status throws. */
export async function bulkApi<T>(system: FaultSystem, method: string, path: string, body?: string | FormData) {
  const response = await fetch(`${system.gatewayUrl}${path}`, {
    method,
    headers: { cookie: system.cookie, ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}) },
    body,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Creates a batch and sends its PDFs, as the wizard does; the batch as the upload answered it. */
export async function startBulkBatch(
  system: FaultSystem,
  /** What the wizard sends; the server fills in the defaults. */
  settings: Partial<CreateBulkUpload> & Pick<CreateBulkUpload, 'name' | 'analysisType'>,
  pdfs: readonly FixturePdf[],
): Promise<BulkUploadDetail> {
  const { id } = await bulkApi<{ id: number }>(system, 'POST', '/api/bulk-uploads', JSON.stringify(settings));
  const form = new FormData();
  for (const pdf of pdfs)
    form.append('files', new Blob([pdf.bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), pdf.name);
  return bulkApi<BulkUploadDetail>(system, 'POST', `/api/bulk-uploads/${id}/files`, form);
}

/** Polls the batch until it is completed (and `also` holds), as the wizard polls it. */
export function untilBatchCompleted(
  system: FaultSystem,
  id: number,
  timeoutMs: number,
  also: (batch: BulkUploadDetail) => boolean = () => true,
): Promise<BulkUploadDetail> {
  return waitFor(
    `bulk upload ${id} to complete`,
    async () => {
      const batch = await bulkApi<BulkUploadDetail>(system, 'GET', `/api/bulk-uploads/${id}`);
      return batch.status === 'completed' && also(batch) ? batch : undefined;
    },
    { timeoutMs, intervalMs: POLL_INTERVAL_MS },
  );
}

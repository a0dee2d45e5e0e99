import { BULK_INVALID_FILES_MESSAGE, BULK_LIMITS, type BulkUploadDetail } from '@doclens/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUploadHarness, multipartBody, pdfLikeBytes, type UploadHarness } from './upload-harness';

let harness: UploadHarness;
let baseUrl: string;
let cookie: string;

beforeAll(async () => {
  harness = await createUploadHarness();
  baseUrl = await harness.app.listen({ host: '127.0.0.1', port: 0 });
  cookie = (await harness.signedInUser('enterprise')).cookie;
});

afterAll(async () => {
  await harness?.deps.jobs
    .queue('bulk')
    .obliterate({ force: true })
    .catch(() => undefined);
  await harness?.dispose();
});

async function createBatch(): Promise<number> {
  const response = await fetch(`${baseUrl}/api/bulk-uploads`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Two tabs', analysisType: 'data_extraction', extractionParameters: ['Parties'] }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/**
 * Posts `count` PDFs to the batch over a real connection. The body is held after its first bytes
 * until `release` resolves, so that both requests are in the handler, past any check made before
 * the files are read, while their files are still arriving: what two browser tabs on a slow
 * connection do.
 */
async function postFiles(id: number, count: number, started: () => void, release: Promise<void>) {
  const files = Array.from({ length: count }, (_, index) => ({
    file: { fieldName: 'files', name: `contract-${index + 1}.pdf`, bytes: pdfLikeBytes(20_000) },
  }));
  const { payload, contentType } = multipartBody(files);
  const head = payload.subarray(0, 1_000);
  const tail = payload.subarray(1_000);
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(head);
      started();
      await release;
      controller.enqueue(tail);
      controller.close();
    },
  });
  const response = await fetch(`${baseUrl}/api/bulk-uploads/${id}/files`, {
    method: 'POST',
    headers: { cookie, 'content-type': contentType },
    body,
    duplex: 'half',
  } as RequestInit);
  return { status: response.status, body: (await response.json()) as BulkUploadDetail | { message: string } };
}

describe('the 50-file limit of a batch under concurrent adds', () => {
  it('two tabs adding 30 files each at once: one is accepted, the other refused, and the batch holds 30', async () => {
    const id = await createBatch();
    let startedCount = 0;
    let releaseBoth: () => void = () => undefined;
    const release = new Promise<void>((resolve) => {
      releaseBoth = resolve;
    });
    const started = () => {
      startedCount += 1;
      // Time for both handlers to run up to the reading of the files.
      if (startedCount === 2) setTimeout(releaseBoth, 500);
    };

    const answers = await Promise.all([postFiles(id, 30, started, release), postFiles(id, 30, started, release)]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    expect(answers.find((answer) => answer.status === 400)?.body).toEqual({ message: BULK_INVALID_FILES_MESSAGE });
    const detail = await fetch(`${baseUrl}/api/bulk-uploads/${id}`, { headers: { cookie } });
    const batch = (await detail.json()) as BulkUploadDetail;
    expect(batch.totalFiles).toBe(30);
    expect(batch.totalFiles).toBeLessThanOrEqual(BULK_LIMITS.maxFiles);
    // The refused request's files were removed from the object store again.
    expect(await harness.storedObjectKeys()).toHaveLength(30);
  });
});

describe('a bulk file name with control characters', () => {
  it('is stored without them instead of failing the upload', async () => {
    const id = await createBatch();
    const { payload, contentType } = multipartBody([
      { file: { fieldName: 'files', name: 'lease\u0000 2024.pdf', bytes: pdfLikeBytes(20_000) } },
    ]);
    const response = await fetch(`${baseUrl}/api/bulk-uploads/${id}/files`, {
      method: 'POST',
      headers: { cookie, 'content-type': contentType },
      body: payload,
    });
    expect(response.status).toBe(201);
    const batch = (await (
      await fetch(`${baseUrl}/api/bulk-uploads/${id}`, { headers: { cookie } })
    ).json()) as BulkUploadDetail;
    expect(batch.documents.map((document) => document.fileName)).toEqual(['lease 2024.pdf']);
  });
});

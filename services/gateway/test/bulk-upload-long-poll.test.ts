import type { BulkUploadDetail } from '@doclens/api';
import { startBulkService } from '@doclens/bulk';
import type { RunningService } from '@doclens/service-runtime';
import { createTestLogger } from '@doclens/testing';
import { readShippedContract } from '@doclens/testing/shipped-documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUploadHarness, multipartBody, type UploadHarness } from './upload-harness';

/**
 * Issue 34 item 1: one way to wait for a job. A running bulk analysis is read with `?wait=`, and
 * the gateway answers when one of its files is done instead of the browser asking every 2 s.
 */

let harness: UploadHarness;
let cookie: string;
let bulk: RunningService | undefined;
let batchId: number;

beforeAll(async () => {
  harness = await createUploadHarness();
  cookie = (await harness.signedInUser('enterprise')).cookie;
  const created = await harness.app.inject({
    method: 'POST',
    url: '/api/bulk-uploads',
    headers: { cookie },
    payload: { name: 'Waiting', analysisType: 'data_extraction', extractionParameters: ['Governing Law'] },
  });
  expect(created.statusCode, created.body).toBe(201);
  batchId = created.json().id;
  // No bulk worker yet: the file stays pending until a test starts one.
  const { payload, contentType } = multipartBody([
    { file: { fieldName: 'files', name: 'endorsement.pdf', bytes: await readShippedContract('endorsement') } },
  ]);
  const sent = await harness.app.inject({
    method: 'POST',
    url: `/api/bulk-uploads/${batchId}/files`,
    payload,
    headers: { cookie, 'content-type': contentType },
  });
  expect(sent.statusCode, sent.body).toBe(201);
});

afterAll(async () => {
  await bulk?.stop();
  await harness?.dispose();
});

async function read(wait: number): Promise<BulkUploadDetail> {
  const response = await harness.app.inject({ url: `/api/bulk-uploads/${batchId}?wait=${wait}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BulkUploadDetail>();
}

describe('GET /api/bulk-uploads/:id?wait=', () => {
  it('answers with the file still pending once the wait runs out and no worker took it', async () => {
    const batch = await read(1);
    expect(batch.documents.map((file) => file.status)).toEqual(['pending']);
  });

  it('holds the request until the file is done, then answers with its result', async () => {
    const reading = read(25);
    bulk = await startBulkService(harness.config, createTestLogger());
    const batch = await reading;
    expect(batch.documents.map((file) => file.status)).toEqual(['completed']);
  });
});

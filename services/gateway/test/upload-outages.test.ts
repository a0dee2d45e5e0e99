import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../src/http/http-errors';
import { setCookieHeaders } from './gateway-harness';
import { createUploadHarness, multipartBody, pdfLikeBytes, type UploadHarness } from './upload-harness';

const aPdf = () => ({ name: 'report.pdf', bytes: pdfLikeBytes(64 * 1024) });

describe('upload with Redis unreachable', () => {
  let harness: UploadHarness;

  beforeAll(async () => {
    // The rate limits keep counting in the process while Redis is down; these tests send more
    // visitor uploads from one address than the hourly limit allows.
    harness = await createUploadHarness({ REDIS_URL: 'redis://127.0.0.1:1', ANONYMOUS_UPLOADS_PER_HOUR: '1000' });
  });

  afterAll(async () => {
    await harness?.dispose();
  });

  // Redis is never reachable here: an answer at all shows the upload does not wait for it.
  it('answers 503 without waiting for Redis, before storing anything, for members and visitors alike', async () => {
    const member = await harness.createUser();
    // Signing in needs no Redis; the session lives in Postgres.
    const cookie = await harness.login(member.email, member.password);
    const forMember = await harness.upload({ cookie, file: aPdf() });
    const forVisitor = await harness.upload({ file: aPdf() });

    for (const response of [forMember, forVisitor]) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: SERVICE_UNAVAILABLE_MESSAGE });
    }
    expect(setCookieHeaders(forVisitor)).toEqual([]);
    expect(await harness.filesInStorage()).toEqual([]);
    expect(await harness.documentRows()).toEqual([]);
    expect(await harness.monthlyUploads(member.user.id)).toBe(0);
  });

  it('lets a client still sending its file over a real connection read the 503, not a reset', async () => {
    const baseUrl = await harness.app.listen({ host: '127.0.0.1', port: 0 });
    // Under the free cap, and large enough that the answer would come long before the upload ends.
    const { payload, contentType } = multipartBody([{ file: { name: 'report.pdf', bytes: pdfLikeBytes(1_900_000) } }]);
    const upload = async () => {
      const response = await fetch(`${baseUrl}/api/upload`, {
        method: 'POST',
        body: payload,
        headers: { 'content-type': contentType },
      });
      // Kept alive: the body was read to its end, so the connection is not cut under the client.
      return { status: response.status, connection: response.headers.get('connection'), body: await response.json() };
    };
    // A burst, as when several files are dropped at once, on the client's pooled connections.
    for (let round = 0; round < 4; round++) {
      const answers = await Promise.all(Array.from({ length: 5 }, upload));
      expect(answers).toEqual(
        Array(5).fill({ status: 503, connection: 'keep-alive', body: { message: SERVICE_UNAVAILABLE_MESSAGE } }),
      );
    }
    expect(await harness.filesInStorage()).toEqual([]);
  });
});

describe('upload with the object store unavailable', () => {
  let harness: UploadHarness;

  beforeAll(async () => {
    // A file where the storage folder should be: every write fails as on a broken disk.
    const scratch = mkdtempSync(join(tmpdir(), 'doclens-broken-store-'));
    writeFileSync(join(scratch, 'not-a-folder'), '');
    harness = await createUploadHarness({ STORAGE_DIR: join(scratch, 'not-a-folder', 'objects') });
  });

  afterAll(async () => {
    await harness?.dispose();
  });

  it('answers 503 with the standard message; no row, nothing counted', async () => {
    const { user, cookie } = await harness.signedInUser();
    const response = await harness.upload({ cookie, file: aPdf() });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: SERVICE_UNAVAILABLE_MESSAGE });
    expect(await harness.documentRows()).toEqual([]);
    expect(await harness.monthlyUploads(user.id)).toBe(0);
    expect(await harness.extractionJobs()).toEqual([]);
  });

  it('still checks the file first: a text file is 400, not 503', async () => {
    const { cookie } = await harness.signedInUser();
    const response = await harness.upload({ cookie, file: { name: 'a.pdf', bytes: Buffer.from('hello') } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Only PDF files are allowed' });
  });
});

describe('upload when queueing the extraction fails after the row is committed', () => {
  let harness: UploadHarness;

  beforeAll(async () => {
    harness = await createUploadHarness();
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  afterAll(async () => {
    await harness?.dispose();
  });

  it('still succeeds: the row waits at stage extracting for the reconciler, and the file is kept', async () => {
    const { cookie } = await harness.signedInUser();
    vi.spyOn(harness.deps.jobs, 'enqueue').mockRejectedValueOnce(new Error('Connection is closed.'));
    const response = await harness.upload({ cookie, file: aPdf() });
    expect(response.statusCode).toBe(200);
    const { documentId } = response.json();
    const [row] = await harness.documentRows();
    expect(row).toMatchObject({ id: documentId, status: 'pending', processingStage: 'extracting' });
    expect(await harness.storedObjectKeys()).toEqual([row?.storageKey]);
    expect(await harness.extractionJobs()).toEqual([]);
  });
});

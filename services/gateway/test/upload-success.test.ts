import { isSafeObjectKey } from '@doclens/storage';
import { readShippedContract } from '@doclens/testing/shipped-documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUploadHarness, pdfLikeBytes, type UploadHarness } from './upload-harness';

const MINUTE = 60_000;

let harness: UploadHarness;

beforeAll(async () => {
  harness = await createUploadHarness();
});

afterAll(async () => {
  await harness?.dispose();
});

async function rowOf(documentId: number) {
  const row = (await harness.documentRows()).find((document) => document.id === documentId);
  if (!row) throw new Error(`no row for document ${documentId}`);
  return row;
}

async function extractionJobOf(documentId: number) {
  return (await harness.extractionJobs()).find((job) => job.data.documentId === documentId);
}

describe('a signed-in upload of a real contract', () => {
  it('answers { filename, documentId }, stores the bytes under a generated key and queues its extraction', async () => {
    const { user, cookie } = await harness.signedInUser();
    const bytes = await readShippedContract('small');
    const requestId = 'upload-test-request-1';
    const started = Date.now();
    const response = await harness.upload({
      cookie,
      headers: { 'x-request-id': requestId },
      file: { name: 'IP Agreement (final).pdf', bytes },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ filename: 'IP Agreement _final_.pdf', documentId: expect.any(Number) });

    const row = await rowOf(body.documentId);
    expect(row).toMatchObject({
      ownerId: user.id,
      anonymousClaimHash: null,
      originalName: 'IP Agreement (final).pdf',
      filename: 'IP Agreement _final_.pdf',
      fileSize: bytes.length,
      mimeType: 'application/pdf',
      status: 'pending',
      processingStage: 'extracting',
      documentType: null,
      analysisParameters: null,
      pipelineAttempt: 1,
    });
    expect(isSafeObjectKey(row.storageKey)).toBe(true);
    expect(row.storageKey).toMatch(/^documents\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
    expect(row.processingDeadlineAt?.getTime()).toBeGreaterThanOrEqual(started + 15 * MINUTE - 1_000);
    expect(row.processingDeadlineAt?.getTime()).toBeLessThanOrEqual(Date.now() + 15 * MINUTE);
    expect(await harness.storedBytes(row.storageKey)).toEqual(bytes);

    const job = await extractionJobOf(body.documentId);
    expect(job).toMatchObject({
      id: `extract-${body.documentId}-1`,
      name: 'extract-document',
      data: { documentId: body.documentId, attempt: 1, requestId },
    });
    expect(await harness.monthlyUploads(user.id)).toBe(1);
  });
});

describe('upload form fields', () => {
  it("with documentType 'contract' the document is processing, typed, with the contract defaults", async () => {
    const { cookie } = await harness.signedInUser();
    const response = await harness.upload({
      cookie,
      file: { name: 'lease.pdf', bytes: pdfLikeBytes(4096) },
      fields: { documentType: 'contract' },
    });
    expect(response.statusCode).toBe(200);
    const row = await rowOf(response.json().documentId);
    expect(row).toMatchObject({
      status: 'processing',
      processingStage: 'extracting',
      documentType: 'contract',
      analysisParameters: { role: 'client' },
    });
    expect(row.processingStartedAt).toBeInstanceOf(Date);
    expect(await extractionJobOf(row.id)).toMatchObject({ data: { documentId: row.id, attempt: 1 } });
  });

  it.each([
    ['essay', { academicLevel: 'university' }],
    ['cv', { perspective: 'job-seeker' }],
    ['other', {}],
  ])('documentType %s gets its default parameters, also when sent before the file', async (type, parameters) => {
    const { cookie } = await harness.signedInUser('enterprise');
    const response = await harness.upload({
      cookie,
      file: { name: `${type}.pdf`, bytes: pdfLikeBytes(4096) },
      fields: { documentType: type },
      fieldsFirst: true,
    });
    expect(response.statusCode).toBe(200);
    expect(await rowOf(response.json().documentId)).toMatchObject({
      status: 'processing',
      documentType: type,
      analysisParameters: parameters,
    });
  });

  it('ignores an unknown documentType: the upload waits for the type-selection step', async () => {
    const { cookie } = await harness.signedInUser();
    const response = await harness.upload({
      cookie,
      file: { name: 'thing.pdf', bytes: pdfLikeBytes(4096) },
      fields: { documentType: 'spaceship' },
    });
    expect(response.statusCode).toBe(200);
    expect(await rowOf(response.json().documentId)).toMatchObject({
      status: 'pending',
      documentType: null,
      processingStage: 'extracting',
    });
  });

  it('ignores a userId field naming another user: the session decides the owner and whose quota counts', async () => {
    const victim = await harness.signedInUser();
    const { user, cookie } = await harness.signedInUser('pro');
    const response = await harness.upload({
      cookie,
      file: { name: 'mine.pdf', bytes: pdfLikeBytes(4096) },
      fields: { userId: victim.user.id },
    });
    expect(response.statusCode).toBe(200);
    expect((await rowOf(response.json().documentId)).ownerId).toBe(user.id);
    expect(await harness.monthlyUploads(victim.user.id)).toBe(0);
    expect(await harness.monthlyUploads(user.id)).toBe(1);
  });

  it('a userId field without a session still makes an anonymous upload, owned by nobody', async () => {
    const victim = await harness.signedInUser();
    const response = await harness.upload({
      file: { name: 'sneaky.pdf', bytes: pdfLikeBytes(4096) },
      fields: { userId: victim.user.id },
    });
    expect(response.statusCode).toBe(200);
    const row = await rowOf(response.json().documentId);
    expect(row.ownerId).toBeNull();
    expect(row.anonymousClaimHash).toEqual(expect.any(String));
    expect(await harness.monthlyUploads(victim.user.id)).toBe(0);
  });
});

describe('file names', () => {
  it('stores a traversal/HTML name under a generated key and answers with a safe display name', async () => {
    const { cookie } = await harness.signedInUser('pro');
    const response = await harness.upload({
      cookie,
      file: { name: '../../evil<script>.pdf', bytes: pdfLikeBytes(4096) },
    });
    expect(response.statusCode).toBe(200);
    const { filename, documentId } = response.json();
    expect(filename).toMatch(/^[\p{L}\p{N}._\- ]+\.pdf$/u);
    expect(filename).not.toMatch(/[<>/\\]|\.\./);
    expect(filename).toContain('evil');

    const row = await rowOf(documentId);
    expect(row.filename).toBe(filename);
    expect(row.storageKey).not.toContain('evil');
    expect(isSafeObjectKey(row.storageKey)).toBe(true);
    expect((await harness.storedObjectKeys()).includes(row.storageKey)).toBe(true);
    expect((await harness.filesInStorage()).some((path) => path.includes('evil') || path.includes('script'))).toBe(
      false,
    );
  });

  it('keeps the original name for display, without control characters or direction overrides', async () => {
    const { cookie } = await harness.signedInUser('pro');
    const response = await harness.upload({
      cookie,
      file: { name: 'Q3\u0007 report\u202Efdp.exe', bytes: pdfLikeBytes(4096) },
    });
    expect(response.statusCode).toBe(200);
    const row = await rowOf(response.json().documentId);
    expect(row.originalName).toBe('Q3 reportfdp.exe');
    expect(row.filename).toBe('Q3 reportfdp.exe.pdf');
  });

  it("reads a browser's UTF-8 file name as UTF-8", async () => {
    const { cookie } = await harness.signedInUser('pro');
    const response = await harness.upload({
      cookie,
      file: { name: 'Résumé – Zoë Müller.pdf', bytes: pdfLikeBytes(4096) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().filename).toBe('Résumé _ Zoë Müller.pdf');
    expect((await rowOf(response.json().documentId)).originalName).toBe('Résumé – Zoë Müller.pdf');
  });
});

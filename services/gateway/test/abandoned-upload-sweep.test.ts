import type { DocumentDetail } from '@doclens/api';
import { createTestLogger } from '@doclens/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABANDONED_UPLOAD_AGE_MS, sweepAbandonedUploads } from '../src/uploads/abandoned-upload-sweeper';
import { createUploadHarness, pdfLikeBytes, type UploadHarness } from './upload-harness';

let harness: UploadHarness;

beforeAll(async () => {
  harness = await createUploadHarness();
});

afterAll(async () => {
  await harness?.dispose();
});

async function uploadAs(cookie: string, fields: Record<string, string> = {}): Promise<number> {
  const response = await harness.upload({ cookie, file: { name: 'lease.pdf', bytes: pdfLikeBytes(2048) }, fields });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ documentId: number }>().documentId;
}

function documentStatus(id: number, cookie: string): Promise<number> {
  return harness.app
    .inject({ method: 'GET', url: `/api/documents/${id}`, headers: { cookie } })
    .then((r) => r.statusCode);
}

/** Makes a document look untouched since `ageMs` ago. */
async function age(id: number, ageMs: number): Promise<void> {
  await harness.db
    .updateTable('documents')
    .set({ updatedAt: new Date(Date.now() - ageMs) })
    .where('id', '=', id)
    .execute();
}

describe('uploads left without an analysis type', () => {
  it('are removed by the server after a while, with their file, and give the month back', async () => {
    const leaver = await harness.signedInUser('free');
    const left = await uploadAs(leaver.cookie);
    const leftKey = (await harness.documentRows()).find((row) => row.id === left)?.storageKey;
    expect(await harness.monthlyUploads(leaver.user.id)).toBe(1);
    // A free user at the limit cannot upload again while it is kept.
    expect(
      (await harness.upload({ cookie: leaver.cookie, file: { name: 'b.pdf', bytes: pdfLikeBytes(64) } })).statusCode,
    ).toBe(403);

    const chooser = await harness.signedInUser('free');
    const stillChoosing = await uploadAs(chooser.cookie);
    const starter = await harness.signedInUser('free');
    const started = await uploadAs(starter.cookie, { documentType: 'contract' });

    const longAgo = ABANDONED_UPLOAD_AGE_MS + 60_000;
    await age(left, longAgo);
    await age(started, longAgo);
    await age(stillChoosing, ABANDONED_UPLOAD_AGE_MS - 5 * 60_000);

    expect(await sweepAbandonedUploads(harness.deps, createTestLogger())).toBe(1);

    expect(await documentStatus(left, leaver.cookie)).toBe(404);
    expect(await harness.monthlyUploads(leaver.user.id)).toBe(0);
    expect(await harness.storedObjectKeys()).not.toContain(leftKey);
    // The month's one upload can be used again.
    await uploadAs(leaver.cookie);

    // Someone still on the step, and an upload whose analysis started, keep their documents and counts.
    expect(await documentStatus(stillChoosing, chooser.cookie)).toBe(200);
    expect(await harness.monthlyUploads(chooser.user.id)).toBe(1);
    const startedDocument = await harness.app.inject({
      method: 'GET',
      url: `/api/documents/${started}`,
      headers: { cookie: starter.cookie },
    });
    expect(startedDocument.json<DocumentDetail>().status).toBe('processing');
  });

  it('are removed, but a scan whose pages went to OCR stays counted for the month', async () => {
    const scanner = await harness.signedInUser('free');
    const scanned = await uploadAs(scanner.cookie);
    await harness.db.updateTable('documents').set({ ocrStartedAt: new Date() }).where('id', '=', scanned).execute();
    await age(scanned, ABANDONED_UPLOAD_AGE_MS + 60_000);

    expect(await sweepAbandonedUploads(harness.deps, createTestLogger())).toBe(1);

    expect(await documentStatus(scanned, scanner.cookie)).toBe(404);
    expect(await harness.monthlyUploads(scanner.user.id)).toBe(1);
  });
});

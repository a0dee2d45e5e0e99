import type { DocumentDetail, DocumentListResponse, DocumentPreview } from '@doclens/api';
import type { Document } from '@doclens/db';
import { analyzeDocument, clusterSafePrefix, createWorkerConnection, extractDocument } from '@doclens/queue';
import { Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  claimCookie,
  createDocumentsHarness,
  type DocumentsHarness,
  newClaimToken,
  type SignedInUser,
} from './documents-harness';

let harness: DocumentsHarness;

beforeAll(async () => {
  harness = await createDocumentsHarness();
});

afterAll(async () => {
  await harness?.dispose();
});

async function uploadedAndQueued(owner: SignedInUser['user'], name: string): Promise<Document> {
  const document = await harness.storeDocument({ owner, originalName: name });
  await harness.deps.jobs.enqueue(extractDocument, { documentId: document.id, attempt: 1, requestId: 'progress-test' });
  return document;
}

async function detailOf(id: number, cookie: string): Promise<DocumentDetail> {
  const response = await harness.api({ url: `/api/documents/${id}`, cookie });
  expect(response.statusCode).toBe(200);
  return response.json<DocumentDetail>();
}

describe('the progress of a document in a step, from its job', () => {
  it('tells each waiting document how many are ahead of it, then the page a worker is reading', async () => {
    const { user, cookie } = await harness.signIn('pro');
    const first = await uploadedAndQueued(user, 'first.pdf');
    await uploadedAndQueued(user, 'second.pdf');
    const third = await uploadedAndQueued(user, 'third.pdf');

    expect((await detailOf(first.id, cookie)).progress).toEqual({ state: 'queued', ahead: 0 });
    expect((await detailOf(third.id, cookie)).progress).toEqual({ state: 'queued', ahead: 2 });

    // A worker of the test's own takes the first job and reports what the extraction worker would.
    const connection = createWorkerConnection(harness.config.redis.url);
    const worker = new Worker('extraction', null, {
      connection,
      prefix: clusterSafePrefix(harness.config.redis.queuePrefix),
    });
    try {
      const job = await worker.getNextJob('progress-test-token');
      expect(job?.data.documentId).toBe(first.id);
      await job?.updateProgress({ page: 3, pageCount: 5, ocr: true });

      expect((await detailOf(first.id, cookie)).progress).toEqual({
        state: 'reading',
        page: 3,
        pageCount: 5,
        ocr: true,
        secondsLeft: expect.any(Number),
      });
      const list = (await harness.api({ url: '/api/documents', cookie })).json<DocumentListResponse>();
      const progressByName = Object.fromEntries(list.documents.map((item) => [item.originalName, item.progress]));
      expect(progressByName).toEqual({
        'first.pdf': expect.objectContaining({ state: 'reading', page: 3 }),
        'second.pdf': { state: 'queued', ahead: 0 },
        'third.pdf': { state: 'queued', ahead: 1 },
      });
    } finally {
      await worker.close(true);
      await connection.quit();
    }
  });

  it('estimates the time left from how long recent analyses ran, and when a waiting one should start', async () => {
    const { user, cookie } = await harness.signIn('pro');
    const analysing = async () => {
      const document = await harness.storeDocument({ owner: user, status: 'processing', processingStage: 'analyzing' });
      await harness.deps.jobs.enqueue(analyzeDocument, { documentId: document.id, attempt: 1, requestId: 'estimate' });
      return document;
    };
    const analysisQueue = harness.deps.jobs.queue('analysis');
    const connection = createWorkerConnection(harness.config.redis.url);
    const worker = new Worker('analysis', null, {
      connection,
      prefix: clusterSafePrefix(harness.config.redis.queuePrefix),
    });
    try {
      // Three finished analyses that each ran 20 s: their recorded start and end say so.
      for (let run = 0; run < 3; run++) {
        await analysing();
        const job = await worker.getNextJob(`finished-${run}`);
        await job?.moveToCompleted('analysed', `finished-${run}`, false);
        const finishedOn = Date.now() - run * 60_000;
        await harness.deps.redis.hset(analysisQueue.toKey(job?.id ?? ''), {
          processedOn: finishedOn - 20_000,
          finishedOn,
        });
      }
      const running = await analysing();
      await worker.getNextJob('running');
      const waiting = await analysing();

      const runningProgress = (await detailOf(running.id, cookie)).progress;
      expect(runningProgress).toEqual({ state: 'working', secondsLeft: expect.any(Number) });
      const secondsLeft = runningProgress?.state === 'working' ? (runningProgress.secondsLeft ?? 0) : 0;
      expect(secondsLeft).toBeGreaterThan(10);
      expect(secondsLeft).toBeLessThanOrEqual(20);
      // One worker busy and none ahead: it starts when the running one ends, half a run on average.
      expect((await detailOf(waiting.id, cookie)).progress).toEqual({ state: 'queued', ahead: 0, startsInSeconds: 10 });
    } finally {
      await worker.close(true);
      await connection.quit();
    }
  });

  it('says nothing of progress for a finished document or one whose job is gone', async () => {
    const { user, cookie } = await harness.signIn('pro');
    const done = await harness.storeDocument({ owner: user, status: 'completed', processingStage: null });
    const lost = await harness.storeDocument({ owner: user, processingStage: 'extracting' });
    expect((await detailOf(done.id, cookie)).progress).toBeUndefined();
    expect((await detailOf(lost.id, cookie)).progress).toBeUndefined();
  });

  it('tells a visitor waiting on the preview of their upload where it is in the queue', async () => {
    const token = newClaimToken();
    const document = await harness.storeDocument({ claimToken: token, originalName: 'visitor.pdf' });
    await harness.deps.jobs.enqueue(extractDocument, { documentId: document.id, attempt: 1, requestId: 'visitor' });
    const response = await harness.api({ url: `/api/documents/${document.id}/preview`, cookie: claimCookie(token) });
    expect(response.json<DocumentPreview>().progress).toEqual({ state: 'queued', ahead: expect.any(Number) });
  });
});

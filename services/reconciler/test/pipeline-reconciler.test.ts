import { DOCUMENT_GAVE_UP_REASON } from '@doclens/api';
import type { AppConfig } from '@doclens/config';
import { type Db, findDocumentById, insertDocument, insertUser } from '@doclens/db';
import {
  analyzeDocument,
  clusterSafePrefix,
  createProducerConnection,
  createWorkerConnection,
  extractDocument,
  JobProducer,
} from '@doclens/queue';
import { createTestConfig, createTestDatabase, createTestLogger, type TestDatabase } from '@doclens/testing';
import { UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEADLINE_PASSED_REASON, reconcilePipelineOnce } from '../src/pipeline-reconciler';

const MINUTE = 60_000;

describe('pipeline reconciler', () => {
  let database: TestDatabase;
  let db: Db;
  let config: AppConfig;
  let connection: Redis;
  let jobs: JobProducer;
  let ownerId: string;
  let keyCounter = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    config = createTestConfig(database.url);
    connection = createProducerConnection(config.redis.url);
    jobs = new JobProducer(connection, config.redis.queuePrefix);
    const owner = await insertUser(db, { email: 'owner@example.com', name: 'Owner', passwordHash: 'x' });
    ownerId = owner?.id ?? '';
  });

  afterAll(async () => {
    for (const name of ['extraction', 'analysis'] as const) await jobs.queue(name).obliterate({ force: true });
    await jobs.close();
    connection.disconnect();
    await database.dispose();
  });

  async function documentIn(
    stage: 'extracting' | 'extracted' | 'analyzing',
    options: { status?: 'pending' | 'processing'; minutesAgo?: number; deadlineInMinutes?: number } = {},
  ) {
    keyCounter += 1;
    const document = await insertDocument(db, {
      ownerId,
      originalName: 'a.pdf',
      filename: 'a.pdf',
      storageKey: `documents/2026/11/00000000-0000-4000-8000-${String(keyCounter).padStart(12, '0')}.pdf`,
      fileSize: 10,
      mimeType: 'application/pdf',
      status: options.status ?? (stage === 'analyzing' ? 'processing' : 'pending'),
      processingStage: stage,
      documentType: stage === 'analyzing' ? 'contract' : null,
      processingDeadlineAt: new Date(Date.now() + (options.deadlineInMinutes ?? 15) * MINUTE),
    });
    const updatedAt = new Date(Date.now() - (options.minutesAgo ?? 2) * MINUTE);
    await sql`update documents set updated_at = ${updatedAt} where id = ${document.id}`.execute(db);
    return document;
  }

  /** A worker that gives up on the job at once and, like a crashed one, never updates the row. */
  async function failExtractionJobOf(documentId: number): Promise<void> {
    const workerConnection = createWorkerConnection(config.redis.url);
    const failed = new Promise<void>((resolve) => {
      const worker = new Worker(
        'extraction',
        async () => {
          throw new UnrecoverableError('worker crashed');
        },
        { connection: workerConnection, prefix: clusterSafePrefix(config.redis.queuePrefix) },
      );
      worker.on('failed', async (job) => {
        if (job?.data.documentId !== documentId) return;
        await worker.close();
        workerConnection.disconnect();
        resolve();
      });
    });
    await failed;
  }

  const run = () => reconcilePipelineOnce({ db, jobs, logger: createTestLogger() }, 'test-reconcile');
  const jobIdOf = (definition: typeof extractDocument | typeof analyzeDocument, documentId: number) =>
    definition.jobId({ documentId, attempt: 1, requestId: 'x' });

  it('re-enqueues the extraction of a document whose job was lost', async () => {
    const lost = await documentIn('extracting');
    await run();
    const job = await jobs.queue('extraction').getJob(jobIdOf(extractDocument, lost.id));
    expect(job?.data).toMatchObject({ documentId: lost.id, attempt: 1 });
    expect(await job?.getState()).toBe('waiting');
  });

  it('re-enqueues the analysis of a document whose analysis job was lost', async () => {
    const lost = await documentIn('analyzing');
    await run();
    const job = await jobs.queue('analysis').getJob(jobIdOf(analyzeDocument, lost.id));
    expect(job?.data).toMatchObject({ documentId: lost.id, attempt: 1 });
  });

  it('leaves a document alone whose job is still queued, and never duplicates it', async () => {
    const queued = await documentIn('extracting');
    await jobs.enqueue(extractDocument, { documentId: queued.id, attempt: 1, requestId: 'upload' });
    const report = await run();
    expect(report.healthy).toBeGreaterThanOrEqual(1);
    const waiting = await jobs.queue('extraction').getJobs(['waiting']);
    expect(waiting.filter((job) => job.data.documentId === queued.id)).toHaveLength(1);
  });

  it('leaves fresh work and documents waiting for their owner alone', async () => {
    const fresh = await documentIn('extracting', { minutesAgo: 0 });
    const waitingForType = await documentIn('extracted', { minutesAgo: 120, deadlineInMinutes: -60 });
    await run();
    expect(await jobs.queue('extraction').getJob(jobIdOf(extractDocument, fresh.id))).toBeUndefined();
    expect(await findDocumentById(db, waitingForType.id)).toMatchObject({ status: 'pending', failureReason: null });
  });

  it('fails a document past its deadline with a reason the user can read', async () => {
    const late = await documentIn('analyzing', { deadlineInMinutes: -1 });
    const report = await run();
    expect(report.timedOut).toBeGreaterThanOrEqual(1);
    expect(await findDocumentById(db, late.id)).toMatchObject({
      status: 'failed',
      failureReason: DEADLINE_PASSED_REASON,
      processingStage: null,
    });
  });

  it('fails a document whose job gave up while the worker died before recording it', async () => {
    const orphan = await documentIn('extracting');
    await jobs.enqueue(extractDocument, { documentId: orphan.id, attempt: 1, requestId: 'upload' });
    await failExtractionJobOf(orphan.id);
    await run();
    expect(await findDocumentById(db, orphan.id)).toMatchObject({
      status: 'failed',
      failureReason: DOCUMENT_GAVE_UP_REASON,
    });
  });
});

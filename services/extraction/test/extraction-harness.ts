import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import type { PlanId } from '@doclens/api';
import type { AppConfig } from '@doclens/config';
import { type Db, type Document, type DocumentType, insertDocument, type User } from '@doclens/db';
import { analyzeDocument, createWorkerConnection, extractDocument, JobProducer } from '@doclens/queue';
import type { RunningService } from '@doclens/service-runtime';
import { LocalDiskObjectStore, newObjectKey } from '@doclens/storage';
import {
  createTestConfig,
  createTestDatabase,
  createTestLogger,
  type FinishedJob,
  insertTestUser,
  waitForFinishedJob,
} from '@doclens/testing';
import { readFixture } from '@doclens/testing/shared-fixtures';
import type { Job, JobState, Queue } from 'bullmq';
import { startExtractionService } from '../src/extraction-service';

export interface NewTestDocument {
  owner?: User;
  /** A type chosen at upload: the row starts 'processing' instead of 'pending'. */
  documentType?: DocumentType;
  /** A key under which nothing is stored, to stand for a lost file. */
  storageKey?: string;
}

export interface ExtractionHarness {
  db: Db;
  config: AppConfig;
  /** The local object store's folder. */
  storageDir: string;
  /** For adding jobs with a retry policy of the test's own. */
  extractionQueue: Queue;
  createUser(plan?: PlanId): Promise<User>;
  /** Stores the fixture as an upload would and inserts its row, waiting for extraction. */
  uploadFixture(fixturePath: string, options?: NewTestDocument): Promise<Document>;
  /** Stores these bytes as an upload named `name` would be, and inserts its row, waiting for extraction. */
  uploadBytes(bytes: Uint8Array, name: string, options?: NewTestDocument): Promise<Document>;
  enqueueExtraction(document: Document, attempt?: number): Promise<string>;
  /** Starts another service instance; `dispose` stops any still running. */
  startService(): Promise<RunningService>;
  waitForJob(jobId: string): Promise<FinishedJob>;
  jobState(jobId: string): Promise<JobState | 'unknown'>;
  analysisJobs(): Promise<Job[]>;
  document(id: number): Promise<Document>;
  dispose(): Promise<void>;
}

/** One test file's world: its own database, queue prefix and object folder. */
export async function createExtractionHarness(env: Record<string, string> = {}): Promise<ExtractionHarness> {
  const testDatabase = await createTestDatabase();
  const config = createTestConfig(testDatabase.url, env);
  if (config.storage.driver !== 'local') throw new Error('the extraction tests expect the local object store');
  const storageDir = config.storage.dir;
  const store = new LocalDiskObjectStore(storageDir);
  const { db } = testDatabase;
  const connection = createWorkerConnection(config.redis.url);
  const producer = new JobProducer(connection, config.redis.queuePrefix);
  const extractionQueue: Queue = producer.queue('extraction');
  const services: RunningService[] = [];
  const uploadBytes: ExtractionHarness['uploadBytes'] = async (
    bytes,
    name,
    { owner, documentType, storageKey } = {},
  ) => {
    const key = storageKey ?? newObjectKey('documents', { extension: 'pdf' });
    if (!storageKey) await store.put(key, Readable.from([bytes]), { contentType: 'application/pdf' });
    return insertDocument(db, {
      ownerId: owner?.id ?? null,
      anonymousClaimHash: owner ? null : randomBytes(16).toString('hex'),
      originalName: name,
      filename: 'file.pdf',
      storageKey: key,
      fileSize: bytes.byteLength,
      mimeType: 'application/pdf',
      status: documentType ? 'processing' : 'pending',
      documentType: documentType ?? null,
      analysisParameters: documentType ? JSON.stringify({}) : null,
      processingStage: 'extracting',
      processingStartedAt: new Date(),
    });
  };

  return {
    db,
    config,
    storageDir,
    extractionQueue,
    createUser(plan = 'free') {
      return insertTestUser(db, 'user', { name: 'Grace Hopper', plan });
    },
    async uploadFixture(fixturePath, options) {
      return uploadBytes(await readFixture(fixturePath), fixturePath.split('/').pop() ?? 'file.pdf', options);
    },
    uploadBytes,
    enqueueExtraction(document, attempt = document.pipelineAttempt) {
      return producer.enqueue(extractDocument, {
        documentId: document.id,
        attempt,
        requestId: `test-${randomBytes(4).toString('hex')}`,
      });
    },
    async startService() {
      const service = await startExtractionService(config, createTestLogger());
      services.push(service);
      return service;
    },
    waitForJob(jobId) {
      return waitForFinishedJob(extractionQueue, jobId);
    },
    jobState(jobId) {
      return extractionQueue.getJobState(jobId);
    },
    analysisJobs() {
      return producer.queue(analyzeDocument.queue).getJobs(['waiting', 'delayed', 'active', 'prioritized']);
    },
    async document(id) {
      return db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    },
    async dispose() {
      for (const service of services) await service.stop();
      await Promise.all(
        [extractionQueue, producer.queue(analyzeDocument.queue)].map((queue) => queue.obliterate({ force: true })),
      );
      await producer.close();
      await connection.quit();
      await testDatabase.dispose();
      // createTestConfig put STORAGE_DIR (and the other scratch folders) in one temporary folder.
      await rm(dirname(storageDir), { recursive: true, force: true });
    },
  };
}

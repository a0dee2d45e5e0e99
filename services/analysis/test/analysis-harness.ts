import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { AppConfig } from '@doclens/config';
import {
  type Db,
  type Document,
  type DocumentType,
  findDocumentById,
  insertDocument,
  type PageText,
  replaceDocumentPages,
  type User,
} from '@doclens/db';
import { analyzeDocument, answerQuestion, createWorkerConnection, JobProducer } from '@doclens/queue';
import type { RunningService } from '@doclens/service-runtime';
import {
  createTestConfig,
  createTestDatabase,
  createTestLogger,
  type FinishedJob,
  insertTestUser,
  waitFor,
  waitForFinishedJob,
} from '@doclens/testing';
import type { Queue } from 'bullmq';
import { type AnalysisServiceOptions, startAnalysisService } from '../src/analysis-service';

export interface DocumentSetup {
  /** Without an owner the document is an anonymous upload. */
  ownerId?: string | null;
  documentType: DocumentType;
  analysisParameters: Record<string, unknown>;
  pages: PageText[];
  /** Started this long ago, to check the processing time. */
  startedMsAgo?: number;
}

export interface AnalysisHarness {
  db: Db;
  config: AppConfig;
  createUser(): Promise<User>;
  /** A document that finished extraction and is waiting for its analysis (attempt 1). */
  createDocumentToAnalyze(setup: DocumentSetup): Promise<Document>;
  /**
   * Enqueues as the gateway does, or with `attempts` overridden (to reach the last attempt) or a
   * fresh `jobId` (to redeliver work whose first job is still recorded as done).
   */
  enqueue(documentId: number, attempt: number, options?: { attempts?: number; jobId?: string }): Promise<string>;
  /** Enqueues the answer to a stored question, as the gateway does. */
  enqueueAnswer(questionId: string): Promise<string>;
  waitForJob(jobId: string): Promise<FinishedJob>;
  /** Waits until the job has failed at least once, and gives its state then. */
  waitForFirstFailure(jobId: string): Promise<string>;
  document(id: number): Promise<Document>;
  startService(options?: AnalysisServiceOptions): Promise<void>;
  dispose(): Promise<void>;
}

/** One test file's world: its own database and queue prefix, and the analysis service. */
export async function createAnalysisHarness(): Promise<AnalysisHarness> {
  const testDatabase = await createTestDatabase();
  const config = createTestConfig(testDatabase.url);
  const { db } = testDatabase;
  const connection = createWorkerConnection(config.redis.url);
  const producer = new JobProducer(connection, config.redis.queuePrefix);
  const queue: Queue = producer.queue('analysis');
  let service: RunningService | undefined;

  return {
    db,
    config,
    createUser() {
      return insertTestUser(db, 'reader', { name: 'Reader' });
    },
    async createDocumentToAnalyze({ ownerId = null, documentType, analysisParameters, pages, startedMsAgo = 1500 }) {
      const document = await insertDocument(db, {
        ownerId,
        // Every document belongs to an account or to an anonymous browser's claim.
        anonymousClaimHash: ownerId ? null : randomBytes(32).toString('hex'),
        originalName: `${documentType}.pdf`,
        filename: `${documentType}.pdf`,
        storageKey: `documents/2026/01/${randomBytes(8).toString('hex')}.pdf`,
        fileSize: 1234,
        mimeType: 'application/pdf',
        pageCount: pages.length,
        status: 'processing',
        processingStage: 'analyzing',
        documentType,
        analysisParameters: JSON.stringify(analysisParameters),
        processingStartedAt: new Date(Date.now() - startedMsAgo),
        extractedAt: new Date(),
      });
      await replaceDocumentPages(db, document.id, pages);
      return document;
    },
    async enqueue(documentId, attempt, options = {}) {
      const payload = { documentId, attempt, requestId: `test-${randomBytes(4).toString('hex')}` };
      if (options.attempts === undefined && options.jobId === undefined)
        return producer.enqueue(analyzeDocument, payload);
      const jobId = options.jobId ?? analyzeDocument.jobId(payload);
      await queue.add(analyzeDocument.name, payload, { jobId, attempts: options.attempts ?? 1 });
      return jobId;
    },
    enqueueAnswer(questionId) {
      return producer.enqueue(answerQuestion, { questionId, requestId: `test-${randomBytes(4).toString('hex')}` });
    },
    waitForJob(jobId) {
      // Retries wait out their backoff, and an essay's first analysis loads the grammar checker.
      return waitForFinishedJob(queue, jobId, { timeoutMs: 60_000 });
    },
    waitForFirstFailure(jobId) {
      return waitFor(`job ${jobId} to fail once`, async () => {
        const job = await queue.getJob(jobId);
        return job && job.attemptsMade >= 1 ? queue.getJobState(jobId) : undefined;
      });
    },
    async document(id) {
      const document = await findDocumentById(db, id);
      if (!document) throw new Error(`document ${id} is gone`);
      return document;
    },
    async startService(options) {
      await service?.stop();
      service = await startAnalysisService(config, createTestLogger(), options);
    },
    async dispose() {
      await service?.stop();
      await queue.obliterate({ force: true });
      await producer.close();
      await connection.quit();
      await testDatabase.dispose();
      await rm(dirname(config.mail.dir), { recursive: true, force: true });
    },
  };
}

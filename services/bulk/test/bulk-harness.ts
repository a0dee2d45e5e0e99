import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import type { AppConfig } from '@doclens/config';
import {
  addBulkFiles,
  type BulkUpload,
  type BulkUploadFile,
  type Db,
  findBulkUpload,
  insertBulkUpload,
  listBulkCells,
  listBulkFiles,
  type NewBulkUploadInput,
} from '@doclens/db';
import type { Logger } from '@doclens/logger';
import { createWorkerConnection, finishBulkBatch, JobProducer, processBulkFile } from '@doclens/queue';
import type { RunningService } from '@doclens/service-runtime';
import { createObjectStore, newObjectKey } from '@doclens/storage';
import { createTestConfig, createTestDatabase, createTestLogger, insertTestUser, waitFor } from '@doclens/testing';
import { startBulkService } from '../src/bulk-service';

export type BatchSetup = Pick<NewBulkUploadInput, 'analysisType' | 'extractionParameters' | 'summaryParameter'>;

/** A file of a batch: its bytes in storage, or none (the object went missing). */
export interface FileSetup {
  name: string;
  bytes: Uint8Array | null;
}

export interface BulkHarness {
  db: Db;
  config: AppConfig;
  producer: JobProducer;
  /** A batch of an enterprise user with its files recorded and stored, not yet enqueued. */
  createBatch(setup: BatchSetup, files: readonly FileSetup[]): Promise<{ batch: BulkUpload; files: BulkUploadFile[] }>;
  /** Enqueues the batch's flow as the gateway does: a job per file under the ranking parent. */
  enqueueBatch(batch: BulkUpload, files: readonly BulkUploadFile[]): Promise<void>;
  /** Waits until the batch is ranked, and gives it with its files and cells then. */
  waitForRankedBatch(id: number): Promise<{ batch: BulkUpload; files: BulkUploadFile[]; cellCount: number }>;
  startService(logger?: Logger): Promise<void>;
  dispose(): Promise<void>;
}

/** One test file's world: its own database, queue prefix and storage folder, and the bulk service. */
export async function createBulkHarness(configOverrides: Record<string, string> = {}): Promise<BulkHarness> {
  const testDatabase = await createTestDatabase();
  const config = createTestConfig(testDatabase.url, configOverrides);
  const { db } = testDatabase;
  const store = createObjectStore(config.storage);
  const connection = createWorkerConnection(config.redis.url);
  const producer = new JobProducer(connection, config.redis.queuePrefix);
  let service: RunningService | undefined;

  return {
    db,
    config,
    producer,
    async createBatch(setup, files) {
      const owner = await insertTestUser(db, 'bulk', { name: 'Bulk reader' });
      const batch = await insertBulkUpload(db, {
        ownerId: owner.id,
        name: 'Supplier contracts',
        sortBy: 'fileName',
        sortOrder: 'asc',
        ...setup,
      });
      const stored = files.map((file) => ({ ...file, storageKey: newObjectKey('bulk', { extension: 'pdf' }) }));
      for (const file of stored)
        if (file.bytes)
          await store.put(file.storageKey, Readable.from([file.bytes]), { contentType: 'application/pdf' });
      const rows = await addBulkFiles(
        db,
        batch.id,
        stored.map((file) => ({ fileName: file.name, storageKey: file.storageKey, size: file.bytes?.length ?? 0 })),
        50,
      );
      if (!rows) throw new Error('bulk files were not added');
      return { batch, files: rows };
    },
    async enqueueBatch(batch, files) {
      const requestId = `test-${randomBytes(4).toString('hex')}`;
      await producer.enqueueFlow(
        { definition: finishBulkBatch, payload: { bulkUploadId: batch.id, round: 'first', requestId } },
        files.map((file) => ({
          definition: processBulkFile,
          payload: { bulkUploadId: batch.id, fileId: file.id, attempt: file.attempt, requestId },
        })),
      );
    },
    waitForRankedBatch(id) {
      return waitFor(
        `batch ${id} to be ranked`,
        async () => {
          const batch = await findBulkUpload(db, id);
          if (!batch?.rankedAt) return undefined;
          return { batch, files: await listBulkFiles(db, id), cellCount: (await listBulkCells(db, id)).length };
        },
        { timeoutMs: 30_000 },
      );
    },
    async startService(logger = createTestLogger()) {
      await service?.stop();
      service = await startBulkService(config, logger);
    },
    async dispose() {
      await service?.stop();
      await producer.queue('bulk').obliterate({ force: true });
      await producer.close();
      await connection.quit();
      await testDatabase.dispose();
      // The test config's scratch folder holds the stored files and the mail folder.
      await rm(dirname(config.mail.dir), { recursive: true, force: true });
    },
  };
}

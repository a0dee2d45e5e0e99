import { addBulkFiles, completeBulkFile, type Db, findBulkUpload, insertBulkUpload, insertUser } from '@doclens/db';
import { createProducerConnection, JobProducer, processBulkFile } from '@doclens/queue';
import { createTestConfig, createTestDatabase, createTestLogger, type TestDatabase } from '@doclens/testing';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileBulkOnce } from '../src/bulk-reconciler';

describe('bulk reconciler', () => {
  let database: TestDatabase;
  let db: Db;
  let connection: Redis;
  let jobs: JobProducer;
  let ownerId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    const config = createTestConfig(database.url);
    connection = createProducerConnection(config.redis.url);
    jobs = new JobProducer(connection, config.redis.queuePrefix);
    ownerId = (await insertUser(db, { email: 'bulk@example.com', name: 'Bulk', passwordHash: 'x' }))?.id ?? '';
  });

  afterAll(async () => {
    await jobs.queue('bulk').obliterate({ force: true });
    await jobs.close();
    connection.disconnect();
    await database.dispose();
  });

  async function batchWith(count: number) {
    const batch = await insertBulkUpload(db, {
      ownerId,
      name: 'b',
      analysisType: 'data_extraction',
      extractionParameters: ['Parties'],
      summaryParameter: '',
      sortBy: 'score',
      sortOrder: 'desc',
    });
    const files = await addBulkFiles(
      db,
      batch.id,
      Array.from({ length: count }, (_, index) => ({
        fileName: `f${index}.pdf`,
        storageKey: `k${batch.id}-${index}`,
        size: 1,
      })),
      count,
    );
    if (!files) throw new Error('the files were not added');
    // Old enough for the reconciler to look at.
    await sql`update bulk_upload_files set created_at = now() - interval '5 minutes' where bulk_upload_id = ${batch.id}`.execute(
      db,
    );
    return { batch, files };
  }

  it('gives a file whose job Redis lost a new job, and leaves a file with a live job alone', async () => {
    const { files } = await batchWith(2);
    const [lost, live] = files;
    if (!lost || !live) throw new Error('files not added');
    await jobs.enqueue(processBulkFile, {
      bulkUploadId: live.bulkUploadId,
      fileId: live.id,
      attempt: 1,
      requestId: 'live',
    });

    const report = await reconcileBulkOnce({ db, jobs, logger: createTestLogger() }, 'reconcile-test');
    expect(report).toMatchObject({ requeued: 1, failedAfterLostFailure: 0 });
    const requeued = await jobs.queue('bulk').getJob(`bulk-file-${lost.id}-1`);
    expect(await requeued?.getState()).toBe('waiting');
    expect(requeued?.parentKey).toMatch(/bulk-batch-\d+-reconcile-/);
  });

  it('ranks a batch whose files all finished but whose ranking run was lost', async () => {
    const { batch, files } = await batchWith(1);
    const [file] = files;
    if (!file) throw new Error('file not added');
    await completeBulkFile(db, file.id, 1, { pageCount: 1, cells: [] });
    expect((await findBulkUpload(db, batch.id))?.status).toBe('processing');

    const report = await reconcileBulkOnce({ db, jobs, logger: createTestLogger() }, 'reconcile-test');
    expect(report.ranked).toBeGreaterThanOrEqual(1);
    expect((await findBulkUpload(db, batch.id))?.status).toBe('completed');
  });
});

import type { AppConfig } from '@doclens/config';
import { findLiveSession, insertDocument, insertSession, insertUser } from '@doclens/db';
import { createProducerConnection, extractDocument, JobProducer } from '@doclens/queue';
import type { RunningService } from '@doclens/service-runtime';
import { createTestConfig, createTestDatabase, createTestLogger, type TestDatabase, waitFor } from '@doclens/testing';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReconcilerService } from '../src/reconciler-service';

const MINUTE = 60_000;

/** The service as it runs in production: its own schedule, its own worker on the maintenance queue. */
describe('reconciler service', () => {
  let database: TestDatabase;
  let config: AppConfig;
  let connection: Redis;
  let jobs: JobProducer;
  let service: RunningService;

  beforeAll(async () => {
    database = await createTestDatabase();
    config = createTestConfig(database.url, { RECONCILE_INTERVAL_SECONDS: '1' });
    connection = createProducerConnection(config.redis.url);
    jobs = new JobProducer(connection, config.redis.queuePrefix);
    service = await startReconcilerService(config, createTestLogger());
  });

  afterAll(async () => {
    await service?.stop();
    for (const name of ['extraction', 'maintenance'] as const) await jobs.queue(name).obliterate({ force: true });
    await jobs.close();
    connection.disconnect();
    await database.dispose();
  });

  async function documentWhoseJobWasLost() {
    const owner = await insertUser(database.db, { email: 'owner@example.com', name: 'Owner', passwordHash: 'x' });
    const document = await insertDocument(database.db, {
      ownerId: owner?.id ?? null,
      originalName: 'a.pdf',
      filename: 'a.pdf',
      storageKey: 'documents/2026/11/00000000-0000-4000-8000-000000000001.pdf',
      fileSize: 10,
      mimeType: 'application/pdf',
      status: 'pending',
      processingStage: 'extracting',
      documentType: null,
      processingDeadlineAt: new Date(Date.now() + 15 * MINUTE),
    });
    const updatedAt = new Date(Date.now() - 2 * MINUTE);
    await sql`update documents set updated_at = ${updatedAt} where id = ${document.id}`.execute(database.db);
    return document;
  }

  it('runs its scheduled rounds: a document whose job was lost gets it again', async () => {
    const lost = await documentWhoseJobWasLost();
    const jobId = extractDocument.jobId({ documentId: lost.id, attempt: 1, requestId: 'x' });
    const job = await waitFor('the re-enqueued extraction', () => jobs.queue('extraction').getJob(jobId), {
      timeoutMs: 15_000,
    });
    expect(job.data).toMatchObject({ documentId: lost.id, attempt: 1 });
    const failedRounds = await jobs.queue('maintenance').getFailed();
    expect(failedRounds.map((round) => round.failedReason)).toEqual([]);
  });

  it('purges expired and idle sessions in its rounds and keeps the live ones signed in', async () => {
    const user = await insertUser(database.db, { email: 'reader@example.com', name: 'Reader', passwordHash: 'x' });
    const userId = user?.id ?? '';
    const idleMs = config.auth.sessionIdleTimeoutMs;
    const expired = await insertSession(database.db, {
      tokenHash: 'expired-session',
      userId,
      expiresAt: new Date(Date.now() - MINUTE),
    });
    const idle = await insertSession(database.db, {
      tokenHash: 'idle-session',
      userId,
      expiresAt: new Date(Date.now() + 60 * MINUTE),
    });
    await sql`update sessions set last_seen_at = ${new Date(Date.now() - idleMs - MINUTE)} where id = ${idle.id}`.execute(
      database.db,
    );
    await insertSession(database.db, {
      tokenHash: 'live-session',
      userId,
      expiresAt: new Date(Date.now() + 60 * MINUTE),
    });

    await waitFor(
      'the expired and idle sessions to be purged',
      async () => {
        const left = await database.db
          .selectFrom('sessions')
          .select('id')
          .where('id', 'in', [expired.id, idle.id])
          .execute();
        return left.length === 0 ? true : undefined;
      },
      { timeoutMs: 15_000 },
    );
    const live = await findLiveSession(database.db, 'live-session', idleMs);
    expect(live?.user.email).toBe('reader@example.com');
  });
});

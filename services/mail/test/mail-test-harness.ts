import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { AppConfig } from '@doclens/config';
import type { Db, EmailToken, User } from '@doclens/db';
import {
  type AccountEmailKind,
  createWorkerConnection,
  type JobDefinition,
  JobProducer,
  type PayloadOf,
  sendAccountEmail,
} from '@doclens/queue';
import type { RunningService } from '@doclens/service-runtime';
import {
  createTestConfig,
  createTestDatabase,
  type FinishedJob,
  insertTestUser,
  waitForFinishedJob,
} from '@doclens/testing';
import type { Queue } from 'bullmq';
import { startMailService } from '../src/mail-service';
import { createRecordingLogger, type RecordingLogger } from './recording-logger';

export interface MailHarness {
  db: Db;
  config: AppConfig;
  log: RecordingLogger;
  createUser(options?: { emailVerified?: boolean; name?: string }): Promise<User>;
  enqueue(userId: string, kind: AccountEmailKind): Promise<string>;
  /** Enqueues any mail job, as the producing service would. */
  enqueueJob<Definition extends JobDefinition>(definition: Definition, payload: PayloadOf<Definition>): Promise<string>;
  /** The data of a job as Redis holds it now. */
  jobData(jobId: string): Promise<unknown>;
  /** Starts the mail service once; later calls reuse it. */
  startService(): Promise<void>;
  waitForJob(jobId: string): Promise<FinishedJob>;
  tokensOf(userId: string): Promise<EmailToken[]>;
  dispose(): Promise<void>;
}

/** One test file's world: its own database, queue prefix, mail folder, and a recording logger. */
export async function createMailHarness(env: Record<string, string> = {}): Promise<MailHarness> {
  const testDatabase = await createTestDatabase();
  const config = createTestConfig(testDatabase.url, env);
  const { db } = testDatabase;
  const log = createRecordingLogger();
  const connection = createWorkerConnection(config.redis.url);
  const producer = new JobProducer(connection, config.redis.queuePrefix);
  const queue: Queue = producer.queue('mail');
  let service: RunningService | undefined;

  return {
    db,
    config,
    log,
    createUser({ emailVerified = false, name = 'Ada Lovelace' } = {}) {
      return insertTestUser(db, 'user', { name, emailVerified });
    },
    enqueue(userId, kind) {
      return producer.enqueue(sendAccountEmail, { userId, kind, requestId: `test-${randomBytes(4).toString('hex')}` });
    },
    enqueueJob(definition, payload) {
      return producer.enqueue(definition, payload);
    },
    async jobData(jobId) {
      return (await queue.getJob(jobId))?.data;
    },
    async startService() {
      service ??= await startMailService(config, log.logger);
    },
    waitForJob(jobId) {
      return waitForFinishedJob(queue, jobId);
    },
    tokensOf(userId) {
      return db.selectFrom('emailTokens').selectAll().where('userId', '=', userId).execute();
    },
    async dispose() {
      await service?.stop();
      await queue.obliterate({ force: true });
      await producer.close();
      await connection.quit();
      await testDatabase.dispose();
      // createTestConfig put MAIL_DIR (and the other scratch folders) in one temporary folder.
      await rm(dirname(config.mail.dir), { recursive: true, force: true });
    },
  };
}

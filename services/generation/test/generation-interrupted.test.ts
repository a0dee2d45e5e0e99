import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { AppConfig } from '@doclens/config';
import { findGeneratedDocument, insertGeneratedDocument } from '@doclens/db';
import { createWorkerConnection, generateDocument, JobProducer } from '@doclens/queue';
import type { RunningService } from '@doclens/service-runtime';
import {
  createTestConfig,
  createTestDatabase,
  createTestLogger,
  type FakeOpenAiServer,
  fakeReply,
  insertTestUser,
  startFakeOpenAiServer,
  waitFor,
  waitForFinishedJob,
} from '@doclens/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GENERATION_FAILED_REASON, startGenerationService } from '../src/index';

/** Far longer than any test waits: a model that answers this late is a model that hangs. */
const HANGING_MODEL_MS = 60_000;

const testDatabase = await createTestDatabase();
const { db } = testDatabase;
const connection = createWorkerConnection(createTestConfig(testDatabase.url).redis.url);
const configs: AppConfig[] = [];
const services: RunningService[] = [];
let fakeOpenAi: FakeOpenAiServer;
let ownerId: string;

beforeAll(async () => {
  ownerId = (await insertTestUser(db, 'writer', { name: 'Writer' })).id;
});

afterEach(async () => {
  for (const service of services.splice(0)) await service.stop();
  await fakeOpenAi?.close();
});

afterAll(async () => {
  for (const config of configs) {
    const producer = new JobProducer(connection, config.redis.queuePrefix);
    await producer.queue('generation').obliterate({ force: true });
    await producer.close();
    await rm(dirname(config.mail.dir), { recursive: true, force: true });
  }
  await connection.quit();
  await testDatabase.dispose();
});

/** A config whose generator asks a model that never answers in time. */
async function hangingModelConfig(overrides: Record<string, string> = {}): Promise<AppConfig> {
  fakeOpenAi = await startFakeOpenAiServer([fakeReply.slow(HANGING_MODEL_MS, fakeReply.json({ blocks: [] }))]);
  const config = createTestConfig(testDatabase.url, {
    AI_PROVIDER: 'openai',
    OPENAI_BASE_URL: fakeOpenAi.baseUrl,
    OPENAI_MODEL: 'test-model',
    ...overrides,
  });
  configs.push(config);
  return config;
}

async function startService(config: AppConfig, options?: Parameters<typeof startGenerationService>[2]) {
  const service = await startGenerationService(config, createTestLogger(), options);
  services.push(service);
  return service;
}

/** Requests a document as the gateway does, as the job's only attempt: any failure is its last. */
async function requestOnLastAttempt(config: AppConfig) {
  const document = await insertGeneratedDocument(db, {
    ownerId,
    title: '',
    documentType: 'Non-Disclosure Agreement',
    templateId: null,
    parameters: { 'Disclosing Party': 'Harbour Tools Ltd' },
    countedAt: new Date(),
  });
  const payload = { generatedDocumentId: document.id, requestId: 'test-generation' };
  const queue = new JobProducer(connection, config.redis.queuePrefix).queue('generation');
  const jobId = generateDocument.jobId(payload);
  await queue.add(generateDocument.name, payload, { jobId, attempts: 1 });
  return { document, jobId, queue };
}

describe('a generation that does not finish', () => {
  it('stops at its time limit and tells the user it failed', async () => {
    const config = await hangingModelConfig();
    await startService(config, { generationTimeLimitMs: 300 });
    const { document, jobId, queue } = await requestOnLastAttempt(config);

    const finished = await waitForFinishedJob(queue, jobId, { timeoutMs: 20_000 });

    expect(finished.state).toBe('failed');
    expect(finished.failedReason).toContain('no result within 300 ms');
    expect(await findGeneratedDocument(db, document.id)).toMatchObject({
      status: 'failed',
      failureReason: GENERATION_FAILED_REASON,
    });
  });

  it('is handed back, not failed, when its worker stops, and a fresh worker writes the document', async () => {
    const config = await hangingModelConfig({ WORKER_SHUTDOWN_TIMEOUT_MS: '300' });
    const first = await startService(config);
    const { document, jobId, queue } = await requestOnLastAttempt(config);
    await waitFor('the model to be asked', async () => (fakeOpenAi.requests.length > 0 ? true : undefined));

    await first.stop();

    // Interrupted on its only attempt, yet not failed: the user's document still waits for its text.
    expect(await queue.getJobState(jobId)).toBe('waiting');
    expect(await findGeneratedDocument(db, document.id)).toMatchObject({ status: 'generating', failureReason: null });

    await startService(createTestConfig(testDatabase.url, { QUEUE_PREFIX: config.redis.queuePrefix }));
    const finished = await waitForFinishedJob(queue, jobId, { timeoutMs: 20_000 });

    expect(finished.state).toBe('completed');
    const written = await findGeneratedDocument(db, document.id);
    expect(written?.status).toBe('draft');
    expect(written?.generatedContent).toContain('Harbour Tools Ltd');
  });
});

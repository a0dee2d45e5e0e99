import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { findGeneratedDocument, insertGeneratedDocument, type User } from '@doclens/db';
import { createWorkerConnection, generateDocument, JobProducer } from '@doclens/queue';
import type { RunningService } from '@doclens/service-runtime';
import {
  createTestConfig,
  createTestDatabase,
  createTestLogger,
  fakeReply,
  insertTestUser,
  startFakeOpenAiServer,
  waitFor,
} from '@doclens/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGenerationService } from '../src/index';

const testDatabase = await createTestDatabase();
const config = createTestConfig(testDatabase.url);
const { db } = testDatabase;
const connection = createWorkerConnection(config.redis.url);
const producer = new JobProducer(connection, config.redis.queuePrefix);
let service: RunningService;
let owner: User;

beforeAll(async () => {
  service = await startGenerationService(config, createTestLogger());
  owner = await insertTestUser(db, 'writer', { name: 'Writer' });
});

afterAll(async () => {
  await service.stop();
  await producer.queue('generation').obliterate({ force: true });
  await producer.close();
  await connection.quit();
  await testDatabase.dispose();
  await rm(dirname(config.mail.dir), { recursive: true, force: true });
});

async function request(
  documentType: string,
  parameters: Record<string, string>,
  generatedContent?: string,
  queue: JobProducer = producer,
) {
  const document = await insertGeneratedDocument(db, {
    ownerId: owner.id,
    title: '',
    documentType,
    templateId: null,
    parameters,
    ...(generatedContent === undefined ? {} : { generatedContent }),
    countedAt: new Date(),
  });
  await queue.enqueue(generateDocument, { generatedDocumentId: document.id, requestId: 'test-generation' });
  return document;
}

function settled(id: number) {
  return waitFor(`document ${id} to leave generating`, async () => {
    const row = await findGeneratedDocument(db, id);
    return row && row.status !== 'generating' ? row : undefined;
  });
}

describe('generation worker', () => {
  it('writes the requested template: generating → draft with the filled agreement', async () => {
    const document = await request('Non-Disclosure Agreement', {
      'Disclosing Party': 'Orbital Labs Inc.',
      'Receiving Party': 'Keystone <script>alert(1)</script> LLC',
      'Governing Law': 'the State of Delaware',
    });
    expect(document.status).toBe('generating');
    const done = await settled(document.id);
    expect(done.status).toBe('draft');
    expect(done.title).toBe('Non-Disclosure Agreement');
    expect(done.generatedContent).toContain('Orbital Labs Inc.');
    expect(done.generatedContent).toContain('the laws of the State of Delaware');
    expect(done.generatedContent).toContain('[To fill: Purpose]');
    expect(done.generatedContent).not.toContain('<script');
  });

  it('never overwrites a document that is already a draft (Save As New, or a redelivered job)', async () => {
    const document = await request('Essay', { Topic: 'Tides' }, '<p>My own text</p>');
    expect(document.status).toBe('draft');
    const jobId = generateDocument.jobId({ generatedDocumentId: document.id, requestId: 'x' });
    await waitFor('the job to finish', async () => {
      const state = await producer.queue('generation').getJobState(jobId);
      return state === 'completed' ? state : undefined;
    });
    expect((await findGeneratedDocument(db, document.id))?.generatedContent).toBe('<p>My own text</p>');
  });

  it("with AI_PROVIDER=openai writes the model's structured answer, sanitised", async () => {
    const fakeOpenAi = await startFakeOpenAiServer([
      fakeReply.json({
        title: 'Orbital NDA',
        blocks: [
          { type: 'heading', level: 1, text: 'Orbital NDA' },
          { type: 'paragraph', text: 'Orbital Labs Inc. shares plans with Keystone LLC.' },
        ],
      }),
    ]);
    const openAiConfig = createTestConfig(testDatabase.url, {
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: fakeOpenAi.baseUrl,
      OPENAI_MODEL: 'test-model',
    });
    const openAiProducer = new JobProducer(connection, openAiConfig.redis.queuePrefix);
    const openAiService = await startGenerationService(openAiConfig, createTestLogger());
    try {
      const document = await request(
        'Non-Disclosure Agreement',
        { 'Disclosing Party': 'Orbital Labs Inc.' },
        undefined,
        openAiProducer,
      );
      const done = await settled(document.id);
      // An agreement keeps the template's title (naming the side it was drafted for when one is given).
      expect(done.title).toBe('Non-Disclosure Agreement');
      expect(done.generatedContent).toBe(
        '<h1>Orbital NDA</h1>\n<p>Orbital Labs Inc. shares plans with Keystone LLC.</p>',
      );
      expect(fakeOpenAi.requests).toHaveLength(1);
    } finally {
      await openAiService.stop();
      await openAiProducer.queue('generation').obliterate({ force: true });
      await openAiProducer.close();
      await fakeOpenAi.close();
    }
  });
});

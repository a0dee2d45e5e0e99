import { type Document, findQuestion, insertQuestion, storeAnswer } from '@doclens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentsHarness, type DocumentsHarness, type SignedInUser } from './documents-harness';

let harness: DocumentsHarness;
let pro: SignedInUser;
let free: SignedInUser;
let documentOfPro: Document;
let documentOfFree: Document;

const PAGE = 'This Agreement shall be governed by the laws of the State of Delaware.';

beforeAll(async () => {
  harness = await createDocumentsHarness();
  pro = await harness.signIn('pro');
  free = await harness.signIn('free');
  documentOfPro = await harness.storeDocument({ owner: pro.user, documentType: 'contract', pages: [PAGE] });
  documentOfFree = await harness.storeDocument({ owner: free.user, documentType: 'contract', pages: [PAGE] });
});

afterAll(async () => {
  await harness?.dispose();
});

describe('Ask AI plan gating', () => {
  it('refuses a free user on both calls with a message naming the upgrade, and stores nothing', async () => {
    const list = await harness.api({ url: `/api/documents/${documentOfFree.id}/questions`, cookie: free.cookie });
    const ask = await harness.api({
      method: 'POST',
      url: `/api/documents/${documentOfFree.id}/ask`,
      cookie: free.cookie,
      body: { question: 'Which law governs this agreement?' },
    });
    for (const response of [list, ask]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/upgrade/i);
    }
    const stored = await harness.db
      .selectFrom('questions')
      .selectAll()
      .where('documentId', '=', documentOfFree.id)
      .execute();
    expect(stored).toEqual([]);
    expect(await harness.pipelineJobs('analysis')).toEqual([]);
  });

  it('answers 404 to a pro user asking about another user’s document', async () => {
    const response = await harness.api({
      method: 'POST',
      url: `/api/documents/${documentOfFree.id}/ask`,
      cookie: pro.cookie,
      body: { question: 'Which law governs this agreement?' },
    });
    expect(response.statusCode).toBe(404);
    const list = await harness.api({ url: `/api/documents/${documentOfFree.id}/questions`, cookie: pro.cookie });
    expect(list.statusCode).toBe(404);
  });

  it('refuses a blank question', async () => {
    const response = await harness.api({
      method: 'POST',
      url: `/api/documents/${documentOfPro.id}/ask`,
      cookie: pro.cookie,
      body: { question: '   ' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('the question list', () => {
  it('lists the owner’s questions newest first, answered ones with their citations, pending ones as pending', async () => {
    const first = await insertQuestion(harness.db, {
      documentId: documentOfPro.id,
      userId: pro.user.id,
      question: 'Which law governs this agreement?',
    });
    await storeAnswer(harness.db, first.id, {
      answer: 'Governing law: Delaware (page 1).',
      found: true,
      citations: [{ page: 1, quote: PAGE }],
      engine: { provider: 'local', version: 'test' },
    });
    // A later question, still waiting for its answer.
    await harness.db
      .insertInto('questions')
      .values({
        documentId: documentOfPro.id,
        userId: pro.user.id,
        question: 'Who are the parties?',
        createdAt: new Date(Date.now() + 1000),
      })
      .execute();
    const response = await harness.api({ url: `/api/documents/${documentOfPro.id}/questions`, cookie: pro.cookie });
    expect(response.statusCode).toBe(200);
    const { questions } = response.json();
    expect(questions.map((question: { question: string }) => question.question)).toEqual([
      'Who are the parties?',
      'Which law governs this agreement?',
    ]);
    expect(questions[0]).toMatchObject({ status: 'pending', answer: null, citations: [] });
    expect(questions[1]).toMatchObject({
      status: 'answered',
      found: true,
      answer: 'Governing law: Delaware (page 1).',
      citations: [{ page: 1, quote: PAGE }],
    });
  });

  it('deletes the questions with their document', async () => {
    const question = await insertQuestion(harness.db, {
      documentId: documentOfPro.id,
      userId: pro.user.id,
      question: 'Is liability capped?',
    });
    const deleted = await harness.api({
      method: 'DELETE',
      url: `/api/documents/${documentOfPro.id}`,
      cookie: pro.cookie,
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect(await findQuestion(harness.db, question.id)).toBeUndefined();
  });
});

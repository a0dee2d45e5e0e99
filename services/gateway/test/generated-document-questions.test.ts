import type { GeneratedDocument } from '@doclens/db';
import { findQuestion, insertGeneratedDocument, insertQuestion, storeAnswer } from '@doclens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentsHarness, type DocumentsHarness, type SignedInUser } from './documents-harness';

let harness: DocumentsHarness;
let pro: SignedInUser;
let free: SignedInUser;
let draftOfPro: GeneratedDocument;
let draftOfFree: GeneratedDocument;

const CLAUSE = 'This Agreement shall be governed by the laws of the State of Delaware.';

async function draftOf(user: SignedInUser): Promise<GeneratedDocument> {
  return insertGeneratedDocument(harness.db, {
    ownerId: user.user.id,
    title: 'My NDA',
    documentType: 'Non-Disclosure Agreement',
    templateId: 'nda',
    parameters: {},
    generatedContent: `<h1>Non-Disclosure Agreement</h1><p>${CLAUSE}</p>`,
    countedAt: null,
  });
}

beforeAll(async () => {
  harness = await createDocumentsHarness();
  pro = await harness.signIn('pro');
  free = await harness.signIn('free');
  draftOfPro = await draftOf(pro);
  draftOfFree = await draftOf(free);
});

afterAll(async () => {
  await harness?.dispose();
});

const QUESTION = 'Which law governs this agreement?';

describe('Ask AI on a generated draft', () => {
  it('refuses a free user on both calls with a message naming the upgrade, and stores nothing', async () => {
    const list = await harness.api({
      url: `/api/generated-documents/${draftOfFree.id}/questions`,
      cookie: free.cookie,
    });
    const ask = await harness.api({
      method: 'POST',
      url: `/api/generated-documents/${draftOfFree.id}/ask`,
      cookie: free.cookie,
      body: { question: QUESTION },
    });
    for (const response of [list, ask]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/upgrade/i);
    }
    const stored = await harness.db
      .selectFrom('questions')
      .selectAll()
      .where('generatedDocumentId', '=', draftOfFree.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('answers 404 to a pro user asking about another user’s draft, and 401 when signed out', async () => {
    const ask = await harness.api({
      method: 'POST',
      url: `/api/generated-documents/${draftOfFree.id}/ask`,
      cookie: pro.cookie,
      body: { question: QUESTION },
    });
    expect(ask.statusCode).toBe(404);
    const list = await harness.api({ url: `/api/generated-documents/${draftOfFree.id}/questions`, cookie: pro.cookie });
    expect(list.statusCode).toBe(404);
    const signedOut = await harness.api({ url: `/api/generated-documents/${draftOfPro.id}/questions` });
    expect(signedOut.statusCode).toBe(401);
  });

  it('refuses a blank question', async () => {
    const response = await harness.api({
      method: 'POST',
      url: `/api/generated-documents/${draftOfPro.id}/ask`,
      cookie: pro.cookie,
      body: { question: '   ' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('stores the question against the draft and hands it to the analysis worker; unanswered, it comes back pending', async () => {
    const response = await harness.api({
      method: 'POST',
      url: `/api/generated-documents/${draftOfPro.id}/ask`,
      cookie: pro.cookie,
      body: { question: QUESTION },
    });
    expect(response.statusCode).toBe(200);
    const { question } = response.json();
    expect(question).toMatchObject({ question: QUESTION, status: 'pending', answer: null });
    expect(await findQuestion(harness.db, question.id)).toMatchObject({
      generatedDocumentId: draftOfPro.id,
      documentId: null,
    });
    const jobs = await harness.pipelineJobs('analysis');
    expect(jobs).toContainEqual(
      expect.objectContaining({ name: 'answer-question', data: expect.objectContaining({ questionId: question.id }) }),
    );
  });

  it("lists the draft's questions newest first, with the answer and its citations, and none of an uploaded document's", async () => {
    const upload = await harness.storeDocument({ owner: pro.user, documentType: 'contract', pages: [CLAUSE] });
    await insertQuestion(harness.db, { documentId: upload.id, userId: pro.user.id, question: 'About the upload?' });
    const asked = await insertQuestion(harness.db, {
      generatedDocumentId: draftOfPro.id,
      userId: pro.user.id,
      question: 'Who are the parties?',
    });
    await storeAnswer(harness.db, asked.id, {
      answer: `${CLAUSE} (page 1)`,
      found: true,
      citations: [{ page: 1, quote: CLAUSE }],
      engine: { provider: 'local', version: 'test' },
    });
    const response = await harness.api({
      url: `/api/generated-documents/${draftOfPro.id}/questions`,
      cookie: pro.cookie,
    });
    expect(response.statusCode).toBe(200);
    const { questions } = response.json();
    expect(questions.map((question: { question: string }) => question.question)).toEqual([
      'Who are the parties?',
      QUESTION,
    ]);
    expect(questions[0]).toMatchObject({ status: 'answered', found: true, citations: [{ page: 1, quote: CLAUSE }] });
  });

  it('deletes the questions with their draft', async () => {
    const draft = await draftOf(pro);
    const question = await insertQuestion(harness.db, {
      generatedDocumentId: draft.id,
      userId: pro.user.id,
      question: QUESTION,
    });
    await harness.db.deleteFrom('generatedDocuments').where('id', '=', draft.id).execute();
    expect(await findQuestion(harness.db, question.id)).toBeUndefined();
  });
});

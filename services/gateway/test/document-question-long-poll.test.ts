import { startAnalysisService } from '@doclens/analysis';
import { type Document, insertQuestion } from '@doclens/db';
import { answerQuestion } from '@doclens/queue';
import type { RunningService } from '@doclens/service-runtime';
import { createTestLogger } from '@doclens/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentsHarness, type DocumentsHarness, type SignedInUser } from './documents-harness';

/**
 * Issue 37 item 3: Ask AI is told when its answer lands instead of reading Postgres on a timer;
 * the question list, asked with `?wait=`, answers as soon as a pending answer is stored.
 */

const PAGE = 'This Agreement shall be governed by the laws of the State of Delaware.';
const QUESTION = 'Which law governs this agreement?';

let harness: DocumentsHarness;
let pro: SignedInUser;
let document: Document;
let analysis: RunningService | undefined;

beforeAll(async () => {
  harness = await createDocumentsHarness();
  pro = await harness.signIn('pro');
  document = await harness.storeDocument({ owner: pro.user, documentType: 'contract', pages: [PAGE] });
});

afterAll(async () => {
  await analysis?.stop();
  await harness?.dispose();
});

/** A question whose answer job is queued, as POST /ask leaves it when the worker is slow. */
async function pendingQuestion() {
  const question = await insertQuestion(harness.db, {
    documentId: document.id,
    userId: pro.user.id,
    question: QUESTION,
  });
  await harness.deps.jobs.enqueue(answerQuestion, { questionId: question.id, requestId: 'long-poll-test' });
  return question;
}

const listUrl = (wait: number) => `/api/documents/${document.id}/questions?wait=${wait}`;

describe('GET /api/documents/:id/questions?wait=', () => {
  it('answers with the question still pending once the wait runs out and no worker answered', async () => {
    const question = await pendingQuestion();
    const response = await harness.api({ url: listUrl(1), cookie: pro.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json().questions).toEqual([expect.objectContaining({ id: question.id, status: 'pending' })]);
  });

  it('holds the request until the worker stores the answer, then answers with it', async () => {
    // The previous test's question is still queued; this one joins it.
    await pendingQuestion();
    const listing = harness.api({ url: listUrl(25), cookie: pro.cookie });
    analysis = await startAnalysisService(harness.config, createTestLogger());
    const response = await listing;
    expect(response.statusCode).toBe(200);
    const answered = response.json().questions.filter((item: { status: string }) => item.status === 'answered');
    expect(answered.length).toBeGreaterThan(0);
    expect(answered[0].answer).toMatch(/Delaware/);
  });

  it('refuses a wait longer than a long poll may hold a request', async () => {
    const response = await harness.api({ url: listUrl(600), cookie: pro.cookie });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/documents/:id/ask with the analysis worker running', () => {
  it('answers the question in the same response', async () => {
    const response = await harness.api({
      method: 'POST',
      url: `/api/documents/${document.id}/ask`,
      cookie: pro.cookie,
      body: { question: QUESTION },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().question).toMatchObject({ status: 'answered', question: QUESTION });
    expect(response.json().question.answer).toMatch(/Delaware/);
  });
});

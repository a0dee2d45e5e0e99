import type { AnswerResult } from '@doclens/api';
import { findQuestion, insertQuestion, type QuestionRow } from '@doclens/db';
import type { QuestionAnswerer } from '@doclens/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnalysisHarness, createAnalysisHarness } from './analysis-harness';

const PAGES = [
  { pageNumber: 1, text: 'SERVICES AGREEMENT\nThis Agreement is made between Acme Ltd and Beta LLC.' },
  {
    pageNumber: 2,
    text: 'This Agreement shall be governed by the laws of the State of Delaware. Either party may terminate this Agreement on ninety (90) days written notice.',
  },
];

let harness: AnalysisHarness;

beforeAll(async () => {
  harness = await createAnalysisHarness();
});

afterAll(async () => {
  await harness?.dispose();
});

async function ask(question: string): Promise<{ row: QuestionRow; jobId: string }> {
  const owner = await harness.createUser();
  const document = await harness.createDocumentToAnalyze({
    ownerId: owner.id,
    documentType: 'contract',
    analysisParameters: { role: 'client' },
    pages: PAGES,
  });
  const row = await insertQuestion(harness.db, { documentId: document.id, userId: owner.id, question });
  const jobId = await harness.enqueueAnswer(row.id);
  return { row, jobId };
}

async function storedAnswer(id: string): Promise<{ status: string; answer: AnswerResult }> {
  const row = await findQuestion(harness.db, id);
  return { status: row?.status ?? 'missing', answer: row?.answer as AnswerResult };
}

describe('the answer-question job', () => {
  it('answers from the document and stores the answer with quotes found on their page', async () => {
    await harness.startService();
    const { row, jobId } = await ask('Which law governs this agreement?');
    expect(jobId).toBe(`answer-${row.id}`);
    await harness.waitForJob(jobId);
    const { status, answer } = await storedAnswer(row.id);
    expect(status).toBe('answered');
    expect(answer.found).toBe(true);
    expect(answer.answer).toContain('Delaware');
    expect(answer.citations).toEqual([
      { page: 2, quote: 'This Agreement shall be governed by the laws of the State of Delaware.' },
    ]);
  });

  it('drops a citation the document does not hold, and then does not present the answer as found', async () => {
    const inventing: QuestionAnswerer = {
      async answer() {
        return {
          answer: 'The agreement renews every year.',
          found: true,
          citations: [{ page: 2, quote: 'This Agreement renews automatically every year.' }],
          engine: { provider: 'openai', version: 'test' },
        };
      },
    };
    await harness.startService({ answerer: inventing });
    const { row, jobId } = await ask('Does it renew?');
    await harness.waitForJob(jobId);
    const { status, answer } = await storedAnswer(row.id);
    expect(status).toBe('answered');
    expect(answer.found).toBe(false);
    expect(answer.citations).toEqual([]);
    expect(answer.answer).toContain('does not seem to say');
  });

  it('retries a failed answer and stores the retry’s answer', async () => {
    let calls = 0;
    const flaky: QuestionAnswerer = {
      async answer() {
        calls++;
        if (calls === 1) throw new Error('provider hiccup');
        return {
          answer: 'Termination: ninety days notice.',
          found: true,
          citations: [
            { page: 2, quote: 'Either party may terminate this Agreement on ninety (90) days written notice.' },
          ],
          engine: { provider: 'local', version: 'test' },
        };
      },
    };
    await harness.startService({ answerer: flaky });
    const { row, jobId } = await ask('How can it be terminated?');
    const finished = await harness.waitForJob(jobId);
    expect(finished.state).toBe('completed');
    expect(calls).toBe(2);
    expect((await storedAnswer(row.id)).answer.found).toBe(true);
  });

  it('answers a question whose worker stopped mid-answer once a worker runs again', async () => {
    let started!: () => void;
    const answering = new Promise<void>((resolve) => {
      started = resolve;
    });
    const hanging: QuestionAnswerer = {
      answer(_question, _document, options = {}) {
        started();
        return new Promise((_resolve, reject) => {
          options.signal?.addEventListener('abort', () => reject(options.signal?.reason), { once: true });
        });
      },
    };
    await harness.startService({ answerer: hanging });
    const { row, jobId } = await ask('Which law governs this agreement?');
    await answering;
    // The first worker goes away while answering; the next one picks the job up.
    await harness.startService();
    const finished = await harness.waitForJob(jobId);
    expect(finished.state).toBe('completed');
    const { status, answer } = await storedAnswer(row.id);
    expect(status).toBe('answered');
    expect(answer.answer).toContain('Delaware');
  });
});

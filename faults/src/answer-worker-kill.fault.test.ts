import type { Question } from '@doclens/api';
import { findUserByEmail, insertDocument, replaceDocumentPages } from '@doclens/db';
import { type FakeOpenAiServer, fakeReply, startFakeOpenAiServer, waitFor } from '@doclens/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FaultSystem, startFaultSystem } from './fault-system';

const GOVERNING_LAW = 'This Agreement shall be governed by the laws of the State of Delaware.';
const PAGES = [
  { pageNumber: 1, text: 'SERVICES AGREEMENT\nThis Agreement is made between Acme Ltd and Beta LLC.' },
  {
    pageNumber: 2,
    text: `${GOVERNING_LAW} Either party may terminate this Agreement on ninety (90) days written notice.`,
  },
];
/** Longer than the whole scenario: the first worker's model call is still open when the worker dies. */
const HELD_FOREVER_MS = 600_000;
/** The killed job keeps its lock (10 s in the fault system) until the stalled-job check hands it back: about 20 s. */
const ANSWER_TIMEOUT_MS = 150_000;

describe('kill -9 of the analysis worker in the middle of an answer', () => {
  let model: FakeOpenAiServer;
  let system: FaultSystem;

  beforeAll(async () => {
    model = await startFakeOpenAiServer();
    system = await startFaultSystem({
      env: { AI_PROVIDER: 'openai', OPENAI_API_KEY: 'fault-key', OPENAI_BASE_URL: model.baseUrl },
    });
  });

  afterAll(async () => {
    await system?.stop();
    await model?.close();
  });

  const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${system.gatewayUrl}${path}`, {
      method,
      headers: { cookie: system.cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };

  it('is answered by the restarted worker, once, with the quote on its page', async () => {
    const owner = await findUserByEmail(system.database.db, 'faults@example.com');
    if (!owner) throw new Error('the scenario account is missing');
    const document = await insertDocument(system.database.db, {
      ownerId: owner.id,
      anonymousClaimHash: null,
      originalName: 'services-agreement.pdf',
      filename: 'services-agreement.pdf',
      storageKey: 'documents/2026/01/answer-worker-kill.pdf',
      fileSize: 1234,
      mimeType: 'application/pdf',
      pageCount: PAGES.length,
      status: 'completed',
      documentType: 'contract',
      analysisParameters: JSON.stringify({ role: 'client' }),
      extractedAt: new Date(),
    });
    await replaceDocumentPages(system.database.db, document.id, PAGES);

    // The first worker's call to the model never returns: the answer job is in the worker's hands.
    model.play(fakeReply.slow(HELD_FOREVER_MS, fakeReply.json({ found: false, claims: [] })));
    const asked = api<{ question: Question }>('POST', `/api/documents/${document.id}/ask`, {
      question: 'Which law governs this agreement?',
    });
    await waitFor('the worker to call the model', async () => (model.requests.length > 0 ? true : undefined), {
      timeoutMs: 60_000,
      intervalMs: 5,
    });
    const killed = system.service('analysis');
    await killed.kill9();
    const pending = (await asked).question;

    model.play(
      fakeReply.json({
        found: true,
        claims: [{ text: 'The laws of Delaware govern the agreement.', page: 2, quote: GOVERNING_LAW }],
      }),
    );
    const restarted = await system.restart('analysis');
    const answered = await waitFor(
      'the restarted worker to answer',
      async () => {
        const { questions } = await api<{ questions: Question[] }>('GET', `/api/documents/${document.id}/questions`);
        return questions.find((question) => question.id === pending.id && question.status !== 'pending');
      },
      { timeoutMs: ANSWER_TIMEOUT_MS, intervalMs: 500 },
    );
    const { questions } = await api<{ questions: Question[] }>('GET', `/api/documents/${document.id}/questions`);

    expect(restarted.pid).not.toBe(killed.pid);
    expect(pending.status).toBe('pending');
    expect(system.crashedServices()).toEqual([]);
    expect(answered).toMatchObject({
      status: 'answered',
      found: true,
      answer: 'The laws of Delaware govern the agreement.',
      citations: [{ page: 2, quote: GOVERNING_LAW }],
      engine: { provider: 'openai' },
    });
    expect(questions).toHaveLength(1);
    // One call by the killed worker, one by its successor: the job was retried, not answered twice.
    expect(model.requests).toHaveLength(2);
  });
});

import { type FakeOpenAiServer, fakeReply, startFakeOpenAiServer } from '@doclens/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnalysisInput, DocumentPage } from '../src/analysis-engine';
import { createLocalEngine } from '../src/local/local-engine';
import { createOpenAiEngine, type OpenAiEngineOptions } from '../src/openai/openai-engine';
import { collectEvidence, evidenceNotInDocument } from '../src/text/evidence';

const PAGES: DocumentPage[] = [
  {
    pageNumber: 1,
    text: `Library Opening Hours Review

The committee met on Monday and agreed the new opening hours for the library.
From 1 March the library will open at 8 a.m. on weekdays and close at 9 p.m.`,
  },
  {
    pageNumber: 2,
    text: `Weekend hours stay the same. The budget for extra staff has not been approved yet,
and the committee will ask the council for funding in April.`,
  },
];

const INPUT: AnalysisInput = { documentType: 'other', parameters: {}, pages: PAGES, filename: 'minutes.pdf' };

const VALID_ANSWER = {
  summary: ['The library will open longer on weekdays from 1 March.'],
  keyInsights: [
    {
      title: 'Longer weekday hours',
      description: 'Weekday opening moves to 8 a.m. to 9 p.m.',
      evidence: { page: 1, quote: 'the library will open at 8 a.m. on weekdays and close at 9 p.m.' },
    },
  ],
  recommendations: [
    {
      title: 'Secure staff funding',
      description: 'The extra hours depend on a budget that is not approved.',
      impact: 'high',
      evidence: { page: 2, quote: 'The budget for extra staff has not been approved yet' },
    },
  ],
  overallAssessment: { score: 72 },
};

let server: FakeOpenAiServer;
beforeEach(async () => {
  server = await startFakeOpenAiServer();
});
afterEach(async () => {
  await server.close();
});

function engineFor(overrides: Partial<OpenAiEngineOptions> = {}) {
  return createOpenAiEngine({
    apiKey: 'sk-test-key',
    baseUrl: server.baseUrl,
    model: 'test-model',
    fallback: createLocalEngine(),
    maxRetries: 2,
    timeoutMs: 2_000,
    ...overrides,
  });
}

describe('OpenAI provider', () => {
  it('returns the model’s valid answer as an openai result', async () => {
    server.play(fakeReply.json(VALID_ANSWER));
    const result = await engineFor().analyze(INPUT);
    expect(result.engine.provider).toBe('openai');
    expect(result.engine.version).toContain('test-model');
    expect(result.engine.fallbackReason).toBeUndefined();
    expect(result.documentType).toBe('other');
    if (result.documentType !== 'other') return;
    expect(result.keyInsights.map((insight) => insight.title)).toEqual(['Longer weekday hours']);
    expect(result.recommendations[0]?.evidence).toEqual(VALID_ANSWER.recommendations[0]?.evidence);
  });

  it('sends the configured model, the key as a bearer token and the schema of the requested type', async () => {
    server.play(fakeReply.json(VALID_ANSWER));
    await engineFor().analyze(INPUT);
    const [request] = server.requests;
    expect(request?.authorization).toBe('Bearer sk-test-key');
    expect(request?.body.model).toBe('test-model');
    expect(request?.body.response_format?.type).toBe('json_schema');
    const schema = request?.body.response_format?.json_schema?.schema as { properties: Record<string, unknown> };
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['summary', 'keyInsights', 'recommendations', 'overallAssessment']),
    );
    const userMessage = request?.body.messages?.find((message) => message.role === 'user')?.content ?? '';
    expect(userMessage).toContain('funding in April');
  });

  it('retries after a 429 and then uses the answer', async () => {
    server.play(fakeReply.rateLimited(0), fakeReply.json(VALID_ANSWER));
    const result = await engineFor().analyze(INPUT);
    expect(result.engine.provider).toBe('openai');
    expect(server.requests).toHaveLength(2);
  });

  it('falls back to the local engine, saying why, when the answer is not JSON even after a repair request', async () => {
    server.play(fakeReply.text('{"summary": ["The library'), fakeReply.text('Sure! Here is the analysis:'));
    const result = await engineFor().analyze(INPUT);
    expect(result.engine.provider).toBe('local');
    expect(result.engine.fallbackReason).toMatch(/valid JSON/);
    expect(server.requests).toHaveLength(2);
    const repair = server.requests[1]?.body.messages?.at(-1)?.content ?? '';
    expect(repair).toMatch(/not valid JSON/);
  });

  it('uses a repaired answer when the first one was malformed', async () => {
    server.play(fakeReply.text('{"summary": '), fakeReply.json(VALID_ANSWER));
    const result = await engineFor().analyze(INPUT);
    expect(result.engine.provider).toBe('openai');
  });

  it('falls back when the answer does not match the schema after a repair request', async () => {
    const invalid = { ...VALID_ANSWER, overallAssessment: { score: 'great' }, summary: [] };
    server.play(fakeReply.json(invalid), fakeReply.json(invalid));
    const result = await engineFor().analyze(INPUT);
    expect(result.engine.provider).toBe('local');
    expect(result.engine.fallbackReason).toMatch(/expected structure/);
    expect(server.requests[1]?.body.messages?.at(-1)?.content).toMatch(/overallAssessment/);
  });

  it('drops findings whose quote is not on the page and restores the page’s spelling of re-flowed quotes', async () => {
    server.play(
      fakeReply.json({
        ...VALID_ANSWER,
        keyInsights: [
          ...VALID_ANSWER.keyInsights,
          {
            title: 'Invented',
            description: 'A quote the document does not contain.',
            evidence: { page: 1, quote: 'The library will close on Sundays.' },
          },
          {
            title: 'Wrong page',
            description: 'A real quote attributed to the wrong page.',
            evidence: { page: 1, quote: 'Weekend hours stay the same.' },
          },
        ],
        recommendations: [
          {
            ...VALID_ANSWER.recommendations[0],
            // The page breaks this sentence across two lines.
            evidence: { page: 2, quote: 'has not been approved yet, and the committee will ask the council' },
          },
        ],
      }),
    );
    const result = await engineFor().analyze(INPUT);
    expect(result.engine.provider).toBe('openai');
    if (result.documentType !== 'other') throw new Error('expected an "other" result');
    expect(result.keyInsights.map((insight) => insight.title)).toEqual(['Longer weekday hours']);
    expect(result.recommendations[0]?.evidence?.quote).toBe(
      'has not been approved yet,\nand the committee will ask the council',
    );
    expect(evidenceNotInDocument(collectEvidence(result), PAGES)).toEqual([]);
  });

  it('falls back after 500s until the retries are exhausted', async () => {
    server.play(fakeReply.serverError(), fakeReply.serverError(), fakeReply.serverError());
    const result = await engineFor({ maxRetries: 2 }).analyze(INPUT);
    expect(result.engine.provider).toBe('local');
    expect(result.engine.fallbackReason).toMatch(/HTTP 500/);
    expect(server.requests).toHaveLength(3);
  });

  it('falls back when the server does not answer in time', async () => {
    const slow = fakeReply.slow(1_500, fakeReply.json(VALID_ANSWER));
    server.play(slow, slow);
    const result = await engineFor({ timeoutMs: 200, maxRetries: 1 }).analyze(INPUT);
    expect(result.engine.provider).toBe('local');
    expect(result.engine.fallbackReason).toMatch(/in time/);
    expect(server.requests).toHaveLength(2);
  });

  it('falls back when the whole analysis takes longer than its time budget', async () => {
    server.play(fakeReply.slow(1_500, fakeReply.json(VALID_ANSWER)));
    const result = await engineFor({ timeoutMs: 5_000, totalTimeMs: 300 }).analyze(INPUT);
    expect(result.engine.provider).toBe('local');
    expect(result.engine.fallbackReason).toMatch(/did not finish the analysis in time/);
  });

  it('switches to json_object mode when the server refuses json_schema', async () => {
    server.play(
      fakeReply.badRequest("Invalid parameter: 'response_format' of type 'json_schema' is not supported"),
      fakeReply.json(VALID_ANSWER),
    );
    const result = await engineFor().analyze(INPUT);
    expect(result.engine.provider).toBe('openai');
    const second = server.requests[1]?.body;
    expect(second?.response_format?.type).toBe('json_object');
    expect(second?.messages?.at(-1)?.content).toMatch(/JSON Schema/);
  });

  it('stops instead of falling back when the caller aborts', async () => {
    server.play(fakeReply.slow(1_000, fakeReply.json(VALID_ANSWER)));
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('time limit')), 100);
    await expect(engineFor().analyze(INPUT, { signal: controller.signal })).rejects.toThrow('time limit');
  });

  it('sends a long document in several chunks and analyses the passages they yield', async () => {
    const pages: DocumentPage[] = Array.from({ length: 6 }, (_, index) => ({
      pageNumber: index + 1,
      text: `Section ${index + 1}. The tenant pays rent number ${index + 1} on the first day of the month. ${'Filler text. '.repeat(60)}`,
    }));
    // About 220 tokens a page, 500 per chunk: two pages a chunk.
    const chunkCount = 3;
    for (let chunk = 0; chunk < chunkCount; chunk++) {
      const page = chunk * 2 + 1;
      server.play(
        fakeReply.json({
          passages: [
            { page, quote: `The tenant pays rent number ${page} on the first day`, note: 'payment' },
            { page, quote: 'A sentence that is nowhere in the document.', note: 'invented' },
          ],
        }),
      );
    }
    server.play(
      fakeReply.json({
        ...VALID_ANSWER,
        keyInsights: [
          {
            title: 'Rent',
            description: 'Rent is due monthly.',
            evidence: { page: 5, quote: 'The tenant pays rent number 5' },
          },
        ],
        recommendations: [],
      }),
    );
    const result = await engineFor({ chunkTokenBudget: 500 }).analyze({ ...INPUT, pages });

    expect(result.engine.provider).toBe('openai');
    expect(server.requests).toHaveLength(chunkCount + 1);
    const userTexts = server.requests.map(
      (request) => request.body.messages?.find((message) => message.role === 'user')?.content ?? '',
    );
    expect(userTexts[0]).toContain('Section 2.');
    expect(userTexts[0]).not.toContain('Section 3.');
    expect(userTexts[2]).toContain('Section 6.');
    expect(userTexts[2]).not.toContain('Section 4.');
    const final = userTexts[chunkCount] ?? '';
    expect(final).toContain('The tenant pays rent number 3 on the first day');
    expect(final).not.toContain('nowhere in the document');
    expect(final).not.toContain('Filler text');
    if (result.documentType !== 'other') throw new Error('expected an "other" result');
    expect(result.keyInsights[0]?.evidence).toEqual({ page: 5, quote: 'The tenant pays rent number 5' });
  });
});

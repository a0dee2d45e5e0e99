import { type FakeOpenAiServer, fakeReply, startFakeOpenAiServer } from '@doclens/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAiAnswerer } from '../src/openai/openai-answerer';

const document = {
  documentType: 'contract' as const,
  pages: [
    { pageNumber: 1, text: 'SERVICES AGREEMENT\nThis Agreement is made between Acme Ltd and Beta LLC.' },
    {
      pageNumber: 2,
      text: 'This Agreement shall be governed by the laws of the State of Delaware. Either party may terminate this Agreement on ninety (90) days written notice.',
    },
  ],
};

let server: FakeOpenAiServer;
beforeEach(async () => {
  server = await startFakeOpenAiServer();
});
afterEach(async () => {
  await server.close();
});

const answerer = (timeoutMs = 5000) =>
  createOpenAiAnswerer({ baseUrl: server.baseUrl, model: 'test-model', maxRetries: 0, timeoutMs });

describe('the OpenAI answer provider', () => {
  it('gives the model the retrieved passages with their pages and keeps the claims their page supports', async () => {
    server.play(
      fakeReply.json({
        found: true,
        claims: [
          {
            text: 'Delaware law governs the agreement.',
            page: 2,
            quote: 'This Agreement shall be governed by the laws of the State of Delaware.',
          },
        ],
      }),
    );
    const result = await answerer().answer('Which law governs this agreement?', document);
    const prompt = server.requests[0]?.body.messages?.map((message) => message.content).join('\n') ?? '';
    expect(server.requests[0]?.body.response_format?.type).toBe('json_schema');
    expect(prompt).toContain('(page 2) This Agreement shall be governed by the laws of the State of Delaware.');
    expect(result).toMatchObject({
      found: true,
      answer: 'Delaware law governs the agreement.',
      citations: [{ page: 2, quote: 'This Agreement shall be governed by the laws of the State of Delaware.' }],
      engine: { provider: 'openai' },
    });
  });

  it('drops a claim citing a passage the document does not hold, and says the document does not seem to say', async () => {
    server.play(
      fakeReply.json({
        found: true,
        claims: [
          {
            text: 'It renews every year.',
            page: 2,
            quote: 'This Agreement renews automatically for successive one-year terms.',
          },
        ],
      }),
    );
    const result = await answerer().answer('Does the agreement renew?', document);
    expect(result.found).toBe(false);
    expect(result.answer).toMatch(/^This document does not seem to say/);
    expect(result.answer).not.toContain('renews every year');
    for (const citation of result.citations) {
      expect(document.pages.find((page) => page.pageNumber === citation.page)?.text).toContain(citation.quote);
    }
  });

  it('answers with the local engine when the model times out, and says so', async () => {
    server.play(fakeReply.slow(2000, fakeReply.json({ found: false, claims: [] })));
    const result = await answerer(300).answer('Which law governs this agreement?', document);
    expect(result.found).toBe(true);
    expect(result.answer).toContain('Delaware');
    expect(result.answer).toContain('Answered offline');
    expect(result.engine).toMatchObject({ provider: 'local', fallbackReason: 'The AI model did not answer in time.' });
    expect(result.citations[0]).toEqual({
      page: 2,
      quote: 'This Agreement shall be governed by the laws of the State of Delaware.',
    });
  });
});

import { type FakeOpenAiServer, fakeReply, startFakeOpenAiServer } from '@doclens/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBulkEngine } from '../local/bulk/bulk-engine';
import { createOpenAiBulkEngine } from './openai-bulk-engine';

const pages = [
  {
    pageNumber: 1,
    text: 'This Supply Agreement is made between Northwind Traders, Inc. and Contoso Foods LLC.\nThis Agreement shall be governed by the laws of the State of New York.',
  },
];

let server: FakeOpenAiServer;

beforeAll(async () => {
  server = await startFakeOpenAiServer();
});

afterAll(async () => {
  await server?.close();
});

const engine = () =>
  createOpenAiBulkEngine({
    baseUrl: server.baseUrl,
    model: 'test-model',
    fallback: createLocalBulkEngine(),
    maxRetries: 0,
  });

describe('bulk analysis by an OpenAI-compatible model', () => {
  it('keeps a value whose quote stands on its page and empties one whose quote does not', async () => {
    server.play(
      fakeReply.json({
        cells: [
          {
            field: 'Governing Law',
            value: 'New York',
            page: 1,
            quote: 'governed by the laws of the State of New York',
          },
          { field: 'Renewal Term', value: 'two years', page: 1, quote: 'renews automatically for two years' },
        ],
      }),
    );
    const cells = await engine().extractFields(pages, ['Governing Law', 'Renewal Term']);
    expect(cells).toEqual([
      {
        field: 'Governing Law',
        value: 'New York',
        citation: { page: 1, quote: 'governed by the laws of the State of New York' },
        confidence: 0.8,
      },
      { field: 'Renewal Term', value: '', citation: null, confidence: 0 },
    ]);
    const prompt =
      server.requests
        .at(-1)
        ?.body.messages?.map((message) => message.content)
        .join('\n') ?? '';
    expect(prompt).toContain('[page 1] This Agreement shall be governed by the laws of the State of New York.');
  });

  it('scores with verified key points, and falls back to the local engine when the model fails', async () => {
    server.play(
      fakeReply.json({
        score: 72,
        keyPoints: [
          { text: 'New York law', page: 1, quote: 'the laws of the State of New York' },
          { text: 'Invented', page: 1, quote: 'a clause that is not there' },
        ],
        analysis: 'Mostly fits.',
        reasoning: 'Governed by New York law.',
      }),
      fakeReply.serverError(),
    );
    const scored = await engine().score(pages, 'New York governing law');
    expect(scored.score).toBe(72);
    expect(scored.keyPoints.map((point) => point.citation)).toEqual([
      { page: 1, quote: 'the laws of the State of New York' },
      null,
    ]);
    const fallback = await engine().score(pages, 'New York governing law');
    expect(fallback).toEqual(await createLocalBulkEngine().score(pages, 'New York governing law'));
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type FakeOpenAiServer, fakeReply, startFakeOpenAiServer } from '@doclens/testing';
import { FIXTURES_DIR, fixturesPresent } from '@doclens/testing/shared-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagesOfText } from '../quality/result-validity';
import type { AnalysisInput } from '../src/analysis-engine';
import { createLocalEngine } from '../src/local/local-engine';
import { createOpenAiEngine } from '../src/openai/openai-engine';
import { chunkPages } from '../src/openai/page-chunks';
import { collectEvidence, evidenceNotInDocument } from '../src/text/evidence';

const BUDGET = 5_000;

describe.skipIf(!fixturesPresent)('OpenAI provider on a real long contract', () => {
  let server: FakeOpenAiServer;
  beforeAll(async () => {
    server = await startFakeOpenAiServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('sends every page once across several chunks and keeps only findings quoted from the contract', async () => {
    const textDir = join(FIXTURES_DIR, 'contracts/text');
    const name = readdirSync(textDir)
      .sort()
      .find((file) => readFileSync(join(textDir, file), 'utf8').length > BUDGET * 4 * 2);
    if (!name) throw new Error(`no contract text longer than two chunks in ${textDir}`);
    const pages = pagesOfText(readFileSync(join(textDir, name), 'utf8'));
    const input: AnalysisInput = { documentType: 'contract', parameters: { role: 'client' }, pages, filename: name };
    const chunks = chunkPages(pages, BUDGET);
    expect(chunks.length).toBeGreaterThan(1);

    // The model quotes the first line of each chunk, re-flowing its whitespace as models do.
    const firstLines = chunks.map((chunk) => firstLineOf(chunk[0]?.text ?? ''));
    chunks.forEach((chunk, index) => {
      server.play(
        fakeReply.json({
          passages: [{ page: chunk[0]?.pageNumber, quote: firstLines[index], note: 'opening of this part' }],
        }),
      );
    });
    const realQuote = { page: chunks[1]?.[0]?.pageNumber ?? 1, quote: firstLines[1] ?? '' };
    server.play(fakeReply.json(contractAnswer(realQuote)));

    const result = await createOpenAiEngine({
      apiKey: 'sk-test',
      baseUrl: server.baseUrl,
      model: 'test-model',
      fallback: createLocalEngine(),
      chunkTokenBudget: BUDGET,
      maxRetries: 0,
    }).analyze(input);

    expect(result.engine).toMatchObject({ provider: 'openai' });
    expect(server.requests).toHaveLength(chunks.length + 1);
    const sent = server.requests.slice(0, chunks.length).map((request) => request.body.messages?.at(-1)?.content ?? '');
    for (const page of pages) {
      const marker = `=== Page ${page.pageNumber} ===\n`;
      expect(sent.filter((text) => text.includes(marker))).toHaveLength(1);
    }
    if (result.documentType !== 'contract') throw new Error('expected a contract result');
    expect(result.keyTerms.map((term) => term.term)).toEqual(['Opening provision']);
    expect(result.risks).toEqual([]);
    expect(evidenceNotInDocument(collectEvidence(result), pages)).toEqual([]);
  });
});

function firstLineOf(text: string): string {
  const line = text.split('\n').find((candidate) => candidate.trim().split(/\s+/).length >= 4) ?? text.slice(0, 80);
  return line.trim().replace(/\s+/g, ' ');
}

function contractAnswer(quote: { page: number; quote: string }) {
  return {
    summary: ['A commercial agreement between two companies.'],
    riskAssessment: { overall: 'medium', overallScore: 50, highRisk: [], mediumRisk: [], lowRisk: [] },
    risks: [
      {
        finding: 'Unlimited liability',
        level: 'high',
        evidence: { page: 1, quote: 'The client accepts unlimited liability for all losses.' },
      },
    ],
    keyFindings: [],
    keyTerms: [
      {
        term: 'Opening provision',
        importance: 'medium',
        plainEnglishMeaning: 'How this part of the agreement begins.',
        quotedContext: quote.quote,
        actionRequired: 'Read it.',
        practicalImpact: 'Sets the scene.',
        evidence: quote,
      },
    ],
    industryContext: {
      marketAnalysis: 'Not assessed.',
      industryNorms: 'Not assessed.',
      regionalFactors: 'Not assessed.',
      benchmarkData: 'Not assessed.',
    },
    recommendations: {
      contractImprovements: [],
      immediateActions: [],
      resourcesAndLinks: [],
      longTermConsiderations: [],
    },
  };
}

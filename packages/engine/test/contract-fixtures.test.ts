import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContractAnalysis } from '@doclens/api';
import { FIXTURES_DIR, fixturesPresent } from '@doclens/testing/shared-fixtures';
import { describe, expect, it } from 'vitest';
import { pagesOfText } from '../quality/result-validity';
import { createLocalEngine } from '../src/local/local-engine';
import { analyzeContractPages } from './result-checks';

const CONTRACTS_DIR = join(FIXTURES_DIR, 'contracts');
const ROLES = ['employee', 'employer', 'client'] as const;

interface ClauseLabel {
  answer: string;
}
type Labels = Record<string, { clauses: Record<string, ClauseLabel> }>;

function contractTexts(): Array<{ file: string; text: string }> {
  const dir = join(CONTRACTS_DIR, 'text');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.txt'))
    .sort()
    .map((file) => ({ file, text: readFileSync(join(dir, file), 'utf8') }));
}

describe.skipIf(!fixturesPresent)('local contract analysis of the real contracts', () => {
  const contracts = fixturesPresent ? contractTexts() : [];

  it('has the reference texts to work on', () => {
    expect(contracts.length).toBeGreaterThanOrEqual(20);
  });

  it.each(ROLES)('gives every contract a valid, quoted analysis from the %s side', async (role) => {
    let withQuotedFindings = 0;
    for (const { text } of contracts) {
      const pages = pagesOfText(text);
      const result = await analyzeContractPages(pages, { role });
      expect(result.analysisParameters.role).toBe(role);
      expect(result.keyFindings.map((finding) => finding.score)).toEqual(
        [...result.keyFindings.map((finding) => finding.score)].sort((a, b) => b - a),
      );
      for (const finding of result.keyFindings) {
        // The quoted text shown in the finding is the evidence the viewer jumps to.
        expect(finding.quotedText).toBe(finding.evidence?.quote ?? '');
      }
      if (result.keyFindings.some((finding) => finding.evidence)) withQuotedFindings++;
    }
    // Real commercial contracts: nearly all contain clauses the engine knows.
    expect(withQuotedFindings).toBeGreaterThanOrEqual(contracts.length - 2);
  });

  it('finds the governing law of most contracts whose experts found one', async () => {
    const labels = JSON.parse(readFileSync(join(CONTRACTS_DIR, 'labels.json'), 'utf8')) as Labels;
    let labelled = 0;
    let found = 0;
    for (const [pdf, label] of Object.entries(labels)) {
      const answer = label.clauses['Governing Law']?.answer ?? '';
      if (answer === '' || answer === 'No') continue;
      labelled++;
      const text = readFileSync(join(CONTRACTS_DIR, 'text', pdf.replace(/\.pdf$/iu, '.txt')), 'utf8');
      const result = (await createLocalEngine().analyze({
        documentType: 'contract',
        parameters: { role: 'client' },
        pages: pagesOfText(text),
        filename: pdf,
      })) as ContractAnalysis;
      const finding = result.keyFindings.find((item) => item.title === 'Governing law');
      const place = answer.split(/[,;]/u)[0]?.trim().toLowerCase() ?? '';
      if (finding?.evidence && finding.description.toLowerCase().includes(place)) found++;
    }
    expect(labelled).toBeGreaterThan(15);
    expect(found / labelled).toBeGreaterThanOrEqual(0.8);
  });

  it('returns the same analysis for the same contract every time', async () => {
    const [first] = contracts;
    const input = {
      documentType: 'contract',
      parameters: { role: 'employee' },
      pages: pagesOfText(first?.text ?? ''),
      filename: 'same.pdf',
    } as const;
    const engine = createLocalEngine();
    expect(await engine.analyze(input)).toEqual(await createLocalEngine().analyze(structuredClone(input)));
  });
});

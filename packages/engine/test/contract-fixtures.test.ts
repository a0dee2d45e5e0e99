import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContractAnalysis } from '@doclens/api';
import { FIXTURES_DIR, fixturesPresent } from '@doclens/testing/shared-fixtures';
import { describe, expect, it } from 'vitest';
import { pagesOfText } from '../quality/result-validity';
import { createLocalEngine } from '../src/local/local-engine';
import { analyzeAndCheck } from './result-checks';

const CONTRACTS_DIR = join(FIXTURES_DIR, 'contracts');
const ROLES = ['employee', 'employer', 'client'] as const;
/**
 * From the client's side every contract is read (the governing-law test needs them all); from the
 * two other sides every fifth, enough to meet each side's wording on different contracts.
 * `npm run quality` ("Schema validity") reads every fixture PDF with every role in turn.
 */
const OTHER_SIDE_EVERY = 5;

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
  // Each contract is analysed once per side, whichever tests read the analysis: one test per contract
  // keeps each well inside the time limit on a loaded machine.
  const analyses = new Map<string, Promise<ContractAnalysis>>();
  const analysisOf = (file: string, role: (typeof ROLES)[number]): Promise<ContractAnalysis> => {
    const key = `${role} ${file}`;
    let analysis = analyses.get(key);
    if (!analysis) {
      const text = readFileSync(join(CONTRACTS_DIR, 'text', file), 'utf8');
      // Checked as every result is: it parses with the shared schema and each quote is on its page.
      analysis = analyzeAndCheck({
        documentType: 'contract',
        parameters: { role },
        pages: pagesOfText(text),
        filename: file.replace(/\.txt$/u, '.pdf'),
      }) as Promise<ContractAnalysis>;
      analyses.set(key, analysis);
    }
    return analysis;
  };

  it('has the reference texts to work on', () => {
    expect(contracts.length).toBeGreaterThanOrEqual(20);
  });

  const contractsReadBy = (role: (typeof ROLES)[number]) =>
    role === 'client' ? contracts : contracts.filter((_, index) => index % OTHER_SIDE_EVERY === 0);

  describe.each(ROLES)('from the %s side', (role) => {
    it.each(contractsReadBy(role).map(({ file }) => file))(
      'gives %s a valid analysis with findings quoted as shown',
      async (file) => {
        const result = await analysisOf(file, role);
        expect(result.analysisParameters.role).toBe(role);
        expect(result.keyFindings.map((finding) => finding.score)).toEqual(
          [...result.keyFindings.map((finding) => finding.score)].sort((a, b) => b - a),
        );
        for (const finding of result.keyFindings) {
          // The quoted text shown in the finding is the evidence the viewer jumps to.
          expect(finding.quotedText).toBe(finding.evidence?.quote ?? '');
        }
      },
    );

    it('quotes the clauses it finds in nearly every contract', async () => {
      const read = contractsReadBy(role);
      let withQuotedFindings = 0;
      for (const { file } of read) {
        const result = await analysisOf(file, role);
        if (result.keyFindings.some((finding) => finding.evidence)) withQuotedFindings++;
      }
      // Real commercial contracts: nearly all (nine in ten) contain clauses the engine knows.
      expect(withQuotedFindings).toBeGreaterThanOrEqual(read.length - Math.floor(read.length / 10));
    });
  });

  it('finds the governing law of most contracts whose experts found one', async () => {
    const labels = JSON.parse(readFileSync(join(CONTRACTS_DIR, 'labels.json'), 'utf8')) as Labels;
    let labelled = 0;
    let found = 0;
    for (const [pdf, label] of Object.entries(labels)) {
      const answer = label.clauses['Governing Law']?.answer ?? '';
      if (answer === '' || answer === 'No') continue;
      labelled++;
      const result = await analysisOf(pdf.replace(/\.pdf$/iu, '.txt'), 'client');
      const finding = result.keyFindings.find((item) => item.title === 'Governing law');
      const place = answer.split(/[,;]/u)[0]?.trim().toLowerCase() ?? '';
      if (finding?.evidence && finding.description.toLowerCase().includes(place)) found++;
    }
    expect(labelled).toBeGreaterThan(15);
    expect(found / labelled).toBeGreaterThanOrEqual(0.8);
  });

  it('returns the same analysis for the same contract every time', async () => {
    const [first] = contracts;
    const file = first?.file ?? '';
    // A second engine, on a copy of the input the file's shared analysis was made from.
    const input = {
      documentType: 'contract',
      parameters: { role: 'employee' },
      pages: pagesOfText(first?.text ?? ''),
      filename: file.replace(/\.txt$/u, '.pdf'),
    } as const;
    expect(await createLocalEngine().analyze(structuredClone(input))).toEqual(await analysisOf(file, 'employee'));
  });
});

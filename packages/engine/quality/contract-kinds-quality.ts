import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContractAnalysis } from '@doclens/api';
import { contractKindOf } from '../src/local/contract/contract-kind';
import { createLocalEngine } from '../src/local/local-engine';
import { prepareDocumentText } from '../src/text/document-text';
import { CORPUS_CONTRACTS_DIR, contractPages } from '../training/corpus-contracts';
import { corpusModeRequested } from './contract-quality';
import type { QualityRow, QualitySectionRunner } from './quality-section';

/** Missing-clause findings are the ones with nothing to quote. */
const NOT_FOUND = 'Not found in the document';

interface KindTally {
  documents: number;
  byTitle: Map<string, number>;
}

/**
 * How many "missing clause" findings each kind of contract gets (read from the client's side), and how
 * many documents are amendments, attachments or fragments, which get none. Figures only: no text of a
 * contract is printed, so the held-out contracts can be counted with the rest.
 */
export const contractKindsQuality: QualitySectionRunner = async (fixturesDir) => {
  const fixtures = await tallyKinds(textFiles(join(fixturesDir, 'contracts', 'text')));
  const corpus =
    corpusModeRequested() && existsSync(CORPUS_CONTRACTS_DIR)
      ? await tallyKinds(textFiles(join(CORPUS_CONTRACTS_DIR, 'text')))
      : undefined;
  const judged = corpus ?? fixtures;
  const rows: QualityRow[] = [
    { measure: 'contracts read', value: String(count(judged, () => true)) },
    ...['warranty period', 'insurance', 'limitation of liability', 'termination rights', 'governing law'].map(
      (clause) => ({
        measure: `"No ${clause} clause" findings`,
        value: String(sum(judged, (title) => title === `No ${clause} clause`)),
      }),
    ),
    { measure: 'missing-clause findings in all', value: String(sum(judged, () => true)) },
    {
      measure: 'amendments, attachments and fragments (no missing-clause findings)',
      value: String(count(judged, (key) => key.includes('['))),
    },
  ];
  const notes = [...judged]
    .sort((a, b) => b[1].documents - a[1].documents)
    .map(([key, tally]) => {
      const titles = [...tally.byTitle].map(([title, times]) => `${title} ${times}`).join(', ');
      return `${key}: ${tally.documents} documents; ${titles || 'no missing-clause findings'}`;
    });
  return {
    title: `Missing clauses by kind of contract (${corpus ? 'CUAD corpus' : 'fixtures'}, client side)`,
    rows,
    notes,
  };
};

function textFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.txt'))
    .map((name) => join(dir, name));
}

async function tallyKinds(files: readonly string[]): Promise<Map<string, KindTally>> {
  const engine = createLocalEngine();
  const tallies = new Map<string, KindTally>();
  for (const file of files) {
    const pages = contractPages(readFileSync(file, 'utf8'));
    const kind = contractKindOf(prepareDocumentText(pages).sentences);
    const key = kind.form === 'agreement' ? kind.label : `${kind.label} [${kind.form}]`;
    const result = (await engine.analyze({
      documentType: 'contract',
      parameters: { role: 'client' },
      pages,
      filename: 'contract.pdf',
    })) as ContractAnalysis;
    const tally = tallies.get(key) ?? { documents: 0, byTitle: new Map<string, number>() };
    tally.documents++;
    for (const finding of result.keyFindings.filter((candidate) => candidate.section === NOT_FOUND)) {
      tally.byTitle.set(finding.title, (tally.byTitle.get(finding.title) ?? 0) + 1);
    }
    tallies.set(key, tally);
  }
  return tallies;
}

function sum(tallies: ReadonlyMap<string, KindTally>, wanted: (title: string) => boolean): number {
  let total = 0;
  for (const tally of tallies.values()) {
    for (const [title, times] of tally.byTitle) if (wanted(title)) total += times;
  }
  return total;
}

function count(tallies: ReadonlyMap<string, KindTally>, wanted: (key: string) => boolean): number {
  let total = 0;
  for (const [key, tally] of tallies) if (wanted(key)) total += tally.documents;
  return total;
}

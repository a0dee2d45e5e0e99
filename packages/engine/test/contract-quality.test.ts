import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixturePath, fixturesPresent } from '@doclens/testing/shared-fixtures';
import { afterAll, describe, expect, it } from 'vitest';
import { corpusModeRequested, measureContracts } from '../quality/contract-quality';

const FIXTURE_CONTRACTS = fixturePath('contracts/');
/**
 * The measuring tool is checked on a folder of its own with a few labelled contracts: the figures
 * of all 25 are `npm run quality`'s to measure (its contract section reads this same function).
 */
const SAMPLE_SIZE = 3;

type Labels = Record<string, { clauses: Record<string, { answer: string }> }>;

/**
 * A labelled folder laid out as the fixtures are (labels.json beside text/), holding the shortest
 * fixture contracts whose experts named a governing law: short keeps the test quick.
 */
function sampleFolder(scratch: string): string {
  const labels = JSON.parse(readFileSync(join(FIXTURE_CONTRACTS, 'labels.json'), 'utf8')) as Labels;
  const textOf = (pdf: string) => join(FIXTURE_CONTRACTS, 'text', pdf.replace(/\.pdf$/iu, '.txt'));
  const chosen = Object.keys(labels)
    .filter((pdf) => (labels[pdf]?.clauses['Governing Law']?.answer ?? '') !== '')
    .sort((a, b) => readFileSync(textOf(a), 'utf8').length - readFileSync(textOf(b), 'utf8').length)
    .slice(0, SAMPLE_SIZE);
  mkdirSync(join(scratch, 'text'));
  for (const pdf of chosen) symlinkSync(textOf(pdf), join(scratch, 'text', pdf.replace(/\.pdf$/iu, '.txt')));
  writeFileSync(
    join(scratch, 'labels.json'),
    JSON.stringify(Object.fromEntries(chosen.map((pdf) => [pdf, labels[pdf]]))),
  );
  return scratch;
}

describe('contract quality corpus mode', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'contract-quality-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('is asked for by --corpus or QUALITY_CORPUS=1, and is off by default', () => {
    expect(corpusModeRequested(['node', 'run-quality-report.ts'], {})).toBe(false);
    expect(corpusModeRequested(['node', 'run-quality-report.ts', '--corpus'], {})).toBe(true);
    expect(corpusModeRequested(['node', 'run-quality-report.ts'], { QUALITY_CORPUS: '1' })).toBe(true);
    expect(corpusModeRequested(['node', 'run-quality-report.ts'], { npm_config_corpus: 'true' })).toBe(true);
  });

  it.skipIf(!fixturesPresent)('measures any folder of labelled contracts', async () => {
    const figures = await measureContracts(sampleFolder(scratch));
    expect(figures.contracts).toBe(SAMPLE_SIZE);
    expect(figures.lawLabelled).toBe(SAMPLE_SIZE);
    expect(figures.counts.get('Governing Law')?.truePositive).toBeGreaterThan(0);
  });
});

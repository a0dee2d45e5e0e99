import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { currentFindings } from '../quality/judgement-findings';
import { readContractPages } from '../training/corpus-contracts';

/** The smallest agreement of the committed measuring set, so the one engine run stays short. */
const SMALLEST = 'github-enterprise-cloud-addendum.txt';
/** A short agreement of the set on which the engine has findings to give (the smallest has almost none). */
const SHORT = 'github-event-terms.txt';
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'unseen-contracts-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('contracts nobody on the team has read, committed for measuring', () => {
  it('reads a contract of the committed set by its file name, paged like the corpus texts', () => {
    const pages = readContractPages(SMALLEST);
    expect(pages.length).toBeGreaterThan(0);
    expect(pages[0]?.pageNumber).toBe(1);
    expect(pages[0]?.text.split('\n')[0]).toBe('GitHub Enterprise Cloud Addendum');
  });

  it('says where it looked when a contract name is in neither place', () => {
    expect(() => readContractPages('No_Such_Agreement.txt')).toThrow(/unseen-contracts/u);
  });

  it('gives the engine’s findings on a contract of the committed set to the judgement tools', async () => {
    const findings = await currentFindings([SHORT]);
    expect(findings.length).toBeGreaterThan(0);
    expect(findings.every((finding) => finding.contract === SHORT && finding.statement !== '')).toBe(true);
  });

  it('exports for rating only the findings of that contract nobody has rated yet', () => {
    const list = join(scratch, 'contracts.list');
    const out = join(scratch, 'unrated.jsonl');
    writeFileSync(list, `${SHORT}\n`);
    const printed = execFileSync(
      join(ROOT, 'node_modules/.bin/tsx'),
      ['packages/engine/quality/judgement-export.ts', '--contracts', list, '--out', out],
      { cwd: ROOT, stdio: 'pipe', encoding: 'utf8' },
    );
    expect(printed).toMatch(/unjudged findings from 1 contracts written to/u);
    const lines = readFileSync(out, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { contract: string; label: string; statement: string });
    expect(lines.every((line) => line.contract === SHORT && line.label === '' && line.statement !== '')).toBe(true);
  });
});

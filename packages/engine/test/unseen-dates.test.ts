import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dateTallies, readDateLabels, UNSEEN_DATES_FILE } from '../quality/unseen-dates-quality';
import { UNSEEN_CONTRACTS_DIR } from '../training/corpus-contracts';

const scratch = mkdtempSync(join(tmpdir(), 'unseen-dates-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the dates read off the committed agreements by a person', () => {
  it('names only agreements of the set, once each, with dates as YYYY-MM-DD or none', () => {
    const labels = readDateLabels(UNSEEN_DATES_FILE);
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.every((label) => existsSync(join(UNSEEN_CONTRACTS_DIR, label.contract)))).toBe(true);
    expect(new Set(labels.map((label) => label.contract)).size).toBe(labels.length);
  });

  it('refuses a malformed line and says which', () => {
    const file = join(scratch, 'bad.jsonl');
    const line = {
      contract: 'x.txt',
      agreementDate: '5 May 2020',
      expirationDate: null,
      reason: 'r',
      labelledAt: '2026-12-06',
    };
    writeFileSync(file, `${JSON.stringify(line)}\n`);
    expect(() => readDateLabels(file)).toThrow(/bad\.jsonl:1: a date is YYYY-MM-DD/u);
  });

  it('counts a date the engine does not give as a miss, and a date where none is stated apart', async () => {
    const tallies = await dateTallies([
      {
        contract: 'github-event-terms.txt',
        agreementDate: '1900-01-01',
        expirationDate: null,
        reason: 'a date no agreement of the set has',
        labelledAt: '2026-12-06',
      },
    ]);
    expect(tallies['Agreement Date']).toMatchObject({ stated: 1, matched: 0, none: 0 });
    expect(tallies['Expiration Date']).toMatchObject({ stated: 0, none: 1 });
  });
});

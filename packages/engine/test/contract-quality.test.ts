import { fixturePath, fixturesPresent } from '@doclens/testing/shared-fixtures';
import { describe, expect, it } from 'vitest';
import { corpusModeRequested, measureContracts } from '../quality/contract-quality';

const FIXTURE_CONTRACTS = fixturePath('contracts/');

describe('contract quality corpus mode', () => {
  it('is asked for by --corpus or QUALITY_CORPUS=1, and is off by default', () => {
    expect(corpusModeRequested(['node', 'run-quality-report.ts'], {})).toBe(false);
    expect(corpusModeRequested(['node', 'run-quality-report.ts', '--corpus'], {})).toBe(true);
    expect(corpusModeRequested(['node', 'run-quality-report.ts'], { QUALITY_CORPUS: '1' })).toBe(true);
    expect(corpusModeRequested(['node', 'run-quality-report.ts'], { npm_config_corpus: 'true' })).toBe(true);
  });

  it.skipIf(!fixturesPresent)(
    'measures any folder of labelled contracts',
    async () => {
      const figures = await measureContracts(FIXTURE_CONTRACTS);
      expect(figures.contracts).toBe(25);
      expect(figures.lawLabelled).toBeGreaterThan(0);
      expect(figures.counts.get('Governing Law')?.truePositive).toBeGreaterThan(0);
      // 25 whole contracts: about 15 s alone, several times that on two cores shared with other test files.
      // The limit only ends a hung run.
    },
    240_000,
  );
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES_DIR, fixturesPresent } from '@doclens/testing/shared-fixtures';
import { describe, expect, it } from 'vitest';
import { pagesOfText } from '../quality/result-validity';
import { collectEvidence } from '../src/text/evidence';
import { analyzeOtherPages } from './result-checks';

const TEXT_DIR = join(FIXTURES_DIR, 'contracts', 'text');
/** A handful spread over the folder keeps the suite quick while covering different layouts. */
const SAMPLE_EVERY = 6;
/** Notes that nothing was found quote nothing. */
const NOTHING_TO_QUOTE = new Set(['Keep the current structure', 'Nothing needs action']);

describe.skipIf(!fixturesPresent)('other-type analysis of real documents', () => {
  const names = fixturesPresent
    ? readdirSync(TEXT_DIR)
        .sort()
        .filter((_, index) => index % SAMPLE_EVERY === 0)
    : [];

  it('quotes the document for every insight, recommendation and score factor', async () => {
    for (const name of names) {
      const pages = pagesOfText(readFileSync(join(TEXT_DIR, name), 'utf8'));
      const result = await analyzeOtherPages(pages, {});
      expect(result.keyInsights.length, name).toBeGreaterThanOrEqual(3);
      expect(
        result.keyInsights.every((insight) => insight.evidence !== undefined),
        name,
      ).toBe(true);
      expect(
        result.overallAssessment.factors?.every((factor) => factor.evidence !== undefined),
        name,
      ).toBe(true);
      expect(collectEvidence(result.recommendations).length, name).toBe(
        result.recommendations.filter((item) => !NOTHING_TO_QUOTE.has(item.title)).length,
      );
    }
  }, 60_000);
});

import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { quotesTitled } from './contract-advice-seen';
import { analyzeContractLines } from './result-checks';

/**
 * An entire-agreement clause names warranties only to say that none outside the agreement count ("supersedes all
 * prior representations and warranties", "there are no warranties other than those in this Agreement"): it makes no
 * promise about quality and disclaims none, so it is not quoted as "Warranties and disclaimers". A disclaimer of
 * implied warranties kept in the same sentence still is. Agreements written for these tests.
 */
async function agreement(...terms: string[]): Promise<ContractAnalysis> {
  return analyzeContractLines([
    'DESIGN SERVICES AGREEMENT',
    'This Agreement is made between Okapi Studio LLP ("the Designer") and Fernhill Bakery Ltd ("the Client").',
    '1. Services. The Designer shall design a new shop front and labels for the Client.',
    '2. Fees. The Client shall pay the Designer £4,000 on delivery of the final designs.',
    ...terms.map((term, index) => `${index + 3}. ${term}`),
  ]);
}

const ENTIRE_AGREEMENTS = [
  'Entire agreement. This Agreement is the entire agreement between the parties, and there are no representations, warranties or undertakings other than those it sets out.',
  'Whole agreement. This Agreement supersedes all earlier discussions, promises, representations and warranties between the parties, whether oral or written.',
  'This Agreement contains the entire understanding of the parties about its subject; neither party gives any warranty or representation except as expressly stated in it.',
];
const WARRANTY =
  'Quality. The Designer warrants that the designs will be original and prepared with reasonable skill and care.';

describe('an entire-agreement clause', () => {
  it('is not listed as warranties and disclaimers', async () => {
    for (const clause of ENTIRE_AGREEMENTS) {
      expect(quotesTitled(await agreement(clause), 'Warranties and disclaimers')).toEqual([]);
    }
  });

  it('leaves the warranty the agreement gives to be quoted', async () => {
    for (const clause of ENTIRE_AGREEMENTS) {
      const quotes = quotesTitled(await agreement(clause, WARRANTY), 'Warranties and disclaimers');
      expect(quotes.length).toBeGreaterThan(0);
      for (const quote of quotes) expect(quote).toMatch(/reasonable skill and care/u);
    }
  });

  it('still counts when it also excludes implied warranties of quality', async () => {
    const quotes = quotesTitled(
      await agreement(
        'This Agreement is the entire agreement of the parties, and all implied warranties of merchantability and fitness for a particular purpose are excluded.',
      ),
      'Warranties and disclaimers',
    );
    expect(quotes.length).toBeGreaterThan(0);
  });
});

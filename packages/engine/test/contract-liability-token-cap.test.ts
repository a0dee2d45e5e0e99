import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { isTokenSum } from '../src/local/contract/token-cap';
import { analyseClientServicesAgreement as analyse } from './client-services-agreement';
import { quotesTitled, risksAndFindingsTold, somethingTold } from './contract-advice-seen';

/**
 * A cap is read however the ceiling is worded ("the Provider's total liability … is $40"), and a cap at a token
 * sum is told as leaving next to nothing to recover, not "only part" of a loss. Sentences written for these tests.
 */
function limitTold(result: ContractAnalysis): string {
  return somethingTold(risksAndFindingsTold(result, 'Limitation of liability'));
}

function capListed(result: ContractAnalysis): string | undefined {
  return (result.clauses ?? []).find((clause) => clause.title === 'Liability cap')?.value;
}

describe('a token sum', () => {
  it.each(['$40', '£1.00', 'USD 75', 'twenty pounds', 'FIFTY DOLLARS ($50.00)'])('is one: %s', (cap) => {
    expect(isTokenSum(cap)).toBe(true);
  });

  it.each([
    '$25,000',
    'the greater of $100 or the fees paid in the prior year',
    'the fees paid in the twelve months before the claim',
    'USD 5,000',
  ])('is not: %s', (cap) => {
    expect(isTokenSum(cap)).toBe(false);
  });
});

describe('a cap stated as what the total liability is', () => {
  const TOTAL_IS =
    'Limit. The maximum aggregate liability of the Provider to the Client for every claim of any kind is $40, whatever the cause.';

  it('is read as a cap with its figure', async () => {
    expect(capListed(await analyse(TOTAL_IS))).toBe('$40');
  });

  it('is told beside an exclusion of indirect loss, which then leaves no direct loss "as it is"', async () => {
    const told = limitTold(
      await analyse(
        'Exclusion. The Provider shall not be liable for any indirect, special or consequential damages.',
        TOTAL_IS,
      ),
    );
    expect(told).toMatch(/caps [^.]*liability at \$40, a token sum/u);
    expect(told).not.toMatch(/leaves (?:claims for )?(?:other )?direct loss as (?:it is|they are)/u);
  });

  it('is not read from a liability that "is" something other than an amount', async () => {
    expect(
      capListed(await analyse('Liability. The total liability of the Provider is several and not joint.')),
    ).toBeUndefined();
  });
});

describe('the party a cap names', () => {
  it('is not taken from the suppliers or licensors it also covers', async () => {
    const told = limitTold(
      await analyse(
        'Exclusion. The Provider shall not be liable for any indirect, special or consequential damages.',
        'Limit. THE PROVIDER’S AND ITS LICENSORS’ AGGREGATE LIABILITY FOR EVERY CLAIM IS $40.',
      ),
    );
    expect(told).not.toMatch(/LICENSORS’s|SUPPLIERS’s/u);
  });
});

describe('a cap at the value of what the deal gives', () => {
  it('is read with that value as its figure', async () => {
    const value = capListed(
      await analyse(
        'Limit. Under this Agreement the total liability of the Provider shall not be more than the total amount of the award made to the Client.',
      ),
    );
    expect(value).toMatch(/^the total amount of the award made to the Client$/u);
  });
});

describe('a cap at a token sum', () => {
  it('is told as leaving next to nothing to recover, not only part of a loss', async () => {
    const told = limitTold(
      await analyse('Cap. The total liability of the Provider under this Agreement shall not exceed five pounds (£5).'),
    );
    expect(told).toMatch(/next to nothing/u);
    expect(told).toMatch(/a token sum/u);
    expect(told).not.toMatch(/only part of it/u);
  });

  it('leaves a cap of real size told as recovering only part', async () => {
    const told = limitTold(
      await analyse('Cap. The total liability of the Provider under this Agreement shall not exceed $250,000.'),
    );
    expect(told).toMatch(/only part of it/u);
    expect(told).not.toMatch(/token/u);
  });
});

describe('a party spared paying refunds or taxes', () => {
  const REFUND =
    'Refunds. In no event will the Provider be liable for any refunds owed to end users, which the Client handles.';

  it('is no limitation of liability: the cap is quoted instead', async () => {
    const result = await analyse(
      REFUND,
      'Cap. The total liability of the Provider under this Agreement shall not exceed $250,000.',
    );
    const quotes = quotesTitled(result, 'Limitation of liability').join('\n');
    expect(quotes).toMatch(/\$250,000/u);
    expect(quotes).not.toMatch(/refund/u);
  });
});

describe('a mutual release from liability for some events, with no amount', () => {
  it('is not told as capping your exposure', async () => {
    const told = limitTold(
      await analyse(
        'Outages. In no event shall either of the parties be liable to the other for any damage to property caused by a failure of the public power grid.',
      ),
    );
    expect(told).not.toMatch(/exposure is capped/u);
    expect(told).toMatch(/claims against you are shut out/u);
    expect(told).toMatch(/you cannot claim from the other side at all/u);
    expect(told).not.toMatch(/only part of it/u);
  });
});

describe('a sentence saying only that liability is limited', () => {
  it.each([
    'Limits. The cases in which either of us may be liable to the other for losses under these terms are limited.',
    'Limits. Under this Agreement, what each party is liable for will be limited to the fullest extent applicable law permits.',
  ])('is not quoted over the cap itself: %s', async (summary) => {
    const result = await analyse(
      summary,
      'Cap. The total liability of the Provider under this Agreement shall not exceed $250,000.',
    );
    expect(quotesTitled(result, 'Limitation of liability').join('\n')).toMatch(/\$250,000/u);
  });
});

describe('an exclusion naming loss of use beside the kinds of loss', () => {
  it('is not told as leaving other direct loss as it is without it', async () => {
    const told = limitTold(
      await analyse(
        'Exclusion. In no event will the Provider be liable for any indirect or consequential damages, or for business interruption.',
      ),
    );
    expect(told).toMatch(/loss of use or business interruption however directly they arise/u);
  });
});

describe('an exclusion of "loss of" a list of things', () => {
  it('tells each thing lost as shut out', async () => {
    const told = limitTold(
      await analyse(
        'Exclusion. The Provider shall not be liable for any loss of revenue, goodwill, or data, or for any indirect or special damages.',
      ),
    );
    expect(told).toMatch(/lost goodwill/u);
    expect(told).toMatch(/lost data/u);
  });
});

import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { adviceOn } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// A licence written for these tests: Brackenford (the reader) makes the products and pays Velling a royalty.
const PREAMBLE =
  'This Patent License Agreement is made as of May 5, 2023 by and between Velling Labs Inc. ("Licensor") and Brackenford Devices Ltd. ("Licensee").';
const GRANT =
  'Licensor grants Licensee a non-exclusive license under the Licensed Patents to make and sell the products.';
const DEFINED =
  '"Net Sales" means the amounts invoiced by Licensee for the products, less returns, rebates and sales taxes.';
const ROYALTY = 'Licensee shall pay Licensor a royalty of three percent (3%) of Net Sales of the products.';

async function analyse(...sentences: string[]): Promise<ContractAnalysis> {
  const text = ['PATENT LICENSE AGREEMENT', PREAMBLE, GRANT, DEFINED, ROYALTY, ...sentences].join('\n\n');
  return analyzeContractText(text, { role: 'client', party: 'Brackenford' });
}

const shareAdvice = (result: ContractAnalysis) => adviceOn(result, 'Revenue or profit sharing');

describe('revenue-share advice when another sentence ends the share', () => {
  it('does not ask to end a royalty that stops when the last patent expires', async () => {
    const advice = shareAdvice(
      await analyse('Royalties shall be payable until the expiration of the last to expire of the Licensed Patents.'),
    );
    expect(advice).not.toBe('[[],[]]');
    expect(advice).not.toMatch(/end the share after a period/iu);
  });

  it('does not ask to end a royalty obligation that a sentence says ceases at termination', async () => {
    const advice = shareAdvice(
      await analyse(
        'The obligation to pay royalties shall cease upon the termination or expiration of this Agreement.',
      ),
    );
    expect(advice).not.toMatch(/end the share after a period/iu);
  });

  it('still asks to end a royalty that nothing ends', async () => {
    const advice = shareAdvice(await analyse('Licensee shall send Licensor a royalty report each quarter.'));
    expect(advice).toMatch(/end the share after a period/iu);
  });
});

/** The advice on the licensee's promise not to challenge the licensor's rights. */
function noChallengeAdvice(result: ContractAnalysis): string {
  return JSON.stringify(
    result.keyFindings.filter((finding) => finding.title === 'Covenant not to sue').map((f) => f.recommendation),
  );
}

describe('no-challenge advice when the promise already names the rights it protects', () => {
  it('does not ask to limit to the licensed rights a bar that names the licensor’s defined marks', async () => {
    const advice = noChallengeAdvice(
      await analyse(
        'Licensee shall not at any time contest the validity of the Velling Trademarks or Licensor’s title to them.',
      ),
    );
    expect(advice).not.toBe('[]');
    expect(advice).not.toMatch(/Limit it to the licensed rights/u);
  });

  it('does not ask it of a bar on attacking the licence granted here', async () => {
    const advice = noChallengeAdvice(
      await analyse('Licensee shall not attack the validity of the license granted herein.'),
    );
    expect(advice).not.toMatch(/Limit it to the licensed rights/u);
  });

  it('still asks it of a bar that reaches all of the licensor’s intellectual property', async () => {
    const advice = noChallengeAdvice(
      await analyse(
        'Licensee shall not contest the validity of Licensor’s ownership of any of its Intellectual Property.',
      ),
    );
    expect(advice).toMatch(/Limit it to the licensed rights/u);
  });
});

// A supply agreement written for these tests: Cobbleway (the reader) buys the parts only from Dunmere.
const SUPPLY_PREAMBLE =
  'This Supply Agreement is made as of July 7, 2024 by and between Dunmere Alloys Inc. ("Dunmere") and Cobbleway Tools LLC ("Cobbleway").';

async function supplyWith(...sentences: string[]): Promise<ContractAnalysis> {
  const text = [
    'SUPPLY AGREEMENT',
    SUPPLY_PREAMBLE,
    'Dunmere shall supply the Products listed in Schedule 1 to Cobbleway.',
    'Cobbleway shall pay Dunmere for each order within thirty (30) days of invoice.',
    ...sentences,
  ].join('\n\n');
  return analyzeContractText(text, { role: 'client', party: 'Cobbleway' });
}

const exclusivityAdvice = (result: ContractAnalysis) => adviceOn(result, 'Exclusivity');

const WHOLESALE_LIMITS =
  /Limit the exclusivity in time, area and products|Limit exclusivity to specific products and areas|limit it in time and area/u;

describe('exclusivity advice when the exclusivity is already limited', () => {
  it('does not ask to limit in time, area and products what the term, a territory and the products already bound', async () => {
    const advice = exclusivityAdvice(
      await supplyWith(
        'During the Term, Cobbleway shall not purchase the Products in the Territory from any other supplier.',
      ),
    );
    expect(advice).not.toBe('[[],[]]');
    expect(advice).not.toMatch(WHOLESALE_LIMITS);
    expect(advice).toMatch(/already limited/u);
  });

  it('still asks for the limits when the exclusivity names none', async () => {
    const advice = exclusivityAdvice(
      await supplyWith('Cobbleway shall not purchase any castings from any other supplier.'),
    );
    expect(advice).not.toBe('[[],[]]');
    expect(advice).not.toMatch(/already limited/u);
  });
});

describe('revenue-share advice when the quote names a defined base in other words', () => {
  it('reads a base written in capitals as the defined term', async () => {
    const text = [
      'PATENT LICENSE AGREEMENT',
      PREAMBLE,
      GRANT,
      DEFINED,
      'Licensee shall pay Licensor a royalty of three percent (3%) based upon the NET SALES of the products.',
    ].join('\n\n');
    const advice = shareAdvice(await analyzeContractText(text, { role: 'client', party: 'Brackenford' }));
    expect(advice).not.toBe('[[],[]]');
    expect(advice).not.toMatch(/Define the base/u);
  });
});

import { describe, expect, it } from 'vitest';
import { detectParties } from '../src/local/contract/contract-parties';
import { analyzeContractText } from './result-checks';

// Short names that say nothing of the deal: only the recital that one party licenses to others tells the sides.
const OPENING =
  'SOFTWARE LICENCE AGREEMENT This Agreement is made on 1 June 2024 by and between Tollan Systems Inc. ("Tollan") and Ravel Foods Ltd. ("Ravel").';
const OPERATIVE = 'NOW, THEREFORE, the parties agree as follows: 1. Term. This Agreement runs for three years.';

function sidesOf(recitals: string): Record<string, string | undefined> {
  const parties = detectParties(`${OPENING} ${recitals} ${OPERATIVE}`);
  return Object.fromEntries(parties.map((party) => [party.aliases[0] ?? party.name, party.side]));
}

describe('a party the recitals say licenses to others is the licensor', () => {
  it('reads "has developed and is entitled to license to others"', () => {
    expect(
      sidesOf('WHEREAS Tollan has developed and is entitled to license to others certain routing software.'),
    ).toEqual({ Tollan: 'provider', Ravel: 'recipient' });
  });

  it('reads "wishes to grant a licence"', () => {
    expect(sidesOf('WHEREAS Tollan wishes to grant a licence of its routing software on the terms below.')).toEqual({
      Tollan: 'provider',
      Ravel: 'recipient',
    });
  });

  it('reads it of a party defined in capitals and written with one capital after', () => {
    const parties = detectParties(
      `SOFTWARE LICENCE AGREEMENT BETWEEN TOLLAN SYSTEMS INC. ("TOLLAN") AND RAVEL FOODS LTD. ("RAVEL") WHEREAS Tollan has developed and is entitled to license to others certain routing software which Ravel wishes to license, the parties agree as follows: 1. Term. This Agreement runs for three years.`,
    );
    expect(parties.map((party) => [party.aliases[0], party.side])).toEqual([
      ['TOLLAN', 'provider'],
      ['RAVEL', 'recipient'],
    ]);
  });

  it('a party merely entitled to use a licence is not made the licensor', () => {
    expect(sidesOf('WHEREAS Ravel is entitled to use certain routing software.')).toEqual({
      Tollan: undefined,
      Ravel: undefined,
    });
  });

  it('the client reading the licence it is granted is told it as the licensee, without a hedge', async () => {
    const text = [
      OPENING,
      'WHEREAS Tollan has developed and is entitled to license to others certain routing software.',
      OPERATIVE,
      'Tollan hereby grants to Ravel a non-transferable and non-exclusive licence to use the Software at its depots.',
      'This Agreement shall be governed by the laws of the State of Vermont.',
    ].join('\n\n');
    const result = await analyzeContractText(text, { role: 'client' });
    const licence = result.keyFindings
      .filter((finding) => finding.title === 'Non-transferable license')
      .map((finding) => finding.description)
      .join(' ');
    expect(licence).toMatch(/you cannot pass the licence/iu);
    expect(licence).not.toMatch(/if you are|what you license/iu);
  });
});

import { describe, expect, it } from 'vitest';
import { detectParties, readerPartyWithReason } from '../src/local/contract/contract-parties';
import { analyzeContractText } from './result-checks';

// Contracts written for these tests: the reader's party is named with the words that decided it.
const OPERATIVE =
  'NOW, THEREFORE, the parties agree as follows: 1. Term. This Agreement runs for one year from the Effective Date. 2. Fees. Fees are due within thirty days of each invoice.';

function readerOf(opening: string, role: Parameters<typeof readerPartyWithReason>[1]) {
  return readerPartyWithReason(detectParties(`${opening} ${OPERATIVE}`), role, undefined);
}

describe('the reason the reader is a party quotes what decided it', () => {
  const DESIGN =
    'DESIGN AGREEMENT This Agreement is made on 3 March 2025 by and between Larkspur Outfitters Ltd, a company registered in Scotland ("Larkspur"), and Penrose Labs GmbH, a German company ("Penrose"). WHEREAS, Larkspur wishes to engage Penrose to design the labels of its outdoor clothing range;';

  it('quotes the recital, not a short name that says nothing of the deal', async () => {
    const result = await analyzeContractText(`${DESIGN} ${OPERATIVE}`, { role: 'client' });
    expect(result.summary.join(' ')).toContain(
      'you chose the client role, and Larkspur Outfitters Ltd is the party that receives what the deal provides, as the recitals say: “Larkspur wishes to engage Penrose to design the labels of its outdoor clothing range”.',
    );
  });

  it('gives the same statement for the other party, as the one that decided its side', () => {
    const reader = readerOf(DESIGN, 'service-provider');
    expect(reader?.party.name).toBe('Penrose Labs GmbH');
    expect(reader?.reason).toContain(
      'is the party that provides what the deal is for, as the recitals say: “Larkspur wishes to engage Penrose',
    );
  });

  it('quotes the preamble definition that names the other party’s role', () => {
    const reader = readerOf(
      'LICENCE AGREEMENT This Agreement is made by and between Corvid Data Inc., a Delaware corporation ("Licensor"), and Tamsin Retail Ltd ("Tamsin").',
      'client',
    );
    expect(reader?.party.name).toBe('Tamsin Retail Ltd');
    expect(reader?.reason).toBe(
      'you chose the client role, and Tamsin Retail Ltd is the party that receives what the deal provides, since the contract puts the other party on the other side: “Corvid Data Inc., a Delaware corporation ("Licensor")”.',
    );
  });

  it('quotes the preamble definition of the reader’s own role name when it is not the role chosen', () => {
    const reader = readerOf(
      'DEALER AGREEMENT This Agreement is made between Ostrava Tools s.r.o. ("Ostrava") and Millbrook Hardware LLC, an Ohio limited liability company (the "Dealer").',
      'buyer',
    );
    expect(reader?.party.name).toBe('Millbrook Hardware LLC');
    expect(reader?.reason).toContain(
      'as the preamble defines it: “Millbrook Hardware LLC, an Ohio limited liability company (the "Dealer")”.',
    );
  });
});

describe('a recital about one party alone that says it pays for or acquires what the deal provides', () => {
  const OPENING =
    'DEVELOPMENT AGREEMENT This Agreement is entered into by and between Tessaly Bio, Inc. ("Tessaly"), a Nevada corporation, and Rhone Therapeutics SA ("Rhone"), a French company.';

  it('puts a party that has agreed to fund the work on the receiving side', () => {
    const reader = readerOf(
      `${OPENING} RECITALS WHEREAS, Rhone is developing treatments for rare diseases; and WHEREAS, Tessaly has agreed to fund part of that development in exchange for a share of the revenue.`,
      'client',
    );
    expect(reader?.party.name).toBe('Tessaly Bio, Inc.');
    expect(reader?.reason).toContain('as the recitals say: “Tessaly has agreed to fund part of that development');
  });

  it('puts a party that wishes to acquire a licence on the receiving side, among three parties', () => {
    const parties = detectParties(
      `LICENCE AGREEMENT This Agreement is made by and between Marlow Courses Ltd ("Company"), Vantage Speakers Ltd ("Agency") and Jo Reyes ("Talent"). WHEREAS, the Company is desirous of acquiring the right to use the Talent's name in its advertising; ${OPERATIVE}`,
    );
    expect(readerPartyWithReason(parties, 'client', undefined)?.party.name).toBe('Marlow Courses Ltd');
  });

  it('reads "that X supplies … to Y" in a recital', () => {
    const reader = readerOf(
      'SUPPLY AGREEMENT This Agreement is made between Kessel Oleo GmbH ("Kessel") and Arden Pharma Inc ("Arden"). Whereas, the parties desire that Kessel supplies the active ingredient to Arden in bulk form;',
      'buyer',
    );
    expect(reader?.party.name).toBe('Arden Pharma Inc');
  });
});

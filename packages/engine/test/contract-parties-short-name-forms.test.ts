import { describe, expect, it } from 'vitest';
import { detectParties } from '../src/local/contract/contract-parties';

// Preambles written for these tests, in the forms drafters use to give a party its short name.
function named(text: string): [string, string[]][] {
  return detectParties(text).map((party) => [party.name, party.aliases]);
}

describe('short names of the parties in the preamble', () => {
  it('takes an unquoted bracketed word repeating the start of the party’s name for its short name', () => {
    const text =
      'SPONSORSHIP AGREEMENT This agreement (the "Agreement") is entered into as of May 2, 2019 by and between Larch Racing, LLC, 12 Mill Road, Dover, DE 19901 ("Sponsee") and Quorra Tools Inc., a New York corporation with offices at 5 Canal Street, Albany, NY 12207 (Quorra). RECITALS WHEREAS, the parties wish to promote the Quorra brand at races; NOW, THEREFORE, the parties agree as follows: 1. Term.';
    expect(named(text)[1]).toEqual(['Quorra Tools Inc.', ['Quorra']]);
  });

  it('takes "Affiliate" defined alone for a company for its short name', () => {
    const text =
      'AFFILIATION AGREEMENT This Agreement is made as of March 6, 2020 by and between Brightline Radio, Inc., a Florida corporation (the "Network"), and Kestrel Broadcasting Company, a Delaware corporation ("Affiliate"), regarding the radio service known as "Brightline". The parties agree as follows: 1. Definitions.';
    expect(named(text).map(([name, aliases]) => [name, aliases[0]])).toEqual([
      ['Brightline Radio, Inc.', 'Network'],
      ['Kestrel Broadcasting Company', 'Affiliate'],
    ]);
  });

  it('does not take a defined date or period for a party', () => {
    const text =
      'DISTRIBUTOR AGREEMENT This Agreement runs from the signing date until the first anniversary of launch (the "End Date"), and may be renewed for one year (the "Renewal Period"). It is made between Ostrava Pumps s.r.o. ("Supplier") and Cobalt Fluid Systems Ltd ("Distributor").';
    expect(named(text).map(([name]) => name)).not.toContain('End Date');
    expect(named(text).map(([name]) => name)).not.toContain('Renewal Period');
  });
});

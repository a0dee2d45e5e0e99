import { describe, expect, it } from 'vitest';
import { detectParties, partyForRole } from '../src/local/contract/contract-parties';

// Contracts written for these tests. A short name can name a party's trade toward others ("the Adviser"
// advises funds) while the recitals say what it receives from this deal.
const OPERATIVE = 'NOW, THEREFORE, the parties agree as follows: 1. Services. The services are listed in Exhibit A.';

function sides(text: string): [string | undefined, string | undefined][] {
  return detectParties(text).map((party) => [party.aliases[0], party.side]);
}

describe('the recitals’ statement of the deal between the two parties', () => {
  it('outweighs a short name that puts the engaging party on the providing side', () => {
    const text = `SERVICES AGREEMENT This Agreement is made as of May 1, 2021 between Northgate Investment Management LLC, a Delaware limited liability company (the "Adviser"), and Ferris Admin Services Inc., a Delaware corporation ("Ferris"). WHEREAS, the Adviser serves as investment adviser to several registered funds; and WHEREAS, the Adviser desires to engage Ferris to provide certain administrative services to the Adviser; ${OPERATIVE}`;
    expect(sides(text)).toEqual([
      ['Adviser', 'recipient'],
      ['Ferris', 'provider'],
    ]);
    expect(partyForRole(detectParties(text), 'client')?.name).toBe('Northgate Investment Management LLC');
  });

  it('still leaves the sides unknown when a one-party statement disagrees with a short name', () => {
    const text = `SERVICES AGREEMENT This Agreement is made as of May 1, 2021 between Northgate Design LLC (the "Consultant") and Ferris Media Inc. ("Ferris"). WHEREAS, the Consultant has agreed to fund the development of a new website; ${OPERATIVE}`;
    expect(sides(text)).toEqual([
      ['Consultant', undefined],
      ['Ferris', undefined],
    ]);
  });
});

describe('defined terms that name an agreement', () => {
  it('are not taken for parties', () => {
    const text =
      'LIMITED POWER OF ATTORNEY Know all persons by these presents that Larkspur Capital LLC, a Delaware limited liability company (the "Adviser"), hereby appoints Ferris Admin Services Inc., a Delaware corporation ("Ferris"), to act as its attorney-in-fact under the administration agreement between the Adviser and Ferris dated June 1, 2020 (the "Administration Agreement") and the custody contract with Tern Bank (the "Custody Contract").';
    expect(detectParties(text).map((party) => party.name)).toEqual([
      'Larkspur Capital LLC',
      'Ferris Admin Services Inc.',
    ]);
  });

  it('reads a power of attorney: the attorney-in-fact serves the party appointing it, whatever its short name', () => {
    const text =
      'LIMITED POWER OF ATTORNEY Know all persons by these presents that Larkspur Capital LLC, a Delaware limited liability company (the "Adviser"), does hereby nominate, constitute and appoint Ferris Admin Services Inc., a Delaware corporation ("Ferris"), to act as the true and lawful agent and attorney-in-fact of the Adviser for the purposes below.';
    expect(sides(text)).toEqual([
      ['Adviser', 'recipient'],
      ['Ferris', 'provider'],
    ]);
  });
  it('does not read an attorney-in-fact appointed in the clauses for later filings as the deal', () => {
    const text = `CONSULTING AGREEMENT This Agreement is made on 3 March 2022 between Tessaly Bio Inc. (the "Company") and Arno Veld ("Consultant"). NOW, THEREFORE, the parties agree as follows: 1. Services. Consultant shall advise the Company on assay design. 2. Fees. The Company shall pay Consultant a monthly fee. ${'Each party shall keep the terms of this Agreement confidential. '.repeat(20)}7. Filings. If the Company cannot obtain Consultant's signature on any patent filing, Consultant hereby appoints the Company as Consultant's agent and attorney-in-fact to sign it.`;
    expect(sides(text)).toEqual([
      ['Company', 'recipient'],
      ['Consultant', 'provider'],
    ]);
  });
});

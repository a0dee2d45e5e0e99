import { describe, expect, it } from 'vitest';
import { detectParties } from '../src/local/contract/contract-parties';

// Openings written for these tests: the parties are persons; offerings, securities, notes and plans are not.
function names(text: string): string[] {
  return detectParties(text).map((party) => party.name);
}

describe('defined terms that are not parties', () => {
  it('names the parties of a letter agreement after its salutation, not the offering it defines', () => {
    const text =
      'PLACEMENT AGREEMENT March 3, 2011 Harbor Lane Securities, Inc. 40 Pier Street Boston, MA 02110 Ladies and Gentlemen: Wrenfield Financial Corp., a Maine corporation (the "Company"), and Wrenfield Savings Bank, a Maine savings bank (the "Bank"), hereby confirm their agreement with Harbor Lane Securities, Inc. (the "Agent") as follows: Section 1. The Sale. The Company will sell its stock in a depositor sale (the "Depositor Offering") and then to the general public (the "Open Offering") to buyers who qualify ("Qualified Purchasers").';
    expect(names(text)).toEqual([
      'Wrenfield Financial Corp.',
      'Wrenfield Savings Bank',
      'Harbor Lane Securities, Inc.',
    ]);
  });

  it('keeps reading the parties past an abbreviation defined in a party’s description', () => {
    const text =
      'PLACEMENT AGREEMENT Harbor Lane Securities, Inc. Boston, MA Ladies and Gentlemen: Wrenfield Financial Corp. (the "Company") and Wrenfield Savings Bank (the "Bank") (references to the "Bank" include its successor), whose deposits are insured by the National Deposit Guarantee Office ("NDGO"), hereby confirm their agreement with Harbor Lane Securities, Inc. (the "Agent") as follows: Section 1. The Sale.';
    expect(names(text)).toEqual([
      'Wrenfield Financial Corp.',
      'Wrenfield Savings Bank',
      'Harbor Lane Securities, Inc.',
    ]);
  });

  it('does not skip a party listed by its abbreviation, nor take the next address for a name', () => {
    const text =
      'LICENCE AGREEMENT This Agreement is made as of May 1, 2001 by and among the following parties: (a) Lark Media, Inc. ("Lark"), c/o Moss Group, 5 Elm Road, Reno, Nevada 89501; (b) The Moss Group ("MG"), 5 Elm Road, Reno, Nevada 89501; and (c) Pale Optics Co. ("Pale"), 77 Arch Street, Boise, Idaho 83702. 1. Recitals.';
    for (const name of names(text)) expect(name).not.toMatch(/^\d/u);
  });

  it('takes the agent an issuer agrees to sell through for a party', () => {
    const text =
      'SALES AGENCY AGREEMENT Dear Sirs: Tamsin Realty Trust, Inc., an Ohio corporation (the "Company"), and Tamsin Advisers, LLC (the "Adviser") agree that the Company may issue and sell through Corbel Markets, LLC, acting as sales agent (the "Agent"), up to 500,000 shares (the "Placed Shares"). 1. Sales.';
    expect(names(text)).toEqual(['Tamsin Realty Trust, Inc.', 'Tamsin Advisers, LLC', 'Corbel Markets, LLC']);
  });

  it('gives a party named without a short name the role the next sentence calls it by, not a later definition', () => {
    const text =
      'RESELLER AGREEMENT This Agreement is effective 3/1/99 between Harlow Devices, Inc. ("Harlow"), and Ostend Trading Corporation 12 Quay Road Norfolk, VA 23510 Harlow and Reseller intend to establish Reseller as a reseller of Harlow products. 1. Support 1.1 Reseller shall employ two technicians trained by Harlow ("Field Technicians").';
    expect(detectParties(text).map((party) => [party.name, party.aliases])).toEqual([
      ['Harlow Devices, Inc.', ['Harlow']],
      ['Ostend Trading Corporation', ['Reseller']],
    ]);
  });

  it('never takes an offering, a class of units, a note, a plan or a fee for a party', () => {
    const text =
      'CONVERSION TERMS Under the plan adopted by the board (the "Stock Plan"), the issuer will offer its units in a rights issue (the "Rights Offering") to members who qualify ("Qualifying Offerees") and exchange them for 6% Class B Preferred Units (the "Class B Preferred Units"), secured by a note of even date between the issuer and its lender (the "Secured Note"), for a charge paid in advance (the "Arrangement Fees").';
    const found = names(text);
    for (const term of [
      'Rights Offering',
      'Qualifying Offerees',
      'Class B Preferred Units',
      'Secured Note',
      'Stock Plan',
      'Arrangement Fees',
    ])
      expect(found).not.toContain(term);
    // Each of these, as the only thing defined after "between", is still no party.
    for (const term of ['the "Rights Offering"', '"Series C Units"', 'the "Bridge Note"', 'the "Arrangement Fees"'])
      expect(names(`LETTER The sums due between the issuer and its lender (${term}) are set out below.`)).toEqual([]);
  });
});

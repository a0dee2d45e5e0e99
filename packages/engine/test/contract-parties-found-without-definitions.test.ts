import { describe, expect, it } from 'vitest';
import { detectParties, readerPartyWithReason } from '../src/local/contract/contract-parties';

// Contracts written for these tests: openings that name the parties without defining a short name for
// them in brackets, so that only a role label, a signature block or a role pair tells who is who.

function readerOf(text: string, role: Parameters<typeof readerPartyWithReason>[1]) {
  return readerPartyWithReason(detectParties(text), role, undefined);
}

const SERVICES = '1. Services\n1.1 The services are set out in Schedule 1.\n2. Fees\n2.1 Fees are due monthly.\n';

describe('parties named in role-labelled blocks at the top of the contract', () => {
  const BLOCKS = `CONSULTING AGREEMENT\nClient: Meridian Foods Ltd, 4 Quay Street, Leeds LS1 4AB\nConsultant: Ada Okafor, 9 Mill Lane, York YO1 2CD\nDate: 1 May 2025\n${SERVICES}`;

  it('makes the party under the "Client:" label the client, by its own name', () => {
    const reader = readerOf(BLOCKS, 'client');
    expect(reader?.party.name).toBe('Meridian Foods Ltd');
    expect(reader?.reason).toContain('the contract calls Meridian Foods Ltd the Client');
    expect(readerOf(BLOCKS, 'service-provider')?.party.name).toBe('Ada Okafor');
  });

  it('keeps a company suffix after a comma in the name', () => {
    const text = `LICENCE AGREEMENT\nLicensor: Harlow Systems, Inc., a Delaware corporation\nLicensee: Quorra Tools, LLC, a Texas limited liability company\n${SERVICES}`;
    expect(readerOf(text, 'client')?.party.name).toBe('Quorra Tools, LLC');
  });

  it('names no party under a label left blank or two labels of one side', () => {
    const blank = `SUPPLY CONTRACT\nBuyer: Meridian Foods Ltd\nSeller: Address: Tel:\n${SERVICES}`;
    expect(detectParties(blank).length).toBeLessThan(2);
    const oneSide = `AGREEMENT\nSupplier: Harlow Systems Ltd\nContractor: Quorra Tools Ltd\n${SERVICES}`;
    expect(readerOf(oneSide, 'client')).toBeUndefined();
  });
});

describe('parties named only in the signature blocks', () => {
  it('takes the parties and their roles from the signature blocks when the opening names none', () => {
    const text = `HOSTING AGREEMENT\n${SERVICES}IN WITNESS WHEREOF the parties have signed this Agreement.\nCLIENT: MERIDIAN FOODS, INC. By: /s/ Jane Roe Name: Jane Roe Title: CEO\nPROVIDER: HARLOW SYSTEMS LLC By: /s/ John Doe Name: John Doe Title: CEO\n`;
    const reader = readerOf(text, 'client');
    expect(reader?.party.name).toBe('MERIDIAN FOODS, INC.');
    expect(reader?.reason).toContain('in the signature block: “CLIENT: MERIDIAN FOODS, INC.”');
  });

  it('names no client when every signature block is on one side', () => {
    const text = `AGREEMENT\n${SERVICES}SUPPLIER: HARLOW SYSTEMS LLC By: /s/ John Doe\nCONTRACTOR: QUORRA TOOLS INC. By: /s/ Jane Roe\n`;
    expect(readerOf(text, 'client')).toBeUndefined();
  });
});

describe('parties named only by their roles', () => {
  it('reads "entered into by and between Developer and Client" as the two parties', () => {
    const text = `STATEMENT OF WORK\nThis Statement of Work forms part of the Software Development Agreement entered into by and between Developer and Client on the Effective Date.\n1. Project\n1.1 The project is set out below.\n`;
    expect(readerOf(text, 'client')?.party.name).toBe('Client');
    expect(readerOf(text, 'service-provider')?.party.name).toBe('Developer');
  });

  it('does not take a dispute "between the Supplier and the Customer" in a clause for the parties', () => {
    const text = `AGREEMENT\n${SERVICES}3. Disputes\n3.1 Any dispute between the Supplier and the Customer shall be referred to mediation.\n`;
    expect(detectParties(text)).toHaveLength(0);
  });
});

describe('a fund that signs as a party', () => {
  it('takes a trust defined as "the Fund" in the preamble for a party, the client of its administrator', () => {
    const text =
      'ADMINISTRATION AGREEMENT\nThis Agreement is made as of May 1, 2025 by and between Harbour Income Fund, a Delaware statutory trust (the "Fund"), and Kestrel Advisers LLC, a Delaware limited liability company (the "Administrator").\n1. Services\n1.1 The services are set out in Schedule 1.\n';
    expect(detectParties(text).map((party) => party.name)).toEqual(['Harbour Income Fund', 'Kestrel Advisers LLC']);
    expect(readerOf(text, 'client')?.party.name).toBe('Harbour Income Fund');
  });

  it('does not take a sum of money defined as "the Fund" for a party', () => {
    const text =
      'This Agreement is made on 1 May 2025 between Meridian Foods Ltd ("Meridian") and Harlow Systems Ltd ("Harlow"). Meridian shall pay ten thousand pounds into a marketing reserve (the "Fund").\n1. Services\n';
    expect(detectParties(text).map((party) => party.name)).toEqual(['Meridian Foods Ltd', 'Harlow Systems Ltd']);
  });
});

describe('a party shortened to its initials in brackets', () => {
  it('takes "(NRC)" after "Northern Reinsurance Corporation" for the party\'s short name', () => {
    const text =
      'AGENCY AGREEMENT\nNorthern Reinsurance Corporation, a Michigan insurance corporation (NRC) and Tolland Brokers, Inc., a Nevada corporation ("Agency"), agree as follows:\n1. Authority of Agency\n1.1 The Agency may solicit proposals for NRC.\n';
    const parties = detectParties(text);
    expect(parties.map((party) => party.name)).toEqual(['Northern Reinsurance Corporation', 'Tolland Brokers, Inc.']);
    expect(readerOf(text, 'client')?.party.name).toBe('Northern Reinsurance Corporation');
  });

  it('does not take a bracketed country or form for a short name', () => {
    const text =
      'This Agreement is made between Harlow Systems (UK) Limited ("Harlow") and Meridian Foods Ltd ("Meridian").\n1. Services\n';
    expect(detectParties(text).map((party) => party.aliases)).toEqual([['Harlow'], ['Meridian']]);
  });
});

import { describe, expect, it } from 'vitest';
import { detectParties } from '../src/local/contract/contract-parties';
import { analyzeContractText } from './result-checks';

// Openings written for these tests: an instrument issued by one party to another names both as it is
// issued; "shared among the founders" or "divided between the Members" names who shares, never who signs.
function names(...paragraphs: string[]): string[] {
  return detectParties(paragraphs.join('\n\n')).map((party) => party.name);
}

const FOUNDER_SALE =
  'Upon the closing of a sale of the shares in which the proceeds are shared among the founders (a "Founder Sale"), the Holder may demand repayment in full.';

describe('parties of an instrument issued by one party to another', () => {
  it('names the issuer and the holder of a note issued by one to the other', () => {
    expect(
      names(
        'CONVERTIBLE PROMISSORY NOTE',
        'This Convertible Promissory Note is issued on May 2, 2023 by Brindlewood Robotics Inc. (the "Company") to Halvard Capital LLC (the "Holder").',
        '1. Conversion.',
        FOUNDER_SALE,
      ),
    ).toEqual(['Brindlewood Robotics Inc.', 'Halvard Capital LLC']);
  });

  it('names the grantor and grantee of an option granted by one to the other', () => {
    expect(
      names(
        'OPTION AGREEMENT',
        'This Option is granted as of June 1, 2021 by Tessaly Farms LLC ("Grantor") to Oren Vass ("Grantee").',
        '1. Exercise.',
        'Any gain on a resale shall be split between the Grantee and his spouse (the "Shared Gain").',
      ),
    ).toEqual(['Tessaly Farms LLC', 'Oren Vass']);
  });

  it('names the maker and lender of a note delivered by one to the other', () => {
    expect(
      names(
        'PROMISSORY NOTE',
        'This Note is delivered on March 9, 2020 by Quarrow Labs Inc. (the "Maker") to Dunmore Bank N.A. (the "Lender").',
        '1. Repayment.',
        'The Maker shall repay the principal on demand.',
      ),
    ).toEqual(['Quarrow Labs Inc.', 'Dunmore Bank N.A.']);
  });
});

describe('a term defined where something is shared is no party', () => {
  it('takes no event defined after "shared among" for a party', () => {
    expect(names('CONVERTIBLE NOTE', 'The Holder may convert this Note at any time.', FOUNDER_SALE)).not.toContain(
      'Founder Sale',
    );
  });

  it('takes no sum defined after "divided between" for a party', () => {
    expect(
      names(
        'OPERATING AGREEMENT',
        'Each year the net cash of the Company shall be divided between the Members in proportion to their units (the "Distributions").',
      ),
    ).not.toContain('Distributions');
  });

  it('takes no claim defined after "disputes between" for a party', () => {
    expect(
      names(
        'TERMS OF SERVICE',
        'You may use the Service only as these Terms allow.',
        'Any dispute between you and any other user of the Service (a "User Dispute") is yours alone to resolve.',
      ),
    ).not.toContain('User Dispute');
  });
});

describe('the Parties line of a note quotes its preamble', () => {
  it('quotes the sentence naming the issuer and the holder, not a defined event', async () => {
    const result = await analyzeContractText(
      [
        'CONVERTIBLE PROMISSORY NOTE',
        'This Convertible Promissory Note is issued on May 2, 2023 by Brindlewood Robotics Inc. (the "Company") to Halvard Capital LLC (the "Holder").',
        '1. Conversion.',
        FOUNDER_SALE,
        '2. Governing Law.',
        'This Note shall be governed by the laws of the State of Delaware.',
      ].join('\n\n'),
      { role: 'client' },
    );
    const parties = (result.clauses ?? []).filter((clause) => clause.title === 'Parties');
    expect(parties.map((clause) => clause.evidence?.quote ?? '')).toEqual([
      expect.stringContaining('issued on May 2, 2023 by Brindlewood'),
    ]);
  });
});

describe('a person named in a party’s description is no party', () => {
  it('leaves out the parent company named in the employer’s description', () => {
    expect(
      names(
        'EMPLOYMENT AGREEMENT This Employment Agreement is entered into between Corvid Analytics LLC (the "Company"), a subsidiary of Corvid Holdings Inc. ("Parent"), and Priya Nand ("Employee").',
      ),
    ).toEqual(['Corvid Analytics LLC', 'Priya Nand']);
  });

  it('leaves out the leader who represents a party', () => {
    expect(
      names(
        'SERVICES AGREEMENT This Agreement is made between Harbor Commons Inc. ("Harbor"), represented by its director Jo Tan ("Director"), and Lakeview Studio LLC ("Studio").',
      ),
    ).toEqual(['Harbor Commons Inc.', 'Lakeview Studio LLC']);
  });

  it('leaves out the general partner a partnership acts through', () => {
    expect(
      names(
        'LEASE This Lease is made between Ostrava Partners LP ("Landlord"), acting through its general partner Ostrava GP LLC (the "General Partner"), and Mina Cole ("Tenant").',
      ),
    ).toEqual(['Ostrava Partners LP', 'Mina Cole']);
  });

  it('keeps every party of a list, whatever their descriptions say', () => {
    expect(
      names(
        'SUPPLY AGREEMENT This Agreement is made between Pell Foods Inc., a Delaware corporation ("Buyer"), and Dorn Farms LLC, an Iowa company ("Seller").',
      ),
    ).toEqual(['Pell Foods Inc.', 'Dorn Farms LLC']);
    expect(
      names(
        'AGENCY AGREEMENT This Agreement is made among Ravel Media Inc. ("Ravel"), its subsidiary Ravel Studios LLC ("Studios"), and Tine Agency Ltd. ("Agent").',
      ),
    ).toHaveLength(3);
  });
});

describe('no party is read from the terms', () => {
  it('takes no venture the terms define for a party, and names the parties set in capitals', () => {
    const parties = names(
      'JOINT VENTURE AGREEMENT BETWEEN ORRIN LABS Inc., a Delaware company AND VESTA BIO S.R.L., an Italian company; each a Party and together the Parties.',
      'WHEREAS the Parties wish to work together on clinical research.',
      'NOW, THEREFORE, the Parties agree as follows: 1. SCOPE',
      'The Parties shall collaborate in a Joint Venture ("JV") for the research programs above.',
    );
    expect(parties).toEqual(['ORRIN LABS Inc.', 'VESTA BIO S.R.L.']);
  });

  it('still names parties defined in the sentence that opens the terms', () => {
    expect(
      names(
        'SUPPLY AGREEMENT',
        'WHEREAS the buyer wishes to buy fruit.',
        'NOW, THEREFORE, Pell Foods Inc. ("Buyer") and Dorn Farms LLC ("Seller") agree as follows:',
        '1. The Seller shall deliver the fruit in a joint shipment (the "Shipment").',
      ),
    ).toEqual(['Pell Foods Inc.', 'Dorn Farms LLC']);
  });
});

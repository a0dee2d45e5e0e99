import { describe, expect, it } from 'vitest';
import { detectParties, readerPartyWithReason } from '../src/local/contract/contract-parties';

// Openings written for these tests, one for each way a preamble names its parties.
function named(text: string): [string, string[], string | undefined][] {
  return detectParties(text).map((party) => [party.name, party.aliases, party.side]);
}

describe('the parties a preamble defines, however it words the definition', () => {
  it('reads "referred to in this Agreement as" without "hereinafter"', () => {
    expect(
      named(
        'SPONSORSHIP AGREEMENT THIS AGREEMENT made this 2nd day of May, 2024, between Harlow Media LLC, a Texas limited liability company, referred to in this Agreement as "Producer", and Fenwick Oil Inc., a Delaware corporation, referred to in this Agreement as "Sponsor". WHEREAS, Producer makes a television series;',
      ),
    ).toEqual([
      ['Harlow Media LLC', ['Producer'], 'provider'],
      ['Fenwick Oil Inc.', ['Sponsor'], 'recipient'],
    ]);
  });

  it('reads a single-quoted short name followed by words on successors', () => {
    expect(
      named(
        "JOINT DEVELOPMENT AGREEMENT This Agreement is made on 4 June 2023 BETWEEN Orchid Motors Inc., a company incorporated under the laws of Delaware (hereinafter referred to as 'Orchid', which expression shall include its successors), AND Kestrel Parts Limited, a company incorporated in India (hereinafter referred to as 'KPL', which expression shall include its successors). WHEREAS the parties wish to cooperate;",
      ).map(([name, aliases]) => [name, aliases]),
    ).toEqual([
      ['Orchid Motors Inc.', ['Orchid']],
      ['Kestrel Parts Limited', ['KPL']],
    ]);
  });

  it('reads "hereinafter referred to as" a name without quotes', () => {
    expect(
      named(
        'SUPPLY AGREEMENT between Brenner Werke AG, Hafenstrasse 4, Bremen, Germany — hereinafter referred to as Brenner — and Solvane Pharma Inc, 10 Main Street, Austin, Texas — hereinafter referred to as Solvane — Preamble Whereas, Brenner makes fine chemicals;',
      ).map(([name, aliases]) => [name, aliases]),
    ).toEqual([
      ['Brenner Werke AG', ['Brenner']],
      ['Solvane Pharma Inc', ['Solvane']],
    ]);
  });

  it('reads parties an agreement is "entered into by", with bracketed role words', () => {
    expect(
      named(
        'TRANSPORTATION SERVICE AGREEMENT This Agreement is entered into by Northfield Pipeline LP (Transporter) and Castor Energy Corp. (Shipper). WHEREAS, Shipper has asked Transporter to carry gas;',
      ),
    ).toEqual([
      ['Northfield Pipeline LP', ['Transporter'], 'provider'],
      ['Castor Energy Corp.', ['Shipper'], 'recipient'],
    ]);
  });

  it('reads parties named at the start of a sentence that has no "between"', () => {
    expect(
      named(
        'CONSULTING AGREEMENT Meridian Bio, Inc., with a place of business at 12 Elm Street, Boston, MA 02110 ("Meridian") and Jonas Falk, residing in Utrecht, the Netherlands ("Consultant") agree to all terms of this Consulting Agreement ("Agreement"). 1. Services. Consultant will advise Meridian.',
      ),
    ).toEqual([
      ['Meridian Bio, Inc.', ['Meridian'], 'recipient'],
      ['Jonas Falk', ['Consultant'], 'provider'],
    ]);
  });

  it('reads the parties of a letter agreement', () => {
    expect(
      named(
        'Dear Ms. Okafor: Lumen Robotics, Inc., a Delaware corporation (the "Company"), is pleased to offer this Consulting Agreement (this "Agreement") to retain Ada Okafor ("Consultant") to perform consulting services on the following terms: 1. Services. Consultant shall advise the Company.',
      ),
    ).toEqual([
      ['Lumen Robotics, Inc.', ['Company'], 'recipient'],
      ['Ada Okafor', ['Consultant'], 'provider'],
    ]);
  });

  it('reads a long name and address before "(the "Company")"', () => {
    const parties = detectParties(
      'LOGISTICS AGREEMENT This Agreement is made by and between Golden Crane International Trading Group Co., Ltd., a company organised and existing under the laws of Hong Kong with its registered office at Room 1801, Tower 2, 88 Harbour Road, Wan Chai, Hong Kong (the "Company"), and Pacific Rim Freight LLC, a California limited liability company ("Carrier"). WHEREAS, Carrier operates cargo ships;',
    );
    expect(readerPartyWithReason(parties, 'client', undefined)?.party.name).toBe(
      'Golden Crane International Trading Group Co., Ltd.',
    );
  });

  it('reads the roles a signature block gives parties the preamble names without one', () => {
    const parties = detectParties(
      `LICENSE AGREEMENT This Agreement is made between Ardent Games Ltd ("Ardent") and Velo Studio Inc. ("Velo"). 1. Grant. Ardent grants Velo the right to publish the game. ${'2. Term. This Agreement runs for two years. '.repeat(5)}IN WITNESS WHEREOF the parties have signed this Agreement. LICENSOR: ARDENT GAMES LTD By: ______ Name: Title: LICENSEE: VELO STUDIO INC. By: ______ Name: Title:`,
    );
    expect(parties.map((party) => [party.name, party.side])).toEqual([
      ['Ardent Games Ltd', 'provider'],
      ['Velo Studio Inc.', 'recipient'],
    ]);
    expect(readerPartyWithReason(parties, 'client', undefined)?.reason).toContain(
      'in the signature block: “LICENSEE: VELO STUDIO INC.”',
    );
  });

  it('does not take things an opening sentence defines for parties when none is named by a role', () => {
    expect(
      named(
        'General Terms The following terms are intended for (i) web site owners (hereafter, "Members") who join the Referral Programme run by Nordlys GmbH (together hereafter, "Nordlys") and (ii) publishers who use the additional service (hereafter, "Publisher Desk"). 1. Object of the Programme.',
      ),
    ).toEqual([]);
  });
});

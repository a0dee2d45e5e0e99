import { describe, expect, it } from 'vitest';
import { detectParties, readerPartyWithReason } from '../src/local/contract/contract-parties';

// Short contracts written for these tests: the opening names a party without giving it a short name.
describe('a party the opening names by its company name alone', () => {
  it('finds both parties of "between A Inc. and B LLC" and the one that pays the fee', () => {
    const text =
      'WEB HOSTING AGREEMENT This agreement is made between Quillon Systems Inc. and Harrow Media LLC. Harrow Media agrees to pay Quillon Systems a monthly fee of $500 for the hosting of its web site. Quillon Systems must keep the server available at all hours.';
    const parties = detectParties(text);
    expect(parties.map((party) => party.name)).toEqual(['Quillon Systems Inc.', 'Harrow Media LLC']);
    expect(readerPartyWithReason(parties, 'client', undefined)?.party.name).toBe('Harrow Media LLC');
  });

  it('finds the second party when only the first is given a short name', () => {
    const text =
      'PROMOTION AGREEMENT This Agreement between Tallis Radio, Inc. (herein "Tallis") located at 4 Mill Lane, Leeds and Brookfield Paging Corporation located at 9 Oak Road, Austin, Texas, sets out the terms on which Tallis will promote paging services. 1. Term. This Agreement runs for one year.';
    expect(detectParties(text).map((party) => party.name)).toEqual([
      'Tallis Radio, Inc.',
      'Brookfield Paging Corporation',
    ]);
  });

  it('finds a first party whose name starts with a small letter, and a company form written "S/A"', () => {
    const text =
      'DEVELOPMENT AGREEMENT This Agreement is made between eVolta Labs Inc., a Delaware corporation, and Pampa Aviação S/A, a Brazilian company. 1. Services. eVolta Labs shall develop the software.';
    expect(detectParties(text).map((party) => party.name)).toEqual(['eVolta Labs Inc.', 'Pampa Aviação S/A']);
  });

  it('takes no party from words that are not a company’s name', () => {
    const text =
      'JOINT FILING AGREEMENT The undersigned agree to the joint filing between them of a statement on Schedule 13D and any amendments to it.';
    expect(detectParties(text)).toEqual([]);
  });
});

describe('a quoted short name that follows an undefined party’s address without brackets', () => {
  it('takes the quoted role words for the parties’ short names and the licensee for the client', () => {
    const text =
      'Licence and Supply Agreement between Marrow Bio AG Seestrasse 4 8002 Zurich Switzerland "Licensor" / "Marrow" and Quintal Farma S.A. Rua Alta 12 Lisbon Portugal "Licensee" / "Quintal" regarding the product Zelvor. 1. Definitions. In this Agreement the following terms apply.';
    const parties = detectParties(text);
    expect(parties.map((party) => [party.name, party.aliases])).toEqual([
      ['Marrow Bio AG', ['Licensor', 'Marrow']],
      ['Quintal Farma S.A.', ['Licensee', 'Quintal']],
    ]);
    expect(readerPartyWithReason(parties, 'client', undefined)?.party.name).toBe('Quintal Farma S.A.');
  });
});

describe('a quoted short name with a misplaced bracket', () => {
  it('keeps the short name without the bracket', () => {
    const text =
      'This Agreement is made between Tallis Radio, Inc. (herein "Tallis") and Brookfield Paging Corporation, a Texas corporation at 9 Oak Road, Austin "(Brookfield") (each a "Party"). 1. Term. This Agreement runs for one year.';
    expect(detectParties(text).map((party) => party.aliases)).toEqual([['Tallis'], ['Brookfield']]);
  });
});

import { describe, expect, it } from 'vitest';
import { detectParties, readerPartyWithReason } from '../src/local/contract/contract-parties';

// Agreements written for these tests. Each names its parties by roles whose side follows from what each
// gives and receives in that kind of deal, not from a plain sale.
function clientOf(text: string): string | undefined {
  return readerPartyWithReason(detectParties(text), 'client', undefined)?.party.name;
}

const FISCAL = [
  'FISCAL SPONSORSHIP AGREEMENT',
  'This Agreement is made on March 3, 2025 between Marlow Commons Foundation, a California nonprofit corporation ("Sponsor"), and Tidewater Seed Library, a charitable project ("Library").',
  'Sponsor agrees to act as fiscal sponsor of the Library and shall receive, hold and administer all funds raised for the Library.',
  'Library shall pay Sponsor an administrative fee of eight percent of all funds received.',
].join('\n\n');

const EVENT_SPONSOR = [
  'SPONSORSHIP AGREEMENT',
  'This Agreement is made on March 3, 2025 between Gallant Cider Co., an Oregon corporation ("Sponsor"), and Riverbend Folk Festival, Inc. ("Festival").',
  'Sponsor shall pay the Festival a sponsorship fee of $20,000, and the Festival shall display the Sponsor’s logo on its main stage.',
].join('\n\n');

describe('which party is the client in deals that are not a plain sale', () => {
  it('makes the sponsored project the client of a fiscal sponsor, which provides the administration', () => {
    expect(clientOf(FISCAL)).toBe('Tidewater Seed Library');
    const reader = readerPartyWithReason(detectParties(FISCAL), 'client', undefined);
    expect(reader?.reason).toMatch(/fiscal sponsor/u);
    expect(readerPartyWithReason(detectParties(FISCAL), 'service-provider', undefined)?.party.name).toBe(
      'Marlow Commons Foundation',
    );
  });

  it('reads a fiscal sponsorship the title alone names the same way', () => {
    const text = FISCAL.replace('Sponsor agrees to act as fiscal sponsor of the Library and shall', 'Sponsor shall');
    expect(clientOf(text)).toBe('Tidewater Seed Library');
  });

  it('takes a sponsored project described as a group or project for a party, and makes it the client', () => {
    const text = FISCAL.replace('a charitable project ("Library")', 'an unincorporated community project ("Project")')
      .replaceAll('the Library', 'the Project')
      .replace('Library shall pay', 'Project shall pay');
    expect(clientOf(text)).toBe('Tidewater Seed Library');
    const association = FISCAL.replace(
      'a charitable project ("Library")',
      'an unincorporated association (the "Project")',
    );
    expect(clientOf(association)).toBe('Tidewater Seed Library');
  });

  it('does not take the work a contract is for, defined as the Project, for a party', () => {
    const text = [
      'WEBSITE DEVELOPMENT AGREEMENT',
      'This Agreement is made on March 3, 2025 between Gallant Cider Co., an Oregon corporation ("Client"), and Pellworth Studio LLC ("Developer") for the redesign of the Client’s website (the "Project").',
      'Developer shall provide the design services to Client.',
    ].join('\n\n');
    expect(detectParties(text).map((party) => party.name)).toEqual(['Gallant Cider Co.', 'Pellworth Studio LLC']);
  });

  it('keeps a sponsor that pays for its logo on an event the client', () => {
    expect(clientOf(EVENT_SPONSOR)).toBe('Gallant Cider Co.');
  });

  it('makes the project receiving contributions the client of a contributor licence', () => {
    const text = [
      'CONTRIBUTOR LICENSE AGREEMENT',
      'This Agreement is made between Dara Quinn ("Contributor") and Lanternfish Software Foundation, a Delaware nonprofit ("Foundation").',
      'Contributor hereby grants to the Foundation a perpetual, worldwide licence to reproduce and distribute the Contributions.',
    ].join('\n\n');
    expect(clientOf(text)).toBe('Lanternfish Software Foundation');
  });

  it('makes the investor paying for a note the client, and the issuing company the other side', () => {
    const text = [
      'CONVERTIBLE NOTE PURCHASE AGREEMENT',
      'This Agreement is made on June 1, 2024 between Quarrymill Labs, Inc., a Delaware corporation (the "Company"), and Petra Hollis (the "Investor").',
      'The Investor shall pay $50,000 for the Note.',
    ].join('\n\n');
    expect(clientOf(text)).toBe('Petra Hollis');
    expect(readerPartyWithReason(detectParties(text), 'seller', undefined)?.party.name).toBe('Quarrymill Labs, Inc.');
  });

  it('makes the lender the client of a loan and the borrower the other side', () => {
    const text = [
      'LOAN AGREEMENT',
      'This Loan Agreement is made on June 1, 2024 between Fenwick Marine Ltd ("Borrower") and Osric Capital LLC ("Lender").',
      'Lender shall advance the Loan to Borrower on the Closing Date.',
    ].join('\n\n');
    expect(clientOf(text)).toBe('Osric Capital LLC');
  });

  it('makes the party receiving the transferred assets the client', () => {
    const text = [
      'ASSET ASSIGNMENT AGREEMENT',
      'This Agreement is made on June 1, 2024 between Pell Orchard Tools Ltd ("Assignor") and Mirefield Hardware Inc. ("Assignee").',
      'Assignor hereby assigns to Assignee all right, title and interest in the Assets.',
    ].join('\n\n');
    expect(clientOf(text)).toBe('Mirefield Hardware Inc.');
    const transfer = text.replace('"Assignor"', '"Transferor"').replace('"Assignee"', '"Transferee"');
    expect(clientOf(transfer.replaceAll('Assignor hereby', 'Transferor hereby'))).toBe('Mirefield Hardware Inc.');
  });

  it('does not make a party whose name only ends in a sponsor word the provider outside a fiscal sponsorship', () => {
    const text = EVENT_SPONSOR.replace('SPONSORSHIP AGREEMENT', 'EVENT SPONSORSHIP AGREEMENT');
    expect(readerPartyWithReason(detectParties(text), 'service-provider', undefined)?.party.name).toBe(
      'Riverbend Folk Festival, Inc.',
    );
  });

  it('does not read "fiscal year" as a fiscal sponsorship', () => {
    const text = `${EVENT_SPONSOR}\n\nThe fee is due in the Festival’s first fiscal year.`;
    expect(clientOf(text)).toBe('Gallant Cider Co.');
  });
});

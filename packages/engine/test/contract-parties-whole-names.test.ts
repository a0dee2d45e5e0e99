import { describe, expect, it } from 'vitest';
import { detectParties, readerParty } from '../src/local/contract/contract-parties';

// Openings written for these tests: a short name whose closing quote was lost, and a document the
// preamble defines beside the parties.
function named(text: string): [string, string[]][] {
  return detectParties(text).map((party) => [party.name, party.aliases]);
}

describe('the parties named whole, never a defined document or a later clause', () => {
  const UNCLOSED =
    'PROMOTION AGREEMENT THIS PROMOTION AGREEMENT (the "Agreement") is made effective as of March 3, 2024 between Larkspur Foods LLC ("Larkspur"), a Delaware company, and Mara Quint ("Athlete), an individual. AGREEMENT 1. Engagement. Larkspur engages Athlete to promote its cereal in the Territory. 2. Grant. Larkspur may use the name and likeness of Athlete ("Athlete Features") in its advertising.';

  it('keeps a person the preamble names when the closing quote of her short name is missing', () => {
    expect(named(UNCLOSED)).toEqual([
      ['Larkspur Foods LLC', ['Larkspur']],
      ['Mara Quint', ['Athlete']],
    ]);
  });

  it('takes the party that engages the other for the client', () => {
    expect(readerParty(detectParties(UNCLOSED), 'client', undefined)?.name).toBe('Larkspur Foods LLC');
    expect(readerParty(detectParties(UNCLOSED), 'service-provider', undefined)?.name).toBe('Mara Quint');
  });

  it('never takes a terms document attached as an exhibit for a party', () => {
    const names = named(
      'RESALE AGREEMENT This Resale Agreement ("Agreement") is between Orrin Media, Inc., located at 4 Mill Lane, Dover, Delaware ("Orrin"), and Reseller, as set forth below. Reseller\'s sales are subject to the General Terms of Sale ("GTS") attached hereto as Exhibit A. The parties agree as follows:',
    );
    expect(names.map(([name]) => name)).toContain('Orrin Media, Inc.');
    expect(names.flatMap(([, aliases]) => aliases)).not.toContain('GTS');
    expect(names.map(([name]) => name).join(' ')).not.toContain('Terms of Sale');
  });

  it('keeps a company name written with a small first letter whole', () => {
    expect(
      named(
        'HOSTING AGREEMENT This Hosting Agreement ("Agreement") is entered into as of May 2, 2022, by and between Brightwell Outdoor Co. ("Brightwell"), with offices at 12 Pine Road, Denver, Colorado, and eLumen Streams, Inc., ("eLumen") with offices at 40 Bay Street, Seattle, Washington. WHEREAS, eLumen hosts video.',
      ).map(([name]) => name),
    ).toEqual(['Brightwell Outdoor Co.', 'eLumen Streams, Inc.']);
    expect(
      named(
        'SPONSORSHIP AGREEMENT This Agreement is entered into as of May 2, 2022 by and between quillmail.com, inc., a Delaware corporation, located at 3 Main Street, Austin, Texas ("quillmail.com"), and Brightwell Outdoor Co., a Colorado corporation ("Sponsor"). WHEREAS, quillmail.com runs a website.',
      ).map(([name]) => name),
    ).toEqual(['quillmail.com, inc.', 'Brightwell Outdoor Co.']);
  });

  it('gives a short name to the name right before it, not to a small-letter name before that', () => {
    const names = named(
      'JOINT WORK AGREEMENT This Joint Work Agreement ("Agreement") is between eLumen Inc., a public corporation, with a location at 6 Main Street, Albany, New York and Harwick Labs Ltd. of London, England ("Harwick"), an English company. WHEREAS, the parties wish to work together.',
    );
    expect(names.find(([, aliases]) => aliases.includes('Harwick'))?.[0]).toBe('Harwick Labs Ltd. of London, England');
  });
});

describe('a party named with the group it brings along', () => {
  it('is named without the joining phrase that leads into its affiliates', () => {
    const along = named(
      'SERVICE TERMS These Service Terms are between Brightwater Data, Inc., along with its group companies (together, "Brightwater", "we" or "us"), and Teodor Lind ("Customer"). Customer shall pay the fees set out in the order.',
    ).map(([name]) => name);
    expect(along).toContain('Brightwater Data, Inc.');
    expect(along.join(' ')).not.toMatch(/\balong\b/);
  });

  it('is named without "jointly with", "including" or "and its affiliates"', () => {
    for (const joining of ['jointly with its subsidiaries', 'including its affiliates', 'and its affiliates']) {
      const names = named(
        `CONSULTING AGREEMENT This Consulting Agreement is made between Kestrel Analytics Ltd, ${joining} ("Kestrel"), and Miriam Osei ("Consultant"). Consultant shall provide the services described in Schedule 1.`,
      ).map(([name]) => name);
      expect(names).toContain('Kestrel Analytics Ltd');
    }
  });
});

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
});

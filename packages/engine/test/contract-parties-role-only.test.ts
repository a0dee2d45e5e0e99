import { describe, expect, it } from 'vitest';
import { detectParties, readerParty } from '../src/local/contract/contract-parties';

// An opening written for this test: a form agreement names the second party only by its role, to be
// filled in below, and defines an attached terms document beside it.
const FORM = [
  'CONTENT LICENSE AGREEMENT',
  'This Content License Agreement ("Agreement") is between Harbor Tunes, Inc., located at 8 Elm Street, Hartford, Connecticut ("Harbor"), and Licensee, as set forth below, and describes the terms under which Licensee will stream the Programming. Licensee\'s streaming is subject to the Standard Terms ("ST") attached hereto as Exhibit A. The parties agree as follows:',
  '1. Licence. Harbor hereby grants to Licensee a non-exclusive licence to stream the Programming in the Territory.',
].join('\n\n');

describe('a party a form names only by its role is still a party', () => {
  it('lists the role-named party beside the named one, and no terms document', () => {
    expect(detectParties(FORM).map((party) => party.aliases)).toEqual([['Harbor'], ['Licensee']]);
  });

  it('makes the role-named licensee the client', () => {
    expect(readerParty(detectParties(FORM), 'client', undefined)?.aliases).toEqual(['Licensee']);
  });
});

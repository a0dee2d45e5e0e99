import { describe, expect, it } from 'vitest';
import { detectParties, readerPartyWithReason } from '../src/local/contract/contract-parties';

// A contract written for these tests: the reader picks their party by a shorter form of its name.
const CONTRACT =
  'CONSULTING AGREEMENT This Agreement is made on 2 May 2025 between Brightwick Holdings Limited, a company registered in England ("Company"), and Orrin Data Services Inc., a Delaware corporation ("Orrin"). NOW, THEREFORE, the parties agree as follows: 1. Term. This Agreement runs for one year.';

function picked(chosen: string) {
  return readerPartyWithReason(detectParties(CONTRACT), 'client', chosen);
}

describe('a reader who picks their party by a short form of its name', () => {
  it('selects the party named without its company suffix', () => {
    expect(picked('Brightwick Holdings')?.party.name).toBe('Brightwick Holdings Limited');
    expect(picked('Orrin Data Services')?.party.name).toBe('Orrin Data Services Inc.');
  });

  it('selects the party whose name starts with the picked word', () => {
    expect(picked('Brightwick')?.party.name).toBe('Brightwick Holdings Limited');
    expect(picked('Brightwick')?.reason).toBe('you picked this party.');
  });

  it('selects the party by its defined short name and by another form of its suffix', () => {
    expect(picked('Orrin')?.party.name).toBe('Orrin Data Services Inc.');
    expect(picked('Brightwick Holdings Ltd.')?.party.name).toBe('Brightwick Holdings Limited');
  });

  it('selects no party by a word both names share, nor by a word inside a name', () => {
    const shared = detectParties(
      'SUPPLY AGREEMENT This Agreement is made between Harbor Foods Ltd ("Supplier") and Harbor Retail Ltd ("Retailer"). NOW, THEREFORE, the parties agree as follows: 1. Term.',
    );
    expect(readerPartyWithReason(shared, 'seller', 'Harbor')?.reason).not.toBe('you picked this party.');
    expect(picked('Holdings')?.reason).not.toBe('you picked this party.');
  });
});

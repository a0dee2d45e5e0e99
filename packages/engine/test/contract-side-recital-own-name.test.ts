import { describe, expect, it } from 'vitest';
import { detectParties, readerPartyWithReason } from '../src/local/contract/contract-parties';

// An agreement written for this test: the provider is named twice in the recital stating the deal.
const AGREEMENT = [
  'CONTENT LICENSE AGREEMENT',
  'This Agreement is entered into between Orion Broadcasting Limited ("Party A" or "Orion TV") and Qinglan Network Co., Ltd. ("Party B").',
  'WHEREAS, Party A owns the rights to the programs listed in Exhibit 1; and',
  'WHEREAS, the Parties agree that Party A will provide the program content of Orion TV to Party B on the terms below.',
  'NOW, THEREFORE, the Parties agree as follows:',
  '1. Scope. Party B may use the program content only on its own websites.',
].join('\n\n');

describe('a recital naming the provider twice still states who provides to whom', () => {
  it('makes the party provided to the client’s party', () => {
    const reader = readerPartyWithReason(detectParties(AGREEMENT), 'client', undefined);
    expect(reader?.party.name).toBe('Qinglan Network Co., Ltd.');
    expect(reader?.reason).toMatch(/will provide the program content/u);
  });
});

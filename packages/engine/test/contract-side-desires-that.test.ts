import { describe, expect, it } from 'vitest';
import { detectParties, readerPartyWithReason } from '../src/local/contract/contract-parties';

// An opening written for this test: neither short name says a part in the deal, and the recital says
// which party wants the other to do the work ("X desires that Y provide …").
const OPENING = [
  'CLAIMS HANDLING AGREEMENT',
  'This Claims Handling Agreement is made as of March 1, 2023 by and between Tarrow Benefits, Inc., an Ohio corporation ("TBI"), and Quell Review Group, Inc., an Ohio corporation ("QRG").',
  'BACKGROUND',
  'TBI administers health plans for employers. TBI desires that QRG provide, and QRG is willing to provide, claims review services to those employers on behalf of TBI.',
  'Accordingly, the parties agree as follows:',
  '1. Services. QRG shall review the claims that TBI refers to it.',
].join('\n\n');

describe('the party that wants the other to provide the work is the client', () => {
  it('makes the party that desires the work the client, with the recital as the reason', () => {
    const reader = readerPartyWithReason(detectParties(OPENING), 'client', undefined);
    expect(reader?.party.name).toBe('Tarrow Benefits, Inc.');
    expect(reader?.reason).toMatch(/TBI desires that QRG provide/u);
  });

  it('makes the party asked to provide it the provider', () => {
    expect(readerPartyWithReason(detectParties(OPENING), 'service-provider', undefined)?.party.name).toBe(
      'Quell Review Group, Inc.',
    );
  });
});

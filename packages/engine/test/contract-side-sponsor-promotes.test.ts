import { describe, expect, it } from 'vitest';
import { detectParties, readerPartyWithReason } from '../src/local/contract/contract-parties';

// An opening written for this test: trade names only, and recitals saying one party runs a medium and
// the other wants its own products promoted across it.
const OPENING = [
  'PROMOTION AGREEMENT',
  'This Promotion Agreement ("Agreement") is entered into as of May 2, 2022, by and between Brightwell Outdoor Co. ("Brightwell") with offices at 12 Pine Road, Denver, Colorado and Lumen Streams, Inc. ("Lumen") with offices at 40 Bay Street, Seattle, Washington.',
  'WHEREAS, Lumen operates a video service on the internet (the "Service").',
  'WHEREAS, Brightwell seeks to promote the sale of its camping products across the Service.',
  'NOW, THEREFORE, Lumen and Brightwell hereby agree as follows:',
  '1. Term. This Agreement runs for one year.',
].join('\n\n');

describe('the party that wants its own products promoted across the other’s medium is the client', () => {
  it('is the reader’s party for the client role, with the recital as the reason', () => {
    const reader = readerPartyWithReason(detectParties(OPENING), 'client', undefined);
    expect(reader?.party.name).toBe('Brightwell Outdoor Co.');
    expect(reader?.reason).toMatch(/Brightwell seeks to promote the sale of its camping products/u);
  });

  it('leaves a distributor promoting the supplier’s products without a side from that alone', () => {
    const text = OPENING.replace(
      'Brightwell seeks to promote the sale of its camping products across the Service.',
      'Brightwell seeks to promote the Products in its stores.',
    );
    expect(readerPartyWithReason(detectParties(text), 'client', undefined)).toBeUndefined();
  });
});

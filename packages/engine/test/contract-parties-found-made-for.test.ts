import { describe, expect, it } from 'vitest';
import { detectParties, readerPartyWithReason } from '../src/local/contract/contract-parties';

// Contracts written for these tests. The parties' short names ("Tamsin", "Wexford") say nothing of their
// part in the deal: only the words saying who makes the goods for whom tell which party is the customer.
const OPENING =
  'MANUFACTURING AGREEMENT\nThis Manufacturing Agreement is made on 3 June 2025 between Tamsin Foods LLC, a Delaware limited liability company ("Tamsin"), and Wexford Nutrition Inc., a California corporation ("Wexford").\n';

function readerOf(text: string, role: Parameters<typeof readerPartyWithReason>[1]) {
  return readerPartyWithReason(detectParties(text), role, undefined);
}

describe('the customer of a manufacturing deal, read from who makes the goods for whom', () => {
  it('makes the party the goods are produced for the client', () => {
    const text = `${OPENING}WHEREAS, Tamsin operates bottling plants and desires to produce the Beverages for Wexford at its plant in Ohio; and\nWHEREAS, the parties wish to set out the terms of that arrangement;\nNOW, THEREFORE, the parties agree as follows:\n1. Term\n1.1 This Agreement runs for three years.\n`;
    const reader = readerOf(text, 'client');
    expect(reader?.party.name).toBe('Wexford Nutrition Inc.');
    expect(reader?.reason).toContain('desires to produce the Beverages for Wexford');
    expect(readerOf(text, 'service-provider')?.party.name).toBe('Tamsin Foods LLC');
  });

  it('reads "wishes to have the goods manufactured by" the other party', () => {
    const text = `${OPENING}WHEREAS, Wexford owns certain recipes and wishes to have the Beverages manufactured and packaged by Tamsin under the terms below;\nNOW, THEREFORE, the parties agree as follows:\n1. Term\n1.1 This Agreement runs for three years.\n`;
    expect(readerOf(text, 'client')?.party.name).toBe('Wexford Nutrition Inc.');
  });

  it('reads a maker named with its affiliates', () => {
    const text = `${OPENING}WHEREAS, the parties wish to enter into a relationship under which Tamsin and its Affiliates will manufacture for Wexford the Wexford Beverages;\nNOW, THEREFORE, the parties agree as follows:\n1. Term\n1.1 This Agreement runs for three years.\n`;
    expect(readerOf(text, 'client')?.party.name).toBe('Wexford Nutrition Inc.');
  });

  it('reads goods "manufactured by" one party "for" the other', () => {
    const text = `${OPENING}The parties agree as follows:\n1. Specifications\n1.1 Schedule A sets out the revised specifications for the filter cartridges manufactured by Tamsin for Wexford.\n`;
    expect(readerOf(text, 'client')?.party.name).toBe('Wexford Nutrition Inc.');
  });

  it('does not take producing records or documents for a party as the deal', () => {
    const text = `${OPENING}The parties agree as follows:\n1. Audit\n1.1 Tamsin shall produce its records and documents for Wexford on request.\n`;
    expect(readerOf(text, 'client')).toBeUndefined();
  });

  it('leaves the reader unknown when each party makes goods for the other', () => {
    const text = `${OPENING}The parties agree as follows:\n1. Supply\n1.1 Tamsin shall manufacture the bottles for Wexford.\n1.2 Wexford shall manufacture the caps for Tamsin.\n`;
    expect(readerOf(text, 'client')).toBeUndefined();
  });

  it('reads goods "sold by" one party "to" the other, and "purchased by" one "from" the other', () => {
    const sold = `${OPENING}The parties agree as follows:\n1. Definitions\n1.1 "Price" means the price of the Beverages sold by Tamsin to Wexford under this Agreement.\n`;
    expect(readerOf(sold, 'client')?.party.name).toBe('Wexford Nutrition Inc.');
    const bought = `${OPENING}The parties agree as follows:\n1. Orders\n1.1 All Beverages purchased by Wexford from Tamsin are subject to these terms.\n`;
    expect(readerOf(bought, 'client')?.party.name).toBe('Wexford Nutrition Inc.');
  });

  it('reads a sum paid to a party for carrying out the work as the price of the deal', () => {
    const text = `${OPENING}The parties agree as follows:\n1. Pilot\n1.1 Wexford shall pay Tamsin USD 8,000 for carrying out the pilot bottling run.\n`;
    expect(readerOf(text, 'client')?.party.name).toBe('Wexford Nutrition Inc.');
  });

  it('reads past a redaction mark between the maker and what it desires to produce', () => {
    const text = `${OPENING}WHEREAS, Tamsin [***] desires to produce the Beverages in glass bottles for Wexford; and\nNOW, THEREFORE, the parties agree as follows:\n1. Term\n1.1 This Agreement runs for three years.\n`;
    expect(readerOf(text, 'client')?.party.name).toBe('Wexford Nutrition Inc.');
  });
});

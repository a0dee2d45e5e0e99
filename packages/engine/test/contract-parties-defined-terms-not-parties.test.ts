import { describe, expect, it } from 'vitest';
import { contractFacts } from '../src/local/contract/contract-facts';
import { splitSentences } from '../src/text/sentences';

function partiesOf(text: string): string | undefined {
  return contractFacts(splitSentences([{ pageNumber: 1, text }])).find((fact) => fact.category === 'Parties')?.value;
}

describe('defined terms that name no party', () => {
  it('does not list a term defined for what a party may do as a party', () => {
    const parties = partiesOf(
      'This Hosting Agreement is entered into between Quillon Systems Ltd ("Host") and Marrow Bakeries LLC ("Client"). Host may copy Client Content only to run the backups ("Backup Use of Content").',
    );
    expect(parties).toBe('Quillon Systems Ltd ("Host"); Marrow Bakeries LLC ("Client")');
  });

  it('does not give a party the name of a group defined after a semicolon by reference to it', () => {
    const parties = partiesOf(
      'This Voting Agreement is made between Tamsin Robotics, Inc., a Delaware corporation (the "Company"), and the shareholders listed on Schedule 1 (each a "Shareholder" and together the "Shareholders"; the Shareholders holding two thirds of the shares, the "Supermajority Shareholders").',
    );
    expect(parties).not.toMatch(/Supermajority/u);
  });
});

import { describe, expect, it } from 'vitest';
import { contractFacts } from '../src/local/contract/contract-facts';
import { splitSentences } from '../src/text/sentences';

function factsOf(text: string): Map<string, { value?: string; quote: string; page: number }> {
  const facts = contractFacts(splitSentences([{ pageNumber: 1, text }]));
  return new Map(facts.map((fact) => [fact.category, { value: fact.value, ...fact.evidence }]));
}

describe('contract facts', () => {
  it('computes the expiration from the term, not from an unrelated later period', () => {
    const facts = factsOf(
      'This Supply Agreement is made and entered into as of April 30, 2019 (the "Effective Date") by and between Apollo Endosurgery, Inc. (the "Client") and Harbor Medical LLC (the "Supplier").\n\n' +
        '1. Term. The term of this Agreement shall be five (5) years from the Effective Date, unless terminated earlier.\n\n' +
        '2. Non-Solicitation. During the Term and for a period of nine (9) months thereafter, neither party shall solicit the employees of the other.',
    );
    expect(facts.get('Effective Date')?.value).toBe('2019-04-30');
    expect(facts.get('Expiration Date')?.value).toBe('2024-04-30');
    expect(facts.get('Expiration Date')?.quote).toMatch(
      /^The term of this Agreement shall be five \(5\) years from the Effective Date/u,
    );
  });

  it('keeps the length when no start date is stated, and never takes a period after the term', () => {
    const facts = factsOf(
      'During the Term and for a period of nine (9) months thereafter, neither party shall solicit the employees of the other. The initial term of this Agreement is three (3) years.',
    );
    expect(facts.get('Expiration Date')?.value).toBe('three (3) years');
  });

  it('reads the parties from the preamble with their defined roles', () => {
    const facts = factsOf(
      'MASTER SERVICES AGREEMENT\n1120 Avenue of the Americas, New York\n\nThis Master Services Agreement is made as of April 30, 2019 between Apollo Endosurgery, Inc., a Delaware corporation (the "Client"), and Harbor Medical LLC (the "Provider").',
    );
    expect(facts.get('Parties')?.value).toBe('Apollo Endosurgery, Inc. ("Client"); Harbor Medical LLC ("Provider")');
  });
  it('takes the effective date from the preamble, not a later fee step', () => {
    const facts = factsOf(
      'This Services Agreement is made and entered into as of April 30, 2019 by and between Apollo Endosurgery, Inc. (the "Client") and Harbor Medical LLC (the "Provider").\n\n' +
        '4. Fees. Effective July 1, 2020, the monthly fee shall increase to $5,000.',
    );
    expect(facts.get('Effective Date')?.value).toBe('2019-04-30');
  });
});

import { describe, expect, it } from 'vitest';
import { sentenceRole } from '../src/local/contract/sentence-role';

// Sentences written for these tests.
describe('a press release attached to a contract states no clause', () => {
  it.each([
    'March 2, 2021 - Orrin Biotech, Inc. (Nasdaq: ORRN), a clinical-stage company, today announced it has obtained an exclusive license to develop its lead compound from Talwood Labs.',
    'Talwood Labs announced today that it has granted Orrin Biotech exclusive worldwide rights to the compound.',
  ])('"%s" is a reference, not an operative clause', (sentence) => {
    expect(sentenceRole(sentence)).toBe('reference');
  });

  it('a grant in the contract itself stays operative', () => {
    expect(
      sentenceRole('Talwood hereby grants to Orrin an exclusive, worldwide license to develop and sell the Compound.'),
    ).toBe('operative');
  });
});

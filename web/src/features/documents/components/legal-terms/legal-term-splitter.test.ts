import type { LegalTerm } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { splitLegalTerms } from './legal-term-splitter';

const examples = ['one', 'two', 'three'] as const;
const GLOSSARY: LegalTerm[] = [
  { term: 'Liability', category: 'liability', definition: 'Legal responsibility.', examples },
  { term: 'Limitation of liability', category: 'liability', definition: 'A cap.', examples },
  { term: 'Waiver', category: 'general', definition: 'Giving up a right.', examples },
  { term: 'Non-compete', category: 'employment', definition: 'No competing.', examples },
];

function describeSegments(text: string) {
  return splitLegalTerms(text, GLOSSARY).map((segment) =>
    segment.term ? `[${segment.text}→${segment.term.term}]` : segment.text,
  );
}

describe('splitLegalTerms', () => {
  it('finds terms case-insensitively and keeps the text as written', () => {
    expect(describeSegments('The WAIVER clause and the waiver letter.')).toEqual([
      'The ',
      '[WAIVER→Waiver]',
      ' clause and the ',
      '[waiver→Waiver]',
      ' letter.',
    ]);
  });

  it('prefers the longest term where terms overlap', () => {
    expect(describeSegments('A limitation of liability caps liability.')).toEqual([
      'A ',
      '[limitation of liability→Limitation of liability]',
      ' caps ',
      '[liability→Liability]',
      '.',
    ]);
  });

  it('matches whole words only', () => {
    expect(describeSegments('No waivers, liabilityless or nonwaiver terms.')).toEqual([
      'No waivers, liabilityless or nonwaiver terms.',
    ]);
  });

  it('accepts any spacing inside a multi-word term and hyphenated terms', () => {
    expect(describeSegments('Limitation\n of  liability; a non-compete.')).toEqual([
      '[Limitation\n of  liability→Limitation of liability]',
      '; a ',
      '[non-compete→Non-compete]',
      '.',
    ]);
  });

  it('gives the text unchanged when it holds no term', () => {
    expect(describeSegments('Payment is due in 30 days.')).toEqual(['Payment is due in 30 days.']);
    expect(splitLegalTerms('', GLOSSARY)).toEqual([]);
  });

  it('uses the shared glossary by default', () => {
    expect(splitLegalTerms('Subject to force majeure events.')[1]).toEqual({
      text: 'force majeure',
      term: expect.objectContaining({ term: 'Force majeure', category: 'contract' }),
    });
  });
});

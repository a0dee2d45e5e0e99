import { describe, expect, it } from 'vitest';
import { leadingWords, mayStartWith, wordsOf } from './leading-words';

describe('the words a learner rule can start with', () => {
  it('reads them from a pattern that opens with a list of words, in lower case', () => {
    expect(leadingWords(/\b(He|she)\s+(go|want)\b/gu)).toEqual(new Set(['he', 'she']));
    expect(leadingWords(/\b(?:at|by)\b/giu)).toEqual(new Set(['at', 'by']));
  });

  it('takes the first word of a phrase or a contraction, which stands whole in the sentence', () => {
    expect(leadingWords(/\b(as\s+soon\s+as|don't)\s+(\p{Ll}+)/giu)).toEqual(new Set(['as', 'don']));
  });

  it('joins the words of every branch of a pattern of several branches', () => {
    expect(leadingWords(/\b(interested)\s+(on)\b|\b(afraid|scared)\s+(from)\b/giu)).toEqual(
      new Set(['interested', 'afraid', 'scared']),
    );
  });

  it('gives none when a match could start with some other word', () => {
    // An optional group, a word that may go on ("an?"), a look-behind, a class, or a branch of another shape.
    for (const pattern of [
      /\b(very|really)?\s*(good)\b/giu,
      /\b(an?)\s+(such)\b/giu,
      /(?<=\b(?:I|you)\s+)(am|are)\s+(used)/giu,
      /\b([Tt]he)\s+(France)\b/gu,
      /\b(at)\s+(home)\b|(?<=\s)(the)\s+(life)\b/giu,
      /\b(solutions?)\s+(of)\b/giu,
    ])
      expect(leadingWords(pattern), String(pattern)).toBeUndefined();
  });

  it('lets a sentence through only when it holds one of the words', () => {
    const leading = leadingWords(/\b(don't|interested)\s+(\p{Ll}+)/giu);
    expect(mayStartWith(leading, wordsOf("I DON’T know; I don't care."))).toBe(true);
    expect(mayStartWith(leading, wordsOf('She is Interested in art.'))).toBe(true);
    expect(mayStartWith(leading, wordsOf('The donkey is uninterested.'))).toBe(false);
    expect(mayStartWith(undefined, wordsOf('Anything at all.'))).toBe(true);
  });
});

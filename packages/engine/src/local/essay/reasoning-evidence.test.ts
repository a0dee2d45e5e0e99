import { describe, expect, it } from 'vitest';
import { splitSentences } from '../../text/sentences';
import { explainedQuotations, explainingWords, paragraphBacksClaims } from './reasoning-evidence';

const sentencesOf = (text: string) => splitSentences([{ pageNumber: 1, text }]);

describe('the words that explain', () => {
  it('take ", so" as a result but not ", so many" as one', () => {
    const sentences = sentencesOf('The bus was late, so we walked. The hall was full, so many pupils stood.');
    expect(explainingWords(sentences)).toEqual(['so']);
  });

  it('name a consequence reasoned out by its frame, not by the whole clause', () => {
    const sentences = sentencesOf(
      'If the bridge closed, the town would lose its market. The road was too narrow to widen.',
    );
    expect(explainingWords(sentences)).toEqual(['if … would', 'too … to']);
  });

  it('count a paragraph that quotes or gives a figure as backing its claims', () => {
    expect(paragraphBacksClaims(sentencesOf('The mayor called the square "the heart of the town."'))).toBe(true);
    expect(paragraphBacksClaims(sentencesOf('Twelve shops opened on the square in 2024.'))).toBe(true);
    expect(paragraphBacksClaims(sentencesOf('The square is nice. People like it a lot.'))).toBe(false);
  });
});

describe('a reason that only restates', () => {
  it('is not credited when the clause after "because" repeats the claim', () => {
    expect(explainingWords(sentencesOf('Homework is important because homework is important.'))).toEqual([]);
    expect(explainingWords(sentencesOf('Phones should be banned because they distract pupils in class.'))).toEqual([
      'because',
    ]);
  });

  it('does not count a quotation as explained when the next sentence repeats it', () => {
    const restated = sentencesOf(
      'The poet writes "the harbour was grey and empty." This shows that the harbour was grey and empty.',
    );
    const explained = sentencesOf(
      'The poet writes "the harbour was grey and empty." This shows that the speaker feels lonely after the war.',
    );
    expect(explainedQuotations(restated)).toBe(0);
    expect(explainedQuotations(explained)).toBe(1);
  });
});

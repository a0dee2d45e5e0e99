import { describe, expect, it } from 'vitest';
import { splitSentences } from '../../text/sentences';
import { explainingWords, paragraphBacksClaims } from './reasoning-evidence';

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

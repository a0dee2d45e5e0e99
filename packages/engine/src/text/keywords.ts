import { isStopword } from './stopwords';
import { wordsOf } from './words';

export interface Keyword {
  term: string;
  count: number;
}

const MIN_WORD_LENGTH = 3;
const PHRASE_WEIGHT = 2;
const MOSTLY_IN_PHRASE = 0.6;

function isContentWord(word: string): boolean {
  return word.length >= MIN_WORD_LENGTH && !isStopword(word) && !/^[@']/u.test(word);
}

/** The content words of a text, in order. */
export function contentWordsOf(text: string): string[] {
  return wordsOf(text).filter(isContentWord);
}

/**
 * The most frequent topic words and two-word phrases. A phrase that occurs at least twice is
 * preferred to its words; ties are broken alphabetically so the list is stable.
 */
export function extractKeywords(texts: readonly string[], limit: number): Keyword[] {
  const singles = new Map<string, number>();
  const pairs = new Map<string, number>();
  for (const text of texts) {
    const words = wordsOf(text);
    for (let i = 0; i < words.length; i++) {
      const word = words[i] as string;
      if (!isContentWord(word)) continue;
      singles.set(word, (singles.get(word) ?? 0) + 1);
      const next = words[i + 1];
      if (next && isContentWord(next)) pairs.set(`${word} ${next}`, (pairs.get(`${word} ${next}`) ?? 0) + 1);
    }
  }
  const phrases = [...pairs].filter(([, count]) => count >= 2);
  const inPhrases = new Map<string, number>();
  for (const [phrase, count] of phrases) {
    for (const word of phrase.split(' ')) inPhrases.set(word, Math.max(inPhrases.get(word) ?? 0, count));
  }
  // A word is left out when it mostly occurs inside one of the phrases already listed.
  const words = [...singles].filter(([word, count]) => (inPhrases.get(word) ?? 0) < count * MOSTLY_IN_PHRASE);
  const ranked = [
    ...phrases.map(([term, count]) => ({ term, count, weight: count * PHRASE_WEIGHT })),
    ...words.map(([term, count]) => ({ term, count, weight: count })),
  ];
  return ranked
    .sort((a, b) => b.weight - a.weight || byCodePoint(a.term, b.term))
    .slice(0, limit)
    .map(({ term, count }) => ({ term, count }));
}

// Not localeCompare: the order must not depend on the machine's locale data.
function byCodePoint(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

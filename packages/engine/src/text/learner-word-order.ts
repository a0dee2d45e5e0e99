import { keepCase, type PatternRule, word } from './learner-collocations';

/**
 * Where an adverb goes, from grammar books: after the first auxiliary or modal and before the
 * main verb ("will also be", "have already been", "can always"), and "even" after a negative
 * auxiliary ("don't even"). Each matches only where one order is the rule and the other is not
 * used for emphasis.
 */
const MODAL = 'will|would|can|could|should|must|may|might';

export const WORD_ORDER_RULES: readonly PatternRule[] = [
  {
    category: 'Word order',
    pattern: new RegExp(
      String.raw`\b(${MODAL}|to)\s+(be)\s+(also|always|never|already|still|even|often|usually|sometimes|certainly)\s+(\p{Ll}+(?:ed|en|wn|ne|lt|pt|ght|ld))\b`,
      'giu',
    ),
    explanation: 'The adverb goes before “be” after a modal: “it will also be built”.',
    fix: (match) => `${word(match, 1)} ${word(match, 3)} ${word(match, 2)} ${word(match, 4)}`,
  },
  {
    category: 'Word order',
    pattern:
      /\b(have|has|had|I've|you've|we've|they've|he's|she's|it's)\s+(been)\s+(already|always|never|just|also|ever)\b/giu,
    explanation: 'The adverb goes after “have” and before “been”: “it has always been”.',
    fix: (match) => `${word(match, 1)} ${word(match, 3)} ${word(match, 2)}`,
  },
  {
    category: 'Word order',
    pattern:
      /\b(I|you|we|they|he|she|it|people)\s+(always|never|usually|often|sometimes|normally|certainly)\s+(can|could|should|must|will|would)\b(?!\s*[,.!?;]|\s+not\b|n't)/giu,
    explanation: 'The adverb goes after a modal verb: “you can always ask”.',
    fix: (match) => `${word(match, 1)} ${word(match, 3)} ${word(match, 2)}`,
  },
  {
    category: 'Word order',
    pattern: /\b(we|they|you)\s+(all)\s+(should|could|would|must|might)\b(?!\s*[,.!?;])/giu,
    explanation: '“All” goes after the modal verb: “we should all go”.',
    fix: (match) => `${word(match, 1)} ${word(match, 3)} ${word(match, 2)}`,
  },
  {
    category: 'Word order',
    pattern: /\b(even)\s+(don't|doesn't|didn't|can't|couldn't|won't|wouldn't|haven't|hasn't)\b/giu,
    explanation: '“Even” goes after a negative auxiliary: “I don’t even know”.',
    fix: (match) => `${word(match, 2)} ${keepCase(word(match, 1), 'even').toLowerCase()}`,
  },
  {
    category: 'Word order',
    pattern:
      /\b(enough)\s+(developed|qualified|prepared|experienced|equipped|motivated|trained|educated|organised|organized|informed|skilled|mature|responsible|independent)(?=\s*[,.!?;]|\s+(?:to|for|and|but)\b)/giu,
    explanation: '“Enough” follows an adjective: “developed enough”.',
    fix: (match) => `${word(match, 2)} ${word(match, 1).toLowerCase()}`,
  },
  {
    category: 'Word order',
    pattern:
      /\b(I|you|we|they)\s+(play|go|eat|drink|watch|read|visit|take|spend|work|study|walk|cook|travel|listen|use|buy|meet|see)\s+(usually|always|never|often|normally)\b(?!\s*[,.!?;])/gu,
    explanation: 'An adverb of frequency goes before the main verb: “I usually play”.',
    fix: (match) => `${word(match, 1)} ${word(match, 3)} ${word(match, 2)}`,
  },
];

import { keepCase, type PatternRule, word } from '../../pattern-rule';

/**
 * "Look like" takes a noun phrase, so the question word before it is "what", not "how": "What does
 * it look like?", "I wonder what the house will look like" (Swan, Practical English Usage: "like",
 * "how" and "what"). "How does it look?" asks the same without "like".
 */
export const WORD_CHOICE_WHAT_LOOKS_LIKE_RULES: readonly PatternRule[] = [
  {
    id: 'word-choice.what-looks-like-not-how',
    category: 'Word choice',
    // "how to look like a star", "how much she looks like her mother", "people who look like us":
    // there "how" does not stand for the thing described.
    pattern:
      /\b(how)\b(?!\s+(?:to|much|many|often|far|long|old|well|come|about|closely|strongly|similar|alike|exactly|little)\b)((?:\s+(?!(?:who|that|which|to|and|but|or|because|when|if)\b)[\p{L}'’-]+){1,8})\s+(look|looks|looked)\s+like\b/giu,
    explanation: '“Look like” takes a noun, so it is asked with “what”: “What does it look like?”.',
    fix: (match) => `${keepCase(word(match, 1), 'what')}${word(match, 2)} ${word(match, 3)} like`,
  },
];

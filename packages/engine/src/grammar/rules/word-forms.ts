import { type PatternRule, word } from '../pattern-rule';
import { FINITE_BE, oneOf, POSSESSIVE_DETERMINERS, wordPattern } from '../word-classes';
import { NOUN_FOR_ADJECTIVE, PLAIN_ADJECTIVE } from './lexicon/usage';

export const WORD_FORMS_RULES: readonly PatternRule[] = [
  {
    id: 'word-form.much-does-not-go-before',
    category: 'Adverb',
    pattern: new RegExp(
      String.raw`\b(${oneOf(FINITE_BE)}|be|not|so|too)\s+(much)\s+(${PLAIN_ADJECTIVE})(?=\s*[,.!?;:]|\s*$|\s+(?:and|but|or|to|for|because|in|at|when|if|as|with|nowadays|today|now)\b)`,
      'giu',
    ),
    explanation: '“Much” does not go before a plain adjective: “very important”, “so important”.',
    fix: (match) =>
      /^(?:so|too)$/iu.test(word(match, 1))
        ? `${word(match, 1)} ${word(match, 3)}`
        : `${word(match, 1)} very ${word(match, 3)}`,
  },
  {
    id: 'word-form.before-this-noun-english-uses',
    category: 'Word form',
    pattern: new RegExp(String.raw`\b(${Object.keys(NOUN_FOR_ADJECTIVE).join('|')})\s+(\p{Ll}+)\b`, 'gu'),
    explanation: 'Before this noun English uses the adjective: “environmental problems”, “violent scenes”.',
    fix: (match) => {
      const entry = NOUN_FOR_ADJECTIVE[word(match, 1)];
      return entry?.[0].test(word(match, 2)) ? `${entry[1]} ${word(match, 2)}` : undefined;
    },
  },
  {
    id: 'word-form.after-take-something-adverb-needed',
    category: 'Word form',
    pattern: wordPattern(
      'giu',
    )`\b(take|takes|took|taking|taken)\s+(it|this|that|them|him|her|things|life|everything|me|us|you|(?:${oneOf(POSSESSIVE_DETERMINERS)}|this|the)\s+\p{Ll}+)\s+(serious)\b`,
    explanation: 'After “take something”, the adverb is needed: “take it seriously”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)} seriously`,
  },
];

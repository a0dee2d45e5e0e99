import { matchesOf } from '../../text/pattern-matches';
import type { SentenceCheck, StyleIssue } from '../finding';
import { COMMON_MISSPELLINGS } from '../spelling/common-misspellings';

const REPEATED_WORD = /\b(\p{L}+)\s+\1\b/giu;

const ALLOWED_REPEATS = new Set(['had', 'that', 'is', 'do']);

const LOWERCASE_I = /(?<![\p{L}\p{N}'’.])i(?![\p{L}\p{N}'’.])/gu;

const HAVE_NOT_OF = /\b(could|should|would|must|might)\s+of\b/giu;

const A_BEFORE_VOWEL = /\b([Aa])\s+((?:a|e|i|o)\p{Ll}+)/gu;

const AN_BEFORE_CONSONANT = /\b([Aa]n)\s+([bcdfgjklmnpqrstvwxyz]\p{Ll}+)/gu;

const WORD = /\p{L}+/gu;

export const repeatedWords: SentenceCheck = (sentence) =>
  matchesOf(REPEATED_WORD, sentence.text)
    .filter((match) => !ALLOWED_REPEATS.has((match[1] as string).toLowerCase()))
    .map((match) => ({
      ruleId: 'basic.repeated-word',
      kind: 'grammar',
      category: 'Repeated word',
      severity: 'moderate',
      sentence,
      focus: match.index,
      error: match[0].replace(/\s+/gu, ' '),
      correction: match[1] as string,
      explanation: 'The same word is written twice in a row.',
    }));

export const lowercaseI: SentenceCheck = (sentence) =>
  matchesOf(LOWERCASE_I, sentence.text).map((match) => ({
    ruleId: 'capitals.pronoun-i',
    kind: 'grammar',
    category: 'Capitalisation',
    severity: 'moderate',
    sentence,
    focus: match.index,
    error: match[0],
    correction: 'I',
    explanation: 'The pronoun “I” is always a capital letter.',
  }));

/**
 * A sentence that starts in lower case after a full stop, or the first sentence of a document
 * (page 1, nothing before it). The first sentence of a later page may go on from the page before.
 * A word written with a capital inside ("iPhone", "eBay") is a name, left as written.
 */
export const lowercaseStart: SentenceCheck = (sentence, pageText) => {
  const before = pageText.slice(0, sentence.start).trimEnd();
  const opensDocument = before === '' && sentence.page === 1 && pageText.trim() !== '';
  if (!opensDocument && !/[.!?]$/u.test(before)) return [];
  const firstWord = /^\p{Ll}+(?![\p{L}\p{N}.@_'’])/u.exec(sentence.text)?.[0];
  // A lone "i" is the pronoun check's.
  if (!firstWord || firstWord === 'i') return [];
  return [
    {
      ruleId: 'capitals.sentence-start',
      kind: 'grammar',
      category: 'Capitalisation',
      severity: 'minor',
      sentence,
      focus: 0,
      error: firstWord,
      correction: firstWord.charAt(0).toUpperCase() + firstWord.slice(1),
      explanation: 'A sentence starts with a capital letter.',
    },
  ];
};

export const haveNotOf: SentenceCheck = (sentence) =>
  matchesOf(HAVE_NOT_OF, sentence.text).map((match) => ({
    ruleId: 'verb-form.of-for-have',
    kind: 'grammar',
    category: 'Verb form',
    severity: 'critical',
    sentence,
    focus: match.index,
    error: match[0],
    correction: `${match[1]} have`,
    explanation: '“Of” is not a verb; after could, should or would, write “have”.',
  }));

export const articles: SentenceCheck = (sentence) => [
  ...matchesOf(A_BEFORE_VOWEL, sentence.text)
    .filter((match) => !/^(?:one|once|eu|uni|use)/iu.test(match[2] as string))
    .map(
      (match): StyleIssue => ({
        ruleId: 'determiner.an-before-vowel',
        kind: 'grammar',
        category: 'Article',
        severity: 'moderate',
        sentence,
        focus: match.index,
        error: match[0],
        correction: `${match[1]}n ${match[2]}`,
        explanation: 'Use “an” before a word that starts with a vowel sound.',
      }),
    ),
  ...matchesOf(AN_BEFORE_CONSONANT, sentence.text).map(
    (match): StyleIssue => ({
      ruleId: 'determiner.a-before-consonant',
      kind: 'grammar',
      category: 'Article',
      severity: 'moderate',
      sentence,
      focus: match.index,
      error: match[0],
      correction: `${(match[1] as string).charAt(0)} ${match[2]}`,
      explanation: 'Use “a” before a word that starts with a consonant sound.',
    }),
  ),
];

export const misspellings: SentenceCheck = (sentence) =>
  matchesOf(WORD, sentence.text).flatMap((match): StyleIssue[] => {
    const correction = COMMON_MISSPELLINGS[match[0].toLowerCase()];
    if (!correction) return [];
    return [
      {
        ruleId: 'spelling.common-misspelling',
        kind: 'spelling',
        category: 'Spelling',
        severity: 'moderate',
        sentence,
        focus: match.index,
        error: match[0],
        correction,
        explanation: `“${match[0]}” is a common misspelling of “${correction}”.`,
      },
    ];
  });

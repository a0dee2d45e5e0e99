import { matchesOf } from '../../text/pattern-matches';
import { tagsOfWord } from '../../text/word-tags';
import type { IssueKind, SentenceCheck, StyleIssue } from '../finding';
import { headsUncountablePhrase } from '../rules/lexicon/uncountable-phrases';
import { COMMON_MISSPELLINGS } from '../spelling/common-misspellings';
import { hasRivalOneSlipAway } from '../spelling/unsure-guesses';
import { AN_BEFORE_CONSONANT, readsAsAnd, writesAnForAnd } from './an-for-and';

const REPEATED_WORD = /\b(\p{L}+)\s+\1\b/giu;

/**
 * Words said twice for emphasis in speech and story ("really really", "please please", "no no"): a
 * choice of the writer's voice, not a slip of the hand, so no correction is asked.
 */
export const EMPHASIS_WORDS = ['really', 'very', 'so', 'please', 'no', 'yes', 'oh', 'ha', 'bye', 'wait', 'hey'];

const ALLOWED_REPEATS = new Set(['had', 'that', 'is', 'do', ...EMPHASIS_WORDS]);

const LOWERCASE_I = /(?<![\p{L}\p{N}'’.])i(?![\p{L}\p{N}'’.])/gu;

const HAVE_NOT_OF = /\b(could|should|would|must|might)\s+of\b/giu;

const A_BEFORE_VOWEL = /\b([Aa])\s+((?:a|e|i|o)\p{Ll}+)/gu;

const WORD = /\p{L}+/gu;

/**
 * A check that makes one finding of each match of its pattern: what every check of this file but
 * the sentence-start one does, each with its own words.
 */
interface MatchCheck {
  ruleId: string;
  kind: IssueKind;
  category: string;
  severity: StyleIssue['severity'];
  pattern: RegExp;
  /** The right words for the match, or `undefined` when this match is no error. */
  correction: (match: RegExpExecArray) => string | undefined;
  explanation: (match: RegExpExecArray, correction: string) => string;
  /** The words at fault as shown; the match itself unless said. */
  error?: (match: RegExpExecArray) => string;
}

function matchCheck(check: MatchCheck): SentenceCheck {
  return (sentence) =>
    matchesOf(check.pattern, sentence.text).flatMap((match): StyleIssue[] => {
      const correction = check.correction(match);
      if (correction === undefined) return [];
      return [
        {
          ruleId: check.ruleId,
          kind: check.kind,
          category: check.category,
          severity: check.severity,
          sentence,
          focus: match.index,
          error: check.error ? check.error(match) : match[0],
          correction,
          explanation: check.explanation(match, correction),
        },
      ];
    });
}

/**
 * "the Grand Harbour Building building site": a capitalised word inside the sentence ends a name, and
 * the same word after it in lower case is the common noun the name is used with, not a repeat.
 */
function endsNameBeforeCommonWord(match: RegExpExecArray): boolean {
  const second = match[0].slice(match[0].length - (match[1] as string).length);
  const insideSentence = /\p{L}/u.test(match.input.slice(0, match.index));
  return insideSentence && /^\p{Lu}/u.test(match[1] as string) && /^\p{Ll}/u.test(second);
}

/**
 * "I gave her her keys": after a verb the first "her" is its object and the second the owner of the
 * noun after it, both needed.
 */
function isObjectThenPossessive(match: RegExpExecArray): boolean {
  if ((match[1] as string).toLowerCase() !== 'her') return false;
  const previous = /(\p{L}+)\s+$/u.exec(match.input.slice(0, match.index))?.[1] ?? '';
  const next = /^\s+(\p{L}+)/u.exec(match.input.slice(match.index + match[0].length))?.[1] ?? '';
  const tags = tagsOfWord(previous.toLowerCase());
  return tags.has('Verb') && !tags.has('Copula') && next !== '';
}

/** A word only a verb ("waited", "ran"), never a noun or a function word ("the", "she"). */
function isVerbOnly(word: string): boolean {
  const tags = tagsOfWord(word.toLowerCase());
  return tags.has('Verb') && !tags.has('Noun') && !tags.has('Pronoun') && !tags.has('Determiner');
}

/**
 * "The one thing we have to to is wait": before a finite verb the second "to" is another word misspelled ("do"),
 * and deleting either leaves "to is", no better than before.
 */
const isToToBeforeFiniteVerb = (match: RegExpExecArray): boolean =>
  (match[1] as string).toLowerCase() === 'to' &&
  /^\s+(?:is|are|was|were|has|does|am)\b/iu.test(match.input.slice(match.index + match[0].length));

export const repeatedWords = matchCheck({
  ruleId: 'basic.repeated-word',
  kind: 'grammar',
  category: 'Repeated word',
  severity: 'moderate',
  pattern: REPEATED_WORD,
  correction: (match) =>
    ALLOWED_REPEATS.has((match[1] as string).toLowerCase()) ||
    endsNameBeforeCommonWord(match) ||
    isObjectThenPossessive(match) ||
    isToToBeforeFiniteVerb(match)
      ? undefined
      : match[1],
  explanation: (match) => {
    const word = match[1] as string;
    // "waited waited": a doubled verb is often "waited and waited" with its "and" left out.
    return isVerbOnly(word)
      ? `The same word is written twice in a row: delete one, or join them with “and” (“${word} and ${word}”) if you meant emphasis.`
      : 'The same word is written twice in a row.';
  },
  error: (match) => match[0].replace(/\s+/gu, ' '),
});

export const lowercaseI = matchCheck({
  ruleId: 'capitals.pronoun-i',
  kind: 'grammar',
  category: 'Capitalisation',
  severity: 'moderate',
  pattern: LOWERCASE_I,
  correction: () => 'I',
  explanation: () => 'The pronoun “I” is always a capital letter.',
});

/**
 * Question marks that hold the place of lost characters and end no sentence: standing apart, doubled,
 * or wrapped round a word ("?illegible?") in place of its quotation marks.
 */
export const GARBLED_MARKS_END = /(?:^|\s)\?+$|\?{2,}$|(?:^|\s)\?\p{L}[^\s?]*\?$/u;

/**
 * A sentence that starts in lower case after a full stop, or the first sentence of a document
 * (page 1, nothing before it). The first sentence of a later page may go on from the page before.
 * A word written with a capital inside ("iPhone", "eBay") is a name, left as written.
 */

export const lowercaseStart: SentenceCheck = (sentence, pageText) => {
  const before = pageText.slice(0, sentence.start).trimEnd();
  const opensDocument = before === '' && sentence.page === 1 && pageText.trim() !== '';
  if (!opensDocument && !/[.!?]$/u.test(before)) return [];
  // Question marks standing apart from any word or doubled ("the map ?? and", "??stop?? and") hold the
  // place of lost characters (quotation marks, apostrophes) and end no sentence.
  if (GARBLED_MARKS_END.test(before)) return [];
  const firstWord = /^\p{Ll}+(?![\p{L}\p{N}.@_'’])/u.exec(sentence.text)?.[0];
  // A lone "i" is the pronoun check's; another lone letter ("l" typed for "I") has no capital that is a word.
  if (!firstWord || (firstWord.length === 1 && firstWord !== 'a')) return [];
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

export const haveNotOf = matchCheck({
  ruleId: 'verb-form.of-for-have',
  kind: 'grammar',
  category: 'Verb form',
  severity: 'critical',
  pattern: HAVE_NOT_OF,
  correction: (match) => `${match[1]} have`,
  explanation: () => '“Of” is not a verb; after could, should or would, write “have”.',
});

/** Words no article stands before ("a and", "a of"): the "a" is a fragment or a slip, not an article. */
const NO_NOUN_AFTER_ARTICLE = /^(?:and|or|of|on|in|at|as|if|is|it|its|into|onto|are|am|an|either|each|even|also)$/iu;

/**
 * "an A in", "the A and": after an article "A" is a letter or a grade; a capital "A" after a word
 * or a comma is one too ("got A in maths"), since the article has a capital only where a sentence opens.
 */
function isLetterNotArticle(match: RegExpExecArray): boolean {
  const before = match.input.slice(0, match.index);
  if (/\b(?:an?|the)\s+$/iu.test(before)) return true;
  return match[1] === 'A' && /[\p{L}\p{N},]\s*$/u.test(before);
}

/** The word after the article and the next few of its phrase (up to a punctuation mark), as written. */
const wordsFrom = (match: RegExpExecArray): string[] =>
  Array.from(
    (
      match.input.slice(match.index + match[0].length - (match[2] as string).length).split(/[.,;:!?()"“”—]/u)[0] ?? ''
    ).matchAll(/\p{L}+/gu),
  )
    .slice(0, 4)
    .map((found) => found[0]);

const anBeforeVowel = matchCheck({
  ruleId: 'determiner.an-before-vowel',
  kind: 'grammar',
  category: 'Article',
  severity: 'moderate',
  pattern: A_BEFORE_VOWEL,
  correction: (match) =>
    /^(?:one|once|eu|uni|use)/iu.test(match[2] as string) ||
    NO_NOUN_AFTER_ARTICLE.test(match[2] as string) ||
    isLetterNotArticle(match) ||
    // "a excellent advice": the article goes, so "an" would be a wrong fix (the countable rules say so).
    headsUncountablePhrase(wordsFrom(match))
      ? undefined
      : `${match[1]}n ${match[2]}`,
  explanation: () => 'Use “an” before a word that starts with a vowel sound.',
});

/**
 * "an computer" → "a computer", and "an then" → "and then" where no noun phrase can open; where the
 * writer writes "an" for "and" elsewhere, an "an" before a noun is no surer "a" than "and".
 */
const aBeforeConsonant = (unsure: boolean): SentenceCheck =>
  matchCheck({
    ruleId: 'determiner.a-before-consonant',
    kind: 'grammar',
    category: 'Article',
    severity: 'moderate',
    pattern: AN_BEFORE_CONSONANT,
    correction: (match) => {
      const initial = (match[1] as string).charAt(0);
      if (readsAsAnd(match)) return `${initial}nd ${match[2]}`;
      return unsure ? undefined : `${initial} ${match[2]}`;
    },
    explanation: (match, correction) =>
      correction.startsWith(`${(match[1] as string).charAt(0)}nd `)
        ? `No noun follows “${match[1]}”, so it is not the article: “${match[1]} ${match[2]}” is most likely “${correction}”.`
        : 'Use “a” before a word that starts with a consonant sound.',
  });

export const articles: SentenceCheck = (sentence, pageText) => [
  ...anBeforeVowel(sentence, pageText),
  ...aBeforeConsonant(writesAnForAnd(pageText))(sentence, pageText),
];

export const misspellings = matchCheck({
  ruleId: 'spelling.common-misspelling',
  kind: 'spelling',
  category: 'Spelling',
  severity: 'moderate',
  pattern: WORD,
  correction: (match) => {
    const fix = COMMON_MISSPELLINGS[match[0].toLowerCase()];
    if (!fix) return undefined;
    return hasRivalOneSlipAway(match[0], fix) ? `Check the spelling of “${match[0]}”.` : fix;
  },
  explanation: (match, correction) =>
    correction.startsWith('Check the spelling')
      ? `“${match[0]}” is misspelled, and more than one word is as near to it; check which was meant.`
      : `“${match[0]}” is a common misspelling of “${correction}”.`,
});

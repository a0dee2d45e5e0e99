import { matchesOf } from '../../text/pattern-matches';
import type { Sentence } from '../../text/sentences';
import { STOPWORDS } from '../../text/stopwords';
import { tagsOfWord } from '../../text/word-tags';
import type { StyleIssue } from '../finding';
import { isListedWord } from '../spelling/word-frequency';
import {
  relativeVerbAgreement,
  singularAfterOneOf,
  singularNounAdverbBareVerb,
  thereAgreement,
} from './clause-agreement';
import {
  missingArticle,
  pluralHeadBeforePhrase,
  pluralNounWithVerbInS,
  singularHeadBeforePhrase,
} from './noun-phrases';
import { mayApply, type TaggedRule, type Term } from './tagged-words';
import {
  heOrSheWithBareVerb,
  inflectedVerbAfterModal,
  ingAfterTo,
  pluralAfterSingularDeterminer,
  pluralNounWithSingularVerb,
  singularAfterNumber,
  singularNounWithPluralVerb,
} from './verb-agreement';

/** The rules that read each word's part of speech, in the order they are tried on each word. */
export const TAGGED_RULES: ReadonlyArray<{ id: string; rule: TaggedRule }> = [
  { id: 'tagged.he-or-she-with-bare-verb', rule: heOrSheWithBareVerb },
  { id: 'tagged.singular-noun-with-plural-verb', rule: singularNounWithPluralVerb },
  { id: 'tagged.plural-noun-with-singular-verb', rule: pluralNounWithSingularVerb },
  { id: 'tagged.inflected-verb-after-modal', rule: inflectedVerbAfterModal },
  { id: 'tagged.ing-after-to', rule: ingAfterTo },
  { id: 'tagged.singular-after-number', rule: singularAfterNumber },
  { id: 'tagged.plural-after-singular-determiner', rule: pluralAfterSingularDeterminer },
  { id: 'tagged.missing-article', rule: missingArticle },
  { id: 'tagged.plural-noun-with-verb-in-s', rule: pluralNounWithVerbInS },
  { id: 'tagged.plural-head-before-phrase', rule: pluralHeadBeforePhrase },
  { id: 'tagged.singular-head-before-phrase', rule: singularHeadBeforePhrase },
  { id: 'tagged.relative-verb-agreement', rule: relativeVerbAgreement },
  { id: 'tagged.singular-after-one-of', rule: singularAfterOneOf },
  { id: 'tagged.there-agreement', rule: thereAgreement },
  { id: 'tagged.singular-noun-adverb-bare-verb', rule: singularNounAdverbBareVerb },
];

/**
 * Whether the words hold one no everyday list knows ("childern", "bracese"): its part of speech is a
 * guess, and so is any number or agreement read from it; the spelling checks flag the word itself.
 */
function holdsUnknownWord(words: string): boolean {
  return (words.match(/\p{L}+/gu) ?? []).some((found) => {
    const lower = found.toLowerCase();
    return lower.length >= MIN_UNKNOWN_LENGTH && !isListedWord(lower) && !STOPWORDS.has(lower);
  });
}

/** Shorter words are too often forms the everyday list spells otherwise ("ok", "id"). */
const MIN_UNKNOWN_LENGTH = 4;

/** The tagged learner errors of one sentence. */
export function taggedLearnerErrors(sentence: Sentence): StyleIssue[] {
  if (!mayApply(sentence.text.replace(/’/gu, "'"))) return [];
  const terms = termsOf(sentence.text);
  const issues: StyleIssue[] = [];
  for (let index = 0; index < terms.length; index++) {
    for (const { id, rule } of TAGGED_RULES) {
      const finding = rule(terms, index);
      if (!finding) continue;
      const error = sentence.text.slice(finding.from.start, finding.to.end);
      if (holdsUnknownWord(error)) break;
      issues.push({
        ruleId: id,
        kind: 'grammar',
        category: finding.category,
        severity: 'moderate',
        sentence,
        focus: finding.from.start,
        error,
        correction: /^\p{Lu}/u.test(error)
          ? finding.correction.charAt(0).toUpperCase() + finding.correction.slice(1)
          : finding.correction,
        explanation: finding.explanation,
      });
      break;
    }
  }
  return issues;
}

/**
 * The sentence's words with each word's part of speech as compromise reads it on its own. Tagging
 * whole sentences in context reads a few words better but costs ten times as much; the rules check
 * the words around instead.
 */
function termsOf(text: string): Term[] {
  const matches = Array.from(matchesOf(/\p{L}+(?:['’]\p{L}+)*|\d+/gu, text));
  return matches.map((match, index) => {
    const end = match.index + match[0].length;
    const next = matches[index + 1];
    return {
      text: match[0],
      lower: match[0].toLowerCase().replace(/’/gu, "'"),
      tags: tagsOfWord(match[0]),
      start: match.index,
      end,
      post: text.slice(end, next ? next.index : text.length),
    };
  });
}

import { matchesOf } from '../../text/pattern-matches';
import { tagsOfWord } from '../../text/word-tags';
import type { SentenceCheck, StyleIssue } from '../finding';
import {
  ARTICLES,
  DEMONSTRATIVES,
  oneOf,
  PLACE_AND_TIME_PREPOSITIONS,
  POSSESSIVE_DETERMINERS,
  wordPattern,
} from '../word-classes';
import { missingCommaIssue } from './comma-findings';

/**
 * Commas inside a sentence that grammar books ask for around extra information: before an
 * interrupting "for example" or "however", before "which" after a name or a possessive noun phrase
 * (both already identify the thing, so what follows can only add to it), and before "whereas",
 * which sets a contrast against the clause before it. The comma before "such as", "including" or
 * "especially" is not asked for: it is right only where the examples are extra, which no pattern
 * can tell from examples that narrow the noun ("tasks such as filing"), and an essay shows every
 * finding among its corrections, so optional advice would read as a fix.
 */
interface InnerComma {
  id: string;
  pattern: RegExp;
  explanation: string;
  /** Whether the words before the gap allow the comma to be asked for. */
  applies?: (before: string, match: RegExpMatchArray) => boolean;
}

/** Words after which the phrase belongs to the verb or is already set off. */
const NOT_BEFORE_EXTRA =
  /\b(?:I|you|he|she|we|they|it|is|are|was|were|be|been|am|not|and|or|but|as|also|very|so|more|most|less|than|do|does|did|can|could|will|would|should|must|may|might)$/iu;

const WORD_BEFORE = /(\p{L}+(?:['’]\p{L}+)?)$/u;

/**
 * A noun already identified, ending where "which" follows: a possessive or "this"/"these" and its
 * noun, up to two words before it ("my old school", "this company"), or "the latter", "the former".
 */
const POSSESSIVE_NOUN_PHRASE = wordPattern(
  'iu',
)`\b(?:(?:${oneOf(POSSESSIVE_DETERMINERS)}|this|these)\s+(?:\p{Ll}+\s+){0,2}\p{Ll}+|the\s+(?:latter|former))$`;

/** How far back the possessive is looked for: three words of any length fit. */
const POSSESSIVE_REACH = 80;

/**
 * A capitalised word the dictionary knows as an ordinary word ("the Sales Department", "Head
 * Office"): no place name, so "where" after it may say which one is meant, with no comma.
 */
function isCommonWord(word: string): boolean {
  const tags = tagsOfWord(word);
  return tags.size > 0 && !tags.has('ProperNoun') && !tags.has('Place');
}

/**
 * Whether the name ending the words follows a noun phrase and a preposition of place ("the few
 * places in Lima"), where "where" may say which of the places is meant.
 */
const NOUN_BEFORE_PLACE = wordPattern(
  'iu',
)`\b(?:${oneOf(POSSESSIVE_DETERMINERS, ARTICLES, DEMONSTRATIVES)}|some|many|few|one)\s+(?:\p{L}+\s+){0,2}\p{L}+\s+(?:${oneOf(PLACE_AND_TIME_PREPOSITIONS)}|near|from|around|outside|inside)\s+\p{Lu}\p{Ll}+$`;

const INNER_COMMAS: readonly InnerComma[] = [
  {
    id: 'commas.for-example-inside',
    pattern: /(?<=\p{L})\s+(?=(?:for\s+example|for\s+instance)\b)/giu,
    explanation: '“For example” inside a sentence is set off by commas: “Some sports, for example tennis, …”.',
  },
  {
    id: 'commas.after-for-example',
    // A sentence that opens with "For example" is left to the opening-comma rules.
    // After a conjunction the linking-adverb rules set the phrase off on both sides ("and, for example, we").
    pattern:
      /(?<=(?<!\b(?:and|but|so|or|that|because)\s+)\bfor\s+(?:example|instance))\s+(?=(?:when|if|I|we|you|they|he|she|it|there)\s)/gu,
    explanation: '“For example” before the clause it introduces is followed by a comma: “…; for example, we have …”.',
  },
  {
    id: 'commas.however-inside',
    pattern:
      /(?<=\p{Ll})\s+(?=however\s+(?!much\b|many\b|hard\b|long\b|often\b|far\b|good\b|bad\b|big\b|small\b|little\b|well\b|you\b|they\b|we\b)\p{L})/gu,
    explanation: '“However” inside a sentence is set off by punctuation: “It was late; however, we stayed.”',
  },
  {
    id: 'commas.which-after-name',
    // "Paris which you visited": with a subject after it, "which" is the object of its clause, and is left alone.
    pattern: /(?<=\s\p{Lu}\p{Ll}+)\s+(?=which\s+(?!(?:I|you|we|they|he|she|it|there)\b)\p{Ll}+(?:s|ed)?\b)/gu,
    explanation: 'After a name, “which” adds information and takes a comma: “London, which is …”.',
  },
  {
    id: 'commas.where-after-place-name',
    pattern: /(?<=\s\p{Lu}\p{Ll}+)\s+(?=where\s)/gu,
    explanation: 'After the name of a place, “where” adds information and takes a comma: “Paris, where I studied, …”.',
    // "a Hotel where …": a common noun written with a capital, and "where" says which one.
    // "places in Lima where …": after a noun and a place phrase, "where" may say which of the places.
    applies: (before) =>
      !wordPattern('iu')`\b(?:${oneOf(ARTICLES)}|any|every|each|one)\s+\p{Lu}\p{Ll}+$`.test(before) &&
      !NOUN_BEFORE_PLACE.test(before) &&
      !isCommonWord(WORD_BEFORE.exec(before)?.[1] ?? ''),
  },
  {
    id: 'commas.which-after-identified-noun',
    pattern: /(?<=\p{Ll})\s+(?=which\s+\p{Ll})/giu,
    explanation:
      'After a noun that is already identified (“my school”, “this town”), “which” adds information and takes a comma: “my school, which is …”.',
    applies: (before) => POSSESSIVE_NOUN_PHRASE.test(before.slice(-POSSESSIVE_REACH)),
  },
  {
    id: 'commas.before-whereas',
    pattern: /(?<=\p{Ll})\s+(?=whereas\b)/gu,
    explanation:
      '“Whereas” sets a contrast against the clause before it and takes a comma: “I like tea, whereas she likes coffee.”',
  },
];

export const innerCommas: SentenceCheck = (sentence) => {
  const issues: StyleIssue[] = [];
  for (const rule of INNER_COMMAS) {
    for (const match of matchesOf(rule.pattern, sentence.text)) {
      const before = sentence.text.slice(0, match.index ?? 0);
      const previous = WORD_BEFORE.exec(before)?.[1];
      if (!previous || NOT_BEFORE_EXTRA.test(before)) continue;
      if (rule.applies && !rule.applies(before, match)) continue;
      const issue = missingCommaIssue(rule.id, sentence, before.length - previous.length, previous, rule.explanation);
      issues.push(issue);
    }
  }
  return issues;
};

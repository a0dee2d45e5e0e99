import { matchesOf } from '../../text/pattern-matches';
import { tagsOfWord } from '../../text/word-tags';
import type { SentenceCheck, StyleIssue } from '../finding';
import { FINITE_BE, oneOf, PLACE_AND_TIME_PREPOSITIONS, wordPattern } from '../word-classes';
import { punctuationIssue } from './comma-findings';
import { holdsFiniteClause } from './main-clauses';

/**
 * Linking adverbs inside a sentence, punctuated as grammar books ask: one that joins two clauses
 * ("It was late, therefore we stayed") is no conjunction, so it follows a semicolon or a full stop
 * and takes a comma itself. A linking phrase put between a conjunction and its clause ("and of
 * course my sister came") may be set off by commas or not: the writer's choice, so nothing is asked.
 */
const SUBJECT = String.raw`(?:I|we|they|he|she|it|there|you|the|this|these|people|many|most|some|my|our)\s`;

/** Adverbs that link a clause to the one before and cannot join the two themselves. */
const CONJUNCTIVE_ADVERB =
  '(?:however|therefore|moreover|furthermore|nevertheless|nonetheless|consequently|hence|thus|otherwise|in fact|as a result|in addition|on the other hand|unfortunately|fortunately|luckily|sadly|meanwhile|in other words)';

/** Subjects that open a clause with no determiner: pronouns of quantity, and plural nouns (checked by their tags). */
const OTHER_SUBJECT = String.raw`(?:others|everyone|everybody|nobody|someone|somebody|(\p{Ll}+s|children|people|men|women))\s`;

const JOINING_CLAUSES = new RegExp(
  String.raw`(?<=\p{Ll})(,?\s+)(${CONJUNCTIVE_ADVERB})(,?)\s+(?=${SUBJECT}|${OTHER_SUBJECT})`,
  'gu',
);

/** Words after which a linking adverb with no comma before it belongs to what follows ("and therefore we"). */
const CONJUNCTION_BEFORE = wordPattern('iu')`\b(?:${oneOf(FINITE_BE)}|and|but|so|or|that|because|which|who|if|when)$`;

/** A preposition or subordinating word that opens a phrase or clause leading into the main clause. */
const OPENING_WORD = wordPattern(
  'iu',
)`^\s*(?:${oneOf(PLACE_AND_TIME_PREPOSITIONS)}|about|after|before|if|when|whenever|while|since|because|although|though|unless|once|for|with|without|during|despite|regarding|concerning|like|unlike|from|to|by|according)\b`;

function isPluralNoun(word: string): boolean {
  const tags = tagsOfWord(word);
  return tags.has('Plural') && !['Verb', 'Adjective', 'Adverb', 'Pronoun', 'Determiner'].some((tag) => tags.has(tag));
}

const adverbJoiningClauses: SentenceCheck = (sentence) =>
  matchesOf(JOINING_CLAUSES, sentence.text).flatMap((match) => {
    const [, gap = '', adverb = '', commaAfter = '', plural] = match;
    const before = sentence.text.slice(0, match.index);
    // "…, therefore, accidents happen": a plural noun with no determiner is a subject only if it is no verb.
    if (plural !== undefined && !isPluralNoun(plural)) return [];
    // "The plan, however, we …" needs the comma before too: an adverb set off on both sides only joins clauses after one.
    if (commaAfter !== '' && !gap.includes(',')) return [];
    // Set off on both sides, the adverb may interrupt one clause ("and, consequently, they …",
    // "Having said this, however, I …"): it joins two only after a clause with a verb of its own.
    if (
      commaAfter !== '' &&
      (CONJUNCTION_BEFORE.test(before) || !holdsFiniteClause(before.slice(before.lastIndexOf(',') + 1)))
    )
      return [];
    // "About the task you set, unfortunately I …": the words before the comma are an opening phrase or clause.
    if (gap.includes(',') && !before.includes(',') && OPENING_WORD.test(before)) return [];
    // With no comma, "however" is already asked for one before it by the inner-comma rules.
    if (!gap.includes(',') && (adverb === 'however' || CONJUNCTION_BEFORE.test(before))) return [];
    // The finding covers the comma too when there is one, as the semicolon takes its place.
    const focus = gap.includes(',') ? match.index : match.index + gap.length;
    return [
      punctuationIssue(
        'commas.adverb-joining-clauses',
        sentence,
        focus,
        sentence.text.slice(focus, match.index + gap.length + adverb.length + commaAfter.length),
        `${gap.includes(',') ? '; ' : ''}${adverb},`,
        `Between two clauses, “${adverb}” follows a semicolon or a full stop and takes a comma: “It was late; ${adverb}, we stayed.”`,
      ),
    ];
  });

/**
 * Phrases that give the writer's point of view or a contrast ("in my opinion", "on the other hand")
 * inside a sentence: they are an aside wherever they stand, and grammar books set them off with a
 * comma on each side ("This advice, in my opinion, is good").
 */
const VIEWPOINT_ASIDE =
  /(?<=\p{L})(,?)(\s+)(in my opinion|in my view|on the other hand|from my point of view)(,?)(?=\s+(\p{L}+))/gu;

/** Words after which the aside needs no comma before it ("but in my opinion, it is …"). */
const LINKING_WORD_BEFORE = /\b(?:and|but|or|so|yet|that|because|whereas|while|although|though|if|when|since)$/iu;

/** Words that carry the phrase on ("in my view of the world"), so that it is no aside. */
const PHRASE_GOES_ON = /^(?:of|that|and|or|about|on|to)$/iu;

const viewpointAside: SentenceCheck = (sentence) =>
  matchesOf(VIEWPOINT_ASIDE, sentence.text).flatMap((match) => {
    const [, commaBefore = '', gap = '', aside = '', commaAfter = '', next = ''] = match;
    if ((commaBefore !== '' && commaAfter !== '') || PHRASE_GOES_ON.test(next)) return [];
    const before = sentence.text.slice(0, match.index);
    const previous = /(\p{L}+)$/u.exec(before)?.[1] ?? '';
    // "but in my opinion it is …": between a linking word and its clause, commas round the aside are
    // the writer's choice, not an error.
    if (LINKING_WORD_BEFORE.test(before)) return [];
    return [
      punctuationIssue(
        'commas.viewpoint-aside',
        sentence,
        match.index - previous.length,
        `${previous}${commaBefore}${gap}${aside}${commaAfter}`,
        `${previous},${gap}${aside},`,
        `“${aside}” inside a sentence is an aside and is set off by commas on both sides: “This, ${aside}, is the best choice.”`,
      ),
    ];
  });

/** Whether two findings cover some of the same words. */
const overlaps = (a: StyleIssue, b: StyleIssue): boolean =>
  a.focus < b.focus + b.error.length && b.focus < a.focus + a.error.length;

/** Linking adverbs that join two clauses, and viewpoint phrases inside a clause. */
export const linkingAdverbCommas: SentenceCheck = (sentence, pageText) => {
  const found = adverbJoiningClauses(sentence, pageText);
  // "…, on the other hand the price …": the rule above has asked already.
  const asides = viewpointAside(sentence, pageText).filter((aside) => !found.some((issue) => overlaps(aside, issue)));
  return [...found, ...asides];
};

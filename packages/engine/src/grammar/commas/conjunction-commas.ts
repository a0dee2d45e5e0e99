import { matchesOf } from '../../text/pattern-matches';
import type { SentenceCheck } from '../finding';
import {
  FINITE_BE,
  FORMS_OF_HAVE,
  MODALS,
  NEGATIVE_MODALS,
  oneOf,
  POSSESSIVE_DETERMINERS,
  wordPattern,
} from '../word-classes';
import { missingCommaIssue } from './comma-findings';
import { WORDS } from './opening-words';

/**
 * "But" or "so" joining two full clauses ("It was late but we stayed"): style guides set a comma
 * before a coordinating conjunction that starts a new clause with its own subject. The clause
 * before must hold a few words of its own, and "nothing but", "not … but" are no such join.
 */
const JOINED_CLAUSE = wordPattern(
  'gu',
)`(?<=\p{L})(\s+)(but|so)\s+(?:I|you|he|she|we|they|it|there|people|everyone|everybody|everything|nobody|(?:${oneOf(POSSESSIVE_DETERMINERS)}|the|this|these)\s+\p{Ll}+)\s+(?!and\b|or\b|who\b|that\b|which\b)\p{L}`;

/**
 * "But" that starts a clause with an opening condition or time of its own ("but if you try, …") or
 * with a subject of quantity ("but no one knew", "but some will stay"); after "so" these words
 * mostly say how much ("so many", "so much"), and are left alone.
 */
const CLAUSE_AFTER_BUT =
  /(?<=\p{L})(\s+)(but)\s+(?:(?:if|when|because|although|though|since|once|unless|while)\s+(?:I|you|he|she|we|they|it|there|people|the|my|this|these|our|your|his|her|their)|no one|nothing|someone|some|many|most|others)\s+(?!and\b|or\b|who\b|that\b|which\b)\p{L}/gu;

/**
 * "But" or "so" before a short opening phrase and then the subject ("but then I …", "but for me,
 * it's …", "so after the lesson we …"): a new clause starts there as well.
 */
const CLAUSE_AFTER_OPENER =
  /(?<=\p{L})(\s+)(but|so)\s+(?:(?:then|now|today|still|sometimes|later|suddenly|instead|nowadays)|(?:for|in|on|at|after|during|with|thanks to|because of|day by day|step by step|little by little)(?:\s+\p{L}+){0,4}?)\s*,?\s+(?:I|you|he|she|we|they|it|there|people)(?:\s+(?!and\b|or\b|who\b|that\b|which\b)\p{L}|['’](?:s|m|re|ll|ve|d)\s)/gu;

/**
 * "But" before a noun with "a" and its verb ("but a teacher should …"). After "so" the same words
 * more often say what for ("make it so a child can reach it"), which takes no comma.
 */
const CLAUSE_AFTER_ARTICLE = wordPattern(
  'gu',
)`(?<=\p{L})(\s+)(but)\s+(?:a|an)\s+(?:\p{Ll}+\s+)?\p{Ll}+\s+(?:${oneOf(MODALS, FINITE_BE, FORMS_OF_HAVE)})\b`;

/**
 * "But" or "so" before a subject pronoun joined to its verb ("but I'm sure", "so it's cheap"): the
 * same new clause as above, written with a contraction. After "so", "'ll" and "'d" are modals that
 * may say what for ("so they'll see it"), and are left alone as SO_THAT_MODAL leaves "will".
 */
const CLAUSE_WITH_CONTRACTION =
  /(?<=\p{L})(\s+)(but|so)\s+(?:I|you|he|she|we|they|it|there|that)['’](?:m|s|re|ve|(?<!so\s+\p{L}+['’])ll|(?<!so\s+\p{L}+['’])d)\s+\p{L}/gu;

const NOT_A_JOIN_BEFORE = wordPattern(
  'iu',
)`\b(?:${oneOf(FINITE_BE)}|not|only|nothing|anything|all|everything|everyone|anyone|and|or|also|just|even|think|thought|hope|said|say|because|if|even|more|much)$`;

const MIN_CLAUSE_WORDS = 3;

/** "There" followed by no verb that a subject "there" takes: a place word, not the subject. */
const THERE_WITHOUT_VERB = wordPattern(
  'iu',
)`^\s+there\s+(?!(?:${oneOf(FINITE_BE, FORMS_OF_HAVE, MODALS, NEGATIVE_MODALS)}|\p{L}+n['’]?t|seems?|seemed|appears?|appeared|used|also|still|never|always)\b)`;
/** A modal after "so" and a subject, negative ones too, written with or without the apostrophe ("wouldnt"). */
const SO_THAT_MODAL = /^(?:(?:would|could|can|might|may|will|should)(?:n['’]?t|not)?|won['’]?t|cannot)\b/u;

/** "make it", "made things": a verb of bringing about and its object, before "so" and the state it brings. */
const MAKE_IT = /\b(?:make|makes|made|making)\s+(?:it|this|that|things)\s*$/iu;

export const conjunctionComma: SentenceCheck = (sentence) => {
  const text = sentence.text;
  const joins = [JOINED_CLAUSE, CLAUSE_WITH_CONTRACTION, CLAUSE_AFTER_BUT, CLAUSE_AFTER_OPENER, CLAUSE_AFTER_ARTICLE];
  for (const match of joins.flatMap((pattern) => Array.from(matchesOf(pattern, text)))) {
    const at = match.index ?? 0;
    const clause =
      text
        .slice(0, at)
        .split(/[,;:(—–-]/u)
        .at(-1) ?? '';
    if (NOT_A_JOIN_BEFORE.test(clause.trimEnd())) continue;
    // "Not only is it cheap but it is also …": the pair takes no comma before its second half.
    if (/\bnot\s+only\b/iu.test(text.slice(0, at))) continue;
    if ((clause.match(WORDS) ?? []).length < MIN_CLAUSE_WORDS) continue;
    // "so it would not fall": "so" before a modal may mean "so that", a purpose, which takes no comma.
    if (match[2] === 'so' && SO_THAT_MODAL.test(text.slice(at + match[0].length - 1))) continue;
    // "make it so you have to wait": after "make it" the clause says what is brought about, no new sentence.
    if (match[2] === 'so' && MAKE_IT.test(clause)) continue;
    // "but there to hold it": "there" is a subject only before its verb ("but there was …").
    if (THERE_WITHOUT_VERB.test(text.slice(at + (match[1] ?? '').length + (match[2] ?? '').length))) continue;
    const previous = /\p{L}+(?:['’]\p{L}+)?$/u.exec(clause)?.[0] ?? '';
    return [
      missingCommaIssue(
        'commas.conjunction-comma',
        sentence,
        at - previous.length,
        previous,
        `A comma goes before “${match[2]}” when it starts a new clause with its own subject (“It was late, but we stayed”).`,
      ),
    ];
  }
  return [];
};

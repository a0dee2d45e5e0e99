import nlp from 'compromise';
import { matchesOf } from '../../text/pattern-matches';
import { remembered } from '../../text/remembered-words';
import { tagsOfWord } from '../../text/word-tags';
import {
  ARTICLES,
  DEMONSTRATIVES,
  FINITE_BE,
  FORMS_OF_DO,
  FORMS_OF_HAVE,
  MODALS,
  oneOf,
  PLACE_AND_TIME_PREPOSITIONS,
  POSSESSIVE_DETERMINERS,
  wordPattern,
} from '../word-classes';

/**
 * Learner errors that need each word's part of speech, as compromise reads the word: subject–verb
 * agreement with a noun subject, the verb form after a modal or "do", the number of a noun after a
 * word that counts it, and "a" before one described countable thing. Each rule is textbook grammar
 * and checks the words around it; a sentence is looked at only when a cheap pattern says one of the
 * rules could apply, which keeps long essays fast.
 */
export interface Term {
  text: string;
  lower: string;
  tags: ReadonlySet<string>;
  start: number;
  end: number;
  /** Punctuation or space written after the word. */
  post: string;
}

export interface Finding {
  category: string;
  from: Term;
  to: Term;
  correction: string;
  explanation: string;
}

export type TaggedRule = (terms: readonly Term[], index: number) => Finding | undefined;

/**
 * A verb put right to agree with its subject: the words from `subject` up to the verb kept as
 * `subjectWords`, the verb written `verbForm`; no finding where the verb has no such form.
 */
export function agreementFinding(
  subject: Term,
  verb: Term,
  subjectWords: string,
  verbForm: string | undefined,
  explanation: string,
): Finding | undefined {
  if (!verbForm) return undefined;
  return { category: 'Agreement', from: subject, to: verb, correction: `${subjectWords} ${verbForm}`, explanation };
}

export const SINGULAR_DETERMINER = new Set([...POSSESSIVE_DETERMINERS, ...ARTICLES, 'this', 'that', 'every', 'each']);

export const PLURAL_DETERMINER = new Set([
  ...POSSESSIVE_DETERMINERS,
  'the',
  'these',
  'those',
  'many',
  'most',
  'both',
  'several',
]);

/** Nouns that name a group: British English gives them a plural verb ("the team are"). */
export const COLLECTIVE =
  /^(?:family|team|government|police|staff|group|class|public|crowd|audience|committee|company|couple|majority|minority|rest|number|army|band|club|council|jury|media|data|criteria|total|lot|kind|sort|type|variety|range|half|percent|per|cent|none|series|species)$/u;

/** Nouns in -s that are singular or have no singular. */
export const NOT_PLURAL =
  /(?:ics|ss|us|is)$|^(?:news|means|series|species|people|police|clothes|goods|thanks|savings|earnings|surroundings|belongings|headquarters|jeans|trousers|glasses|scissors|outskirts|premises|lyrics|arts)$/u;

/**
 * Words before "he"/"she" that make the verb after it a bare infinitive ("let him go", "does she know",
 * "why'd someone ask": "'d" is "would" or "did").
 */
export const BARE_AFTER = wordPattern(
  'u',
)`^(?:${oneOf(MODALS, FORMS_OF_HAVE, FORMS_OF_DO)}|let|lets|make|makes|made|help|helps|helped|to|why|not|n't|watch|watched|see|saw|hear|heard|notice|noticed|feel|felt|and|or|but|than|if|whether|where|what|how|when|who|\p{L}+['’]d)$`;

/** Verbs whose past tense is spelled as the base form: "he read" is past, not an error. */
export const SAME_IN_PAST =
  /^(?:read|put|cut|hit|let|set|cost|hurt|quit|spread|shut|bet|beat|burst|cast|fit|split|upset|broadcast|forecast)$/u;

export const MODAL_OR_DO = wordPattern(
  'u',
)`^(?:${oneOf(MODALS)}|cannot|can't|couldn't|shouldn't|mustn't|wouldn't|won't|did|didn't|does|doesn't)$`;

export const NUMBER_WORDS =
  /^(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|several|few|couple|many|various|numerous|these|those)$/u;

/** Words that may follow a noun phrase that has ended. */
const AFTER_NOUN_PHRASE = /^(?:Preposition|Conjunction|Determiner|Pronoun|Adverb|Copula|Modal|QuestionWord|Date)$/u;

/** Verbs that take "to" and a bare infinitive, never an -ing form ("want to go"). */
export const TO_INFINITIVE_VERB =
  /^(?:want|wants|wanted|need|needs|needed|decide|decides|decided|plan|plans|planned|hope|hopes|hoped|try|tries|tried|able|unable|like|would|'d|manage|managed|learn|learned|learnt|wish|wished|promise|promised|refuse|refused|afford)$/u;

/**
 * Cheap looks, one per rule, for where a rule could apply; a sentence's words are looked at only
 * when one of them matches. A word's part of speech is looked up once per word and process.
 */
const CANDIDATES: ReadonlyArray<readonly [RegExp, (match: RegExpMatchArray) => boolean]> = [
  [
    /\b(?:he|she|it|everyone|everybody|someone|somebody|nobody|everything|nothing|something)\s+(\p{Ll}+)/giu,
    (match) => tagsOfWord(match[1] ?? '').has('Infinitive'),
  ],
  [
    wordPattern('giu')`\b(?:${oneOf(POSSESSIVE_DETERMINERS)}|the|this|every|each)\s+\p{Ll}+((?:\s+\p{Ll}+){1,2})`,
    (match) => (match[1] ?? '').trim().split(/\s+/u).some(isBareVerbAlone),
  ],
  [
    wordPattern(
      'giu',
    )`\b(?:${oneOf(POSSESSIVE_DETERMINERS, ARTICLES, DEMONSTRATIVES)}|every|each|many|most|both|several)\s+(?:\p{Ll}+\s+){0,2}\p{Ll}+\s+(?:${oneOf(FINITE_BE)}|have|do|don't|aren't|weren't|haven't|has|does|doesn't|isn't|wasn't|hasn't)\b`,
    () => true,
  ],
  [
    wordPattern(
      'giu',
    )`\b(?:${oneOf(MODALS)}|cannot|can't|couldn't|shouldn't|mustn't|wouldn't|won't|did|didn't|does|doesn't)\s+(\p{Ll}+)`,
    (match) => {
      const tags = tagsOfWord(match[1] ?? '');
      return tags.has('PastTense') || (tags.has('PresentTense') && !tags.has('Infinitive'));
    },
  ],
  [/\bto\s+\p{Ll}{3,}ing\b/giu, () => true],
  [/\b\p{Ll}+\s+(?:of\s+(?:\p{Ll}+\s+){1,5}\p{Ll}+|who|that|which)\s+\p{Ll}+/giu, () => true],
  [/\b(?:one|each|many|several|both|few)\s+of\s+\p{Ll}+\s+/giu, () => true],
  [
    /\b\p{Ll}+\s+(?:also|always|often|usually|sometimes|never|still|really|generally|mostly|rarely|seldom)\s+\p{Ll}+/giu,
    () => true,
  ],
  [/\bthere\s+(?:is|was|has\s+been|are|were)\s/giu, () => true],
  [
    /\b(?:\p{Ll}+s|people|children|men|women|teeth|feet)\s+(?:\p{Ll}+\s+){0,6}(?:is|was|has|does|doesn't|isn't|wasn't|hasn't|\p{Ll}+s)\b/giu,
    () => true,
  ],
  [
    /\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|several|few|couple|many|various|numerous|these|those)\s+\p{Ll}+/giu,
    () => true,
  ],
  [/\b(?:a|an|this)\s+(?:\p{Ll}+\s+){0,2}\p{Ll}+s\b/giu, () => true],
  [
    wordPattern(
      'giu',
    )`\b(?:${oneOf(FORMS_OF_HAVE, PLACE_AND_TIME_PREPOSITIONS)}|got|is|was|be|been|become|became|buy|bought|need|needs|needed|want|wants|wanted|find|found|make|made|take|took|see|saw|watch|watched|read|write|wrote|visit|visited|choose|chose|give|gave|for|with|from|about|into|such)\s+(\p{Ll}+)\s+(\p{Ll}+)`,
    (match) => {
      const adjective = tagsOfWord(match[1] ?? '');
      const noun = tagsOfWord(match[2] ?? '');
      return adjective.has('Adjective') && noun.has('Singular');
    },
  ],
];

export function mayApply(text: string): boolean {
  return CANDIDATES.some(([pattern, fits]) => matchesOf(pattern, text).some(fits));
}

export const joined = (terms: readonly Term[], from: number, to: number): string =>
  terms
    .slice(from, to + 1)
    .map((term) => term.text)
    .join(' ');

export const has = (term: Term | undefined, tag: string): boolean => term?.tags.has(tag) ?? false;

/**
 * Whether a noun phrase at `index` starts a clause, so that it is the subject of the verb after it,
 * not the object of a verb or a preposition before it ("reduce those consequences is …").
 */
export function startsClause(terms: readonly Term[], index: number): boolean {
  const previous = terms[index - 1];
  if (!previous || /[,;:]/u.test(previous.post)) return true;
  return CLAUSE_OPENER.test(previous.lower);
}

const CLAUSE_OPENER =
  /^(?:that|because|when|if|while|but|so|although|though|since|where|whether|as|then|also|now|today|sometimes|usually|nowadays|however|therefore|and)$/u;

/** Whether the word after a noun shows its noun phrase has ended (no word, or one that cannot extend it). */
export function endsNounPhrase(next: Term | undefined): boolean {
  if (!next || /^(?:near|like|than|by|next|opposite)$/u.test(next.lower)) return true;
  if (has(next, 'Noun') && !has(next, 'Pronoun')) return false;
  return [...next.tags].some((tag) => AFTER_NOUN_PHRASE.test(tag));
}

/** Whether the words are written next to each other, with nothing but a space between. */
export const adjacent = (term: Term | undefined): boolean => term !== undefined && /^\s*$/u.test(term.post);

export const thirdPerson = remembered(computeThirdPerson);

function computeThirdPerson(verb: string): string | undefined {
  const form = nlp(verb).verbs().conjugate()[0] as { PresentTense?: string } | undefined;
  return form?.PresentTense && form.PresentTense !== verb ? form.PresentTense : undefined;
}

export const infinitive = remembered(computeInfinitive);

function computeInfinitive(verb: string): string | undefined {
  const base = nlp(verb).verbs().toInfinitive().text();
  return base && base !== verb ? base : undefined;
}

export const plural = remembered(computePlural);

function computePlural(noun: string): string | undefined {
  const parsed = nlp(noun);
  if (parsed.has('#Uncountable')) return undefined;
  const form = parsed.nouns().toPlural().text();
  // compromise reads some plurals in -as, -is or -os as one thing ("pandas" → "pandases").
  if (/[aio]s$/u.test(noun) && form === `${noun}es`) return undefined;
  return form && form !== noun ? form : undefined;
}

/** The verb an -ing form comes from when compromise reads it as a noun ("moving" → "move"). */
export const baseOfIng = remembered(computeBaseOfIng);

function computeBaseOfIng(ing: string): string | undefined {
  const stem = ing.slice(0, -3);
  const doubled = /([bdgklmnprt])\1$/u.test(stem) ? stem.slice(0, -1) : undefined;
  const candidates = [doubled, stem, `${stem}e`].filter((candidate): candidate is string => candidate !== undefined);
  return candidates.find((candidate) => nlp(candidate).has('#Infinitive'));
}

/** Whether a word on its own reads as a plural noun ("books"), not a verb ("makes"). */
export function pluralOnItsOwn(word: string): boolean {
  const tags = tagsOfWord(word);
  return /^\p{Ll}+s$/u.test(word) && !NOT_PLURAL.test(word) && tags.has('Plural') && !tags.has('Verb');
}

export const singular = remembered(computeSingular);

function computeSingular(noun: string): string | undefined {
  const form = nlp(noun).nouns().toSingular().text();
  return form && form !== noun ? form : undefined;
}

/** The index past any adjectives from `index` on (the head noun of "my best friend"). */
export function skipAdjectives(terms: readonly Term[], index: number): number {
  let at = index;
  while (has(terms[at], 'Adjective') && !has(terms[at], 'Noun') && adjacent(terms[at])) at++;
  return at;
}

/** A common noun as the tagger reads it, neither a pronoun, a name nor an owner ("Anna's"). */
const isCommonNoun = (term: Term | undefined): term is Term =>
  term !== undefined &&
  has(term, 'Noun') &&
  !has(term, 'Pronoun') &&
  !has(term, 'ProperNoun') &&
  !has(term, 'Possessive');

export const isSingularNoun = (term: Term | undefined): term is Term =>
  isCommonNoun(term) && has(term, 'Singular') && !COLLECTIVE.test(term.lower) && /^\p{Ll}+$/u.test(term.text);

export const isPluralNoun = (term: Term | undefined): term is Term =>
  isCommonNoun(term) &&
  has(term, 'Plural') &&
  !has(term, 'Uncountable') &&
  /^\p{Ll}+s$/u.test(term.text) &&
  !NOT_PLURAL.test(term.lower);

/** Pronouns that take a verb in -s: "he", "she", "it" and the words for everyone or no one. */
export const SINGULAR_PRONOUN =
  /^(?:he|she|it|everyone|everybody|someone|somebody|nobody|everything|nothing|something)$/u;

/** A verb in its base form that is never a noun or an adjective on its own ("seem", "want"). */
export function isBareVerbAlone(word: string): boolean {
  const tags = tagsOfWord(word);
  return (
    tags.has('Infinitive') &&
    !tags.has('Noun') &&
    !tags.has('Adjective') &&
    !tags.has('Modal') &&
    !tags.has('Auxiliary') &&
    word !== 'be' &&
    !SAME_IN_PAST.test(word)
  );
}

/** A present-tense verb in -s that is never a noun on its own ("appears", "gives"). */
export const isVerbInS = (term: Term | undefined): term is Term =>
  term !== undefined &&
  has(term, 'PresentTense') &&
  !has(term, 'Infinitive') &&
  !has(term, 'Noun') &&
  !has(term, 'Copula') &&
  /^\p{Ll}+s$/u.test(term.text) &&
  !/^(?:has|does|is|was)$/u.test(term.lower);

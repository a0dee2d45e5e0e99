import { tagsOfWord } from '../../text/word-tags';
import {
  oneOf,
  PLACE_AND_TIME_PREPOSITIONS,
  PLURAL_VERB,
  POSSESSIVE_DETERMINERS,
  SINGULAR_VERB,
  wordPattern,
} from '../word-classes';
import {
  adjacent,
  agreementFinding,
  COLLECTIVE,
  endsNounPhrase,
  type Finding,
  has,
  infinitive,
  isBareVerbAlone,
  isPluralNoun,
  isSingularNoun,
  isVerbInS,
  joined,
  NOT_PLURAL,
  PLURAL_DETERMINER,
  SINGULAR_DETERMINER,
  startsClause,
  type TaggedRule,
  type Term,
  thirdPerson,
} from './tagged-words';
import { ABSTRACT_ENDING, BARE_NOUN, DETERMINER_LIKE, isFiniteVerbTerm, NEEDS_ARTICLE_AFTER } from './verb-agreement';

/**
 * Set phrases of an adjective and a noun that take no article ("in due course", "in good faith",
 * "in plain sight", "at short notice"): adding "a" breaks the idiom.
 */
const SET_PHRASE =
  /^(?:due\s+\p{Ll}+|good\s+(?:faith|shape|condition|order|health|spirits|taste)|bad\s+(?:faith|shape|condition|taste|health)|plain\s+(?:sight|view)|full\s+(?:swing|view|bloom|force|speed)|short\s+(?:notice|order|supply)|broad\s+daylight|cold\s+blood|long\s+last|real\s+time|high\s+(?:school|speed)|public\s+view|close\s+range|great\s+detail)$/u;

/** Adjectives that measure how much of something there is ("great care", "little effort"). */
const AMOUNT_ADJECTIVE = /^(?:great|little|considerable|extreme|utmost|enormous|tremendous)$/u;

/** "I have big house", "we live in small village": one countable thing described needs "a". */
export const missingArticle: TaggedRule = (terms, index) => {
  const head = terms[index];
  if (!head || !NEEDS_ARTICLE_AFTER.test(head.lower) || !adjacent(head)) return undefined;
  const adjective = terms[index + 1];
  if (!adjective || !has(adjective, 'Adjective') || has(adjective, 'Noun') || !adjacent(adjective)) return undefined;
  if (
    DETERMINER_LIKE.test(adjective.lower) ||
    (has(adjective, 'Comparable') === false && /est$/u.test(adjective.lower))
  )
    return undefined;
  const noun = terms[index + 2];
  const next = terms[index + 3];
  if (!isSingularNoun(noun) || has(noun, 'Uncountable') || has(noun, 'Adjective') || has(noun, 'Verb'))
    return undefined;
  if (BARE_NOUN.test(noun.lower) || ABSTRACT_ENDING.test(noun.lower) || (adjacent(noun) && !endsNounPhrase(next)))
    return undefined;
  if (SET_PHRASE.test(`${adjective.lower} ${noun.lower}`)) return undefined;
  // "with great difficulty", "in considerable pain": an adjective of amount makes the noun a mass of it.
  if (/^(?:with|without|in)$/u.test(head.lower) && AMOUNT_ADJECTIVE.test(adjective.lower)) return undefined;
  // "the grass is growing, trees …": after "is" an -ing word may be the verb of a progressive.
  if (/^(?:is|was|be|been)$/u.test(head.lower) && /ing$/u.test(adjective.lower)) return undefined;
  // "is red in colour", "was married at home": after "is" the adjective may stand alone.
  if (/^(?:is|was|be|been|become|became)$/u.test(head.lower) && !/^\s*$/u.test(adjective.post)) return undefined;
  // "growing tomato by tomato", "step by step": a noun repeated after "by" or "after" is bare.
  if (/^(?:by|after|to|upon)$/u.test(next?.lower ?? '') && terms[index + 4]?.lower === noun.lower) return undefined;
  const article = /^[aeio]/u.test(adjective.lower) || /^u(?!n[iy]|s|r)/u.test(adjective.lower) ? 'an' : 'a';
  return {
    category: 'Determiner',
    from: head,
    to: noun,
    correction: `${head.text} ${article} ${adjective.text} ${noun.text}`,
    explanation: 'One countable thing takes “a”: “we live in a small village”.',
  };
};

/** Plurals not spelled with -s ("people", "children"). */
const PLURAL_WITHOUT_S = /^(?:people|children|men|women|teeth|feet)$/u;

export const isPluralSubject = (term: Term | undefined): boolean =>
  PLURAL_WITHOUT_S.test(term?.lower ?? '') || isPluralNoun(term);

/**
 * A plural noun, or after a determiner a word in -s that compromise reads as a verb alone but that
 * the determiner makes a noun ("the effects of …").
 */
function isPluralHead(terms: readonly Term[], index: number): boolean {
  const term = terms[index];
  if (isPluralSubject(term)) return true;
  // The sentence's first word is capitalized: read it as the same word in lower case ("Students have").
  if (index === 0 && term && /^\p{Lu}\p{Ll}+s$/u.test(term.text)) {
    const tags = tagsOfWord(term.lower);
    // "Theres", "Whats": a contraction written without its apostrophe is no plural.
    if (/^(?:theres|heres|whats|thats|lets|its|hes|shes)$/u.test(term.lower)) return false;
    return tags.has('Plural') && tags.has('Noun') && !tags.has('Pronoun') && !NOT_PLURAL.test(term.lower);
  }
  const before = terms[index - 1];
  if (!term || !before || !adjacent(before) || !PLURAL_DETERMINER.has(before.lower)) return false;
  return pluralInS(term);
}

/** A word in -s whose stem is a noun or a bare verb, so that after a determiner it is a plural noun ("the effects"). */
export function pluralInS(term: Term): boolean {
  if (!/^\p{Ll}+s$/u.test(term.text) || NOT_PLURAL.test(term.lower)) return false;
  const stem = tagsOfWord(term.lower.slice(0, -1));
  return stem.has('Noun') || stem.has('Infinitive');
}

/** Adverbs that often sit between a subject and its verb ("people often think"). */
export const MID_ADVERB =
  /^(?:also|always|often|usually|sometimes|never|still|just|only|really|even|generally|mostly|rarely|seldom)$/u;

/**
 * Whether a word may describe the noun after it: an adjective or a noun ("modern city parks"), not
 * an -ing form, which may be a subject of its own ("doing sports allows").
 */
function describes(term: Term | undefined): boolean {
  if (!term || !adjacent(term) || !/^\p{L}\p{Ll}*$/u.test(term.text)) return false;
  // A capital, as at the start of a sentence, is read as the same word in lower case.
  const tags = term.text === term.lower ? term.tags : tagsOfWord(term.lower);
  return (tags.has('Adjective') || (tags.has('Noun') && !tags.has('Pronoun'))) && !tags.has('Gerund');
}

/** Where the noun phrase ending at the noun `index` begins: back over the words describing it and one determiner. */
export function phraseStart(terms: readonly Term[], index: number, determiners: ReadonlySet<string>): number {
  let at = index;
  while (at > 0 && at > index - 3 && describes(terms[at - 1])) at--;
  if (at > 0 && adjacent(terms[at - 1]) && determiners.has(terms[at - 1]?.lower ?? '')) at--;
  return at;
}

/**
 * Whether a noun phrase starting at `index` is a subject: it starts a clause, and no "and" before it
 * may join it to a noun before ("the list of the tools and parts shows").
 */
export const startsSubject = (terms: readonly Term[], index: number): boolean =>
  startsClause(terms, index) && !/^(?:and|or)$/u.test(terms[index - 1]?.lower ?? '');

/**
 * Whether the words before `index` are an -ing phrase that opens the sentence with no verb of its
 * own yet ("Adding salt, herbs and so many onions makes …"): that phrase is the subject, singular,
 * and the plural noun at `index` is only one of its objects.
 */
function isInGerundSubject(terms: readonly Term[], index: number): boolean {
  const first = terms[0];
  if (!first || index === 0 || !tagsOfWord(first.lower).has('Gerund')) return false;
  // A word in -s after an adjective, a determiner or a noun is a plural noun ("broken water pumps"), not a verb.
  const isOwnVerb = (term: Term, at: number): boolean => {
    const previous = terms[at - 1];
    const describes =
      has(previous, 'Adjective') || has(previous, 'Determiner') || (has(previous, 'Noun') && !has(previous, 'Pronoun'));
    const describedNoun = pluralInS(term) && describes;
    return isFiniteVerbTerm(term) && !describedNoun;
  };
  return !terms.slice(1, index).some((term, at) => isOwnVerb(term, at + 1));
}

/** The singular verb of a plural subject's verb, or the plural one of a singular subject's ("is" ↔ "are"). */
export function pluralVerbOf(verb: Term): string | undefined {
  return SINGULAR_VERB[verb.lower] ?? (isVerbInS(verb) ? infinitive(verb.lower) : undefined);
}

/** A pronoun or "that"/"there" with an -s and no apostrophe: no plural noun. */
const PRONOUN_WITH_S = /^(?:hes|shes|its|thats|whats|theres|heres|wheres|whos|lets|somethings|everythings|nothings)$/u;

/** "new methods promotes", "the participants appears": a plural subject takes a verb without -s. */
export const pluralNounWithVerbInS: TaggedRule = (terms, index) => {
  const noun = terms[index];
  if (!noun || !isPluralHead(terms, index) || !adjacent(noun)) return undefined;
  // "shes says", "thats means": a pronoun with a stray -s (a contraction without its apostrophe, or
  // a slip for the pronoun) is no plural noun, and "say" is not the fix the writer needs.
  if (PRONOUN_WITH_S.test(noun.lower)) return undefined;
  let verbAt = index + 1;
  if (MID_ADVERB.test(terms[verbAt]?.lower ?? '') && adjacent(terms[verbAt])) verbAt++;
  const verb = terms[verbAt];
  if (!verb) return undefined;
  const start = phraseStart(terms, index, PLURAL_DETERMINER);
  if (!startsSubject(terms, start) || isInGerundSubject(terms, start)) return undefined;
  // "the students is" right after its determiner is pluralNounWithSingularVerb's.
  const inflected = SINGULAR_VERB[verb.lower];
  if (inflected && (verbAt > index + 1 || !PLURAL_DETERMINER.has(terms[start]?.lower ?? '')))
    return agreementWithPlural(terms, index, verbAt, inflected);
  // "sports games and …", "other films.": a word in -s that ends its phrase is a noun, not a verb.
  if (!isVerbInS(verb) || !adjacent(verb) || /^(?:and|or|but)$/u.test(terms[verbAt + 1]?.lower ?? '')) return undefined;
  // "the students needs are": a verb straight after shows the word read as a verb is a noun.
  if (isFiniteVerbTerm(terms[verbAt + 1])) return undefined;
  const base = infinitive(verb.lower);
  return base ? agreementWithPlural(terms, index, verbAt, base) : undefined;
};

function agreementWithPlural(
  terms: readonly Term[],
  index: number,
  verbAt: number,
  fixed: string,
): Finding | undefined {
  const noun = terms[index];
  const verb = terms[verbAt];
  if (!noun || !verb) return undefined;
  return agreementFinding(
    noun,
    verb,
    joined(terms, index, verbAt - 1),
    fixed,
    'A plural subject takes a plural verb (“people think”, “cars have”).',
  );
}

/** Prepositions that start a phrase describing the noun before them ("the effects of smoking"). */
const DESCRIBING_PREPOSITION = wordPattern(
  'u',
)`^(?:${oneOf(PLACE_AND_TIME_PREPOSITIONS)}|of|about|for|from|with|between|among|around|inside|near)$`;

/** Plural words that count or measure what follows "of", which then sets the verb ("lots of time is"). */
const MEASURE_PLURAL =
  /^(?:lots|loads|plenty|tons|heaps|hundreds|thousands|millions|billions|dozens|tens|kinds|sorts|types|thirds|quarters|halves|percent|bits|pieces|parts)$/u;

/** Singular words that name a group or an amount: the verb may follow what comes after "of" ("a lot of people are"). */
const AMOUNT_OR_GROUP =
  /^(?:percentage|proportion|amount|part|bulk|remainder|pair|couple|dozen|set|list|mix|mixture|combination|average|quarter|third|fraction|handful|bunch|mass|host|body|generation|youth|population|community|whole|other|most|best|rest|first|last)$/u;

/** The index of the last word of the noun phrase after a preposition at `index`, if it is one. */
function phraseAfterPreposition(terms: readonly Term[], index: number): number | undefined {
  let at = index + 1;
  let last: number | undefined;
  while (at <= index + 5 && adjacent(terms[at - 1])) {
    const term = terms[at];
    if (!term || has(term, 'QuestionWord') || /^(?:that|which|who|and|or)$/u.test(term.lower)) break;
    // After a preposition, a determiner or an adjective, a word compromise reads as a bare verb is a
    // noun ("about design"); after a noun it is the verb ("the use of technology affect").
    const nounLike =
      (has(term, 'Noun') && (!has(term, 'Pronoun') || has(term, 'Possessive'))) ||
      (last !== at - 1 && (has(term, 'Infinitive') || (at > index + 1 && pluralInS(term))));
    if (!nounLike && !has(term, 'Adjective') && !has(term, 'Determiner') && !has(term, 'Value')) break;
    if (has(term, 'Verb') && !nounLike) break;
    if (nounLike && !has(term, 'Possessive')) last = at;
    at++;
  }
  return last;
}

/** The last word of one or two describing phrases from the preposition at `index` ("of food in the city"). */
function describingPhrasesEnd(terms: readonly Term[], index: number): number | undefined {
  const first = phraseAfterPreposition(terms, index);
  const next = first === undefined ? undefined : terms[first + 1];
  if (first === undefined || !next || !adjacent(terms[first]) || !DESCRIBING_PREPOSITION.test(next.lower)) return first;
  return phraseAfterPreposition(terms, first + 1) ?? first;
}

/** "the effects of smoking is": the verb agrees with the plural noun before "of", not the noun after. */
export const pluralHeadBeforePhrase: TaggedRule = (terms, index) => {
  const noun = terms[index];
  const preposition = terms[index + 1];
  if (!noun || !isPluralHead(terms, index) || !adjacent(noun) || MEASURE_PLURAL.test(noun.lower)) return undefined;
  if (!preposition || !DESCRIBING_PREPOSITION.test(preposition.lower)) return undefined;
  const lastAt = describingPhrasesEnd(terms, index + 1);
  if (lastAt === undefined || !adjacent(terms[lastAt])) return undefined;
  const verb = terms[lastAt + 1];
  if (!verb || !startsSubject(terms, phraseStart(terms, index, PLURAL_DETERMINER))) return undefined;
  const fixed = pluralVerbOf(verb);
  // "the results of the test shows are": a verb in -s with a verb after it is a noun ("is" and "has" are verbs).
  if (!SINGULAR_VERB[verb.lower] && isFiniteVerbTerm(terms[lastAt + 2])) return undefined;
  return agreementFinding(
    noun,
    verb,
    joined(terms, index, lastAt),
    fixed,
    `The verb agrees with “${noun.text}”, the plural noun the phrase after it describes (“the effects of smoking are”).`,
  );
};

/** A singular noun that names one thing, not a group or an amount the verb may look past. */
export const isSingularHead = (term: Term | undefined): term is Term =>
  isSingularNoun(term) &&
  !AMOUNT_OR_GROUP.test(term.lower) &&
  !has(term, 'Adjective') &&
  // "others", "ones": words in -s compromise reads as singular.
  !/[^s]s$/u.test(term.lower);

/** Nouns for a group of people, which "who" may treat as several ("a squad who face"). */
export const GROUP_OF_PEOPLE =
  /^(?:squad|crew|gang|panel|board|faculty|orchestra|choir|tribe|unit|party|troop|force|firm|organisation|organization|association|union|institution|world|country|nation|society|generation|population|community|youth|workforce|personnel|cast|clan|side)$/u;

/** "the use of technology affect", "the quality of the products are": the verb agrees with the singular noun before "of". */
export const singularHeadBeforePhrase: TaggedRule = (terms, index) => {
  const noun = terms[index];
  const preposition = terms[index + 1];
  if (!noun || !adjacent(noun) || !preposition || !DESCRIBING_PREPOSITION.test(preposition.lower)) return undefined;
  // After a determiner, a word compromise reads as a bare verb is a noun ("the use of").
  const bareAsNoun =
    has(noun, 'Infinitive') &&
    !has(noun, 'Adjective') &&
    /^\p{Ll}+$/u.test(noun.text) &&
    !AMOUNT_OR_GROUP.test(noun.lower) &&
    !COLLECTIVE.test(noun.lower);
  if (!isSingularHead(noun) && !bareAsNoun) return undefined;
  const determiner = terms[index - 1];
  if (
    !determiner ||
    !adjacent(determiner) ||
    !wordPattern('u')`^(?:${oneOf(POSSESSIVE_DETERMINERS)}|the|this|that)$`.test(determiner.lower)
  )
    return undefined;
  if (!startsSubject(terms, index - 1)) return undefined;
  const lastAt = describingPhrasesEnd(terms, index + 1);
  if (lastAt === undefined || !adjacent(terms[lastAt])) return undefined;
  const verb = terms[lastAt + 1];
  // "the temperature of sea surface and …", "the lack of water supply didn't": a word before "and"
  // or before a verb is more often the end of a compound noun than the verb.
  const after = terms[lastAt + 2];
  // A verb needs a plain English word after it to be read as one (not a word garbled in the text).
  if (!after || !/^[a-z']+$/iu.test(after.text)) return undefined;
  if (
    !verb ||
    !adjacent(verb) ||
    /^(?:and|or)$/u.test(after?.lower ?? '') ||
    (has(after, 'Verb') && !has(after, 'Noun'))
  )
    return undefined;
  return agreementFinding(
    noun,
    verb,
    joined(terms, index, lastAt),
    PLURAL_VERB[verb.lower] ?? (isBareVerbAlone(verb.lower) ? thirdPerson(verb.lower) : undefined),
    `The verb agrees with “${noun.text}”, the singular noun the phrase after it describes (“the use of phones affects”).`,
  );
};

/** Whether the sentence is told in the past before `index`, when a bare verb may be a past tense misspelled ("was the man who design it"). */
export const toldInPast = (terms: readonly Term[], index: number): boolean =>
  terms.slice(0, index).some((term) => /^(?:was|were|had)$/u.test(term.lower) || has(term, 'PastTense'));

/** Nouns of time, which a relative clause often skips past to the noun before ("a show some nights that says"). */
export const TIME_NOUN =
  /^(?:days?|nights?|weeks?|months?|years?|times?|mornings?|evenings?|weekends?|moments?|hours?|minutes?|seasons?|periods?|ages?)$/u;

/**
 * Whether the noun before "who" or "that" is surely the one the clause describes: a noun (after a
 * determiner, an adjective or another noun, not a verb: "you can email that …"), not a noun of time,
 * and not the end of a phrase after another noun ("the people in his street that were …").
 */
export function clearAntecedent(terms: readonly Term[], index: number): boolean {
  const noun = terms[index];
  const before = terms[index - 1];
  if (!noun || !before || TIME_NOUN.test(noun.lower)) return false;
  if (!has(before, 'Determiner') && !has(before, 'Possessive') && !has(before, 'Adjective') && !has(before, 'Value'))
    if (!has(before, 'Noun') || has(before, 'Pronoun')) return false;
  const start = phraseStart(terms, index, PLURAL_DETERMINER);
  const startWith = SINGULAR_DETERMINER.has(terms[start - 1]?.lower ?? '') ? start - 1 : start;
  const preposition = terms[startWith - 1];
  // "the coach of the girls who": after a determiner the word is a noun, whatever it may be elsewhere.
  const ownerOfPhrase =
    has(terms[startWith - 2], 'Noun') ||
    (has(terms[startWith - 2], 'Verb') && SINGULAR_DETERMINER.has(terms[startWith - 3]?.lower ?? ''));
  return !(has(preposition, 'Preposition') && ownerOfPhrase);
}

/** Relative words whose verb takes its number from the noun before them ("people who live"). */
export const RELATIVE = /^(?:who|that|which)$/u;

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
  clearAntecedent,
  GROUP_OF_PEOPLE,
  isPluralSubject,
  isSingularHead,
  MID_ADVERB,
  phraseStart,
  pluralInS,
  pluralVerbOf,
  RELATIVE,
  startsSubject,
  TIME_NOUN,
  toldInPast,
} from './noun-phrases';
import {
  adjacent,
  agreementFinding,
  endsNounPhrase,
  type Finding,
  has,
  isBareVerbAlone,
  isSingularNoun,
  joined,
  SINGULAR_DETERMINER,
  skipAdjectives,
  startsClause,
  type TaggedRule,
  type Term,
  thirdPerson,
} from './tagged-words';
import { isFiniteVerbTerm, pluralNounFinding } from './verb-agreement';

/** "people who lives", "a friend who live": the verb after "who" agrees with the noun before it. */
export const relativeVerbAgreement: TaggedRule = (terms, index) => {
  const noun = terms[index];
  const relative = terms[index + 1];
  const verb = terms[index + 2];
  if (!noun || !relative || !verb || !adjacent(noun) || !adjacent(relative) || !RELATIVE.test(relative.lower))
    return undefined;
  // "one of the people who lives": some writers make the verb agree with "one".
  if (terms.slice(Math.max(0, index - 5), index).some((term) => term.lower === 'one')) return undefined;
  // "a goody two-shoes that is": the end of a hyphenated compound; "some thing that go": the noun
  // itself is what is wrong ("some things"), not the verb.
  const previous = terms[index - 1];
  if (
    previous &&
    (/-/u.test(previous.post) || /^(?:some|many|few|several|these|those|all|both)$/u.test(previous.lower))
  )
    return undefined;
  if (!clearAntecedent(terms, index) || isFiniteVerbTerm(terms[index + 3])) return undefined;
  // "time and again", "sort of": a word before "and" or "of" is more often a noun than the clause's verb.
  if (!adjacent(verb) || /^(?:and|or|of)$/u.test(terms[index + 3]?.lower ?? '')) return undefined;
  // "the path which lead him": "lead" is also a misspelling of the past "led".
  if (verb.lower === 'lead') return undefined;
  let fixed: string | undefined;
  // "many friends which makes me happy": without its comma, "which" may stand for the whole clause.
  if (isPluralSubject(noun)) fixed = relative.lower === 'which' ? undefined : pluralVerbOf(verb);
  else if (
    isSingularHead(noun) &&
    !has(noun, 'Uncountable') &&
    !(relative.lower === 'who' && GROUP_OF_PEOPLE.test(noun.lower))
  )
    fixed =
      PLURAL_VERB[verb.lower] ??
      (isBareVerbAlone(verb.lower) && !toldInPast(terms, index) ? thirdPerson(verb.lower) : undefined);
  return agreementFinding(
    noun,
    verb,
    `${noun.text} ${relative.text}`,
    fixed,
    `After “${relative.text}”, the verb agrees with the noun it refers to, “${noun.text}”.`,
  );
};

/** Words that pick some from several with "of" ("one of", "each of", "many of"). */
const ONE_OF_SEVERAL = /^(?:one|each|many|several|both|few)$/u;

/** The index past an owner's name in "my school's teacher" (the word after "'s"), or `index` itself. */
function afterOwner(terms: readonly Term[], index: number): number {
  for (let at = index; at < index + 4; at++) {
    const term = terms[at];
    if (!term || !adjacent(term)) return index;
    if (/^\p{Ll}+'s$/u.test(term.lower)) return at + 1;
    if (!has(term, 'Adjective') && !has(term, 'Noun')) return index;
  }
  return index;
}

/** "one of the best place": "one of" picks one from several, so the noun after it is plural. */
export const singularAfterOneOf: TaggedRule = (terms, index) => {
  const one = terms[index];
  if (!one || !ONE_OF_SEVERAL.test(one.lower) || terms[index + 1]?.lower !== 'of' || !adjacent(one)) return undefined;
  if (!adjacent(terms[index + 1])) return undefined;
  const determiner = terms[index + 2];
  if (
    !determiner ||
    !adjacent(determiner) ||
    !wordPattern('u')`^(?:${oneOf(POSSESSIVE_DETERMINERS)}|the|these|those)$`.test(determiner.lower)
  )
    return undefined;
  const nounAt = skipAdjectives(terms, afterOwner(terms, index + 3));
  const noun = terms[nounAt];
  const next = terms[nounAt + 1];
  if (!isSingularNoun(noun) || has(noun, 'Uncountable') || has(noun, 'Adjective')) return undefined;
  // "one of the multi-choice questions": the first half of a hyphenated word.
  if (/^-/u.test(noun.post)) return undefined;
  // A verb in the past after the noun ends the phrase ("one of my classmate had"); "the bus stops" does not.
  const verbAfter = has(next, 'PastTense') || has(next, 'Modal') || has(next, 'Copula');
  if (adjacent(noun) && !endsNounPhrase(next) && !verbAfter) return undefined;
  return pluralNounFinding(
    terms,
    index,
    nounAt,
    `“${one.text} of” picks from several, so the noun after it is plural (“one of the best places”).`,
  );
};

/** Words that count the plural noun after "there is" ("there is many people"). */
const COUNTING = /^(?:many|several|some|few|two|three|four|five|six|seven|eight|nine|ten|numerous|various|so|too)$/u;

/** Words after "a" that make a group of several ("there are a lot of", "a few", "a number of"). */
const A_GROUP_OF =
  /^(?:lot|lots|few|couple|number|great|good|variety|range|series|host|dozen|hundred|thousand|million|total|bunch|handful|pair|group|set|plenty|mix|majority|minority)$/u;

/** Where a noun phrase from `index` ends at its noun: past counting words and adjectives. */
function headAfter(terms: readonly Term[], index: number): number {
  let at = index;
  while (COUNTING.test(terms[at]?.lower ?? '') && adjacent(terms[at])) at++;
  if (terms[at - 1]?.lower === 'so' || terms[at - 1]?.lower === 'too') at = terms[at]?.lower === 'many' ? at + 1 : -1;
  return at < 0 ? at : skipAdjectives(terms, at);
}

/** "there is many people", "there were a car": after "there", the verb agrees with the noun that follows it. */
export const thereAgreement: TaggedRule = (terms, index) => {
  const there = terms[index];
  if (there?.lower !== 'there' || !adjacent(there) || !startsClause(terms, index)) return undefined;
  const verb = terms[index + 1];
  if (!verb || !adjacent(verb)) return undefined;
  const perfect = verb.lower === 'has' && terms[index + 2]?.lower === 'been' && adjacent(terms[index + 2]);
  const nounFrom = perfect ? index + 3 : index + 2;
  if (perfect || verb.lower === 'is' || verb.lower === 'was') {
    const nounAt = headAfter(terms, nounFrom);
    const noun = terms[nounAt];
    // After a counting word or an adjective, a word in -s compromise reads as a verb is a noun ("major changes").
    const plural = isPluralSubject(noun) || (noun !== undefined && nounAt > nounFrom && pluralInS(noun));
    if (nounAt < 0 || !noun || !plural || (adjacent(noun) && !endsNounPhrase(terms[nounAt + 1]))) return undefined;
    const fixed = perfect ? 'have been' : SINGULAR_VERB[verb.lower];
    return thereFinding(terms, index, nounAt, `${there.text} ${fixed}`);
  }
  if (verb.lower !== 'are' && verb.lower !== 'were') return undefined;
  // "if there were a war": "were" after "if" or "wish" is the subjunctive, right with one thing.
  if (
    verb.lower === 'were' &&
    /^(?:if|wish|wished|unless|though|suppose|imagine)$/u.test(terms[index - 1]?.lower ?? '')
  )
    return undefined;
  const article = terms[nounFrom];
  if (!article || !/^(?:a|an)$/u.test(article.lower) || !adjacent(article)) return undefined;
  if (A_GROUP_OF.test(terms[nounFrom + 1]?.lower ?? '')) return undefined;
  const nounAt = skipAdjectives(terms, nounFrom + 1);
  const noun = terms[nounAt];
  const next = terms[nounAt + 1];
  // "there are a cat and a dog": two things joined by "and" are plural, and so is a list of them
  // ("there were a pen, a ruler and two maps").
  if (!isSingularNoun(noun) || /^(?:and|or|of)$/u.test(next?.lower ?? '') || opensListItem(noun, next))
    return undefined;
  if (
    adjacent(noun) &&
    !endsNounPhrase(next) &&
    !wordPattern('u')`^(?:${oneOf(PLACE_AND_TIME_PREPOSITIONS)}|behind|near|outside|inside)$`.test(next?.lower ?? '')
  )
    return undefined;
  return thereFinding(terms, index, nounAt, `${there.text} ${PLURAL_VERB[verb.lower]}`);
};

/** A comma after the noun and another noun phrase after it: the first thing of a list. */
const opensListItem = (noun: Term, next: Term | undefined): boolean =>
  /^\s*,\s*$/u.test(noun.post) &&
  (has(next, 'Determiner') || has(next, 'Value') || /^(?:a|an|the)$/u.test(next?.lower ?? ''));

function thereFinding(terms: readonly Term[], index: number, nounAt: number, opening: string): Finding | undefined {
  const from = terms[index];
  const to = terms[nounAt];
  const verbEnd = terms[index + 1]?.lower === 'has' ? index + 2 : index + 1;
  if (!from || !to) return undefined;
  return {
    category: 'Agreement',
    from,
    to,
    correction: `${opening} ${joined(terms, verbEnd + 1, nounAt)}`,
    explanation: 'After “there”, the verb agrees with the noun that follows: “there is a car”, “there are two cars”.',
  };
}

/** The word at `index`, read in lower case when it is the sentence's first word ("Technology" → "technology"). */
function firstInLowerCase(terms: readonly Term[], index: number): Term | undefined {
  const term = terms[index];
  if (index > 0 || !term || !/^\p{Lu}\p{Ll}+$/u.test(term.text)) return term;
  // "Cantonese", "Chinese": a people's name may be plural; it stays a name.
  if (has(term, 'ProperNoun') || /(?:ese|ish|ch)$/u.test(term.lower)) return term;
  return { ...term, text: term.lower, tags: tagsOfWord(term.lower) };
}

/** "my brother often play", "technology always make": an adverb between keeps the verb's -s. */
export const singularNounAdverbBareVerb: TaggedRule = (terms, index) => {
  const noun = firstInLowerCase(terms, index);
  const adverb = terms[index + 1];
  const verb = terms[index + 2];
  if (!isSingularHead(noun) || !adjacent(noun) || !adverb || !adjacent(adverb) || !verb) return undefined;
  if (!MID_ADVERB.test(adverb.lower) || /^(?:only|even|just)$/u.test(adverb.lower) || TIME_NOUN.test(noun.lower))
    return undefined;
  if (!isBareVerbAlone(verb.lower) || toldInPast(terms, index)) return undefined;
  const start = phraseStart(terms, index, SINGULAR_DETERMINER);
  if (!startsSubject(terms, start)) return undefined;
  // "Computer also phone bills": after a noun with no determiner, a "verb" before another noun may
  // be the first half of a compound ("phone bills"); "Science often change our lives" is still read.
  const object = terms[index + 3];
  const bare = !SINGULAR_DETERMINER.has(terms[start]?.lower ?? '');
  if (bare && has(object, 'Noun') && !has(object, 'Pronoun') && !has(object, 'Possessive')) return undefined;
  return agreementFinding(
    noun,
    verb,
    `${terms[index]?.text} ${adverb.text}`,
    thirdPerson(verb.lower),
    'A singular subject takes a verb in -s in the present tense, also after “always” or “often” (“my brother often plays”).',
  );
};

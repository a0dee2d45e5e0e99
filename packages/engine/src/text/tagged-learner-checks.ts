import nlp from 'compromise';
import { matchesOf } from './pattern-matches';
import { remembered } from './remembered-words';
import type { Sentence } from './sentences';
import type { StyleIssue } from './style-checks';
import { tagsOfWord } from './word-tags';

/**
 * Learner errors that need each word's part of speech, as compromise reads the word: subject–verb
 * agreement with a noun subject, the verb form after a modal or "do", the number of a noun after a
 * word that counts it, and "a" before one described countable thing. Each rule is textbook grammar
 * and checks the words around it; a sentence is looked at only when a cheap pattern says one of the
 * rules could apply, which keeps long essays fast.
 */
interface Term {
  text: string;
  lower: string;
  tags: ReadonlySet<string>;
  start: number;
  end: number;
  /** Punctuation or space written after the word. */
  post: string;
}

interface Finding {
  category: string;
  from: Term;
  to: Term;
  correction: string;
  explanation: string;
}

type TaggedRule = (terms: readonly Term[], index: number) => Finding | undefined;

const SINGULAR_DETERMINER = new Set([
  'the',
  'this',
  'that',
  'my',
  'his',
  'her',
  'its',
  'our',
  'their',
  'your',
  'a',
  'an',
  'every',
  'each',
]);
const PLURAL_DETERMINER = new Set([
  'the',
  'these',
  'those',
  'my',
  'his',
  'her',
  'our',
  'their',
  'your',
  'many',
  'most',
  'both',
  'several',
]);
const PLURAL_VERB: Readonly<Record<string, string>> = {
  are: 'is',
  were: 'was',
  have: 'has',
  do: 'does',
  "don't": "doesn't",
  "aren't": "isn't",
  "weren't": "wasn't",
  "haven't": "hasn't",
};
const SINGULAR_VERB: Readonly<Record<string, string>> = {
  is: 'are',
  was: 'were',
  has: 'have',
  does: 'do',
  "doesn't": "don't",
  "isn't": "aren't",
  "wasn't": "weren't",
  "hasn't": "haven't",
};
/** Nouns that name a group: British English gives them a plural verb ("the team are"). */
const COLLECTIVE =
  /^(?:family|team|government|police|staff|group|class|public|crowd|audience|committee|company|couple|majority|minority|rest|number|army|band|club|council|jury|media|data|criteria|total|lot|kind|sort|type|variety|range|half|percent|per|cent|none|series|species)$/u;
/** Nouns in -s that are singular or have no singular. */
const NOT_PLURAL =
  /(?:ics|ss|us|is)$|^(?:news|means|series|species|people|police|clothes|goods|thanks|savings|earnings|surroundings|belongings|headquarters|jeans|trousers|glasses|scissors|outskirts|premises|lyrics|arts)$/u;
/** Words before "he"/"she" that make the verb after it a bare infinitive ("let him go", "does she know"). */
const BARE_AFTER =
  /^(?:do|does|did|can|could|will|would|should|may|might|must|shall|let|lets|make|makes|made|help|helps|helped|to|why|not|n't|watch|watched|see|saw|hear|heard|have|had|has|notice|noticed|feel|felt|and|or|but|than|if|whether|where|what|how|when|who)$/u;
/** Verbs whose past tense is spelled as the base form: "he read" is past, not an error. */
const SAME_IN_PAST =
  /^(?:read|put|cut|hit|let|set|cost|hurt|quit|spread|shut|bet|beat|burst|cast|fit|split|upset|broadcast|forecast)$/u;
const MODAL_OR_DO =
  /^(?:can|could|should|must|might|would|will|may|shall|cannot|can't|couldn't|shouldn't|mustn't|wouldn't|won't|did|didn't|does|doesn't)$/u;
const NUMBER_WORDS =
  /^(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|several|few|couple|many|various|numerous|these|those)$/u;
/** Words that may follow a noun phrase that has ended. */
const AFTER_NOUN_PHRASE = /^(?:Preposition|Conjunction|Determiner|Pronoun|Adverb|Copula|Modal|QuestionWord|Date)$/u;
/** Verbs that take "to" and a bare infinitive, never an -ing form ("want to go"). */
const TO_INFINITIVE_VERB =
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
    /\b(?:the|this|my|his|her|its|our|their|your|every|each)\s+\p{Ll}+((?:\s+\p{Ll}+){1,2})/giu,
    (match) => (match[1] ?? '').trim().split(/\s+/u).some(isBareVerbAlone),
  ],
  [
    /\b(?:the|this|that|my|his|her|its|our|their|your|a|an|every|each|these|those|many|most|both|several)\s+(?:\p{Ll}+\s+){0,2}\p{Ll}+\s+(?:are|were|have|do|don't|aren't|weren't|haven't|is|was|has|does|doesn't|isn't|wasn't|hasn't)\b/giu,
    () => true,
  ],
  [
    /\b(?:can|could|should|must|might|would|will|may|shall|cannot|can't|couldn't|shouldn't|mustn't|wouldn't|won't|did|didn't|does|doesn't)\s+(\p{Ll}+)/giu,
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
    /\b(?:have|has|had|got|is|was|be|been|become|became|buy|bought|need|needs|needed|want|wants|wanted|find|found|make|made|take|took|see|saw|watch|watched|read|write|wrote|visit|visited|choose|chose|give|gave|in|at|on|for|with|from|about|into|such)\s+(\p{Ll}+)\s+(\p{Ll}+)/giu,
    (match) => {
      const adjective = tagsOfWord(match[1] ?? '');
      const noun = tagsOfWord(match[2] ?? '');
      return adjective.has('Adjective') && noun.has('Singular');
    },
  ],
];

function mayApply(text: string): boolean {
  return CANDIDATES.some(([pattern, fits]) => matchesOf(pattern, text).some(fits));
}

const joined = (terms: readonly Term[], from: number, to: number): string =>
  terms
    .slice(from, to + 1)
    .map((term) => term.text)
    .join(' ');
const has = (term: Term | undefined, tag: string): boolean => term?.tags.has(tag) ?? false;
/**
 * Whether a noun phrase at `index` starts a clause, so that it is the subject of the verb after it,
 * not the object of a verb or a preposition before it ("reduce those consequences is …").
 */
function startsClause(terms: readonly Term[], index: number): boolean {
  const previous = terms[index - 1];
  if (!previous || /[,;:]/u.test(previous.post)) return true;
  return CLAUSE_OPENER.test(previous.lower);
}
const CLAUSE_OPENER =
  /^(?:that|because|when|if|while|but|so|although|though|since|where|whether|as|then|also|now|today|sometimes|usually|nowadays|however|therefore|and)$/u;

/** Whether the word after a noun shows its noun phrase has ended (no word, or one that cannot extend it). */
function endsNounPhrase(next: Term | undefined): boolean {
  if (!next || /^(?:near|like|than|by|next|opposite)$/u.test(next.lower)) return true;
  if (has(next, 'Noun') && !has(next, 'Pronoun')) return false;
  return [...next.tags].some((tag) => AFTER_NOUN_PHRASE.test(tag));
}

/** Whether the words are written next to each other, with nothing but a space between. */
const adjacent = (term: Term | undefined): boolean => term !== undefined && /^\s*$/u.test(term.post);

const thirdPerson = remembered(computeThirdPerson);
function computeThirdPerson(verb: string): string | undefined {
  const form = nlp(verb).verbs().conjugate()[0] as { PresentTense?: string } | undefined;
  return form?.PresentTense && form.PresentTense !== verb ? form.PresentTense : undefined;
}

const infinitive = remembered(computeInfinitive);
function computeInfinitive(verb: string): string | undefined {
  const base = nlp(verb).verbs().toInfinitive().text();
  return base && base !== verb ? base : undefined;
}

const plural = remembered(computePlural);
function computePlural(noun: string): string | undefined {
  const parsed = nlp(noun);
  if (parsed.has('#Uncountable')) return undefined;
  const form = parsed.nouns().toPlural().text();
  // compromise reads some plurals in -as, -is or -os as one thing ("pandas" → "pandases").
  if (/[aio]s$/u.test(noun) && form === `${noun}es`) return undefined;
  return form && form !== noun ? form : undefined;
}

/** The verb an -ing form comes from when compromise reads it as a noun ("moving" → "move"). */
const baseOfIng = remembered(computeBaseOfIng);
function computeBaseOfIng(ing: string): string | undefined {
  const stem = ing.slice(0, -3);
  const doubled = /([bdgklmnprt])\1$/u.test(stem) ? stem.slice(0, -1) : undefined;
  const candidates = [doubled, stem, `${stem}e`].filter((candidate): candidate is string => candidate !== undefined);
  return candidates.find((candidate) => nlp(candidate).has('#Infinitive'));
}

/** Whether a word on its own reads as a plural noun ("books"), not a verb ("makes"). */
function pluralOnItsOwn(word: string): boolean {
  const tags = tagsOfWord(word);
  return /^\p{Ll}+s$/u.test(word) && !NOT_PLURAL.test(word) && tags.has('Plural') && !tags.has('Verb');
}

const singular = remembered(computeSingular);
function computeSingular(noun: string): string | undefined {
  const form = nlp(noun).nouns().toSingular().text();
  return form && form !== noun ? form : undefined;
}

/** The index past any adjectives from `index` on (the head noun of "my best friend"). */
function skipAdjectives(terms: readonly Term[], index: number): number {
  let at = index;
  while (has(terms[at], 'Adjective') && !has(terms[at], 'Noun') && adjacent(terms[at])) at++;
  return at;
}

const isSingularNoun = (term: Term | undefined): term is Term =>
  term !== undefined &&
  has(term, 'Noun') &&
  has(term, 'Singular') &&
  !has(term, 'Pronoun') &&
  !has(term, 'ProperNoun') &&
  !has(term, 'Possessive') &&
  !COLLECTIVE.test(term.lower) &&
  /^\p{Ll}+$/u.test(term.text);

const isPluralNoun = (term: Term | undefined): term is Term =>
  term !== undefined &&
  has(term, 'Noun') &&
  has(term, 'Plural') &&
  !has(term, 'Pronoun') &&
  !has(term, 'ProperNoun') &&
  !has(term, 'Possessive') &&
  !has(term, 'Uncountable') &&
  /^\p{Ll}+s$/u.test(term.text) &&
  !NOT_PLURAL.test(term.lower);

/** Pronouns that take a verb in -s: "he", "she", "it" and the words for everyone or no one. */
const SINGULAR_PRONOUN = /^(?:he|she|it|everyone|everybody|someone|somebody|nobody|everything|nothing|something)$/u;

/** A verb in its base form that is never a noun or an adjective on its own ("seem", "want"). */
function isBareVerbAlone(word: string): boolean {
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

/** "the city look", "every student need": a singular noun subject takes a verb in -s. */
const singularNounWithBareVerb: TaggedRule = (terms, index) => {
  const determiner = terms[index];
  if (!determiner || !SINGULAR_SUBJECT_DETERMINER.test(determiner.lower) || !adjacent(determiner)) return undefined;
  if (!startsClause(terms, index) || terms[index - 1]?.lower === 'and') return undefined;
  const nounAt = skipAdjectives(terms, index + 1);
  const noun = terms[nounAt];
  const verb = terms[nounAt + 1];
  if (!isSingularNoun(noun) || !adjacent(noun) || !verb || !isBareVerbAlone(verb.lower)) return undefined;
  // "My dissertation project, …, examines": a clause's verb is seldom cut off from what follows by a comma.
  if (/[,;:"“”]/u.test(verb.post)) return undefined;
  // "the bus stop", "the car park": a noun read as a verb is more often the end of a compound.
  if (has(noun, 'Adjective') || has(noun, 'Verb') || !/^\s+$/u.test(noun.post)) return undefined;
  // "the car park fills up": a verb straight after shows the word read as a verb is a noun.
  const after = terms[nounAt + 2];
  if (
    adjacent(verb) &&
    (has(after, 'PresentTense') || has(after, 'PastTense') || has(after, 'Copula') || has(after, 'Modal'))
  )
    return undefined;
  // "the product support team is small": a noun and then a verb after the word make it a compound.
  if (has(after, 'Noun') && !has(after, 'Pronoun') && isFiniteVerbTerm(terms[nounAt + 3])) return undefined;
  // "the amusement park and …", "the adrenaline rush you feel", "the municipal board of Clayton": a word
  // followed by "and", a subject or "of" (but "consist of") ends a compound noun.
  if (
    /^(?:and|or|I|you|we|they|he|she)$/iu.test(after?.text ?? '') ||
    (after?.lower === 'of' && !/^(?:consist|approve|dream|think|die|complain|remind|smell|taste)$/u.test(verb.lower))
  )
    return undefined;
  const third = thirdPerson(verb.lower);
  if (!third) return undefined;
  return {
    category: 'Agreement',
    from: noun,
    to: verb,
    correction: `${noun.text} ${third}`,
    explanation: 'A singular subject takes a verb in -s in the present tense (“the city looks”).',
  };
};
const SINGULAR_SUBJECT_DETERMINER = /^(?:the|this|my|his|her|its|our|their|your|every|each)$/u;

const isFiniteVerbTerm = (term: Term | undefined): boolean =>
  has(term, 'Copula') || has(term, 'PresentTense') || has(term, 'PastTense') || has(term, 'Modal');

/** Words after which a clause's verb stays bare, the subjunctive: "I suggest (that) he go". */
export const ASKING_OR_PROPOSING =
  /^(?:suggest|suggests|suggested|recommend|recommends|recommended|insist|insists|insisted|demand|demands|demanded|request|requests|requested|propose|proposes|proposed|require|requires|required|essential|important|vital|necessary)$/u;

function isSubjunctiveAfter(terms: readonly Term[], index: number): boolean {
  const previous = terms[index - 1]?.lower;
  const before = previous === 'that' ? terms[index - 2]?.lower : previous;
  return before !== undefined && ASKING_OR_PROPOSING.test(before);
}

/** "he go", "she like", "everyone know": after these, a present-tense verb takes -s. */
const heOrSheWithBareVerb: TaggedRule = (terms, index) => {
  const pronoun = terms[index];
  const verb = terms[index + 1];
  if (!pronoun || !verb || !SINGULAR_PRONOUN.test(pronoun.lower) || !adjacent(pronoun)) return undefined;
  if (!has(verb, 'Infinitive') || has(verb, 'Modal') || has(verb, 'Auxiliary') || verb.lower === 'be') return undefined;
  const previous = terms[index - 1];
  if ((previous && BARE_AFTER.test(previous.lower)) || SAME_IN_PAST.test(verb.lower)) return undefined;
  // "a post-it note": a word joined by a hyphen is part of a compound, not a subject.
  if (previous?.post.includes('-')) return undefined;
  // "something like this", "someone like you": after a word for anyone, "like" is a preposition.
  if (verb.lower === 'like' && !/^(?:he|she|it)$/u.test(pronoun.lower)) return undefined;
  // "I suggest that he go": after a verb of asking or proposing, the verb stays bare (the subjunctive).
  if (isSubjunctiveAfter(terms, index)) return undefined;
  // "he fed", "she hid": a past tense compromise also reads as a base form.
  if (infinitive(verb.lower) !== undefined) return undefined;
  const third = thirdPerson(verb.lower);
  if (!third) return undefined;
  return {
    category: 'Agreement',
    from: pronoun,
    to: verb,
    correction: `${pronoun.text} ${third}`,
    explanation: 'After “he” or “she”, a present-tense verb takes -s (“she likes”).',
  };
};

/** "my brother have", "the city are": a singular noun subject takes a singular verb. */
const singularNounWithPluralVerb: TaggedRule = (terms, index) => {
  const determiner = terms[index];
  if (!determiner || !SINGULAR_DETERMINER.has(determiner.lower) || !adjacent(determiner)) return undefined;
  const nounAt = skipAdjectives(terms, index + 1);
  const noun = terms[nounAt];
  const verb = terms[nounAt + 1];
  if (!isSingularNoun(noun) || !adjacent(noun) || !verb) return undefined;
  const fixed = PLURAL_VERB[verb.lower];
  // "that" also joins a clause ("so that life has"), where the noun after it is still the subject.
  // "me and my dad have": a subject of two people is plural.
  if (!fixed || !startsClause(terms, index) || terms[index - 1]?.lower === 'and') return undefined;
  return {
    category: 'Agreement',
    from: noun,
    to: verb,
    correction: `${noun.text} ${fixed}`,
    explanation: 'A singular subject takes a singular verb (“my brother has”).',
  };
};

/** "the students is": a plural noun subject takes a plural verb. */
const pluralNounWithSingularVerb: TaggedRule = (terms, index) => {
  const determiner = terms[index];
  if (!determiner || !PLURAL_DETERMINER.has(determiner.lower) || !adjacent(determiner)) return undefined;
  // "one of my friends is": the subject is "one".
  if (!startsClause(terms, index)) return undefined;
  const nounAt = skipAdjectives(terms, index + 1);
  const noun = terms[nounAt];
  const verb = terms[nounAt + 1];
  if (!isPluralNoun(noun) || !adjacent(noun) || !verb) return undefined;
  const fixed = SINGULAR_VERB[verb.lower];
  if (!fixed) return undefined;
  return {
    category: 'Agreement',
    from: noun,
    to: verb,
    correction: `${noun.text} ${fixed}`,
    explanation: 'A plural subject takes a plural verb (“the students are”).',
  };
};

/** "can went", "should goes", "didn't liked": after a modal or "do", the verb is in its base form. */
const inflectedVerbAfterModal: TaggedRule = (terms, index) => {
  const auxiliary = terms[index];
  const verb = terms[index + 1];
  if (!auxiliary || !verb || !adjacent(auxiliary)) return undefined;
  if (
    !MODAL_OR_DO.test(auxiliary.lower) ||
    /^(?:is|was|has|am|are|were)$/u.test(verb.lower) ||
    !has(verb, 'Verb') ||
    has(verb, 'Auxiliary') ||
    has(verb, 'Modal') ||
    has(verb, 'Noun')
  )
    return undefined;
  const inflected =
    (has(verb, 'PastTense') && !has(verb, 'Participle')) ||
    (has(verb, 'PresentTense') && !has(verb, 'Infinitive') && /s$/u.test(verb.lower));
  // "the will", "a can": a determiner makes the modal a noun.
  if (!inflected || /^(?:the|a|an|his|her|my|your|our|their|its|this|that|free)$/u.test(terms[index - 1]?.lower ?? ''))
    return undefined;
  const base = verb.lower === 'was' || verb.lower === 'is' ? 'be' : infinitive(verb.lower);
  if (!base) return undefined;
  return {
    category: 'Verb form',
    from: auxiliary,
    to: verb,
    correction: `${auxiliary.text} ${base}`,
    explanation: 'After a modal or “did”, the verb is in its base form (“can go”, “didn’t like”).',
  };
};

/** "want to going": after these verbs "to" is followed by the base form. */
const ingAfterTo: TaggedRule = (terms, index) => {
  const to = terms[index];
  const verb = terms[index + 1];
  const before = terms[index - 1];
  if (to?.lower !== 'to' || !verb || !before || !adjacent(to) || !TO_INFINITIVE_VERB.test(before.lower))
    return undefined;
  if (!/^\p{Ll}{3,}ing$/u.test(verb.text) || /(?:thing|ning)$/u.test(verb.lower)) return undefined;
  const base = infinitive(verb.lower) ?? baseOfIng(verb.lower);
  if (!base) return undefined;
  return {
    category: 'Verb form',
    from: to,
    to: verb,
    correction: `to ${base}`,
    explanation: 'After “want to”, “need to” or “decide to”, the verb is in its base form (“want to go”).',
  };
};

/** "two brother", "a few day": a number above one, or a word that counts several, asks for a plural noun. */
const singularAfterNumber: TaggedRule = (terms, index) => {
  const count = terms[index];
  if (!count || !NUMBER_WORDS.test(count.lower) || !adjacent(count)) return undefined;
  // "a few", "a couple of": the counting word after its article.
  let nounAt = index + 1;
  if (count.lower === 'couple') {
    if (terms[index + 1]?.lower !== 'of') return undefined;
    nounAt++;
  }
  if (count.lower === 'few' && terms[index - 1]?.lower === 'quite') return undefined;
  // "these" and "those" also stand alone as pronouns ("those who …").
  if ((count.lower === 'these' || count.lower === 'those') && nounAt !== index + 1) return undefined;
  nounAt = skipAdjectives(terms, nounAt);
  const noun = terms[nounAt];
  const next = terms[nounAt + 1];
  if (!isSingularNoun(noun) || has(noun, 'Uncountable') || has(noun, 'Adjective')) return undefined;
  // "two bus stops", "three year old": the noun is the first half of a compound or an adjective;
  // so the noun phrase must end after it, with a stop or a word that cannot carry it on.
  if (adjacent(noun) && (!endsNounPhrase(next) || /s$/u.test(next?.lower ?? '')) && !verbWithObject(terms, nounAt + 1))
    return undefined;
  if (
    terms[index - 1] &&
    /^(?:one|every|each|a|an)$/u.test(terms[index - 1]?.lower ?? '') &&
    count.lower !== 'few' &&
    count.lower !== 'couple'
  )
    return undefined;
  return pluralNounFinding(
    terms,
    index,
    nounAt,
    'After a number above one, or “a few”, the noun is plural (“two brothers”).',
  );
};

/** The noun at `nounAt` put in the plural, with the words from `index` before it kept as written. */
function pluralNounFinding(
  terms: readonly Term[],
  index: number,
  nounAt: number,
  explanation: string,
): Finding | undefined {
  const from = terms[index];
  const noun = terms[nounAt];
  const form = noun && plural(noun.lower);
  if (!from || !noun || !form) return undefined;
  return {
    category: 'Noun number',
    from,
    to: noun,
    correction: `${joined(terms, index, nounAt - 1)} ${form}`,
    explanation,
  };
}

/**
 * Whether the word at `index` is a verb in -s with its object after it ("these thing gives me"),
 * which shows the noun before it ends its phrase; "two bus stops" has no object after "stops".
 */
function verbWithObject(terms: readonly Term[], index: number): boolean {
  const object = terms[index + 1];
  return (
    isVerbInS(terms[index]) &&
    adjacent(terms[index]) &&
    (has(object, 'Pronoun') || has(object, 'Determiner')) &&
    !has(object, 'Possessive')
  );
}

/** "a friends", "this things": a word for one thing before a plural noun. */
const pluralAfterSingularDeterminer: TaggedRule = (terms, index) => {
  const determiner = terms[index];
  if (!determiner || !/^(?:a|an|this)$/u.test(determiner.lower) || !adjacent(determiner)) return undefined;
  const nounAt = skipAdjectives(terms, index + 1);
  const noun = terms[nounAt];
  const next = terms[nounAt + 1];
  // compromise may read "this books" as a verb after a pronoun; alone, the word is a plural noun.
  const misread = determiner.lower === 'this' && noun !== undefined && has(noun, 'Verb') && pluralOnItsOwn(noun.lower);
  if (!isPluralNoun(noun) && !misread) return undefined;
  if (!noun) return undefined;
  // "a sports club", "a clothes shop": a plural noun used as a modifier.
  if (adjacent(noun) && !endsNounPhrase(next)) return undefined;
  if (/^(?:few|lot|great|good)$/u.test(terms[index + 1]?.lower ?? '')) return undefined;
  if (determiner.lower === 'this') {
    if (nounAt !== index + 1) return undefined;
    return {
      category: 'Agreement',
      from: determiner,
      to: noun,
      correction: `${determiner.text === 'This' ? 'These' : 'these'} ${noun.text}`,
      explanation: '“This” goes with one thing; with a plural noun write “these”.',
    };
  }
  const one = singular(noun.lower);
  if (!one) return undefined;
  return {
    category: 'Noun number',
    from: determiner,
    to: noun,
    correction: `${joined(terms, index, nounAt - 1)} ${one}`,
    explanation: '“A” goes with one thing: the noun after it is singular (“a friend”).',
  };
};

/** Words after which a countable noun phrase needs an article ("have big house", "in small village"). */
const NEEDS_ARTICLE_AFTER =
  /^(?:have|has|had|got|is|was|be|been|become|became|buy|bought|need|needs|needed|want|wants|wanted|find|found|make|made|take|took|see|saw|watch|watched|read|write|wrote|visit|visited|choose|chose|give|gave|in|at|on|for|with|from|about|into|such)$/u;
/** Adjectives that are determiners themselves or need none ("other people", "next week", "most time"). */
const DETERMINER_LIKE =
  /^(?:other|more|most|last|next|same|much|many|enough|own|whole|such|first|second|third|each|every|another|no|any|some|which|what|little|few|less|least|further|additional|extra|only|all|both|half|several|certain|previous|following|late|early|part|real|daily|modern|everyday|public|social|primary|secondary|free)$/u;
/** Nouns used without an article in set phrases, or mostly uncountable ("at home", "in class", "good weather"). */
const BARE_NOUN =
  /^(?:time|life|work|school|home|bed|church|hospital|prison|class|college|university|town|breakfast|lunch|dinner|transport|money|fun|weather|traffic|music|food|water|danger|trouble|health|nature|society|technology|research|evidence|progress|help|love|energy|space|power|history|culture|art|sport|business|freedom|peace|knowledge|language|quality|security|safety|success|damage|behaviour|behavior|access|attention|care|respect|trust|practice|training|travel|exercise|fruit|hair|paper|rain|snow|sunshine|wind|light|noise|rubbish|garbage|waste|stuff|weight|wealth|poverty|violence|crime|justice|law|tourism|accommodation|housing|media|age|place|order|fact|general|case|front|charge|mind|touch|sight|contact|use|level|way|course|hand|part|side|end|top|view|interest|advantage|importance|value|room|land|film|cinema|television|radio|internet|air|sea|night|day|morning|evening|afternoon|week|weekend|month|year|summer|winter|spring|autumn|holiday|vacation|term|person|people|news|everything|something|anything|nothing|everyone|someone|anyone|nobody|one|lot|number|kind|sort|type|deal|courage|baggage|luggage|heritage|mileage|postage|percentage|storage)$/u;
/** Endings of abstract nouns that are mostly uncountable ("good education", "great importance"). */
const ABSTRACT_ENDING = /(?:tion|sion|ness|ment|ity|ism|ance|ence|ing|ure|ship|hood|dom|th|cy|ics|ogy|ery|ry)$/u;

/** "I have big house", "we live in small village": one countable thing described needs "a". */
const missingArticle: TaggedRule = (terms, index) => {
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
  // "is red in colour", "was married at home": after "is" the adjective may stand alone.
  if (/^(?:is|was|be|been|become|became)$/u.test(head.lower) && !/^\s*$/u.test(adjective.post)) return undefined;
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

const isPluralSubject = (term: Term | undefined): boolean =>
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
function pluralInS(term: Term): boolean {
  if (!/^\p{Ll}+s$/u.test(term.text) || NOT_PLURAL.test(term.lower)) return false;
  const stem = tagsOfWord(term.lower.slice(0, -1));
  return stem.has('Noun') || stem.has('Infinitive');
}

/** A present-tense verb in -s that is never a noun on its own ("appears", "gives"). */
const isVerbInS = (term: Term | undefined): term is Term =>
  term !== undefined &&
  has(term, 'PresentTense') &&
  !has(term, 'Infinitive') &&
  !has(term, 'Noun') &&
  !has(term, 'Copula') &&
  /^\p{Ll}+s$/u.test(term.text) &&
  !/^(?:has|does|is|was)$/u.test(term.lower);

/** Adverbs that often sit between a subject and its verb ("people often think"). */
const MID_ADVERB =
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
function phraseStart(terms: readonly Term[], index: number, determiners: ReadonlySet<string>): number {
  let at = index;
  while (at > 0 && at > index - 3 && describes(terms[at - 1])) at--;
  if (at > 0 && adjacent(terms[at - 1]) && determiners.has(terms[at - 1]?.lower ?? '')) at--;
  return at;
}

/**
 * Whether a noun phrase starting at `index` is a subject: it starts a clause, and no "and" before it
 * may join it to a noun before ("the description of the animals and insects makes").
 */
const startsSubject = (terms: readonly Term[], index: number): boolean =>
  startsClause(terms, index) && !/^(?:and|or)$/u.test(terms[index - 1]?.lower ?? '');

/** The singular verb of a plural subject's verb, or the plural one of a singular subject's ("is" ↔ "are"). */
function pluralVerbOf(verb: Term): string | undefined {
  return SINGULAR_VERB[verb.lower] ?? (isVerbInS(verb) ? infinitive(verb.lower) : undefined);
}

/** "new methods promotes", "the participants appears": a plural subject takes a verb without -s. */
const pluralNounWithVerbInS: TaggedRule = (terms, index) => {
  const noun = terms[index];
  if (!noun || !isPluralHead(terms, index) || !adjacent(noun)) return undefined;
  let verbAt = index + 1;
  if (MID_ADVERB.test(terms[verbAt]?.lower ?? '') && adjacent(terms[verbAt])) verbAt++;
  const verb = terms[verbAt];
  if (!verb) return undefined;
  const start = phraseStart(terms, index, PLURAL_DETERMINER);
  if (!startsSubject(terms, start)) return undefined;
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
  return {
    category: 'Agreement',
    from: noun,
    to: verb,
    correction: `${joined(terms, index, verbAt - 1)} ${fixed}`,
    explanation: 'A plural subject takes a plural verb (“people think”, “cars have”).',
  };
}

/** Prepositions that start a phrase describing the noun before them ("the effects of smoking"). */
const DESCRIBING_PREPOSITION = /^(?:of|in|on|about|for|from|with|at|between|among|around|inside|near)$/u;
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
const pluralHeadBeforePhrase: TaggedRule = (terms, index) => {
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
  if (!fixed || (!SINGULAR_VERB[verb.lower] && isFiniteVerbTerm(terms[lastAt + 2]))) return undefined;
  return {
    category: 'Agreement',
    from: noun,
    to: verb,
    correction: `${joined(terms, index, lastAt)} ${fixed}`,
    explanation: `The verb agrees with “${noun.text}”, the plural noun the phrase after it describes (“the effects of smoking are”).`,
  };
};

/** A singular noun that names one thing, not a group or an amount the verb may look past. */
const isSingularHead = (term: Term | undefined): term is Term =>
  isSingularNoun(term) &&
  !AMOUNT_OR_GROUP.test(term.lower) &&
  !has(term, 'Adjective') &&
  // "others", "ones": words in -s compromise reads as singular.
  !/[^s]s$/u.test(term.lower);

/** Nouns for a group of people, which "who" may treat as several ("a squad who face"). */
const GROUP_OF_PEOPLE =
  /^(?:squad|crew|gang|panel|board|faculty|orchestra|choir|tribe|unit|party|troop|force|firm|organisation|organization|association|union|institution|world|country|nation|society|generation|population|community|youth|workforce|personnel|cast|clan|side)$/u;

/** "the use of technology affect", "the quality of the products are": the verb agrees with the singular noun before "of". */
const singularHeadBeforePhrase: TaggedRule = (terms, index) => {
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
    !/^(?:the|this|that|my|his|her|its|our|their|your)$/u.test(determiner.lower)
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
  const fixed = PLURAL_VERB[verb.lower] ?? (isBareVerbAlone(verb.lower) ? thirdPerson(verb.lower) : undefined);
  if (!fixed) return undefined;
  return {
    category: 'Agreement',
    from: noun,
    to: verb,
    correction: `${joined(terms, index, lastAt)} ${fixed}`,
    explanation: `The verb agrees with “${noun.text}”, the singular noun the phrase after it describes (“the use of phones affects”).`,
  };
};

/** Whether the sentence is told in the past before `index`, when a bare verb may be a past tense misspelled ("was the man who design it"). */
const toldInPast = (terms: readonly Term[], index: number): boolean =>
  terms.slice(0, index).some((term) => /^(?:was|were|had)$/u.test(term.lower) || has(term, 'PastTense'));

/** Nouns of time, which a relative clause often skips past to the noun before ("a show some nights that says"). */
const TIME_NOUN =
  /^(?:days?|nights?|weeks?|months?|years?|times?|mornings?|evenings?|weekends?|moments?|hours?|minutes?|seasons?|periods?|ages?)$/u;

/**
 * Whether the noun before "who" or "that" is surely the one the clause describes: a noun (after a
 * determiner, an adjective or another noun, not a verb: "you can email that …"), not a noun of time,
 * and not the end of a phrase after another noun ("the people in his street that were …").
 */
function clearAntecedent(terms: readonly Term[], index: number): boolean {
  const noun = terms[index];
  const before = terms[index - 1];
  if (!noun || !before || TIME_NOUN.test(noun.lower)) return false;
  if (!has(before, 'Determiner') && !has(before, 'Possessive') && !has(before, 'Adjective') && !has(before, 'Value'))
    if (!has(before, 'Noun') || has(before, 'Pronoun')) return false;
  const start = phraseStart(terms, index, PLURAL_DETERMINER);
  const startWith = SINGULAR_DETERMINER.has(terms[start - 1]?.lower ?? '') ? start - 1 : start;
  const preposition = terms[startWith - 1];
  return !(has(preposition, 'Preposition') && has(terms[startWith - 2], 'Noun'));
}

/** Relative words whose verb takes its number from the noun before them ("people who live"). */
const RELATIVE = /^(?:who|that|which)$/u;

/** "people who lives", "a friend who live": the verb after "who" agrees with the noun before it. */
const relativeVerbAgreement: TaggedRule = (terms, index) => {
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
  if (!fixed) return undefined;
  return {
    category: 'Agreement',
    from: noun,
    to: verb,
    correction: `${noun.text} ${relative.text} ${fixed}`,
    explanation: `After “${relative.text}”, the verb agrees with the noun it refers to, “${noun.text}”.`,
  };
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
const singularAfterOneOf: TaggedRule = (terms, index) => {
  const one = terms[index];
  if (!one || !ONE_OF_SEVERAL.test(one.lower) || terms[index + 1]?.lower !== 'of' || !adjacent(one)) return undefined;
  if (!adjacent(terms[index + 1])) return undefined;
  const determiner = terms[index + 2];
  if (
    !determiner ||
    !adjacent(determiner) ||
    !/^(?:the|my|his|her|our|their|your|its|these|those)$/u.test(determiner.lower)
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
const thereAgreement: TaggedRule = (terms, index) => {
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
  // "there are a cat and a dog": two things joined by "and" are plural.
  if (!isSingularNoun(noun) || /^(?:and|or|of)$/u.test(next?.lower ?? '')) return undefined;
  if (adjacent(noun) && !endsNounPhrase(next) && !/^(?:behind|near|outside|inside|in|on|at)$/u.test(next?.lower ?? ''))
    return undefined;
  return thereFinding(terms, index, nounAt, `${there.text} ${PLURAL_VERB[verb.lower]}`);
};

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
const singularNounAdverbBareVerb: TaggedRule = (terms, index) => {
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
  const third = thirdPerson(verb.lower);
  if (!third) return undefined;
  return {
    category: 'Agreement',
    from: noun,
    to: verb,
    correction: `${terms[index]?.text} ${adverb.text} ${third}`,
    explanation:
      'A singular subject takes a verb in -s in the present tense, also after “always” or “often” (“my brother often plays”).',
  };
};

const TAGGED_RULES: readonly TaggedRule[] = [
  heOrSheWithBareVerb,
  singularNounWithPluralVerb,
  singularNounWithBareVerb,
  pluralNounWithSingularVerb,
  inflectedVerbAfterModal,
  ingAfterTo,
  singularAfterNumber,
  pluralAfterSingularDeterminer,
  missingArticle,
  pluralNounWithVerbInS,
  pluralHeadBeforePhrase,
  singularHeadBeforePhrase,
  relativeVerbAgreement,
  singularAfterOneOf,
  thereAgreement,
  singularNounAdverbBareVerb,
];

/** The tagged learner errors of one sentence. */
export function taggedLearnerErrors(sentence: Sentence): StyleIssue[] {
  if (!mayApply(sentence.text.replace(/’/gu, "'"))) return [];
  const terms = termsOf(sentence.text);
  const issues: StyleIssue[] = [];
  for (let index = 0; index < terms.length; index++) {
    for (const rule of TAGGED_RULES) {
      const finding = rule(terms, index);
      if (!finding) continue;
      const error = sentence.text.slice(finding.from.start, finding.to.end);
      issues.push({
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

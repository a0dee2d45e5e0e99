import nlp from 'compromise';
import { remembered } from '../../../text/remembered-words';
import { tagsOfWord } from '../../../text/word-tags';
import { COMMON_MISSPELLINGS } from '../../spelling/common-misspellings';
import {
  ARTICLES,
  DEMONSTRATIVES,
  FINITE_BE,
  FORMS_OF_DO,
  MODALS,
  NEGATIVE_MODALS,
  oneOf,
  PLACE_AND_TIME_PREPOSITIONS,
  POSSESSIVE_DETERMINERS,
  wordPattern,
} from '../../word-classes';

/**
 * What the basic learner rules know of words: errors learners of English make often and a pattern
 * can tell for certain (agreement, verb forms, determiners, prepositions, word order, capitals).
 */
/** A modal or its negative: "can", "can't", "mustn't". */
export const MODAL_OR_NEGATIVE = `(?:${oneOf(MODALS, NEGATIVE_MODALS)})`;

/** Past tenses and third-person forms that are never the bare infinitive a modal or "to" needs. */
export const NOT_BARE = `(?:${oneOf(FINITE_BE)}|went|had|did|saw|came|took|made|got|gave|told|thought|bought|brought|felt|knew|wrote|ate|began|spent|met|has|does|goes|gets|makes|takes|wants|likes|needs)`;

export const IRREGULAR_PARTICIPLE: Readonly<Record<string, string>> = {
  went: 'gone',
  saw: 'seen',
  took: 'taken',
  gave: 'given',
  wrote: 'written',
  ate: 'eaten',
  began: 'begun',
  knew: 'known',
  drove: 'driven',
  spoke: 'spoken',
  broke: 'broken',
  chose: 'chosen',
  forgot: 'forgotten',
  flew: 'flown',
  swam: 'swum',
  threw: 'thrown',
};

/** Possessives as writers commonly misspell them ("thier"): still possessives before the word after them. */
const MISSPELLED_POSSESSIVES = Object.entries(COMMON_MISSPELLINGS)
  .filter(([, meant]) => (POSSESSIVE_DETERMINERS as readonly string[]).includes(meant))
  .map(([misspelled]) => misspelled);

/** Words a determiner or an owner before a modal makes a noun ("the will", "a can", "thier will"). */
export const DETERMINER_BEFORE = wordPattern(
  'iu',
)`\b(?:${oneOf(POSSESSIVE_DETERMINERS, ARTICLES, MISSPELLED_POSSESSIVES)}|this|that)\s+$`;

/**
 * Words before a subject pronoun that make a question or an object of it ("does he have", "let her go").
 * A contracted "'d" or "'ll" ("why'd someone have", "what'll they say") is "would", "had" or "will",
 * after which the verb is bare or cannot be told.
 */
export const AUXILIARY_BEFORE = wordPattern(
  'iu',
)`\b(?:${oneOf(MODALS, FORMS_OF_DO)}|let|lets|make|makes|made|help|helps|helped|to|why|not|n't|watch|watched|saw|see|hear|heard|['’]d|['’]ll)\s+$`;

export const NOT_DOUBLE_ING = new Set([
  'bring',
  'sing',
  'ring',
  'spring',
  'string',
  'swing',
  'sting',
  'cling',
  'fling',
  'wring',
]);

export const BASE_VERB_FOR_HE =
  "(?:go|want|like|need|live|work|play|love|think|know|say|come|make|take|get|see|look|seem|feel|become|tell|have|don't|do not)";

export const THIRD_PERSON: Readonly<Record<string, string>> = {
  have: 'has',
  "don't": "doesn't",
  'do not': 'does not',
  go: 'goes',
};

/** A noun, then a relative clause with no "that" whose verb ends in "to": "the man I spoke (to)". */
export const STRANDED_TO_BEFORE = wordPattern(
  'iu',
)`\b(?:${oneOf(POSSESSIVE_DETERMINERS, ARTICLES, DEMONSTRATIVES)})\s+\p{L}+\s+(?:I|we|you|they|he|she)\s+\p{L}+\s+$`;

/**
 * Whether "people" or "you" is the object of a preposition or a verb rather than the subject of
 * the verb that follows: "the number of overweight people is", "dealing with other people is", "to
 * kill people was", "the letter I send to you is". Only describing words may stand between the
 * preposition and "people"; after a noun ("In my town people is") the phrase is over.
 */
export function isObjectBeforeVerb(text: string): boolean {
  if (/\b(?:kill|killing|help|helping|meet|meeting|helps|meets)\s+$/iu.test(text)) return true;
  if (isObjectOfQuantifiedVerb(text)) return true;
  const phrase = wordPattern(
    'iu',
  )`\b(?:${oneOf(PLACE_AND_TIME_PREPOSITIONS)}|of|with|to|for|about|from|by|among|between)((?:\s+\p{L}+){0,2})\s+$`.exec(
    text,
  );
  if (!phrase) return false;
  return (phrase[1] ?? '')
    .trim()
    .split(/\s+/u)
    .filter(Boolean)
    .every((describing) => {
      const tags = tagsOfWord(describing.toLowerCase());
      return !tags.has('Noun') && (tags.has('Adjective') || tags.has('Determiner') || tags.has('Adverb'));
    });
}

export const SINGULAR_SUBJECT_VERB: Readonly<Record<string, string>> = {
  are: 'is',
  have: 'has',
  were: 'was',
  do: 'does',
  "don't": "doesn't",
};

export const PLURAL_SUBJECT_VERB: Readonly<Record<string, string>> = {
  is: 'are',
  was: 'were',
  has: 'have',
  does: 'do',
  "doesn't": "don't",
};

export const UNCOUNTABLE_PLURALS =
  '(?:informations|advices|homeworks|furnitures|equipments|knowledges|luggages|baggages|feedbacks|softwares)';

export const UNCOUNTABLE = '(?:advice|information|homework|furniture|equipment|luggage|knowledge|news)';

export const ROLE =
  '(?:student|teacher|doctor|nurse|engineer|lawyer|journalist|singer|pilot|writer|artist|actor|actress|musician|scientist|waiter|waitress|chef|programmer|designer|farmer|photographer|architect|dentist|footballer|policeman|firefighter|vet|accountant|secretary|receptionist)';

export const COUNTABLE_PLACE_OR_THING =
  '(?:place|city|country|town|person|man|woman|idea|way|book|film|movie|job|school|opportunity|problem|question|example|reason|house|restaurant|shop|hotel|holiday|trip|area|building|museum|park|village|story|game|sport|team|party|event|festival|decision|solution|chance|subject|company|friend|girl|boy)';

/** Everyday things that are always counted: one of them takes "a" or "the". */
export const EVERYDAY_COUNTABLE =
  '(?:city|country|person|man|woman|idea|book|film|movie|job|house|restaurant|shop|hotel|trip|building|museum|park|village|story|game|team|festival|decision|solution|company|friend|girl|boy|car|cat|brother|sister|computer|phone|bike|apartment|flat|garden|problem|question|reason|beach|lake|river|mountain|island|bridge|street|road|kitchen|bedroom|table|chair|bag|ticket|camera|teacher|student|doctor|child|baby|meeting|concert)';

export const OPINION_ADJECTIVE =
  '(?:good|nice|big|small|beautiful|interesting|great|important|wonderful|amazing|fantastic|lovely|perfect|bad|famous|popular|quiet|busy|large|huge|little|terrible|difficult|easy|useful|modern|friendly|funny|boring|special|excellent|strange|dangerous|safe|typical|real)';

export const PROPER_CAPITALISED =
  '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|april|june|july|september|october|november|december|english|french|spanish|german|italian|chinese|japanese|russian|arabic|portuguese|turkish|greek|korean|dutch|european|american|british|african|asian|mexican|brazilian|indian|canadian|australian|christmas|easter)';

/** Words after "many" or "one of the" that are no countable noun to put in the plural. */
export const NOT_COUNTED_NOUN =
  /^(?:other|more|less|same|last|next|first|own|kind|sort|type|dozen|hundred|thousand|million|billion|family|team|group|class|crowd|public|staff|best|most|few|who|which|that)$/u;

/** After "have", these start a compound ("car insurance", "dog food") unless the noun phrase ends. */
export const NOUN_PHRASE_ENDS = String.raw`(?=\s*[,.!?;:]|\s*$|\s+(?:and|but|or|which|that|who|in|at|with|because|so|when|for|from|to|of|now|too|yet|there|here|since)\b)`;

export const infinitiveOf = remembered(computeInfinitive);

/** A verb in -s that reads only as a verb ("likes", "thinks"), never as a plural noun. */
export const isThirdPersonVerb = remembered((word: string): boolean => {
  const parsed = nlp(word);
  return parsed.has('#PresentTense') && !parsed.has('#Noun') && !parsed.has('#Infinitive') && !parsed.has('#Copula');
});

export const pluralOf = remembered(computePlural);

export const isPluralNoun = (word: string): boolean => pluralNounTag(word) === 'plural';

const pluralNounTag = remembered((word) => {
  const parsed = nlp(word);
  return parsed.has('#Plural') && !parsed.has('#Verb') ? 'plural' : undefined;
});

function computeInfinitive(verb: string): string | undefined {
  const lower = verb.toLowerCase();
  if (lower === 'is' || lower === 'are' || lower === 'was' || lower === 'were') return 'be';
  if (lower === 'has' || lower === 'had') return 'have';
  const base = nlp(lower).verbs().toInfinitive().text();
  return base && base !== lower ? base : undefined;
}

function computePlural(noun: string): string | undefined {
  const parsed = nlp(noun);
  if (!parsed.has('#Singular') || parsed.has('#Uncountable')) return undefined;
  const plural = parsed.nouns().toPlural().text();
  return plural && plural !== noun ? plural : undefined;
}

/** The preposition each word takes ("interested in", "consist of"), keyed by the word's stem. */
export const RIGHT_PREPOSITION: Readonly<Record<string, string>> = {
  interest: 'in',
  interested: 'in',
  afraid: 'of',
  scared: 'of',
  consist: 'of',
  capable: 'of',
  proud: 'of',
  suffer: 'from',
  insist: 'on',
  succeed: 'in',
  believe: 'in',
  arrive: 'at',
  arriv: 'at',
  participate: 'in',
  participat: 'in',
  good: 'at',
  different: 'from',
  angry: 'with',
  aware: 'of',
  addicted: 'to',
  addict: 'to',
  congratulate: 'on',
  congratulat: 'on',
  depend: 'on',
  famous: 'for',
  similar: 'to',
  responsible: 'for',
};

/**
 * A verb and a quantifier before the noun ("they might upset some people is", "helping many people
 * was"): the noun is that verb's object, and the subject of the verb after it is a longer phrase.
 * A verb of thinking or saying ("I think many people is") takes a clause, whose subject the noun is.
 */
function isObjectOfQuantifiedVerb(text: string): boolean {
  const found = /^(.*?)\b(?:some|many|most|all|certain|other|several|these|those|few|more)\s+$/isu.exec(text);
  return found !== null && isObjectOfVerbBefore(found[1] ?? '');
}

/** Whether the words end in a verb that takes an object, so that the noun phrase after them is its object. */
export function isObjectOfVerbBefore(text: string): boolean {
  const verb = /\b(\p{L}+)\s+$/u.exec(text)?.[1]?.toLowerCase() ?? '';
  const tags = tagsOfWord(verb);
  return (
    tags.has('Verb') &&
    !tags.has('Noun') &&
    !tags.has('Auxiliary') &&
    !/^(?:think|thinks|thought|believe|believes|believed|know|knows|knew|say|says|said|feel|feels|felt|guess|hope|mean|means|suppose|agree|see|saw|find|found|show|shows|showed)$/u.test(
      verb,
    )
  );
}

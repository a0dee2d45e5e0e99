import nlp from 'compromise';
import { innerCommas } from './inner-commas';
import { leadingWords, mayStartWith, wordsOf } from './leading-words';
import { COLLOCATION_RULES, gerundOf, MORE_COLLOCATION_RULES, type PatternRule } from './learner-collocations';
import { NOUN_PHRASE_RULES } from './learner-noun-phrases';
import { USAGE_RULES } from './learner-usage';
import { VERB_FORM_RULES } from './learner-verb-forms';
import { WORD_ORDER_RULES } from './learner-word-order';
import { openingCommas } from './opening-commas';
import { matchesOf } from './pattern-matches';
import { remembered } from './remembered-words';
import type { Sentence } from './sentences';
import type { SentenceCheck, StyleIssue } from './style-checks';
import { ASKING_OR_PROPOSING, taggedLearnerErrors } from './tagged-learner-checks';
import { tagsOfWord } from './word-tags';

/** The -ing form of a verb ("swim" → "swimming"); none when compromise gives back the word itself. */
/**
 * Errors learners of English make often and a pattern can tell for certain: agreement, verb forms,
 * determiners, prepositions, word order and capitals. Each rule is textbook grammar, written from
 * the rule rather than from any corpus, and matches only where the right form is not in doubt.
 */
type LearnerRule = PatternRule;

const MODAL = "(?:can|could|should|must|might|would|will|cannot|can't|won't|wouldn't|couldn't|shouldn't|mustn't)";
/** Past tenses and third-person forms that are never the bare infinitive a modal or "to" needs. */
const NOT_BARE =
  '(?:went|was|were|had|did|saw|came|took|made|got|gave|told|thought|bought|brought|felt|knew|wrote|ate|began|spent|met|is|are|has|does|goes|gets|makes|takes|wants|likes|needs)';
const IRREGULAR_PARTICIPLE: Readonly<Record<string, string>> = {
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
/** Words a determiner or an owner before a modal makes a noun ("the will", "a can"). */
const DETERMINER_BEFORE = /\b(?:the|a|an|his|her|my|your|our|their|its|this|that)\s+$/iu;
/** Words before a subject pronoun that make a question or an object of it ("does he have", "let her go"). */
const AUXILIARY_BEFORE =
  /\b(?:do|does|did|can|could|will|would|should|may|might|must|let|lets|make|makes|made|help|helps|helped|to|why|not|n't|watch|watched|saw|see|hear|heard|shall)\s+$/iu;
const NOT_DOUBLE_ING = new Set([
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
const BASE_VERB_FOR_HE =
  "(?:go|want|like|need|live|work|play|love|think|know|say|come|make|take|get|see|look|seem|feel|become|tell|have|don't|do not)";
const THIRD_PERSON: Readonly<Record<string, string>> = {
  have: 'has',
  "don't": "doesn't",
  'do not': 'does not',
  go: 'goes',
};
/** A noun, then a relative clause with no "that" whose verb ends in "to": "the man I spoke (to)". */
const STRANDED_TO_BEFORE =
  /\b(?:the|a|an|this|that|these|those|my|his|her|our|their|your)\s+\p{L}+\s+(?:I|we|you|they|he|she)\s+\p{L}+\s+$/iu;

/**
 * Whether "people" or "you" is the object of a preposition or a verb rather than the subject of
 * the verb that follows: "the number of overweight people is", "dealing with other people is", "to
 * kill people was", "the letter I send to you is". Only describing words may stand between the
 * preposition and "people"; after a noun ("In my town people is") the phrase is over.
 */
function isObjectBeforeVerb(text: string): boolean {
  if (/\b(?:kill|killing|help|helping|meet|meeting|helps|meets)\s+$/iu.test(text)) return true;
  const phrase = /\b(?:of|with|to|for|about|from|by|on|at|in|among|between)((?:\s+\p{L}+){0,2})\s+$/iu.exec(text);
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
const SINGULAR_SUBJECT_VERB: Readonly<Record<string, string>> = {
  are: 'is',
  have: 'has',
  were: 'was',
  do: 'does',
  "don't": "doesn't",
};
const PLURAL_SUBJECT_VERB: Readonly<Record<string, string>> = {
  is: 'are',
  was: 'were',
  has: 'have',
  does: 'do',
  "doesn't": "don't",
};
const UNCOUNTABLE_PLURALS =
  '(?:informations|advices|homeworks|furnitures|equipments|knowledges|luggages|baggages|feedbacks|softwares)';
const UNCOUNTABLE = '(?:advice|information|homework|furniture|equipment|luggage|knowledge|news)';
const ROLE =
  '(?:student|teacher|doctor|nurse|engineer|lawyer|journalist|singer|pilot|writer|artist|actor|actress|musician|scientist|waiter|waitress|chef|programmer|designer|farmer|photographer|architect|dentist|footballer|policeman|firefighter|vet|accountant|secretary|receptionist)';
const COUNTABLE_PLACE_OR_THING =
  '(?:place|city|country|town|person|man|woman|idea|way|book|film|movie|job|school|opportunity|problem|question|example|reason|house|restaurant|shop|hotel|holiday|trip|area|building|museum|park|village|story|game|sport|team|party|event|festival|decision|solution|chance|subject|company|friend|girl|boy)';
/** Everyday things that are always counted: one of them takes "a" or "the". */
const EVERYDAY_COUNTABLE =
  '(?:city|country|person|man|woman|idea|book|film|movie|job|house|restaurant|shop|hotel|trip|building|museum|park|village|story|game|team|festival|decision|solution|company|friend|girl|boy|car|cat|brother|sister|computer|phone|bike|apartment|flat|garden|problem|question|reason|beach|lake|river|mountain|island|bridge|street|road|kitchen|bedroom|table|chair|bag|ticket|camera|teacher|student|doctor|child|baby|meeting|concert)';
const OPINION_ADJECTIVE =
  '(?:good|nice|big|small|beautiful|interesting|great|important|wonderful|amazing|fantastic|lovely|perfect|bad|famous|popular|quiet|busy|large|huge|little|terrible|difficult|easy|useful|modern|friendly|funny|boring|special|excellent|strange|dangerous|safe|typical|real)';
const PROPER_CAPITALISED =
  '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|april|june|july|september|october|november|december|english|french|spanish|german|italian|chinese|japanese|russian|arabic|portuguese|turkish|greek|korean|dutch|european|american|british|african|asian|mexican|brazilian|indian|canadian|australian|christmas|easter)';
/** Words after "many" or "one of the" that are no countable noun to put in the plural. */
const NOT_COUNTED_NOUN =
  /^(?:other|more|less|same|last|next|first|own|kind|sort|type|dozen|hundred|thousand|million|billion|family|team|group|class|crowd|public|staff|best|most|few|who|which|that)$/u;
/** After "have", these start a compound ("car insurance", "dog food") unless the noun phrase ends. */
const NOUN_PHRASE_ENDS = String.raw`(?=\s*[,.!?;:]|\s*$|\s+(?:and|but|or|which|that|who|in|at|with|because|so|when|for|from|to|of|now|too|yet|there|here|since)\b)`;

const keepCase = (original: string, replacement: string): string =>
  /^\p{Lu}/u.test(original) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;

const infinitiveOf = remembered(computeInfinitive);
/** A verb in -s that reads only as a verb ("likes", "thinks"), never as a plural noun. */
const isThirdPersonVerb = remembered((word: string): boolean => {
  const parsed = nlp(word);
  return parsed.has('#PresentTense') && !parsed.has('#Noun') && !parsed.has('#Infinitive') && !parsed.has('#Copula');
});
const pluralOf = remembered(computePlural);
const isPluralNoun = (word: string): boolean => pluralNounTag(word) === 'plural';
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
const RIGHT_PREPOSITION: Readonly<Record<string, string>> = {
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
};

const before = (match: RegExpMatchArray, sentence: string): string => sentence.slice(0, match.index ?? 0);
const word = (match: RegExpMatchArray, group: number): string => match[group] ?? '';

const RULES: readonly LearnerRule[] = [
  {
    category: 'Agreement',
    pattern: new RegExp(String.raw`\b(he|she)\s+${BASE_VERB_FOR_HE}\b`, 'giu'),
    explanation: 'After “he” or “she”, a present-tense verb takes -s (“she has”, “he doesn’t”).',
    fix: (match, sentence) => {
      if (AUXILIARY_BEFORE.test(before(match, sentence))) return undefined;
      // "I suggest that he go": the subjunctive keeps the verb bare.
      const previous = /(\p{L}+)\s+(?:that\s+)?$/u.exec(before(match, sentence))?.[1]?.toLowerCase() ?? '';
      if (ASKING_OR_PROPOSING.test(previous)) return undefined;
      const [pronoun, ...rest] = match[0].split(/\s+/u);
      const verb = rest.join(' ').toLowerCase();
      const third = THIRD_PERSON[verb] ?? nlp(verb).verbs().toPresentTense().text();
      return third && third !== verb ? `${pronoun} ${third}` : undefined;
    },
  },
  {
    category: 'Agreement',
    pattern:
      /\b(it|everyone|everybody|someone|somebody|nobody|anyone|anybody|everything|nothing|something)\s+(are|have|were|do|don't)\b/giu,
    explanation: 'A singular subject takes a singular verb (“everyone is”, “it has”).',
    fix: (match, sentence) => {
      if (AUXILIARY_BEFORE.test(before(match, sentence))) return undefined;
      const verb = word(match, 2).toLowerCase();
      // "if it were" is the subjunctive, not an error.
      if (verb === 'were' && /\b(?:if|as if|wish|though)\s+$/iu.test(before(match, sentence))) return undefined;
      return `${word(match, 1)} ${SINGULAR_SUBJECT_VERB[verb] ?? verb}`;
    },
  },
  {
    category: 'Agreement',
    pattern: /\b(we|they|you|people)\s+(is|was|has|does|doesn't)\b/giu,
    explanation: 'A plural subject takes a plural verb (“they are”, “people have”).',
    fix: (match, sentence) =>
      isObjectBeforeVerb(before(match, sentence))
        ? undefined
        : `${word(match, 1)} ${PLURAL_SUBJECT_VERB[word(match, 2).toLowerCase()] ?? word(match, 2)}`,
  },
  {
    category: 'Agreement',
    pattern: /\b(I|we|they|you|people)\s+(\p{Ll}{3,}s)\b/giu,
    explanation: 'With “I”, “we”, “they”, “you” or “people”, a present-tense verb takes no -s (“they like”).',
    fix: (match, sentence) => {
      if (
        AUXILIARY_BEFORE.test(before(match, sentence)) ||
        /\b(?:than|as|with|for|to|of|and)\s+$/iu.test(before(match, sentence))
      )
        return undefined;
      const verb = word(match, 2);
      if (!isThirdPersonVerb(verb)) return undefined;
      const base = infinitiveOf(verb);
      return base && base !== 'be' && base !== 'have' ? `${word(match, 1)} ${base}` : undefined;
    },
  },
  {
    category: 'Agreement',
    pattern: /\b(I)\s+(is|has|does|doesn't)\b/gu,
    explanation: '“I” takes “am”, “have” and “do”.',
    fix: (match) => `I ${{ is: 'am', has: 'have', does: 'do', "doesn't": "don't" }[word(match, 2)] ?? word(match, 2)}`,
  },
  {
    category: 'Agreement',
    pattern: /\b(there)\s+(is|was)\s+(many|several|lots|few|two|three|four|five|six|seven|eight|nine|ten)\b/giu,
    explanation: 'With a plural noun after it, write “there are” (or “there were”).',
    fix: (match) => `${word(match, 1)} ${word(match, 2).toLowerCase() === 'is' ? 'are' : 'were'} ${word(match, 3)}`,
  },
  {
    category: 'Agreement',
    pattern: /\b(these|those)\s+(kind|type|sort)\s+of\b/giu,
    explanation: '“These” and “those” go with a plural: “these kinds of”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)}s of`,
  },
  {
    category: 'Agreement',
    pattern: /\b(this)\s+(people)\b/giu,
    explanation: '“People” is plural: “these people”.',
    fix: (match) => `${keepCase(word(match, 1), 'these')} ${word(match, 2)}`,
  },
  {
    category: 'Noun number',
    pattern: /\b(both)\s+(\p{Ll}+)\b(?!\s+and\b)/gu,
    explanation: 'After this word the noun is plural.',
    fix: (match) => {
      if (NOT_COUNTED_NOUN.test(word(match, 2))) return undefined;
      const plural = pluralOf(word(match, 2));
      return plural ? `${word(match, 1)} ${plural}` : undefined;
    },
  },
  {
    category: 'Noun number',
    pattern: /\b(every|each)\s+(\p{Ll}+s)\b/gu,
    explanation: '“Every” and “each” go with a singular noun.',
    fix: (match) => {
      const noun = word(match, 2);
      if (!isPluralNoun(noun)) return undefined;
      const singular = nlp(noun).nouns().toSingular().text();
      return singular && singular !== noun ? `${word(match, 1)} ${singular}` : undefined;
    },
  },
  {
    category: 'Noun number',
    pattern:
      /\b(one\s+of\s+(?:the|my|his|her|our|their|your)\s+(?:(?:best|favourite|favorite|closest|biggest|most\s+\p{L}+)\s+)?)(\p{Ll}+)(?=\s+(?:is|was|has|who|that|which|and|in|at)\b|\s*[,.!?])/gu,
    explanation: '“One of” picks from several: the noun after it is plural.',
    fix: (match) => {
      if (NOT_COUNTED_NOUN.test(word(match, 2))) return undefined;
      const plural = pluralOf(word(match, 2));
      return plural ? `${word(match, 1)}${plural}` : undefined;
    },
  },
  {
    category: 'Noun number',
    pattern: new RegExp(String.raw`\b${UNCOUNTABLE_PLURALS}\b`, 'giu'),
    explanation: 'This noun has no plural: “information”, “advice”, “homework”.',
    fix: (match) => match[0].slice(0, -1),
  },
  {
    category: 'Determiner',
    pattern: new RegExp(String.raw`\b(an?)\s+(${UNCOUNTABLE})\b`, 'giu'),
    explanation: 'This noun cannot be counted, so it takes no “a”: “some advice”, “a piece of news”.',
    fix: (match) => word(match, 2),
  },
  {
    category: 'Noun number',
    pattern: /\b(much)\s+(people|friends|things|students|children|cars|books|countries|places|problems)\b/giu,
    explanation: 'With a plural noun, write “many”, not “much”.',
    fix: (match) => `${keepCase(word(match, 1), 'many')} ${word(match, 2)}`,
  },
  {
    category: 'Verb form',
    pattern: new RegExp(String.raw`\b(${MODAL})\s+to\s+(\p{L}+)`, 'giu'),
    explanation: 'After can, could, should or must, the verb follows without “to”.',
    fix: (match, sentence) =>
      DETERMINER_BEFORE.test(before(match, sentence)) ? undefined : `${word(match, 1)} ${word(match, 2)}`,
  },
  {
    category: 'Verb form',
    pattern: new RegExp(
      String.raw`\b(${MODAL}|to|didn't|did not|doesn't|does not|don't|do not)\s+(${NOT_BARE})\b`,
      'giu',
    ),
    explanation: 'After a modal, “to” or “do not”, the verb is in its base form (“can go”, “didn’t see”).',
    fix: (match, sentence) => {
      if (DETERMINER_BEFORE.test(before(match, sentence))) return undefined;
      // "The man I spoke to went home": "to" ends a relative clause, and the verb is the sentence's own.
      if (/^to$/iu.test(word(match, 1)) && STRANDED_TO_BEFORE.test(before(match, sentence))) return undefined;
      // "to" before a noun phrase is a preposition: "next to was" does not occur, "to has" never is right.
      const base = infinitiveOf(word(match, 2));
      return base ? `${word(match, 1)} ${base}` : undefined;
    },
  },
  {
    category: 'Verb form',
    pattern: new RegExp(String.raw`\b(${MODAL})\s+(\p{Ll}{3,}ing)\b`, 'giu'),
    explanation: 'After a modal the verb is in its base form: “can go”, not “can going”.',
    fix: (match, sentence) => {
      const verb = word(match, 2);
      if (NOT_DOUBLE_ING.has(verb) || /thing$|ning$/u.test(verb) || DETERMINER_BEFORE.test(before(match, sentence)))
        return undefined;
      const base = infinitiveOf(verb);
      return base ? `${word(match, 1)} ${base}` : undefined;
    },
  },
  {
    category: 'Verb form',
    pattern: new RegExp(
      String.raw`\b(have|has|had|I've|you've|we've|they've|haven't|hasn't|hadn't)\s+(${Object.keys(IRREGULAR_PARTICIPLE).join('|')})\b`,
      'giu',
    ),
    explanation: 'After “have”, use the past participle (“have gone”, “has seen”).',
    fix: (match) => `${word(match, 1)} ${IRREGULAR_PARTICIPLE[word(match, 2).toLowerCase()] ?? word(match, 2)}`,
  },
  {
    category: 'Verb form',
    pattern: /\b(am|is|are|was|were)\s+(agree|disagree)\b/giu,
    explanation: '“Agree” is a verb: “I agree”, not “I am agree”.',
    fix: (match) => word(match, 2),
  },
  {
    category: 'Verb form',
    pattern: /\b(enjoy|enjoys|enjoyed|avoid|avoids|avoided|finish|finishes|finished)\s+to\s+(\p{Ll}+)\b/gu,
    explanation: 'This verb is followed by the -ing form (“enjoy swimming”).',
    fix: (match) => {
      const base = word(match, 2);
      const ing = gerundOf(base);
      return ing ? `${word(match, 1)} ${ing}` : undefined;
    },
  },
  {
    category: 'Verb form',
    pattern: /\b(let|lets|make|makes|made)\s+(me|you|him|her|us|them|people)\s+to\s+(\p{Ll}+)\b/giu,
    explanation: 'After “let” and “make”, the verb follows without “to”.',
    fix: (match) => [word(match, 1), match[2], word(match, 3)].filter(Boolean).join(' '),
  },
  {
    category: 'Verb form',
    pattern:
      /\b(suggest|suggests|suggested|recommend|recommends|recommended)\s+(me|you|him|her|us|them)\s+to\s+(\p{Ll}+)\b/giu,
    explanation: '“Suggest” and “recommend” take a “that” clause or an -ing form: “I suggest that you go”.',
    fix: (match) => {
      const verb = word(match, 3);
      if (!nlp(verb).has('#Infinitive')) return undefined;
      const subject = { me: 'I', him: 'he', her: 'she', us: 'we', them: 'they', you: 'you' }[
        word(match, 2).toLowerCase()
      ];
      return subject ? `${word(match, 1)} that ${subject} ${verb}` : undefined;
    },
  },
  {
    category: 'Determiner',
    pattern:
      /\b(the)\s+(society|nature|happiness|technology|pollution|unemployment|poverty|education|mankind|humanity)(?=\s*[,.]|\s+(?:is|are|has|have|can|will|was|and)\b)/giu,
    explanation: 'An abstract noun in its general sense takes no “the”: “society is changing”.',
    fix: (match, sentence) =>
      // "the society we live in" is still general; "of the nature reserve" is not this noun.
      /\b(?:of|in)\s+$/iu.test(before(match, sentence)) && /^the\s+(?:society|education)$/iu.test(match[0])
        ? undefined
        : keepCase(word(match, 1), word(match, 2)),
  },
  {
    category: 'Determiner',
    pattern:
      /(?<=(?:^|[,;]\s*|\b(?:when|because|if|that|today|nowadays|now|so|and|but|where|why)\s+))(the)\s+(people)(?=\s+(?:use|are|have|think|like|want|need|can|will|do|don't|prefer|go|live|should|must|feel|say|believe|spend|buy|love|know|usually|always|often|could|would)\b)/giu,
    explanation: '“People” in general takes no “the”: “people use cars more today”.',
    fix: (match) => keepCase(word(match, 1), word(match, 2)),
  },
  {
    category: 'Determiner',
    pattern: /\b(the)\s+(global\s+warming)\b/giu,
    explanation: '“Global warming” takes no “the”.',
    fix: (match) => keepCase(word(match, 1), word(match, 2)),
  },
  {
    category: 'Verb form',
    pattern:
      /\b(I|we|he|she|they|I'm|we're|they're|he's|she's)\s+((?:am|is|are|was|were|feel|felt|get|got|become|became)\s+)?(?:very\s+|really\s+|so\s+)?(interesting|exciting|boring|tiring|confusing|embarrassing|disappointing|frightening)\s+(in|about|with|by)\b/giu,
    explanation: 'How a person feels takes the -ed form: “I am interested in”, “she was bored with”.',
    // "interesting" → "interested", "tiring" → "tired".
    fix: (match) => match[0].replace(word(match, 3), word(match, 3).replace(/ing$/u, 'ed')),
  },
  {
    category: 'Grammar',
    pattern:
      /\b((?:didn't|don't|doesn't|couldn't|can't|wouldn't|won't|wasn't|isn't|weren't|haven't|hasn't|did\s+not|do\s+not|does\s+not|could\s+not|cannot)\s+\p{Ll}+)\s+(nothing|nobody|nowhere)\b/giu,
    explanation: 'One negative is enough: “I didn’t see anything” or “I saw nothing”.',
    fix: (match) =>
      `${word(match, 1)} ${{ nothing: 'anything', nobody: 'anybody', nowhere: 'anywhere' }[word(match, 2).toLowerCase()] ?? word(match, 2)}`,
  },
  {
    category: 'Determiner',
    pattern: /\b(an?)\s+(\p{Ll}+)\s+(people|children|men|women)\b/giu,
    explanation: '“People” and “children” are plural: no “a” before them (“a lot of people”, “young people”).',
    fix: (match) => {
      const middle = word(match, 2).toLowerCase();
      if (middle === 'lot') return `${word(match, 1)} lot of ${word(match, 3)}`;
      if (/^(?:few|couple|dozen|hundred|thousand|million|great|good)$/u.test(middle)) return undefined;
      return nlp(middle).has('#Adjective') ? `${word(match, 2)} ${word(match, 3)}` : undefined;
    },
  },
  {
    category: 'Spelling',
    pattern: /\b(now)\s+(days)\b/giu,
    explanation: '“Nowadays” is one word.',
    fix: (match) => keepCase(word(match, 1), 'nowadays'),
  },
  {
    category: 'Punctuation',
    pattern:
      /(?<=^(?:what|where|when|why|how|who|which)\s+(?:do|does|did|would|could|can|will|should|is|are|was|were|have|has)\s+(?:you|he|she|they|we|it|I|there|your|my|the|this|that)\b[^?,;:]*\p{L})\.$/giu,
    explanation: 'A question ends with a question mark.',
    fix: () => '?',
  },
  {
    category: 'Comparison',
    pattern:
      /\b(more)\s+(better|worse|easier|bigger|happier|cheaper|faster|harder|higher|larger|longer|older|richer|safer|smaller|stronger|younger|healthier|busier|greater|nicer|quicker|simpler|cleaner|closer|warmer|colder|lower)\b/giu,
    explanation: '“Better” is already a comparison; “more” is one too many.',
    fix: (match) => word(match, 2),
  },
  {
    category: 'Preposition',
    pattern: /\b(discuss|discussed|discussing|discusses|mention|mentioned|mentioning|mentions)\s+about\b/giu,
    explanation: 'This verb takes its object directly: “discuss the plan”.',
    fix: (match) => word(match, 1),
  },
  {
    category: 'Preposition',
    pattern: /\b(depend|depends|depended|depending)\s+(of|from)\b/giu,
    explanation: 'We say “depend on”.',
    fix: (match) => `${word(match, 1)} on`,
  },
  {
    category: 'Preposition',
    pattern: /\b(interested)\s+(on|for|about)\b/giu,
    explanation: 'We say “interested in”.',
    fix: (match) => `${word(match, 1)} in`,
  },
  {
    category: 'Preposition',
    pattern: /\b(listen|listens|listened|listening)\s+(music|the radio|me|him|her|them|us)\b/giu,
    explanation: 'We say “listen to” something.',
    fix: (match) => `${word(match, 1)} to ${word(match, 2)}`,
  },
  {
    category: 'Preposition',
    pattern: /\b(explain|explains|explained)\s+(me|us)\b/giu,
    explanation: 'We explain something “to” someone.',
    fix: (match) => `${word(match, 1)} to ${word(match, 2)}`,
  },
  {
    category: 'Preposition',
    pattern: /\b(go|goes|going|went|come|comes|coming|came|return|returned|get|got)\s+to\s+(home)\b/giu,
    explanation: '“Home” needs no “to” after a verb of movement: “go home”.',
    fix: (match) => `${word(match, 1)} home`,
  },
  {
    category: 'Preposition',
    pattern:
      /\b(go|goes|going|went)\s+to\s+(shopping|swimming|fishing|dancing|skiing|running|hiking|camping|sightseeing)\b/giu,
    explanation: 'We say “go shopping”, with no “to”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)}`,
  },
  {
    category: 'Preposition',
    pattern: /\b(in|at)\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b/giu,
    explanation: 'Days take “on”: “on Monday”.',
    fix: (match) => {
      const day = match[0].split(/\s+/u)[1] ?? '';
      return `${keepCase(word(match, 1), 'on')} ${day.charAt(0).toUpperCase()}${day.slice(1)}`;
    },
  },
  {
    category: 'Preposition',
    pattern:
      /\b(at|on)\s+(summer|winter|spring|autumn|january|february|april|june|july|september|october|november|december)\b(?!\s*,?\s*\d|\s+\p{L}+s\b)/giu,
    explanation: 'Months and seasons take “in”: “in summer”.',
    fix: (match) => `${keepCase(word(match, 1), 'in')} ${word(match, 2)}`,
  },
  {
    category: 'Preposition',
    pattern: /\b(in)\s+(the\s+)?(internet)\b/giu,
    explanation: 'We say “on the internet”.',
    fix: (match) => `${keepCase(word(match, 1), 'on')} ${match[2] ?? ''}${word(match, 3)}`,
  },
  {
    category: 'Preposition',
    pattern:
      /\b(in)\s+((?:the|a)\s+(?:bus|train|plane|tram|coach|ship|ferry|radio)|public\s+transport|TV|television|social\s+media)\b(?!\s+(?:station|stop|ticket|driver|company|series|show|set|screen)s?\b)/giu,
    explanation:
      'We travel “on the bus” or “on public transport”, and watch or hear something “on TV” or “on the radio”.',
    fix: (match) => `${keepCase(word(match, 1), 'on')} ${word(match, 2)}`,
  },
  {
    category: 'Preposition',
    pattern: /\b(in)\s+(the\s+weekends?)\b/giu,
    explanation: 'We say “at the weekend” (British) or “on the weekend” (American).',
    fix: (match) => `${keepCase(word(match, 1), 'at')} ${word(match, 2)}`,
  },
  {
    category: 'Preposition',
    pattern: /\b(in|on|at)\s+(my|our|his|her|their)\s+(point of view)\b/giu,
    explanation: 'We say “from my point of view”.',
    fix: (match) => `${keepCase(word(match, 1), 'from')} ${word(match, 2)} ${word(match, 3)}`,
  },
  {
    category: 'Preposition',
    pattern: /\b(on|at)\s+(my|our|his|her|their)\s+(opinion)\b/giu,
    explanation: 'We say “in my opinion”.',
    fix: (match) => `${keepCase(word(match, 1), 'in')} ${word(match, 2)} ${word(match, 3)}`,
  },
  {
    category: 'Preposition',
    pattern: /\b(in)\s+(the\s+same\s+time)\b/giu,
    explanation: 'We say “at the same time”.',
    fix: (match) => `${keepCase(word(match, 1), 'at')} ${word(match, 2)}`,
  },
  {
    category: 'Preposition',
    pattern: /\b(I|we|they|you|he|she|it)\s+(lack|lacks|lacked)\s+of\b/giu,
    explanation: 'The verb “lack” takes no “of”: “we lack time”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)}`,
  },
  {
    category: 'Preposition',
    pattern: /\b(married)\s+with\b(?!\s+(?:children|kids|two|three|a\s+child))/giu,
    explanation: 'We say “married to” someone.',
    fix: (match) => `${word(match, 1)} to`,
  },
  {
    category: 'Preposition',
    pattern: /\b(famous)\s+of\b/giu,
    explanation: 'We say “famous for”.',
    fix: (match) => `${word(match, 1)} for`,
  },
  {
    category: 'Preposition',
    pattern: /\b(similar)\s+with\b/giu,
    explanation: 'We say “similar to”.',
    fix: (match) => `${word(match, 1)} to`,
  },
  {
    category: 'Preposition',
    pattern: /\b(responsible)\s+of\b/giu,
    explanation: 'We say “responsible for”.',
    fix: (match) => `${word(match, 1)} for`,
  },
  {
    category: 'Preposition',
    pattern: /\b(take|takes|took|taking)\s+care\s+about\b/giu,
    explanation: 'We say “take care of”.',
    fix: (match) => `${word(match, 1)} care of`,
  },
  {
    category: 'Determiner',
    pattern: /\b(most)\s+of\s+(people|students|time|them\s+people)\b/giu,
    explanation: 'Write “most people”, or “most of the” before a noun.',
    fix: (match) =>
      word(match, 2).toLowerCase() === 'time' ? `${word(match, 1)} of the time` : `${word(match, 1)} ${word(match, 2)}`,
  },
  {
    category: 'Determiner',
    pattern: /\b(one\s+of)\s+(best|worst|most|biggest|largest|greatest|oldest|smallest|\p{Ll}+est)\b/gu,
    explanation: 'A superlative takes “the”: “one of the best”.',
    fix: (match) =>
      /^(?:honest|interest|modest|forest|rest|west|test|guest)$/u.test(word(match, 2))
        ? undefined
        : `${word(match, 1)} the ${word(match, 2)}`,
  },
  {
    category: 'Determiner',
    pattern: new RegExp(
      String.raw`\b(I\s+am|I'm|I\s+was|he\s+is|she\s+is|he's|she's|he\s+was|she\s+was|to\s+be|become|became)\s+(${ROLE})${NOUN_PHRASE_ENDS}`,
      'giu',
    ),
    explanation: 'A job or role takes “a”: “I am a student”.',
    fix: (match) => `${word(match, 1)} ${/^[aeiou]/iu.test(word(match, 2)) ? 'an' : 'a'} ${word(match, 2)}`,
  },
  {
    category: 'Determiner',
    pattern: new RegExp(
      String.raw`\b(is|was|it's|am)\s+((?:very\s+|really\s+)?${OPINION_ADJECTIVE}\s+${COUNTABLE_PLACE_OR_THING})${NOUN_PHRASE_ENDS}`,
      'giu',
    ),
    explanation: 'One countable thing takes “a”: “it is a nice place”.',
    fix: (match) => `${word(match, 1)} ${/^[aeiou]/iu.test(word(match, 2)) ? 'an' : 'a'} ${word(match, 2)}`,
  },
  {
    category: 'Determiner',
    pattern: new RegExp(
      String.raw`\b(have|has|had|got|bought|buy)\s+(car|dog|cat|house|job|brother|sister|girlfriend|boyfriend|computer|phone|bike|bicycle|apartment|garden|son|daughter|husband|wife)${NOUN_PHRASE_ENDS}`,
      'giu',
    ),
    explanation: 'One countable thing takes “a”: “I have a brother”.',
    fix: (match) => `${word(match, 1)} ${/^[aeiou]/iu.test(word(match, 2)) ? 'an' : 'a'} ${word(match, 2)}`,
  },
  {
    category: 'Determiner',
    pattern: new RegExp(
      String.raw`\b(with|for|in|at|to|from|into|near|about)\s+(${EVERYDAY_COUNTABLE})(?=\s*[,.!?]|\s+(?:and|in|with|for|near|that|which|where|who|of)\b)`,
      'gu',
    ),
    explanation: 'One countable thing takes “a” or “the”: “in a car”, “in the city”.',
    fix: (match) => {
      // "to park", "to book": after "to" these are verbs.
      if (word(match, 1) === 'to' && nlp(word(match, 2)).has('#Verb')) return undefined;
      return `${word(match, 1)} ${/^[aeiou]/iu.test(word(match, 2)) ? 'an' : 'a'} ${word(match, 2)}`;
    },
  },
  {
    category: 'Word order',
    pattern: /\b(like|love|enjoy|liked|loved|enjoyed)\s+very\s+much\s+((?:the\s+|my\s+)?\p{L}+)/giu,
    explanation: '“Very much” comes after the object: “I like football very much”.',
    fix: (match) =>
      /^(?:and|but|because|so|when|if|to|as|that|for|in|at|of|since|about|during)$/iu.test(word(match, 2))
        ? undefined
        : `${word(match, 1)} ${word(match, 2)} very much`,
  },
  {
    category: 'Word order',
    pattern:
      /\b(enough)\s+(good|big|old|strong|fast|tall|rich|long|young|large|small|hard|easy|clever|smart|mature|brave|warm|cold|safe|close|far|high|interesting|important)(?=\s*[,.!?]|\s+(?:to|for|and|that|but)\b)/giu,
    explanation: '“Enough” follows an adjective: “good enough”.',
    fix: (match) => `${word(match, 2)} ${word(match, 1).toLowerCase()}`,
  },
  {
    category: 'Word order',
    pattern:
      /\b(know|tell|wonder|understand|ask|asked|knows|explain)\s+(what|where|who|how|why|when)\s+(is|are|was|were)\s+(it|he|she|they|this|that|you|we)(?=\s*[,.!?]|\s*$)/giu,
    explanation: 'In an indirect question the subject comes before the verb: “I know what it is”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)} ${word(match, 4)} ${word(match, 3)}`,
  },
  {
    category: 'Verb form',
    pattern:
      /\b(am|is|are|was|were|be|been|I'm|he's|she's|we're|they're)\s+(went|came|ate|took|gave|wrote|began|knew|drove|spoke|broke|chose|forgot|flew|swam|threw|ran|did)\b/giu,
    explanation: 'A past tense stands on its own: “I went”, not “I was went”.',
    fix: (match, sentence) => (/\b(?:what|all|which)\s+$/iu.test(before(match, sentence)) ? undefined : word(match, 2)),
  },
  {
    category: 'Verb form',
    pattern: /\b(look|looks|looking|looked)\s+forward\s+to\s+(\p{Ll}+)\b/gu,
    explanation: '“Look forward to” is followed by the -ing form: “I look forward to hearing from you”.',
    fix: (match) => {
      const verb = word(match, 2);
      if (
        !/^(?:see|hear|meet|go|visit|work|receive|start|get|come|have|be|read|talk|speak|watch|join|welcome|play|spend|travel|learn|study|stay|do|make|take)$/u.test(
          verb,
        )
      )
        return undefined;
      const ing = gerundOf(verb);
      return ing ? `${word(match, 1)} forward to ${ing}` : undefined;
    },
  },
  {
    category: 'Verb form',
    pattern:
      /\b(suggest|suggests|suggested|consider|considers|considered|mind|keep|keeps|kept|practise|practice|miss|missed|recommend|recommended|imagine|risk|quit|stop|stopped)\s+to\s+(\p{Ll}+)\b/gu,
    explanation: 'This verb is followed by the -ing form (“suggest going”, “keep trying”).',
    fix: (match, sentence) => {
      if (!/^(?:suggest|consider|mind|keep|practi|miss|recommend|imagine|risk|quit)/u.test(word(match, 1)))
        return undefined;
      // "is considered to be" (a passive) and "in his mind to go" (the noun) take "to".
      if (
        /^(?:considered|mind)$/iu.test(word(match, 1)) &&
        /\b(?:is|are|was|were|be|been|being|his|her|my|your|our|their|the|a|one's)\s+$/iu.test(before(match, sentence))
      )
        return undefined;
      const base = word(match, 2);
      if (!nlp(base).has('#Infinitive') || nlp(base).has('#Noun')) return undefined;
      const ing = gerundOf(base);
      return ing ? `${word(match, 1)} ${ing}` : undefined;
    },
  },
  {
    category: 'Determiner',
    pattern: /(?<!\b(?:a|the|whole|parking|car|this|that|every|what|\p{L}+'s)\s+)\b(lot)\s+of\b/giu,
    explanation: 'We say “a lot of”.',
    fix: (match) => `${keepCase(word(match, 1), 'a')} lot of`,
  },
  {
    category: 'Determiner',
    pattern:
      /\b(is|are|was|were|at|in|look|looks|looked|feel|felt|do|did|the|exactly|almost|not)\s+(same)\b(?!\s*-)/giu,
    explanation: '“Same” takes “the”: “at the same time”, “it is the same”.',
    fix: (match) => (word(match, 1).toLowerCase() === 'the' ? undefined : `${word(match, 1)} the same`),
  },
  {
    category: 'Determiner',
    pattern:
      /\b(play|plays|played|playing)\s+(guitar|piano|violin|drums|flute|trumpet|cello|saxophone|clarinet|harp)\b/giu,
    explanation: 'A musical instrument you play takes “the”: “play the guitar”.',
    fix: (match) => `${word(match, 1)} the ${word(match, 2)}`,
  },
  {
    category: 'Determiner',
    pattern: /\b(in|the)\s+(nowadays)\b/giu,
    explanation: '“Nowadays” stands alone: no “in” or “the” before it.',
    fix: (match) => word(match, 2),
  },
  {
    category: 'Preposition',
    pattern:
      /\b(since)\s+((?:two|three|four|five|six|seven|eight|nine|ten|many|several|a\s+few|\d+)\s+(?:years|months|weeks|days|hours|minutes))\b/giu,
    explanation: 'A length of time takes “for”: “for three years”; “since” needs a starting point (“since 2019”).',
    fix: (match) => `${keepCase(word(match, 1), 'for')} ${word(match, 2)}`,
  },
  {
    category: 'Preposition',
    pattern:
      /\b(during)\s+((?:two|three|four|five|six|seven|eight|nine|ten|many|several|a\s+few|\d+)\s+(?:years|months|weeks|days|hours|minutes))\b/giu,
    explanation: 'A length of time takes “for”: “for two years”.',
    fix: (match) => `${keepCase(word(match, 1), 'for')} ${word(match, 2)}`,
  },
  {
    category: 'Preposition',
    pattern: /\b(in)\s+(the\s+other\s+hand)\b/giu,
    explanation: 'We say “on the other hand”.',
    fix: (match) => `${keepCase(word(match, 1), 'on')} ${word(match, 2)}`,
  },
  {
    category: 'Preposition',
    pattern:
      /\b(go|goes|going|went|gone|come|comes|coming|came|travel|travelled|traveled|move|moved)\s+(to)\s+(abroad|there|here|downtown)\b/giu,
    explanation: '“Abroad”, “there” and “here” need no “to”: “go abroad”.',
    fix: (match) => `${word(match, 1)} ${word(match, 3)}`,
  },
  {
    category: 'Preposition',
    pattern:
      /\b(interested)\s+(about|on|for|with)\b|\b(afraid|scared)\s+(from)\b|\b(consist|consists|consisted)\s+(on|from|in)\b|\b(capable)\s+(to)\b(?=\s+\p{Ll})|\b(proud)\s+(for|with)\b|\b(suffer|suffers|suffered|suffering)\s+(of)\b|\b(insist|insists|insisted)\s+(to)\b|\b(succeed|succeeded)\s+(to)\b|\b(believe|believes|believed)\s+(on)\b|\b(arrive|arrives|arrived|arriving)\s+(to)\b|\b(participate|participates|participated|participating)\s+(to|at)\b|\b(good)\s+(in)\s+(?=\p{Ll}+ing\b)|\b(different)\s+(of)\b|\b(angry)\s+(on)\b|\b(aware)\s+(about)\b|\b(addicted)\s+(on|with)\b|\b(congratulate|congratulated)\s+(for)\b/giu,
    explanation: 'This word takes another preposition.',
    fix: (match) => {
      const words = match.slice(1).filter((part): part is string => part !== undefined);
      const [head = '', preposition = ''] = words;
      const right =
        RIGHT_PREPOSITION[head.toLowerCase().replace(/(?:s|ed|d|ing)$/u, '')] ?? RIGHT_PREPOSITION[head.toLowerCase()];
      return right && right !== preposition.toLowerCase() ? `${head} ${right}` : undefined;
    },
  },
  {
    category: 'Preposition',
    pattern: /\b(listen|listens|listened|listening)\s+(music|the\s+radio|songs|him|her|them|me|us)\b/giu,
    explanation: 'We “listen to” something.',
    fix: (match) => `${word(match, 1)} to ${word(match, 2)}`,
  },
  {
    category: 'Preposition',
    pattern:
      /\b(attend|attends|attended|attending)\s+to\s+((?:the\s+|a\s+|my\s+)?(?:school|university|college|classes|class|lessons|meeting|course|courses|conference|concert|lectures|event))\b/giu,
    explanation: 'We “attend” a class or a meeting, with no “to”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)}`,
  },
  {
    category: 'Preposition',
    pattern: /\b(ask|asks|asked|tell|tells|told)\s+to\s+(me|him|her|us|them)\b/giu,
    explanation: 'We “ask someone” and “tell someone”, with no “to”.',
    // The passive keeps its "to": "the story was told to me".
    fix: (match, sentence) =>
      /\b(?:is|are|was|were|be|been|being)\s+(?:\p{L}+ly\s+)?$/iu.test(before(match, sentence))
        ? undefined
        : `${word(match, 1)} ${word(match, 2)}`,
  },
  {
    category: 'Word order',
    pattern: /\b(said)\s+(me|him|us)\b/giu,
    explanation: 'We “say to” someone, or “tell” them: “she told me”.',
    fix: (match) => `${keepCase(word(match, 1), 'told')} ${word(match, 2)}`,
  },
  {
    category: 'Comparison',
    pattern:
      /\b(more)\s+(big|cheap|fast|hard|high|large|long|low|nice|old|quick|rich|short|small|strong|tall|warm|young|cold|clean|close|easy|happy|busy|heavy|early|lucky|funny|pretty|great|cool|hot|new|safe|near|slow|late|fat|thin|wide|deep|dark|bright|cheap|healthy|noisy|dirty|ugly|lazy|crazy|tidy)(?=\s+than\b|\s*[.,!?;])/giu,
    explanation: 'A short adjective makes its own comparative: “cheaper”, not “more cheap”.',
    fix: (match) => {
      const adjective = word(match, 2).toLowerCase();
      const comparative = nlp(adjective).adjectives().toComparative().text();
      return comparative && comparative !== adjective && !comparative.startsWith('more') ? comparative : undefined;
    },
  },
  {
    category: 'Agreement',
    pattern: /\b(there)\s+(have|has)\s+(many|a|an|some|lots|no|two|three|four|five|several|more|much|plenty)\b/giu,
    explanation: 'To say something exists, write “there is” or “there are”, not “there have”.',
    fix: (match) => {
      const plural = /^(?:many|lots|two|three|four|five|several|more|plenty|some)$/iu.test(word(match, 3));
      return `${word(match, 1)} ${plural ? 'are' : 'is'} ${word(match, 3)}`;
    },
  },
  {
    category: 'Verb form',
    pattern: /\b(it|this|that|everything|life)\s+(is|was)\s+(depend|depends|depended)\s+on\b/giu,
    explanation: '“Depend” is a verb: “it depends on”, not “it is depend on”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2).toLowerCase() === 'is' ? 'depends' : 'depended'} on`,
  },
  {
    category: 'Determiner',
    pattern: /\b(the)\s+(most|both)\s+of\b/giu,
    explanation: 'Write “most of” and “both of”, with no “the”.',
    fix: (match, sentence) =>
      /\b(?:make|makes|made|making|get|got)\s+$/iu.test(before(match, sentence)) ? undefined : `${word(match, 2)} of`,
  },
  {
    category: 'Capitalisation',
    pattern: new RegExp(String.raw`\b${PROPER_CAPITALISED}\b`, 'gu'),
    explanation: 'Days, months, languages, nationalities and holidays start with a capital letter.',
    fix: (match) => match[0].charAt(0).toUpperCase() + match[0].slice(1),
  },
];

/** The learner errors of one sentence, at most one per stretch of words. */
/** Every pattern rule, with the words its matches start with when the pattern says. */
const PATTERN_RULES = [
  ...RULES,
  ...COLLOCATION_RULES,
  ...MORE_COLLOCATION_RULES,
  ...VERB_FORM_RULES,
  ...NOUN_PHRASE_RULES,
  ...WORD_ORDER_RULES,
  ...USAGE_RULES,
].map((rule) => ({ rule, leading: leadingWords(rule.pattern) }));

export const learnerErrors: SentenceCheck = (sentence, pageText) => {
  const issues: StyleIssue[] = [];
  const keep = (issue: StyleIssue | undefined): void => {
    if (issue && !issues.some((other) => overlapping(other, issue))) issues.push(issue);
  };
  const words = wordsOf(sentence.text);
  for (const { rule, leading } of PATTERN_RULES) {
    if (!mayStartWith(leading, words)) continue;
    for (const match of matchesOf(rule.pattern, sentence.text)) keep(issueOf(rule, match, sentence));
  }
  for (const issue of taggedLearnerErrors(sentence)) keep(issue);
  for (const issue of openingCommas(sentence, pageText)) keep(issue);
  for (const issue of innerCommas(sentence, pageText)) keep(issue);
  return issues.sort((a, b) => a.focus - b.focus);
};

function issueOf(rule: LearnerRule, match: RegExpMatchArray, sentence: Sentence): StyleIssue | undefined {
  const fixed = rule.fix(match, sentence.text);
  // A pattern may take in the space after its last word; the finding shows the words alone.
  const error = match[0].trimEnd();
  const correction = error === match[0] ? fixed : fixed?.trimEnd();
  if (correction === undefined || correction === error) return undefined;
  return {
    kind: 'grammar',
    category: rule.category,
    severity: rule.category === 'Capitalisation' ? 'minor' : 'moderate',
    sentence,
    focus: match.index ?? 0,
    error,
    // A capitalisation rule's correction is the case it asks for.
    correction: rule.category === 'Capitalisation' ? correction : keepCase(error, correction),
    explanation: rule.explanation,
  };
}

function overlapping(a: StyleIssue, b: StyleIssue): boolean {
  return a.focus < b.focus + b.error.length && b.focus < a.focus + a.error.length;
}

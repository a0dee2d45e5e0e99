import { tagsOfWord } from '../../../text/word-tags';
import {
  DEMONSTRATIVES,
  FORMS_OF_DO,
  MODALS,
  oneOf,
  PLACE_AND_TIME_PREPOSITIONS,
  POSSESSIVE_DETERMINERS,
  wordPattern,
} from '../../word-classes';
import { isBareVerbOnly } from './collocations';

/**
 * Word-level usage learners get wrong, from grammar books: "for" with a length of time, "of" after
 * a quantity only before a determiner, "go shopping", "in" with parts of the day, the -ing form
 * after "used to" and "have trouble", plural "kinds of", "other" before a noun, a singular verb
 * after "everyone", a plural one in "there are a lot of …", "every day" as two words, and a
 * mid-position adverb after the modal; words written as one or as two ("instead", "itself",
 * "maybe" and "may be"), the preposition a word takes ("full of", "superior to"), "at", "on" and
 * "in" with times, "say" and "tell", "very" and "much" before an adjective, "economical", "don't
 * have", "enjoy yourself", "its own", "worth", "instead of", "life" and "live", and fixed
 * phrases that open a sentence ("In conclusion", "In the end"). Each matches only where the
 * corrected form is the one standard English uses.
 */
export const DURATION = String.raw`(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|many|several|a\s+few|a\s+couple\s+of|so\s+many)\s+(?:years?|months?|weeks?|days?|hours?|minutes?|decades?|centuries)`;

/** Words after "most of" that start a noun phrase of their own: "most of them", "all of those". */
export const OWN_NOUN_PHRASE = wordPattern(
  'u',
)`^(?:${oneOf(POSSESSIVE_DETERMINERS, DEMONSTRATIVES)}|the|them|us|you|which|whom|whose|it|what|each|both|all|one|such)$`;

/** Everyday verbs whose -ing form the rules below give; others are left alone. */
const EVERYDAY_VERB =
  /^(?:go|buy|make|do|take|get|have|use|visit|live|work|study|learn|travel|stay|eat|read|watch|play|see|try|spend|change|find|start|give|leave|come|move|walk|drive|write|ask|talk|speak|meet|look|think|wait|swim|run|cook|help|pay|stop|keep|become|open|build|bring|send|sell|book|choose|save|call|put|join|plan|rent|reduce|improve|understand|manage|park|sleep|wake|communicate|adapt|accept|deal|handle|share|clean|finish|answer|listen|concentrate|focus|follow|express|explain|remember|forget|organise|organize|control|pass|fly|ride|climb|dance|sing|draw|paint)$/u;

export const isEverydayVerb = (verb: string): boolean => EVERYDAY_VERB.test(verb) || isBareVerbOnly(verb);

/** Words after which a verb is a bare infinitive: "does everyone have", "let it be". */
export const BARE_AFTER = wordPattern(
  'iu',
)`\b(?:${oneOf(MODALS, FORMS_OF_DO)}|let|lets|make|makes|made|help|helps|to|why|not|n't|if|['’]d|['’]ll)\s+$`;

export const THIRD_PERSON_BE: Readonly<Record<string, string>> = {
  are: 'is',
  were: 'was',
  have: 'has',
  do: 'does',
  "don't": "doesn't",
};

/** Words written apart that are one word, or one that are two: the wrong form → the right one. */
export const ONE_WORD: Readonly<Record<string, string>> = {
  'in stead': 'instead',
  'a part from': 'apart from',
  'with out': 'without',
  'every where': 'everywhere',
  'some where': 'somewhere',
  'an other': 'another',
  'every body': 'everybody',
  'no body': 'nobody',
  'some body': 'somebody',
  'any body': 'anybody',
  'some one': 'someone',
  eachother: 'each other',
  infront: 'in front',
  thankyou: 'thank you',
  'in to account': 'into account',
  'some times': 'sometimes',
};

export const REFLEXIVE: Readonly<Record<string, string>> = {
  my: 'myself',
  your: 'yourself',
  his: 'himself',
  him: 'himself',
  her: 'herself',
  it: 'itself',
  its: 'itself',
};

/** Nouns after "self" that make a compound missing its hyphen ("her self esteem"), not a reflexive. */
export const SELF_COMPOUND =
  /^\s+(?:esteem|confidence|image|worth|control|respect|discipline|awareness|belief|doubt|interest|help|development|expression|love|care|reliance|study|motivation)\b/iu;

/** The preposition a word takes where learners often pick another: the word → [the wrong ones, the right one]. */
export const FIXED_PREPOSITION: Readonly<Record<string, readonly [RegExp, string]>> = {
  full: [/^with$/u, 'of'],
  rich: [/^of$/u, 'in'],
  dependent: [/^(?:of|from)$/u, 'on'],
  accustomed: [/^with$/u, 'to'],
  satisfied: [/^(?:of|from|about)$/u, 'with'],
  jealous: [/^(?:from|with|on)$/u, 'of'],
  fond: [/^(?:in|with|about|for)$/u, 'of'],
  keen: [/^(?:in|with|for)$/u, 'on'],
  superior: [/^than$/u, 'to'],
  inferior: [/^than$/u, 'to'],
  preferable: [/^than$/u, 'to'],
  harmful: [/^for$/u, 'to'],
  dedicated: [/^for$/u, 'to'],
  committed: [/^with$/u, 'to'],
  exposed: [/^(?:at|with)$/u, 'to'],
  specialise: [/^on$/u, 'in'],
  specialize: [/^on$/u, 'in'],
  specialised: [/^on$/u, 'in'],
  specialized: [/^on$/u, 'in'],
  complain: [/^for$/u, 'about'],
  complained: [/^for$/u, 'about'],
  react: [/^(?:on|at)$/u, 'to'],
  reacted: [/^(?:on|at)$/u, 'to'],
  respond: [/^on$/u, 'to'],
  responded: [/^on$/u, 'to'],
  contribute: [/^(?:in|for)$/u, 'to'],
  contributes: [/^(?:in|for)$/u, 'to'],
  contributed: [/^(?:in|for)$/u, 'to'],
  adapt: [/^(?:at|with)$/u, 'to'],
  adapted: [/^(?:at|with)$/u, 'to'],
  invest: [/^on$/u, 'in'],
  invested: [/^on$/u, 'in'],
  investing: [/^on$/u, 'in'],
  focuses: [/^about$/u, 'on'],
  focused: [/^about$/u, 'on'],
  comply: [/^to$/u, 'with'],
  participation: [/^(?:at|on)$/u, 'in'],
  confidence: [/^on$/u, 'in'],
  belief: [/^on$/u, 'in'],
  contribution: [/^for$/u, 'to'],
  addiction: [/^(?:with|on|of)$/u, 'to'],
};

/** Adjectives "much" is wrongly put before ("much important"); "much better" and "much different" are right. */
export const PLAIN_ADJECTIVE =
  'common|popular|important|interesting|expensive|cheap|nice|happy|big|small|beautiful|useful|difficult|easy|dangerous|healthy|famous|hot|cold|busy|crowded|safe|boring|exciting|necessary|helpful|comfortable|convenient|polluted|tired';

export const REFLEXIVE_OF_SUBJECT: Readonly<Record<string, string>> = {
  i: 'myself',
  you: 'yourself',
  we: 'ourselves',
  they: 'themselves',
  he: 'himself',
  she: 'herself',
};

/** Times and places that open a clause ("Last weekend we enjoyed a lot"), not an object before it. */
const TIME_OR_PLACE =
  /^(?:day|days|night|weekend|week|summer|winter|holiday|holidays|year|morning|evening|afternoon|time|trip|party|end)$/iu;

const PREPOSITION = wordPattern(
  'iu',
)`^(?:${oneOf(PLACE_AND_TIME_PREPOSITIONS)}|during|after|before|for|with|to|from|by|of|about|into|over|through|since|until)$`;

/**
 * Whether the words before a subject end in its verb's object: "a game I enjoy", "the books you
 * enjoy", "things that they enjoy"; a noun after a preposition opens the clause instead ("At the
 * party we enjoyed a lot").
 */
export const objectBeforeSubject = (prior: string): boolean => {
  const words = prior.trim().split(/\s+/u);
  const relative = /^(?:that|which|whom)$/iu.test(words.at(-1) ?? '');
  if (relative) words.pop();
  const noun = (words.at(-1) ?? '').replace(/[^\p{L}']/gu, '');
  if (!noun || /[,;:]$/u.test(words.at(-1) ?? '')) return false;
  if (/^(?:something|anything|everything|nothing|what)$/iu.test(noun)) return true;
  const tags = tagsOfWord(noun.toLowerCase());
  if (tags.has('Pronoun') || tags.has('Adverb') || tags.has('Adjective')) return false;
  // "subjects that they enjoy": a plural before a relative "that" names the things, even one also read as a verb.
  if (relative) return tags.has('Noun') || /s$/iu.test(noun);
  if (!tags.has('Noun') || tags.has('Verb')) return false;
  if (TIME_OR_PLACE.test(noun)) return false;
  return !words.slice(-4, -1).some((earlier) => PREPOSITION.test(earlier));
};

/** A superlative in the words before: "the biggest city", "the most famous places", "our best". */
export const SUPERLATIVE_BEFORE = wordPattern(
  'iu',
)`\b(?:${oneOf(POSSESSIVE_DETERMINERS)}|the)\s+(most\s+\p{Ll}+|best|worst|\p{Ll}{3,}est)((?:\s+\p{Ll}+){0,3})\s+$`;

/** Nouns that name a share of the world ("the poorest parts of the world"), where "of" is right. */
export const SHARE_OF = /^(?:part|parts|corner|corners|region|regions|area|areas|end|ends|half|side|sides)$/iu;

/** Words after "increase of" that give its size ("an increase of 10%", "of about a third"), where "of" is right. */
export const AMOUNT_WORD =
  /^(?:\d[\d.,]*%?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|million|half|about|around|over|up|almost|nearly|more|less|just|only|some|several|at|between|roughly|approximately|per)$/iu;

/** What does harm, after "damage of" ("the damage of the war"), where "of" names the cause. */
export const DAMAGE_CAUSE =
  /^(?:the\s+|a\s+|this\s+|that\s+)?(?:wars?|storms?|fires?|floods?|earthquakes?|hurricanes?|disasters?|accidents?|crash|attacks?|bombs?|explosions?|sun|time|age|smoking|alcohol|drugs|radiation|tsunamis?|virus|insects|pests)\b/iu;

/**
 * Nouns a learner puts before a noun where English uses their adjective ("environment problems"
 * for "environmental problems"): the noun → [the nouns after it that want the adjective, the adjective].
 */
export const NOUN_FOR_ADJECTIVE: Readonly<Record<string, readonly [RegExp, string]>> = {
  environment: [
    /^(?:problems?|issues?|damage|pollution|awareness|concerns?|disasters?|protection|impact)$/u,
    'environmental',
  ],
  violence: [/^(?:scenes?|games?|films?|movies?|crimes?|acts?|behaviou?r)$/u, 'violent'],
  economy: [/^(?:crisis|growth|problems?|development|situation|reasons?|benefits?)$/u, 'economic'],
  politics: [/^(?:party|parties|leaders?|system|views?|problems?|issues?)$/u, 'political'],
  nature: [/^(?:disasters?|resources)$/u, 'natural'],
  danger: [/^(?:situations?|places?|animals?|sports?|jobs?|drugs?)$/u, 'dangerous'],
  beauty: [/^(?:landscapes?|views?|scenery|beaches|places?)$/u, 'beautiful'],
  success: [/^(?:people|person|businessman|businessmen|career|company|companies)$/u, 'successful'],
  fame: [/^(?:people|person|singers?|actors?|places?)$/u, 'famous'],
  tradition: [/^(?:food|dishes|costumes?|music|clothes|festivals?)$/u, 'traditional'],
  culture: [/^(?:differences|heritage|diversity|identity)$/u, 'cultural'],
  emotion: [/^(?:problems?|support|intelligence)$/u, 'emotional'],
  finance: [/^(?:problems?|difficulties|support|crisis|situation|aid)$/u, 'financial'],
  history: [/^(?:buildings?|monuments?|sites?)$/u, 'historic'],
};

/**
 * Intransitive verbs a learner gives a direct object, with the preposition English puts before it:
 * "participate in the race", "graduate from university". "Wait" is left out: in a story "while we were
 * waiting the doctor came in" lacks a comma, not a "for".
 */
export const PREPOSITION_AFTER: Readonly<Record<string, string>> = {
  participate: 'in',
  graduate: 'from',
  belong: 'to',
  reply: 'to',
  respond: 'to',
  cope: 'with',
  specialise: 'in',
  specialize: 'in',
  care: 'about',
  apologise: 'to',
  apologize: 'to',
};

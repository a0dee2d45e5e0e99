import nlp from 'compromise';
import { remembered } from '../../../text/remembered-words';
import { phraseHas, thirdPersonFormOf } from '../../../text/word-forms';
import {
  ARTICLES,
  FINITE_BE,
  FORMS_OF_DO,
  FORMS_OF_HAVE,
  MODALS,
  OBJECT_ONLY_PRONOUNS,
  oneOf,
  POSSESSIVE_DETERMINERS,
  wordPattern,
} from '../../word-classes';
import { isBareVerbOnly } from './collocations';

/**
 * Verb forms and tenses learners get wrong, from grammar books: the form after "be", "have" and a
 * preposition, "used to", the present perfect with a finished time, "will" after "if" and "when",
 * and agreement after "he also", "one of the …", "the number of", "people who" and an uncountable
 * subject. Each matches only where the right form is not in doubt.
 */

/** Verbs whose past participle is spelled as the base form ("has come", "was put"). */
export const SAME_AS_PARTICIPLE =
  /^(?:come|become|overcome|run|put|cut|set|let|hit|cost|hurt|read|shut|spread|quit|bet|burst|cast|fit|split|upset|broadcast|forecast)$/u;

/**
 * Verbs that are never everyday nouns or adjectives, beyond the shared list: after "be" or "have"
 * their base form can only be a verb form gone wrong ("was describe", "has prevent"). compromise
 * reads most single words ("time", "party", "value") as verbs, so the list is written out.
 */
const PLAIN_VERBS = new Set(
  'accept admit afford agree allow announce apologise apologize appear appreciate arrange assume avoid behave belong borrow breathe collect compare complain complete concentrate confirm connect consider consist contain continue convince create deliver deny deserve destroy disappear divide educate encourage ensure establish examine exist expect explore express forgive identify ignore imagine include inform inspire intend introduce invent invite involve join kill lend maintain manage marry mention motivate notice obtain occur organise organize participate persuade pollute prefer pretend produce prove publish realise realize recognise recognize recommend relax remember remind remove repeat replace require seem steal succeed suffer suggest threaten translate wear win affect begin bite catch feed find forbid freeze hide lose mean seek shake swear tear throw wake describe disregard abandon abolish accompany accomplish acquire adapt admire adopt advise analyse analyze annoy appoint approve argue arise assist attract bake beg bury calculate celebrate clarify combine compete concern conclude consume convert criticise criticize decorate define demonstrate depend determine distinguish distribute disturb eliminate emphasise emphasize employ enable enhance enter entertain escape evaluate exaggerate exclude expand explode expose extend facilitate forecast frighten fulfil fulfill generate greet guarantee hesitate illustrate imply impose impress indicate inherit insist install integrate interrupt investigate isolate justify memorise memorize minimise minimize modify neglect obey observe oblige operate oppose owe perceive perform permit possess predict preserve proceed prohibit promote pronounce pursue qualify recover recruit reflect regret reject relieve rely remain rescue resemble resign resolve retire reveal satisfy seize select separate settle simplify solve spoil stimulate strengthen submit suppose surround suspect sustain tolerate undergo undertake unify utilise utilize vanish withdraw'.split(
    ' ',
  ),
);

export const isPlainVerb = (lower: string): boolean => isBareVerbOnly(lower) || PLAIN_VERBS.has(lower);

/** Base forms that also read as a noun or an adjective after "be" ("be live", "is free"), left alone. */
export const AMBIGUOUS_AFTER_BE = /^(?:live|have|do|feel|be|go|come|see|know|think|say|get|put|tell|ask|thank)$/u;

/** Verbs that are adjectives too ("it must be complete"): a verb only when an object follows ("be complete the form"). */
export const ADJECTIVE_AFTER_BE = /^(?:complete|separate|mean|select)$/u;

/**
 * Verbs seldom or never in the passive: after "be" the writer meant the active verb ("you will be regret
 * it", "he could not be afford a car", "he was apologize"), which a participle would not mend.
 */
export const RARELY_PASSIVE =
  /^(?:afford|regret|hesitate|rely|belong|exist|happen|seem|consist|appear|disappear|arrive|occur|succeed|apologise|apologize|complain|behave|participate|agree|disagree|remain|vanish)$/u;

/** An object after a verb: the verb is active ("be annoy us"). */
export const OBJECT_AFTER = wordPattern(
  'iu',
)`^\s+(?:${oneOf(POSSESSIVE_DETERMINERS, ARTICLES, OBJECT_ONLY_PRONOUNS)}|this|these|those|some|any)\b`;

/** A time that is over: the past simple goes with it, not the present perfect. */
export const FINISHED_TIME = String.raw`yesterday|last\s+(?:week|month|year|summer|winter|spring|autumn|night|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|time)|(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|many|several|a\s+few|few)\s+(?:years?|months?|weeks?|days?|hours?|minutes?)\s+ago|in\s+(?:19|20)\d\d|(?<!\b(?:as|than)\s)when\s+(?:I|we|he|she|they)\s+(?:was|were)|as\s+a\s+child|the\s+other\s+day|in\s+my\s+childhood`;

/** Nouns after which "who"/"that" may take a plural verb, or that are not the subject of the clause. */
export const SINGULAR_OR_GROUP =
  /^(?:family|team|government|police|staff|group|class|public|crowd|audience|committee|couple|majority|minority|number|people|children|men|women|fact|idea|way|reason|time|day|moment|thing|kind|sort|type|one|lot|bit|place|year|point|chance|hope|feeling|news)$/u;

/** Everyday verbs whose base form after "who" or "that" is an agreement error with one noun before. */
export const RELATIVE_VERB =
  /^(?:like|love|want|need|live|work|make|help|allow|give|cause|provide|seem|become|take|have|do|go|know|think|believe|prefer|enjoy|use|play|offer|include|contain|require|affect|create|bring|lead|keep|let|mean|produce|support|protect|show|teach|tell|try|win|pay|own|run|serve|sell|spend)$/u;

/** Everyday verbs whose base form after "he", "she" or "it" as a subject can only be a missing -s. */
export const THIRD_PERSON_VERB =
  /^(?:go|have|do|want|like|need|make|get|take|give|know|think|live|work|love|play|help|become|cause|allow|provide|mean|come|say|tell|feel|look|seem|see|use|try|find|keep|start|believe|lower|release|reduce|increase|affect|include|contain|depend|offer|show|bring|lead|change|happen|remind|teach|spend|matter|belong|sound|stay|study|watch|enjoy|prefer|hate|wish|hope|decide|eat|drink|sleep|speak|talk|walk|drive|travel|visit|buy|sell|pay|own|run|serve|save|protect|improve|create|produce|destroy|damage|harm|encourage|support|explain|describe|ask|answer|remember|forget|understand|learn|grow|rain|snow|begin|fall|rise|smell|taste)$/u;

/** Words before "it", "he" or "she" that make it the subject of a new clause. */
export const CLAUSE_OPENING =
  /(?:^\s*|[,;:]\s*|\b(?:and|but|because|so|when|if|although|though|since|as|while|then|where|once|until|unless)\s+)$/iu;

export const thirdPersonOf = (verb: string): string | undefined =>
  ({ have: 'has', do: 'does', go: 'goes' })[verb] ?? thirdPersonFormOf(verb);

/** Nouns that may take a plural verb in British English, or that are plural without -s. */
const GROUP_OR_PLURAL_NOUN =
  /^(?:family|government|team|staff|crew|public|majority|minority|couple|group|class|audience|committee|police|fish|sheep|deer|data|media|poor|rich|young|elderly|youth|company|council|jury|band|army|generation|population|rest|number|kind|sort|type|lot|series|species|percent|per|cent)$/u;

const AUXILIARY = wordPattern(
  'u',
)`^(?:${oneOf(MODALS, FORMS_OF_DO)}|cannot|also|really|just|only|always|never|often|usually|still)$`;

/** A singular noun, read with "the" so that compromise takes it as a noun ("the text", "the music"). */
const isSingularNoun = remembered((noun: string): boolean => {
  const parsed = nlp(`the ${noun}`);
  return (
    (parsed.has('#Singular') || parsed.has('#Uncountable')) &&
    !parsed.has('#Plural') &&
    !parsed.has('#Adjective') &&
    !phraseHas(noun, '#Adjective')
  );
});

/** Words after a noun and a verb that show the verb is a noun of a compound instead ("the school play was"). */
export const AFTER_SUBJECT_NOT_VERB = wordPattern(
  'u',
)`^(?:${oneOf(MODALS, FINITE_BE)}|has|had|cannot|of|from|for|at|by|with|about|as|and|or|not|that|which|who)$`;

/** Verbs whose base form after a singular noun opening a clause can only be a missing -s. */
export const SUBJECT_VERB_WORDS = [
  ...THIRD_PERSON_VERB.source.replace(/^\^\(\?:|\)\$$/gu, '').split('|'),
  'lead',
  'sound',
  'remain',
  'require',
  'prevent',
  ...PLAIN_VERBS,
]
  .filter((verb) => !SAME_AS_PARTICIPLE.test(verb))
  .join('|');

export const isSingularSubject = (noun: string): boolean =>
  !/(?:s|nt)$/u.test(noun) && !GROUP_OR_PLURAL_NOUN.test(noun) && !AUXILIARY.test(noun) && isSingularNoun(noun);

/** A word before a noun that can only describe it: not a verb ("the more you read"), an -ing or -ed form or a noun of a group. */
export const isAdjectiveBeforeNoun = (adjective: string): boolean =>
  !/(?:ing|ed|s)$/u.test(adjective) &&
  !AUXILIARY.test(adjective) &&
  !/^(?:I|you|he|she|it|we|they|me|him|us|them|there|here|children|people|men|women)$/iu.test(adjective) &&
  !phraseHas(adjective, '#Plural') &&
  !GROUP_OR_PLURAL_NOUN.test(adjective) &&
  !phraseHas(adjective, '#Verb');

/** Words in -ing that are not a verb's -ing form. */
export const NOT_A_PARTICIPLE =
  /^(?:during|morning|evening|nothing|something|anything|everything|ceiling|wedding|building|feeling|meaning|king|thing|ring|spring|string|wing|bring|sing|swing|sting|cling|sibling|darling|pudding|ping|bling)$/u;

/**
 * Irregular verbs: base form, past tense, past participle. Only verbs whose past tense and
 * participle differ from the base, so that a wrong one can be told from a right one.
 */
const IRREGULAR_VERBS: ReadonlyArray<readonly [string, string, string]> = [
  ['awake', 'awoke', 'awoken'],
  ['become', 'became', 'become'],
  ['begin', 'began', 'begun'],
  ['bite', 'bit', 'bitten'],
  ['blow', 'blew', 'blown'],
  ['break', 'broke', 'broken'],
  ['bring', 'brought', 'brought'],
  ['build', 'built', 'built'],
  ['buy', 'bought', 'bought'],
  ['catch', 'caught', 'caught'],
  ['choose', 'chose', 'chosen'],
  ['come', 'came', 'come'],
  ['deal', 'dealt', 'dealt'],
  ['dig', 'dug', 'dug'],
  ['do', 'did', 'done'],
  ['draw', 'drew', 'drawn'],
  ['drink', 'drank', 'drunk'],
  ['drive', 'drove', 'driven'],
  ['eat', 'ate', 'eaten'],
  ['fall', 'fell', 'fallen'],
  ['feed', 'fed', 'fed'],
  ['feel', 'felt', 'felt'],
  ['fight', 'fought', 'fought'],
  ['find', 'found', 'found'],
  ['fly', 'flew', 'flown'],
  ['forget', 'forgot', 'forgotten'],
  ['flee', 'fled', 'fled'],
  ['forbid', 'forbade', 'forbidden'],
  ['forgive', 'forgave', 'forgiven'],
  ['freeze', 'froze', 'frozen'],
  ['get', 'got', 'got'],
  ['give', 'gave', 'given'],
  ['go', 'went', 'gone'],
  ['grow', 'grew', 'grown'],
  ['hear', 'heard', 'heard'],
  ['hide', 'hid', 'hidden'],
  ['hold', 'held', 'held'],
  ['keep', 'kept', 'kept'],
  ['know', 'knew', 'known'],
  ['lay', 'laid', 'laid'],
  ['lead', 'led', 'led'],
  ['leave', 'left', 'left'],
  ['lend', 'lent', 'lent'],
  ['lose', 'lost', 'lost'],
  ['make', 'made', 'made'],
  ['mean', 'meant', 'meant'],
  ['meet', 'met', 'met'],
  ['mistake', 'mistook', 'mistaken'],
  ['overcome', 'overcame', 'overcome'],
  ['pay', 'paid', 'paid'],
  ['ride', 'rode', 'ridden'],
  ['ring', 'rang', 'rung'],
  ['rise', 'rose', 'risen'],
  ['run', 'ran', 'run'],
  ['say', 'said', 'said'],
  ['see', 'saw', 'seen'],
  ['seek', 'sought', 'sought'],
  ['sell', 'sold', 'sold'],
  ['send', 'sent', 'sent'],
  ['shake', 'shook', 'shaken'],
  ['shoot', 'shot', 'shot'],
  ['shrink', 'shrank', 'shrunk'],
  ['sing', 'sang', 'sung'],
  ['sink', 'sank', 'sunk'],
  ['sit', 'sat', 'sat'],
  ['sleep', 'slept', 'slept'],
  ['slide', 'slid', 'slid'],
  ['speak', 'spoke', 'spoken'],
  ['spend', 'spent', 'spent'],
  ['spin', 'spun', 'spun'],
  ['stand', 'stood', 'stood'],
  ['steal', 'stole', 'stolen'],
  ['stick', 'stuck', 'stuck'],
  ['strike', 'struck', 'struck'],
  ['swear', 'swore', 'sworn'],
  ['sweep', 'swept', 'swept'],
  ['swim', 'swam', 'swum'],
  ['swing', 'swung', 'swung'],
  ['take', 'took', 'taken'],
  ['teach', 'taught', 'taught'],
  ['tear', 'tore', 'torn'],
  ['tell', 'told', 'told'],
  ['think', 'thought', 'thought'],
  ['throw', 'threw', 'thrown'],
  ['undergo', 'underwent', 'undergone'],
  ['understand', 'understood', 'understood'],
  ['undertake', 'undertook', 'undertaken'],
  ['wake', 'woke', 'woken'],
  ['wear', 'wore', 'worn'],
  ['weep', 'wept', 'wept'],
  ['win', 'won', 'won'],
  ['withdraw', 'withdrew', 'withdrawn'],
  ['write', 'wrote', 'written'],
];

/** Verbs whose three forms are one ("cut", "hit"): learners give them "-ed" too ("cutted"). */
const UNCHANGING_VERBS = ['cut', 'hit', 'hurt', 'let', 'read', 'set', 'shut', 'spread', 'upset'];

/** "-ed" forms built from an irregular verb that are words of their own, or old forms still in use. */
const REAL_ED_WORDS = new Set([
  'ringed',
  'singed',
  'awaked',
  'sited',
  'wined',
  'spined',
  'runed',
  'leaved',
  'leaded',
  'teared',
  'seed',
]);

/**
 * A regular "-ed" made from an irregular verb ("buyed", "taked", "runned"), as learners build it,
 * with the verb's right forms. A short verb that ends in one vowel and a consonant doubles it
 * ("swimmed", "getted").
 */
export const REGULARISED_PAST: ReadonlyMap<string, readonly [string, string, string]> = new Map(
  [...IRREGULAR_VERBS, ...UNCHANGING_VERBS.map((verb) => [verb, verb, verb] as const)]
    .flatMap((forms): Array<[string, readonly [string, string, string]]> => {
      const [base] = forms;
      const plain = `${base.replace(/e$/u, '')}ed`;
      // "forgeted" and "forgetted", "begined" and "beginned": both spellings are seen.
      const doubled = /(?:^|[^aeiou])[aeiou][bdgmnpt]$/u.test(base) ? [`${base}${base.slice(-1)}ed`] : [];
      return [plain, ...doubled].map((spelling) => [spelling, forms]);
    })
    .filter(([spelling]) => !REAL_ED_WORDS.has(spelling)),
);

/** Irregular verbs that take an object ("meant it", "brought food"): they end no sentence alone. */
const NEEDS_OBJECT = new Set([
  'mean',
  'bring',
  'buy',
  'find',
  'make',
  'take',
  'tell',
  'send',
  'give',
  'put',
  'teach',
  'lend',
  'hold',
  'keep',
  'catch',
]);

/**
 * "I meaned.": a regularised past of a verb that needs an object, with none before the sentence
 * ends, is most likely another word misspelled ("moaned"); its irregular past would still be wrong.
 */
export function isRegularisedWithoutObject(written: string, textAfter: string): boolean {
  const base = REGULARISED_PAST.get(written.toLowerCase())?.[0];
  return base !== undefined && NEEDS_OBJECT.has(base) && /^\s*(?:[.!?]|$)/u.test(textAfter);
}

/** Words before a verb that ask for its participle: "have", "be", "get" and the adverbs that may follow them. */
export const BEFORE_PARTICIPLE = wordPattern(
  'iu',
)`\b(?:${oneOf(FINITE_BE, FORMS_OF_HAVE)}|having|'ve|’ve|'d|’d|be|been|being|get|gets|got|getting)\s+(?:(?:not|never|ever|already|just|also|always|been|all|recently|finally)\s+)?$`;

export const formsOf = (base: string): readonly [string, string, string] | undefined =>
  IRREGULAR_VERBS.find(([verb]) => verb === base);

/** Every form of the irregular verbs ("rise", "rose", "risen"): a word that may be a verb wherever it stands. */
export const IRREGULAR_VERB_FORMS: ReadonlySet<string> = new Set(IRREGULAR_VERBS.flat());

/** Past tenses spelled unlike their participle ("went" / "gone"), that are no noun after "have" ("rose", "bit"). */
export const PAST_NOT_PARTICIPLE = new Map(
  IRREGULAR_VERBS.filter(([, past, participle]) => past !== participle && !/^(?:rose|bit|lay)$/u.test(past)).map(
    (forms) => [forms[1], forms] as const,
  ),
);

/** Past tenses that after "to" can only be a verb gone wrong: not "to found", "to saw", "to fell", "to wound". */
export const PAST_AFTER_TO = new Map(
  IRREGULAR_VERBS.filter(
    ([base, past]) =>
      past !== base && !/^(?:found|saw|fell|lay|left|rose|bit|thought|ground|felt|held|shot|won)$/u.test(past),
  ).map((forms) => [forms[1], forms] as const),
);

/**
 * Words that take "to" and a verb. Only after one of them is "to" sure to be the infinitive's: after
 * other words it may be a preposition that ends a clause ("the man I spoke to went home").
 */
export const TO_INFINITIVE_TAKERS = `${oneOf(FORMS_OF_HAVE)}|having|want|wants|wanted|need|needs|needed|decide|decides|decided|try|tries|tried|able|unable|going|like|liked|love|loved|plan|plans|planned|hope|hopes|hoped|start|started|begin|began|use|used|ought|manage|managed|wish|wished|learn|learned|learnt|choose|chose|promise|promised|agree|agreed|refuse|refused|afford|expect|expected|supposed|allowed|seem|seems|seemed|forgot|remember|remembered|continue|continued|prefer|preferred`;

/** "Be" for a subject pronoun, in the present. */
export const PRESENT_BE: Readonly<Record<string, string>> = { i: 'am', he: 'is', she: 'is' };

import nlp from 'compromise';
import {
  after,
  before,
  gerundOf,
  isBareVerbOnly,
  isPlural,
  type PatternRule,
  pastParticipleOf,
  word,
} from './learner-collocations';
import { remembered } from './remembered-words';
import { formOfBe, infinitiveOf, pastTenseOf, phraseHas, thirdPersonFormOf } from './word-forms';

/**
 * Verb forms and tenses learners get wrong, from grammar books: the form after "be", "have" and a
 * preposition, "used to", the present perfect with a finished time, "will" after "if" and "when",
 * and agreement after "he also", "one of the …", "the number of", "people who" and an uncountable
 * subject. Each matches only where the right form is not in doubt.
 */

/** Verbs whose past participle is spelled as the base form ("has come", "was put"). */
const SAME_AS_PARTICIPLE =
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

const isPlainVerb = (lower: string): boolean => isBareVerbOnly(lower) || PLAIN_VERBS.has(lower);

/** Base forms that also read as a noun or an adjective after "be" ("be live", "is free"), left alone. */
const AMBIGUOUS_AFTER_BE = /^(?:live|have|do|feel|be|go|come|see|know|think|say|get|put|tell|ask|thank)$/u;
/** Verbs that are adjectives too ("it must be complete"): a verb only when an object follows ("be complete the form"). */
const ADJECTIVE_AFTER_BE = /^(?:complete|separate|mean|select)$/u;
/**
 * Verbs seldom or never in the passive: after "be" the writer meant the active verb ("you will be regret
 * it", "he could not be afford a car", "he was apologize"), which a participle would not mend.
 */
const RARELY_PASSIVE =
  /^(?:afford|regret|hesitate|rely|belong|exist|happen|seem|consist|appear|disappear|arrive|occur|succeed|apologise|apologize|complain|behave|participate|agree|disagree|remain|vanish)$/u;
/** An object after a verb: the verb is active ("be annoy us"). */
const OBJECT_AFTER = /^\s+(?:the|a|an|my|your|his|her|our|their|its|us|them|me|him|this|these|those|some|any)\b/iu;

/** A time that is over: the past simple goes with it, not the present perfect. */
const FINISHED_TIME = String.raw`yesterday|last\s+(?:week|month|year|summer|winter|spring|autumn|night|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|time)|(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|many|several|a\s+few|few)\s+(?:years?|months?|weeks?|days?|hours?|minutes?)\s+ago|in\s+(?:19|20)\d\d|(?<!\b(?:as|than)\s)when\s+(?:I|we|he|she|they)\s+(?:was|were)|as\s+a\s+child|the\s+other\s+day|in\s+my\s+childhood`;

/** Nouns after which "who"/"that" may take a plural verb, or that are not the subject of the clause. */
const SINGULAR_OR_GROUP =
  /^(?:family|team|government|police|staff|group|class|public|crowd|audience|committee|couple|majority|minority|number|people|children|men|women|fact|idea|way|reason|time|day|moment|thing|kind|sort|type|one|lot|bit|place|year|point|chance|hope|feeling|news)$/u;
/** Everyday verbs whose base form after "who" or "that" is an agreement error with one noun before. */
const RELATIVE_VERB =
  /^(?:like|love|want|need|live|work|make|help|allow|give|cause|provide|seem|become|take|have|do|go|know|think|believe|prefer|enjoy|use|play|offer|include|contain|require|affect|create|bring|lead|keep|let|mean|produce|support|protect|show|teach|tell|try|win|pay|own|run|serve|sell|spend)$/u;

/** Everyday verbs whose base form after "he", "she" or "it" as a subject can only be a missing -s. */
const THIRD_PERSON_VERB =
  /^(?:go|have|do|want|like|need|make|get|take|give|know|think|live|work|love|play|help|become|cause|allow|provide|mean|come|say|tell|feel|look|seem|see|use|try|find|keep|start|believe|lower|release|reduce|increase|affect|include|contain|depend|offer|show|bring|lead|change|happen|remind|teach|spend|matter|belong|sound|stay|study|watch|enjoy|prefer|hate|wish|hope|decide|eat|drink|sleep|speak|talk|walk|drive|travel|visit|buy|sell|pay|own|run|serve|save|protect|improve|create|produce|destroy|damage|harm|encourage|support|explain|describe|ask|answer|remember|forget|understand|learn|grow|rain|snow|begin|fall|rise|smell|taste)$/u;

/** Words before "it", "he" or "she" that make it the subject of a new clause. */
const CLAUSE_OPENING =
  /(?:^\s*|[,;:]\s*|\b(?:and|but|because|so|when|if|although|though|since|as|while|then|where|once|until|unless)\s+)$/iu;

const thirdPersonOf = (verb: string): string | undefined =>
  ({ have: 'has', do: 'does', go: 'goes' })[verb] ?? thirdPersonFormOf(verb);

/** Nouns that may take a plural verb in British English, or that are plural without -s. */
const GROUP_OR_PLURAL_NOUN =
  /^(?:family|government|team|staff|crew|public|majority|minority|couple|group|class|audience|committee|police|fish|sheep|deer|data|media|poor|rich|young|elderly|youth|company|council|jury|band|army|generation|population|rest|number|kind|sort|type|lot|series|species|percent|per|cent)$/u;

const AUXILIARY =
  /^(?:will|can|cannot|may|might|must|could|would|should|shall|did|does|do|also|really|just|only|always|never|often|usually|still)$/u;

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
const AFTER_SUBJECT_NOT_VERB =
  /^(?:is|was|are|were|has|had|will|would|can|cannot|could|should|shall|must|may|might|of|from|for|at|by|with|about|as|and|or|not|that|which|who)$/u;
/** Verbs whose base form after a singular noun opening a clause can only be a missing -s. */
const SUBJECT_VERB_WORDS = [
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
const isSingularSubject = (noun: string): boolean =>
  !/(?:s|nt)$/u.test(noun) && !GROUP_OR_PLURAL_NOUN.test(noun) && !AUXILIARY.test(noun) && isSingularNoun(noun);
/** A word before a noun that can only describe it: not a verb ("the more you read"), an -ing or -ed form or a noun of a group. */
const isAdjectiveBeforeNoun = (adjective: string): boolean =>
  !/(?:ing|ed|s)$/u.test(adjective) &&
  !AUXILIARY.test(adjective) &&
  !/^(?:I|you|he|she|it|we|they|me|him|us|them|there|here|children|people|men|women)$/iu.test(adjective) &&
  !phraseHas(adjective, '#Plural') &&
  !GROUP_OR_PLURAL_NOUN.test(adjective) &&
  !phraseHas(adjective, '#Verb');

/** Words in -ing that are not a verb's -ing form. */
const NOT_A_PARTICIPLE =
  /^(?:during|morning|evening|nothing|something|anything|everything|ceiling|wedding|building|feeling|meaning|king|thing|ring|spring|string|wing|bring|sing|swing|sting|cling|sibling|darling|pudding|ping|bling)$/u;

/** Agreement with a singular subject, and verb forms after “help”, a preposition and a subject without “be”. */
const SUBJECT_AND_FORM_RULES: readonly PatternRule[] = [
  {
    category: 'Agreement',
    pattern:
      /\b(everyone|everybody|someone|somebody|nobody|no\s+one|anyone|anybody|each\s+(?:one|person|student|child|member|country|citizen|individual|of\s+(?:us|them|you)))(\s+else)?\s+(\p{Ll}+)\b(?!\s*-)/giu,
    explanation: '“Everyone”, “someone” and “nobody” take a singular verb: “everyone knows”, “nobody wants”.',
    fix: (match, sentence) => {
      // "let everyone know", "does anyone know", "would anyone like": the verb is an infinitive.
      if (
        /(?:\b(?:let|lets|letting|make|makes|made|making|help|helps|helped|helping|have|has|had|having|see|saw|seeing|watch|watching|hear|heard|do|does|did|can|could|will|would|should|may|might|must|to|not)|n't|['’]d)\s+$/iu.test(
          before(match, sentence),
        )
      )
        return undefined;
      const verb = word(match, 3).toLowerCase();
      // "someone like me": "like" after a pronoun is as often a preposition.
      if (verb === 'like') return undefined;
      // "I suggest everyone go": after a verb of asking or proposing the verb stays bare (the subjunctive).
      if (
        /\b(?:suggest\p{L}*|recommend\p{L}*|insist\p{L}*|demand\p{L}*|request\p{L}*|requir\p{L}*|propos\p{L}*|advis\p{L}*|urg\p{L}*|important|essential|vital|necessary|crucial)\s+(?:that\s+)?$/iu.test(
          before(match, sentence),
        )
      )
        return undefined;
      if (
        !THIRD_PERSON_VERB.test(verb) &&
        !/^(?:agree|deserve)$/u.test(verb) &&
        !(isPlainVerb(verb) && !SAME_AS_PARTICIPLE.test(verb))
      )
        return undefined;
      const third = thirdPersonOf(verb);
      return third && third !== verb ? `${word(match, 1)}${word(match, 2)} ${third}` : undefined;
    },
  },
  {
    category: 'Agreement',
    pattern:
      /\b(it|he|she)\s+((?:also|always|still|never|often|usually|sometimes|just|really|only|even|already|normally|generally|actually|certainly|definitely|totally|completely|simply|hardly|rarely|seldom|easily)\s+)?(\p{Ll}+)\b(?!\s*-)/giu,
    explanation: 'After “he”, “she” or “it”, a present-tense verb takes -s: “it makes”, “she lives”.',
    fix: (match, sentence) => {
      const verb = word(match, 3);
      if (!THIRD_PERSON_VERB.test(verb) && !(isPlainVerb(verb) && !SAME_AS_PARTICIPLE.test(verb))) return undefined;
      // "it like a drug" lacks "is"; "she use to" means "used to": -s would not mend either.
      const rest = after(match, sentence);
      if ((verb === 'like' && /^it$/iu.test(word(match, 1))) || (verb === 'use' && /^\s+to\b/u.test(rest)))
        return undefined;
      const prior = before(match, sentence);
      if (
        !CLAUSE_OPENING.test(prior) &&
        !/\b(?:that|think|believe|hope|guess|suppose|sure|know|say|says|mean|means)\s+$/iu.test(prior)
      )
        return undefined;
      // "he and she go": two subjects take a plural verb.
      if (/\b(?:I|you|he|she|it|we|they|him|her|me|us|them)\s+(?:and|or)\s+$/iu.test(prior)) return undefined;
      // "I suggest that he go", "so that it work": leave the rarer subjunctive alone.
      if (
        /\b(?:suggest\p{L}*|recommend\p{L}*|insist\p{L}*|demand\p{L}*|request\p{L}*|requir\p{L}*|propos\p{L}*|advis\p{L}*|urg\p{L}*|important|essential|vital|necessary|crucial)\b[^,.;]*$/iu.test(
          prior,
        )
      )
        return undefined;
      const third = thirdPersonOf(verb);
      return third && third !== verb ? `${word(match, 1)} ${word(match, 2)}${third}` : undefined;
    },
  },
  {
    category: 'Verb form',
    pattern: /\b(help|helps|helped|helping)\s+((?:me|you|him|her|us|them|people|others)\s+)?(\p{Ll}{3,}ing)\b/giu,
    explanation: '“Help” takes a verb without -ing: “help save the planet”, “help you find a job”.',
    fix: (match, sentence) => {
      if (
        /\b(?:can't|cannot|couldn't|can\s+not|could\s+not|the|a|any|some|more|of|no|your|my|our|their|his|her)\s+$/iu.test(
          before(match, sentence),
        )
      )
        return undefined;
      const ing = word(match, 3);
      if (/(?:thing|ning|ring|sing|ding|ling)$/u.test(ing)) return undefined;
      const base = infinitiveOf(ing);
      return base && base !== ing && isPlainVerb(base) ? `${word(match, 1)} ${word(match, 2)}${base}` : undefined;
    },
  },
  {
    category: 'Verb form',
    pattern:
      /\b(of|without|by|about|after|before|instead\s+of)\s+(\p{Ll}+)(?=\s+(?:the|a|an|my|your|his|her|our|their|its|it|them|me|us|him|this|these|those|some)\b)/giu,
    explanation: 'After a preposition, a verb takes the -ing form: “the habit of eating healthy food”.',
    fix: (match, sentence) => {
      const verb = word(match, 2).toLowerCase();
      // "I sort of lose my temper": "sort of" and "kind of" are adverbs there.
      if (/\b(?:sort|kind)\s+$/iu.test(before(match, sentence))) return undefined;
      // "the pace of change the world has seen": after "of" a word that is also a noun may be one.
      const verbAfterAnyPreposition =
        !/^of$/iu.test(word(match, 1)) && /^(?:eat|drink|change|watch|visit)$/u.test(verb);
      if (!isPlainVerb(verb) && !verbAfterAnyPreposition) return undefined;
      if (/^(?:go|come|be|have|do|travel|live|feel|find|see|know|think|say|get|put|tell|ask)$/u.test(verb))
        return undefined;
      const ing = gerundOf(verb);
      return ing ? `${word(match, 1)} ${ing}` : undefined;
    },
  },
  {
    category: 'Agreement',
    pattern: new RegExp(
      String.raw`(?<=\b(?:the|this|that|my|your|his|her|our|its|their|a|an|every|each)\s+(?:\p{Ll}+\s+)?)(\p{Ll}{3,})\s+(${SUBJECT_VERB_WORDS})(?=\s+(\p{Ll}+))`,
      'giu',
    ),
    explanation: 'A singular subject takes a verb with -s: “this book makes me think”, “the plan sounds great”.',
    fix: (match, sentence) => {
      const noun = word(match, 1);
      const verb = word(match, 2);
      const next = word(match, 3);
      const subject = /\b(the|this|that|my|your|his|her|our|its|their|a|an|every|each)\s+(?:(\p{Ll}+)\s+)?$/iu.exec(
        before(match, sentence),
      );
      if (!subject || /\p{Lu}/u.test(noun + verb + (subject[2] ?? ''))) return undefined;
      // "a tar like substance", "a drug cause you to …": "like" and "cause" may be a preposition or "because".
      if (/^(?:like|cause)$/iu.test(verb)) return undefined;
      // Only where the noun opens its clause: after "and" or a bare comma it may close a list of subjects
      // ("my mum and my dad have", "computers, phones, the Internet have").
      const opening = sentence.slice(0, (match.index ?? 0) - subject[0].length);
      if (
        !/(?:^\s*|[,;]\s*(?:and|but|so)\s+|\b(?:because|when|if|although|since|while|that|think|believe|hope)\s+)$/iu.test(
          opening,
        )
      )
        return undefined;
      const adjective = subject[2]?.toLowerCase();
      if (adjective && !isAdjectiveBeforeNoun(adjective)) return undefined;
      // "the school play was", "a TV show goes", "the product support team is", "the member offer provided by":
      // a verb after the second or third word shows that the words before it are all nouns.
      const afterNext = /^\s+\p{L}+\s+(\p{L}+)/u.exec(sentence.slice((match.index ?? 0) + match[0].length))?.[1] ?? '';
      if (
        AFTER_SUBJECT_NOT_VERB.test(next) ||
        phraseHas(`it ${next}`, '#PresentTense') ||
        /ed$/u.test(next) ||
        /^(?:is|was|are|were|has|have|had|can|cannot|will|would|should|shall|must|may|might|does|did)$/iu.test(
          afterNext,
        )
      )
        return undefined;
      if (!isSingularSubject(noun.toLowerCase())) return undefined;
      const third = thirdPersonOf(verb.toLowerCase());
      return third && third !== verb ? `${noun} ${third}` : undefined;
    },
  },
  {
    category: 'Verb tense',
    pattern:
      /\b(I|[Yy]ou|[Hh]e|[Ss]he|[Ww]e|[Tt]hey)\s+((?:still|always|just|also|really|now|currently|all)\s+)?(\p{Ll}{2,}ing)\b/gu,
    explanation: 'A verb in -ing needs “be” before it: “they are still looking”, “where you are going”.',
    fix: (match, sentence) => {
      const ing = word(match, 3);
      // "you being by yourself": a subject before "being" may open a clause of its own.
      if (ing === 'being' || NOT_A_PARTICIPLE.test(ing) || !phraseHas(`they are ${ing}`, '#Gerund')) return undefined;
      // A misspelt word ("begaing") is no -ing form: its base must be a verb that gives the same -ing form back.
      const stem = infinitiveOf(ing) ?? '';
      if (!stem || gerundOf(stem) !== ing || !phraseHas(stem, '#Verb')) return undefined;
      const prior = before(match, sentence);
      // "a video of my friends and I playing": after a bare "and" the pronoun may close a noun phrase.
      if (/\b(?:and|or)\s+$/iu.test(prior) && !/[,;]\s*(?:and|or)\s+$/iu.test(prior)) return undefined;
      if (
        !CLAUSE_OPENING.test(prior) &&
        !/\b(?:that|what|where|why|how|who|think|believe|hope|know|while)\s+$/iu.test(prior)
      )
        return undefined;
      const subject = word(match, 1);
      // "you starting doing things": before another -ing form the writer meant the simple present.
      if (/^\s+\p{Ll}+ing\b/u.test(sentence.slice((match.index ?? 0) + match[0].length))) {
        const base = infinitiveOf(ing);
        if (!base || base === ing) return undefined;
        const verb = /^(?:he|she)$/iu.test(subject) ? thirdPersonOf(base) : base;
        return verb ? `${subject} ${word(match, 2)}${verb}` : undefined;
      }
      // A story told in the past wants "was" or "were": "when we arrived, they were waiting".
      const past = nlp(sentence).has('#PastTense');
      return `${subject} ${formOfBe(subject, past)} ${word(match, 2)}${ing}`;
    },
  },
];

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
const REGULARISED_PAST: ReadonlyMap<string, readonly [string, string, string]> = new Map(
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

/** Words before a verb that ask for its participle: "have", "be", "get" and the adverbs that may follow them. */
const BEFORE_PARTICIPLE =
  /\b(?:have|has|had|having|'ve|’ve|'d|’d|be|been|being|am|is|are|was|were|get|gets|got|getting)\s+(?:(?:not|never|ever|already|just|also|always|been|all|recently|finally)\s+)?$/iu;

const formsOf = (base: string): readonly [string, string, string] | undefined =>
  IRREGULAR_VERBS.find(([verb]) => verb === base);

/** Past tenses spelled unlike their participle ("went" / "gone"), that are no noun after "have" ("rose", "bit"). */
const PAST_NOT_PARTICIPLE = new Map(
  IRREGULAR_VERBS.filter(([, past, participle]) => past !== participle && !/^(?:rose|bit|lay)$/u.test(past)).map(
    (forms) => [forms[1], forms] as const,
  ),
);

/** Past tenses that after "to" can only be a verb gone wrong: not "to found", "to saw", "to fell", "to wound". */
const PAST_AFTER_TO = new Map(
  IRREGULAR_VERBS.filter(
    ([base, past]) =>
      past !== base && !/^(?:found|saw|fell|lay|left|rose|bit|thought|ground|felt|held|shot|won)$/u.test(past),
  ).map((forms) => [forms[1], forms] as const),
);

/**
 * Words that take "to" and a verb. Only after one of them is "to" sure to be the infinitive's: after
 * other words it may be a preposition that ends a clause ("the man I spoke to went home").
 */
const TO_INFINITIVE_TAKERS =
  'have|has|had|having|want|wants|wanted|need|needs|needed|decide|decides|decided|try|tries|tried|able|unable|going|like|liked|love|loved|plan|plans|planned|hope|hopes|hoped|start|started|begin|began|use|used|ought|manage|managed|wish|wished|learn|learned|learnt|choose|chose|promise|promised|agree|agreed|refuse|refused|afford|expect|expected|supposed|allowed|seem|seems|seemed|forgot|remember|remembered|continue|continued|prefer|preferred';

/** Irregular forms and the tense after "have", "ever" and "to". */
const IRREGULAR_FORM_RULES: readonly PatternRule[] = [
  {
    category: 'Verb form',
    pattern: new RegExp(String.raw`\b(${[...REGULARISED_PAST.keys()].join('|')})\b`, 'giu'),
    explanation: 'This verb is irregular: “buy, bought, bought”, “take, took, taken”, “wake, woke, woken”.',
    fix: (match, sentence) => {
      const forms = REGULARISED_PAST.get(word(match, 1).toLowerCase());
      if (!forms) return undefined;
      // After "have" or "be" the verb is a participle: "has taken", "was built"; elsewhere a past tense.
      return BEFORE_PARTICIPLE.test(before(match, sentence)) ? forms[2] : forms[1];
    },
  },
  {
    category: 'Verb form',
    pattern: new RegExp(
      String.raw`\b(have|has|had|(?:have|has|had)n['’]t|(?:I|you|we|they)['’]ve|(?:I|you|he|she|we|they)['’]d)\s+((?:(?:I|you|we|they|he|she|it|not|never|ever|already|just|also|always|finally|recently|all|probably|certainly|really)\s+){0,2})(${[...PAST_NOT_PARTICIPLE.keys()].join('|')})\b`,
      'giu',
    ),
    explanation: 'After “have”, use the past participle: “have gone”, “has taken”, “had begun”, not the past tense.',
    fix: (match, sentence) => {
      // "has it ran": a subject after "have" only in a question; "the car I had I drove" is two clauses.
      if (
        /\b(?:I|you|we|they|he|she|it)\s/iu.test(word(match, 2)) &&
        !/(?:^|[,;:?!"“]|\b(?:and|but|or|so|why|when|where|what|how|if))\s*$/iu.test(before(match, sentence))
      )
        return undefined;
      const forms = PAST_NOT_PARTICIPLE.get(word(match, 3).toLowerCase());
      return forms ? `${word(match, 1)} ${word(match, 2)}${forms[2]}` : undefined;
    },
  },
  {
    category: 'Verb form',
    pattern: /\b(have|has|had)\s+((?:I|you|we|they|he|she|it)\s+)?(ever|never)\s+(\p{Ll}+)\b/giu,
    explanation: '“Have ever” and “have never” take the past participle: “have you ever watched”, “I have never seen”.',
    fix: (match) => {
      const verb = word(match, 4);
      const curated = verb === 'be' || THIRD_PERSON_VERB.test(verb) || isPlainVerb(verb);
      // "might have never have read": the second "have" is a doubled auxiliary, not a verb to put in the past.
      if (!curated || SAME_AS_PARTICIPLE.test(verb) || /^(?:have|has|had)$/u.test(verb)) return undefined;
      const participle = verb === 'be' ? 'been' : (formsOf(verb)?.[2] ?? pastParticipleOf(verb));
      return participle && participle !== verb
        ? `${word(match, 1)} ${word(match, 2)}${word(match, 3)} ${participle}`
        : undefined;
    },
  },
  {
    category: 'Verb form',
    pattern: new RegExp(
      String.raw`\b(${TO_INFINITIVE_TAKERS})\s+to\s+(${[...PAST_AFTER_TO.keys()].join('|')})\b`,
      'giu',
    ),
    explanation: 'After “to”, a verb is in its base form: “we had to teach”, “I want to go”.',
    fix: (match) => {
      const forms = PAST_AFTER_TO.get(word(match, 2).toLowerCase());
      return forms ? `${word(match, 1)} to ${forms[0]}` : undefined;
    },
  },
  {
    category: 'Verb tense',
    pattern: /\b(will|(?:I|you|we|they|he|she)['’]ll)\s+like\s+to\b/giu,
    explanation: 'A polite wish is “would like to” (“I would like to ask”); “will like” is not used for it.',
    fix: (match) => {
      const modal = word(match, 1);
      return `${/^will$/iu.test(modal) ? 'would' : modal.replace(/['’]ll$/u, "'d")} like to`;
    },
  },
  {
    category: 'Verb form',
    pattern: /\b(when\s+it\s+(?:comes|came)\s+to)\s+(\p{Ll}+)\b/giu,
    explanation:
      '“When it comes to” ends in a preposition: the verb after it takes -ing (“when it comes to choosing”).',
    fix: (match) => {
      const verb = word(match, 2);
      // Only words that are never nouns: "when it comes to work" or "to travel" may be about the thing.
      if (!isPlainVerb(verb) || /^(?:travel|live|relax)$/u.test(verb)) return undefined;
      const ing = gerundOf(verb);
      return ing ? `${word(match, 1)} ${ing}` : undefined;
    },
  },
];

/** "Be" for a subject pronoun, in the present. */
const PRESENT_BE: Readonly<Record<string, string>> = { i: 'am', he: 'is', she: 'is' };

/** "Supposed to" without "be", and "to" as a preposition read as the infinitive's. */
const TO_RULES: readonly PatternRule[] = [
  {
    category: 'Verb form',
    pattern:
      /\b((?:make|makes|made|making|let|lets)\s+(?:a|the|my|his|her|our|their|your|every|each)\s+(?:\p{Ll}+\s+)?(?:girl|boy|child|man|woman|person|kid|kids|children|students?|friends?|baby|audience|people|parents?|teachers?|customers?|players?|team))\s+(\p{Ll}{2,}ing)\b/giu,
    explanation: 'After “make” or “let” and a person, the verb is in its base form: “it made the child cry”.',
    fix: (match) => {
      const ing = word(match, 2);
      if (NOT_A_PARTICIPLE.test(ing) || /(?:thing|clothing)$/u.test(ing)) return undefined;
      const base = infinitiveOf(ing);
      return base && base !== ing && /^\p{Ll}+$/u.test(base) ? `${word(match, 1)} ${base}` : undefined;
    },
  },
  {
    category: 'Verb form',
    pattern:
      /\b((?:spend|spends|spent|spending)\s+(?:\p{Ll}+\s+){0,2}(?:time|hours|days|years|weeks|minutes|evenings|weekends))\s+(?:for|in|on)\s+(\p{Ll}{2,}ing)\b(?=\s+(?:the|a|an|my|your|his|her|our|their|it|them|with|and|or|but|to|more|at|in|on|for|outside|together|alone|abroad|online|here|there|every|all|about|around|instead|so|because|when|while|until|after|before|\p{Ll}+ly)\b|\s*[,.!?;])/giu,
    explanation: 'After “spend time”, the verb follows directly in its -ing form: “spend more time playing”.',
    fix: (match) => (NOT_A_PARTICIPLE.test(word(match, 2)) ? undefined : `${word(match, 1)} ${word(match, 2)}`),
  },
  {
    category: 'Verb form',
    pattern:
      /(?<!\b(?:there|here|it|this|that|what|which)\s+)\b(am|is|are|was|were)\s+(always|often|usually|also|still|never|really|sometimes|normally|generally|mostly)\s+(prefer|want|think|believe|go|have|know|hate|agree|disagree|enjoy|try|seem|depend|spend|get|feel|say|tell|give|come|eat|buy|make|take)\b(?!\s*-)/giu,
    explanation:
      'A verb in the simple present or past needs no “be” before it: “they always prefer”, “she often goes”.',
    fix: (match) => {
      const be = word(match, 1).toLowerCase();
      const verb = word(match, 3).toLowerCase();
      const form = /^(?:was|were)$/u.test(be) ? pastTenseOf(verb) : be === 'is' ? thirdPersonOf(verb) : verb;
      return form ? `${word(match, 2)} ${form}` : undefined;
    },
  },
  {
    category: 'Verb form',
    pattern: /\b(than)\s+((?:not\s+)?)be\s+(able)\b/giu,
    explanation:
      'After “than” in a comparison, a verb takes the -ing form: “nothing is worse than not being able to …”.',
    fix: (match, sentence) =>
      // "I would rather stay than be able to leave": "rather … than" takes the bare verb on both sides.
      /\b(?:rather|sooner)\b/iu.test(before(match, sentence))
        ? undefined
        : `${word(match, 1)} ${word(match, 2)}being ${word(match, 3)}`,
  },
  {
    category: 'Verb form',
    pattern: /\b(with\s+the\s+(?:aim|objective|goal|purpose))\s+to\s+(\p{Ll}+)\b/giu,
    explanation: '“With the aim” takes “of” and the -ing form: “with the aim of reducing costs”.',
    fix: (match) => {
      const verb = word(match, 2);
      if (!isBareVerbOnly(verb) && !isPlainVerb(verb)) return undefined;
      const ing = gerundOf(verb);
      return ing ? `${word(match, 1)} of ${ing}` : undefined;
    },
  },
  {
    category: 'Verb form',
    pattern: /\b(stay|stays|stayed)\s+(tune)\b/giu,
    explanation: 'The phrase is “stay tuned”.',
    fix: (match) => `${word(match, 1)} tuned`,
  },
  {
    category: 'Verb form',
    pattern:
      /\b(have|has|had)\s+(turn|end|give|grow|find|figure|fill|sort|wake|bring|throw|point)\s+(out|up|off|down|over|into)\b/giu,
    explanation: 'After “have”, a phrasal verb takes the past participle: “it has turned out”, “we have ended up”.',
    fix: (match) => {
      const participle = pastParticipleOf(word(match, 2).toLowerCase());
      return participle ? `${word(match, 1)} ${participle} ${word(match, 3)}` : undefined;
    },
  },
  {
    category: 'Verb form',
    pattern:
      /\b(about|of|without|by|after|before|instead\s+of)\s+(\p{Ll}+)(?=\s+(?:the|a|an|my|your|his|her|our|their|its|this|these|those|some|it|them|me|him|us|more|advantage|up|out|\p{Ll}+ing)\b)/giu,
    explanation:
      'After a preposition, a verb takes the -ing form: “after taking the bus”, “the idea of keeping going”.',
    fix: (match, sentence) => {
      const verb = word(match, 2);
      if (!isBareVerbOnly(verb) || /^(?:live|be|have|do)$/u.test(verb)) return undefined;
      // "the art of make up", "a lot of know how": a noun written as two words.
      if (/^\s+(?:up|how)\b/iu.test(after(match, sentence)) && /^(?:make|know)$/u.test(verb)) return undefined;
      const ing = gerundOf(verb);
      return ing ? `${word(match, 1)} ${ing}` : undefined;
    },
  },
  {
    category: 'Verb form',
    pattern:
      /(?<=\b(?:I|you|we|they|he|she|to|will|would|should|must|can|could|who|also)\s+)(aim|aims|aimed)\s+(\p{Ll}{2,}ing)\b/giu,
    explanation: '“Aim” takes “to” and a verb: “we aim to finish”, or “aim at finishing”.',
    fix: (match) => {
      const ing = word(match, 2);
      if (/thing$/u.test(ing)) return undefined;
      const base = infinitiveOf(ing);
      return base && base !== ing && isBareVerbOnly(base) ? `${word(match, 1)} to ${base}` : undefined;
    },
  },
  {
    category: 'Verb form',
    pattern: /\b(I|you|we|they|he|she|people)\s+(supposed)\s+to\s+(?=\p{Ll})/gu,
    explanation: '“Supposed to” needs “be”: “you are supposed to check” (or “you were supposed to” for the past).',
    fix: (match) => `${word(match, 1)} ${PRESENT_BE[word(match, 1).toLowerCase()] ?? 'are'} supposed to `,
  },
  {
    category: 'Verb form',
    pattern:
      /\b(contribute|contributes|contributed|contributing|committed|dedicated|devoted|accustomed|opposed)\s+to\s+(\p{Ll}+)\b/giu,
    explanation:
      'In “contribute to”, “committed to” and “dedicated to”, “to” is a preposition, so a verb after it takes -ing: “dedicated to helping”.',
    fix: (match) => {
      const verb = word(match, 2);
      if (!isBareVerbOnly(verb) || /^(?:be|have|do)$/u.test(verb)) return undefined;
      const ing = gerundOf(verb);
      return ing ? `${word(match, 1)} to ${ing}` : undefined;
    },
  },
];

export const VERB_FORM_RULES: readonly PatternRule[] = [
  ...IRREGULAR_FORM_RULES,
  {
    category: 'Verb form',
    pattern: /\b(be|been|being|was|were)\s+(\p{Ll}+)\b(?!\s*-)/gu,
    explanation: 'After “be”, a verb is an -ing form or a past participle: “it was built”, “we were involved”.',
    fix: (match, sentence) => {
      const verb = word(match, 2);
      if (!isPlainVerb(verb) || SAME_AS_PARTICIPLE.test(verb)) return undefined;
      if (AMBIGUOUS_AFTER_BE.test(verb) || RARELY_PASSIVE.test(verb)) return undefined;
      // "what I want is go": after a clause the verb may be an infinitive without "to".
      // After a modal, "be" is the passive's: "will be strengthen" wants the participle whatever came before.
      const prior = before(match, sentence);
      const passive =
        /^be$/iu.test(word(match, 1)) && /\b(?:will|would|can|could|should|must|may|might|shall)\s+$/iu.test(prior);
      if (!passive && /\b(?:what|all|thing|only|do|does|did|to)\s+(?:\p{L}+\s+){0,3}$/iu.test(prior)) return undefined;
      // "would be annoy us", "was visit my aunt": a verb with an object is active (the rule after this one);
      // "must be complete" is an adjective.
      if (OBJECT_AFTER.test(after(match, sentence)) || ADJECTIVE_AFTER_BE.test(verb)) return undefined;
      const participle = pastParticipleOf(verb);
      return participle ? `${word(match, 1)} ${participle}` : undefined;
    },
  },
  {
    category: 'Verb form',
    pattern:
      /\b(will|would|can|could|should|must|may|might|shall)\s+(not\s+)?be\s+(\p{Ll}+)\b(?=\s+(?:the|a|an|my|your|his|her|our|their|its|us|them|me|him|this|these|those)\b)/giu,
    explanation: 'A verb with an object after “will”, “can” or “should” takes no “be”: “it would annoy us”.',
    fix: (match, sentence) => {
      const verb = word(match, 3);
      // Only a verb that is never a noun; after "was" the writer may have meant "visited" or "was visiting".
      if (!isPlainVerb(verb) || AMBIGUOUS_AFTER_BE.test(verb) || SAME_AS_PARTICIPLE.test(verb)) return undefined;
      // "can be collect the day before": a time after the verb is no object, and the passive stands.
      if (
        /^\s+(?:\p{L}+\s+){1,2}?(?:day|week|month|year|morning|afternoon|evening|night|time|weekend|hour|moment|summer|winter|spring|autumn)s?\b/iu.test(
          after(match, sentence),
        )
      )
        return undefined;
      return `${word(match, 1)} ${word(match, 2)}${verb}`;
    },
  },
  {
    category: 'Verb form',
    pattern: /\b(have|has|had|I've|you've|we've|they've|haven't|hasn't|hadn't)\s+(\p{Ll}+)\b(?!\s*-)/giu,
    explanation: 'After “have”, use the past participle (“have bought”, “has improved”).',
    fix: (match) => {
      const verb = word(match, 2);
      if (!isPlainVerb(verb) || SAME_AS_PARTICIPLE.test(verb)) return undefined;
      const participle = pastParticipleOf(verb);
      return participle && participle !== verb ? `${word(match, 1)} ${participle}` : undefined;
    },
  },
  {
    category: 'Verb form',
    pattern: /\b(before|after|without|instead\s+of)\s+to\s+(\p{Ll}+)\b/giu,
    explanation: 'After a preposition, a verb takes the -ing form: “before going”, “without asking”.',
    fix: (match) => {
      const ing = gerundOf(word(match, 2));
      return ing ? `${word(match, 1)} ${ing}` : undefined;
    },
  },
  {
    category: 'Verb form',
    pattern:
      /\b(about|of|without|by|after|before|instead\s+of)\s+(\p{Ll}+)(?=\s*[,.!?;]|\s*$|\s+(?:and|or|but|because|when|if|so)\b)/giu,
    explanation: 'After a preposition, a verb takes the -ing form: “talk about eating”, “without changing”.',
    fix: (match, sentence) => {
      const verb = word(match, 2);
      if (!isBareVerbOnly(verb) || /^(?:go|come|be|have|do|travel)$/u.test(verb)) return undefined;
      if (/\b(?:to|can|will|would|should|must)\s+$/iu.test(before(match, sentence))) return undefined;
      const ing = gerundOf(verb);
      return ing ? `${word(match, 1)} ${ing}` : undefined;
    },
  },
  {
    category: 'Verb form',
    pattern: /\b(I|you|we|they|he|she|people)\s+(used\s+to)\s+(\p{Ll}{3,}ing)\b/gu,
    explanation: 'For a past habit, “used to” takes the base form: “I used to play”.',
    fix: (match) => {
      const ing = word(match, 3);
      if (/thing$/u.test(ing)) return undefined;
      const base = infinitiveOf(ing);
      return base && base !== ing && /^\p{Ll}+$/u.test(base)
        ? `${word(match, 1)} ${word(match, 2)} ${base}`
        : undefined;
    },
  },
  {
    category: 'Verb tense',
    pattern: new RegExp(
      String.raw`\b(have|has|I've|you've|we've|they've|he's|she's)\s+((?:already\s+|just\s+|never\s+|ever\s+)?\p{Ll}+(?:ed|en|own|one|ought|ught|ade|ept|ent|een|ound))\b([^,;.!?]{0,40}?)\b(${FINISHED_TIME})\b`,
      'giu',
    ),
    explanation: 'A finished time (“yesterday”, “last year”, “ago”) takes the past simple: “I visited it last year”.',
    fix: (match, sentence) => {
      const participle = word(match, 2).replace(/^(?:already|just|never|ever)\s+/iu, '');
      const between = word(match, 3);
      // "since last year", "for the last year": a time up to now keeps the present perfect.
      if (/\b(?:since|for|the|until|till)\s*$/iu.test(between) || /\b(?:since|until|from)\b/iu.test(between))
        return undefined;
      if (/^(?:he's|she's)$/iu.test(word(match, 1)) && !/ed$|en$/u.test(participle)) return undefined;
      if (/\bsince\b/iu.test(before(match, sentence))) return undefined;
      const subject = word(match, 1).replace(/'(?:ve|s)$/iu, '');
      const plural = /^(?:you|we|they)$/iu.test(subject);
      const past =
        participle.toLowerCase() === 'been'
          ? /^\s*to\b/iu.test(between)
            ? 'went'
            : plural
              ? 'were'
              : 'was'
          : pastTenseOf(participle);
      if (!past || !phraseHas(`we ${participle}`, '#Verb')) return undefined;
      // "have" alone: the subject is before the match ("My parents have visited … last year").
      const head = /^(?:have|has)$/iu.test(subject) ? '' : `${subject} `;
      return `${head}${past}${between}${word(match, 4)}`;
    },
  },
  {
    category: 'Agreement',
    pattern:
      /\b(he|she|it)\s+(also|always|still|never|often|usually|sometimes|just|really|only|even|already|normally|generally)\s+(have|do|don't|go|want|like|need|make|get|take|give|know|think|seem|look|feel|live|work|love|play|help|become|cause|allow|provide|mean|let)\b/giu,
    explanation: 'After “he”, “she” or “it”, a present-tense verb takes -s (“it still has”, “she always goes”).',
    fix: (match, sentence) => {
      if (
        /\b(?:does|did|do|can|could|will|would|should|must|may|might|let|make|makes|made|help|to|not|n't|and|or|that|if|how|what|why|when|where)\s+$/iu.test(
          before(match, sentence),
        )
      )
        return undefined;
      const verb = word(match, 3).toLowerCase();
      const third = { have: 'has', do: 'does', "don't": "doesn't", go: 'goes' }[verb] ?? thirdPersonFormOf(verb);
      return third && third !== verb ? `${word(match, 1)} ${word(match, 2)} ${third}` : undefined;
    },
  },
  {
    category: 'Verb tense',
    pattern:
      /\b(if|when|as\s+soon\s+as|after|before|until|unless)\s+(I|you|he|she|it|we|they)\s+(will|'ll)\s+(\p{Ll}+)\b/giu,
    explanation: 'After “if” or “when” about the future, use the present: “if it rains”, “when I arrive”.',
    fix: (match, sentence) => {
      // "I don't know if it will rain", "ask when he will come", "the day when we will meet": a question
      // inside a sentence, or a "when" that describes a time, keeps its "will".
      if (
        /^(?:if|when)$/iu.test(word(match, 1)) &&
        /\b(?:know|knows|knew|known|wonder\p{L}*|ask\p{L}*|sure|certain|idea|tell\s+(?:me|us|him|her|them)|see|check|decide|doubt\p{L}*|guess|predict|clear|unclear|question|matter|depends?\s+on|remember|find\s+out|understand|imagine|day|time|moment|year|point|age|future|era|period|date|hour)\s+$/iu.test(
          before(match, sentence),
        )
      )
        return undefined;
      const subject = word(match, 2);
      const verb = word(match, 4).toLowerCase();
      // After "will" the word is a verb; an adverb between ("will probably") is left alone.
      if (/ly$|^(?:not|never|always|also|still|just|really|soon|ever|even|only|all|both)$/u.test(verb))
        return undefined;
      const third = /^(?:he|she|it)$/iu.test(subject);
      const present =
        verb === 'be'
          ? subject.toLowerCase() === 'i'
            ? 'am'
            : third
              ? 'is'
              : 'are'
          : third
            ? ({ have: 'has', do: 'does', go: 'goes' }[verb] ?? thirdPersonFormOf(verb))
            : verb;
      return present ? `${word(match, 1)} ${subject} ${present}` : undefined;
    },
  },
  {
    category: 'Verb tense',
    pattern: /\b(if)\s+(I|you|he|she|it|we|they)\s+(would\s+have|'d\s+have)\s+(\p{Ll}+)\b/giu,
    explanation: 'In the “if” part of a past condition, use the past perfect: “if I had known”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)} had ${word(match, 4)}`,
  },
  {
    category: 'Verb form',
    pattern: /\b(worth)\s+to\s+(\p{Ll}+)\b/giu,
    explanation: '“Worth” is followed by the -ing form: “it is worth visiting”.',
    fix: (match) => {
      // After "worth to" the word can only be a verb.
      const ing = gerundOf(word(match, 2));
      return ing ? `${word(match, 1)} ${ing}` : undefined;
    },
  },
  {
    category: 'Verb form',
    pattern:
      /\b(I|he|she|we|they|you)\s+(have|has|had)\s+((?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?\s+years)(?:\s+old)?(?=\s*[,.!?;]|\s+(?:and|but|so|when|now)\b)/giu,
    explanation: 'An age takes “be”: “I am twenty years old”.',
    fix: (match) => {
      const subject = word(match, 1);
      const past = word(match, 2).toLowerCase() === 'had';
      return `${subject} ${formOfBe(subject, past)} ${word(match, 3)} old`;
    },
  },
  {
    category: 'Agreement',
    pattern:
      /\b((?:(?:the|this|our|their|my)\s+)?(?:public\s+|air\s+|modern\s+|new\s+|information\s+|environmental\s+|noise\s+)?(?:pollution|transport|transportation|technology|education|traffic|information|money|music|food|tourism|society|knowledge|equipment|furniture|research|advertising|health|unemployment|poverty|crime))\s+(have|are|were|do|don't|make|cause|help|give|allow|need|seem|become|bring|provide|create|affect|produce|play|mean|offer|lead|let|keep|take|save|reduce|increase|depend)\b/giu,
    explanation: 'An uncountable noun takes a singular verb: “pollution causes”, “technology has”.',
    fix: (match, sentence) => {
      // The noun must open its clause: "the benefits of technology are" has another subject.
      const prior = before(match, sentence);
      if (
        !/^\s*$/u.test(prior) &&
        !/[,;]\s*$/u.test(prior) &&
        !/\b(?:and|but|because|that|so|if|when|as|since|while|why|where|think|believe)\s+$/iu.test(prior)
      )
        return undefined;
      const verb = word(match, 2).toLowerCase();
      const singular =
        { have: 'has', are: 'is', were: 'was', do: 'does', "don't": "doesn't" }[verb] ?? thirdPersonFormOf(verb);
      return singular && singular !== verb ? `${word(match, 1)} ${singular}` : undefined;
    },
  },
  {
    category: 'Agreement',
    pattern:
      /\b(one\s+of\s+(?:the|my|our|their|his|her|your|these|those)\s+(?:\p{Ll}+\s+)?\p{Ll}{3,}s)\s+(are|were|have|do|don't)\b/giu,
    explanation: 'The subject is “one”: “one of my friends is”.',
    fix: (match) => {
      const noun = (word(match, 1).split(/\s+/u).at(-1) ?? '').toLowerCase();
      // compromise reads some plural nouns alone as verbs ("books"); after "one of my" the word is a noun.
      if (!isPlural(noun) && (/(?:ss|us|is|ics|ness|news|series|species)$/u.test(noun) || !/s$/u.test(noun)))
        return undefined;
      const verb = word(match, 2).toLowerCase();
      return `${word(match, 1)} ${{ are: 'is', were: 'was', have: 'has', do: 'does', "don't": "doesn't" }[verb] ?? verb}`;
    },
  },
  {
    category: 'Agreement',
    pattern: /\b(the\s+number\s+of\s+(?:\p{Ll}+\s+)?\p{Ll}+)\s+(are|were|have)\b/giu,
    explanation: '“The number of” is singular: “the number of cars is growing”.',
    fix: (match) =>
      `${word(match, 1)} ${{ are: 'is', were: 'was', have: 'has' }[word(match, 2).toLowerCase()] ?? word(match, 2)}`,
  },
  {
    category: 'Agreement',
    pattern:
      /\b((?:a\s+lot\s+of|lots\s+of|many|most|a\s+few|some|all|several|plenty\s+of)\s+(?:\p{Ll}+\s+)?(?:people|children|students|men|women|teenagers|parents|tourists|families|countries|cities|cars|things|companies))\s+(is|was|has|does|doesn't)\b/giu,
    explanation: 'A plural subject takes a plural verb: “a lot of people are”.',
    fix: (match) =>
      `${word(match, 1)} ${{ is: 'are', was: 'were', has: 'have', does: 'do', "doesn't": "don't" }[word(match, 2).toLowerCase()] ?? word(match, 2)}`,
  },
  {
    category: 'Agreement',
    pattern:
      /\b(people|students|children|those|parents|teenagers|tourists|others|persons|men|women|adults|users|workers|citizens)\s+(who|that)\s+(\p{Ll}{3,}s)\b/gu,
    explanation: 'After “people who”, the verb takes no -s: “people who live”.',
    fix: (match) => {
      const verb = word(match, 3);
      const base = /ies$/u.test(verb)
        ? verb.replace(/ies$/u, 'y')
        : /(?:ches|shes|sses|xes|oes)$/u.test(verb)
          ? verb.slice(0, -2)
          : verb.slice(0, -1);
      if (
        !isPlainVerb(base) &&
        !/^(?:live|work|like|want|need|play|love|think|use|travel|study|help|come|go|make|take|get|give|know|spend|drive|say|try|find|look|feel|believe|prefer|enjoy|hate|stay|visit|buy|pay|own|care|speak|run|move|wish|hope|plan|start|learn|watch|read|eat|smoke|drink|walk)$/u.test(
          base,
        )
      )
        return undefined;
      return `${word(match, 1)} ${word(match, 2)} ${base}`;
    },
  },
  {
    category: 'Verb form',
    pattern:
      /\b(about|without|instead\s+of|by|after|before)\s+(went|saw|made|took|gave|found|bought|came|ate|wrote|got|knew|thought|spent|met|brought|told|chose|left|became|began|drove|flew|forgot|sold|sent|taught|understood|won|lost)\b/giu,
    explanation: 'After a preposition, a verb takes the -ing form: “about finding”, “without telling”.',
    fix: (match, sentence) => {
      // "before/after" may open a clause: "after we went", not "after went"; a subject would sit between.
      if (/\b(?:the|a|an)\s+$/iu.test(before(match, sentence))) return undefined;
      const base = infinitiveOf(word(match, 2));
      const ing = base ? gerundOf(base) : undefined;
      return ing ? `${word(match, 1)} ${ing}` : undefined;
    },
  },
  {
    category: 'Agreement',
    pattern:
      /\b((?:a|an|the|this|that|every|each|any)\s+(?:\p{Ll}+\s+)?(\p{Ll}{3,})\s+(?:who|that|which))\s+(\p{Ll}+)\b/giu,
    explanation: 'In “a person who …”, the verb agrees with the singular noun: “a person who likes”.',
    fix: (match, sentence) => {
      const noun = word(match, 2).toLowerCase();
      const verb = word(match, 3).toLowerCase();
      if (/(?:s|ics)$/u.test(noun) || SINGULAR_OR_GROUP.test(noun) || !RELATIVE_VERB.test(verb)) return undefined;
      if (/\b(?:one|some|many|all|most|each|none|both)\s+of\s+$/iu.test(before(match, sentence))) return undefined;
      const third = { have: 'has', do: 'does', go: 'goes' }[verb] ?? `${verb}s`.replace(/([^aeiou])ys$/u, '$1ies');
      return `${word(match, 1)} ${third}`;
    },
  },
  {
    category: 'Agreement',
    pattern: /\b(\p{Ll}{3,}s)\s+(who|that|which)\s+(\p{Ll}{3,}s)\b/gu,
    explanation: 'After a plural noun, “who” and “that” take a verb without -s: “projects that help”.',
    fix: (match, sentence) => {
      const noun = word(match, 1);
      const verb = word(match, 3);
      // compromise reads some plural nouns alone as verbs ("projects"); a determiner before settles it.
      const determined = /\b(?:the|these|those|many|some|all|my|our|their|your|other|several|new|more)\s+$/iu.test(
        before(match, sentence),
      );
      if ((!isPlural(noun) && !determined) || /(?:ss|us|is|ics|news)$/u.test(noun)) return undefined;
      if (
        /\b(?:one|each|every|any|none)\s+(?:of\s+)?(?:the|my|our|their|his|her|your|these|those)?\s*$/iu.test(
          before(match, sentence),
        )
      )
        return undefined;
      const base = verb
        .replace(/ies$/u, 'y')
        .replace(/(?<=(?:ch|sh|ss|x|o))es$/u, '')
        .replace(/s$/u, '');
      if (!RELATIVE_VERB.test(base)) return undefined;
      return `${noun} ${word(match, 2)} ${base}`;
    },
  },
  {
    category: 'Verb tense',
    pattern:
      /\b(said|thought|knew|believed|promised|hoped|expected|decided|realised|realized|imagined|was\s+sure|were\s+sure|told\s+(?:me|him|her|us|them))\s+((?:that\s+)?(?:I|you|he|she|it|we|they)\s+)(will|can)\b(?!\s+(?:still|always)\b)/giu,
    explanation:
      'After a verb in the past, “will” and “can” move back to “would” and “could”: “she said she would come”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)}${word(match, 3).toLowerCase() === 'will' ? 'would' : 'could'}`,
  },
  {
    category: 'Verb tense',
    pattern:
      /\b(if\s+(?:I|you|he|she|it|we|they|people|everyone)\s+(were|was|had|could|knew|did|went|lived|wanted|lost|won|got|saw|found|took|made|\p{Ll}{3,}ed)\b[^.;!?]{0,50}?,\s*(?:I|you|he|she|it|we|they|people|everyone)\s+)(will|can|won't|can't)\b/giu,
    explanation: 'A condition in the past tense about now takes “would” or “could”: “if I won, I would travel”.',
    fix: (match) => {
      const modal = word(match, 3).toLowerCase();
      // "need", "feed", "speed" end in -ed too; the condition's verb must be a past tense.
      const verb = word(match, 2).toLowerCase();
      if (/ed$/u.test(verb) && !phraseHas(`we ${verb}`, '#PastTense')) return undefined;
      const backed = { will: 'would', can: 'could', "won't": "wouldn't", "can't": "couldn't" }[modal];
      return backed ? `${word(match, 1)}${backed}` : undefined;
    },
  },
  {
    category: 'Verb form',
    pattern:
      /\b(I\s+am|I'm|we\s+are|we're|they\s+are|they're|you\s+are|you're|he\s+is|he's|she\s+is|she's)\s+not\s+(agree|disagree)\b/giu,
    explanation: '“Agree” is a verb: “I don’t agree”, not “I am not agree”.',
    fix: (match) => {
      const subject = word(match, 1).replace(/(?:\s+(?:am|is|are)|'m|'re|'s)$/iu, '');
      const doesNot = /^(?:he|she)$/iu.test(subject) ? "doesn't" : "don't";
      return `${subject} ${doesNot} ${word(match, 2)}`;
    },
  },
  {
    category: 'Verb form',
    pattern: /\b(had\s+better|'d\s+better|would\s+rather|'d\s+rather|let's|lets\s+us)\s+(to)\s+(\p{Ll}+)\b/giu,
    explanation: 'After “had better”, “would rather” and “let’s”, the verb follows without “to”.',
    fix: (match) => `${word(match, 1)} ${word(match, 3)}`,
  },
  {
    category: 'Verb form',
    pattern:
      /\b(in\s+order\s+to|so\s+as\s+to|(?:be|am|is|are|was|were|been)\s+able\s+to|(?:have|has|had)\s+to|(?:am|is|are|was|were)\s+going\s+to|ought\s+to|used\s+to(?=\s+\p{Ll}+ing\s+(?:the|a|an|my|his|her|our|their|to|in|at|every)\b))\s+(\p{Ll}{3,}ing)\b/giu,
    explanation: 'After “in order to”, “have to” or “be able to”, the verb is in its base form: “in order to save”.',
    fix: (match, sentence) => {
      const ing = word(match, 2);
      if (/(?:thing|ning|ring|sing)$/u.test(ing)) return undefined;
      // "be used to doing" is right; only "used to" after a person without "be" is a past habit.
      if (
        /^used/iu.test(word(match, 1)) &&
        /\b(?:be|am|is|are|was|were|been|get|got|getting)\s+$/iu.test(before(match, sentence))
      )
        return undefined;
      const base = infinitiveOf(ing);
      return base && base !== ing && /^\p{Ll}+$/u.test(base) ? `${word(match, 1)} ${base}` : undefined;
    },
  },
  ...SUBJECT_AND_FORM_RULES,
  ...TO_RULES,
];

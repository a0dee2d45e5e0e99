import {
  after,
  before,
  gerundOf,
  isBareVerbOnly,
  isPlural,
  keepCase,
  type PatternRule,
  pastParticipleOf,
  word,
} from './learner-collocations';
import { infinitiveOf } from './word-forms';
import { tagsOfWord } from './word-tags';

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
const DURATION = String.raw`(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|many|several|a\s+few|a\s+couple\s+of|so\s+many)\s+(?:years?|months?|weeks?|days?|hours?|minutes?|decades?|centuries)`;

/** Words after "most of" that start a noun phrase of their own: "most of them", "all of those". */
const OWN_NOUN_PHRASE =
  /^(?:the|my|your|his|her|its|our|their|these|those|this|that|them|us|you|which|whom|whose|it|what|each|both|all|one|such)$/u;

/** Everyday verbs whose -ing form the rules below give; others are left alone. */
const EVERYDAY_VERB =
  /^(?:go|buy|make|do|take|get|have|use|visit|live|work|study|learn|travel|stay|eat|read|watch|play|see|try|spend|change|find|start|give|leave|come|move|walk|drive|write|ask|talk|speak|meet|look|think|wait|swim|run|cook|help|pay|stop|keep|become|open|build|bring|send|sell|book|choose|save|call|put|join|plan|rent|reduce|improve|understand|manage|park|sleep|wake|communicate|adapt|accept|deal|handle|share|clean|finish|answer|listen|concentrate|focus|follow|express|explain|remember|forget|organise|organize|control|pass|fly|ride|climb|dance|sing|draw|paint)$/u;
const isEverydayVerb = (verb: string): boolean => EVERYDAY_VERB.test(verb) || isBareVerbOnly(verb);

/** Words after which a verb is a bare infinitive: "does everyone have", "let it be". */
const BARE_AFTER =
  /\b(?:do|does|did|can|could|will|would|should|may|might|must|let|lets|make|makes|made|help|helps|to|why|not|n't|shall|if)\s+$/iu;

const THIRD_PERSON_BE: Readonly<Record<string, string>> = {
  are: 'is',
  were: 'was',
  have: 'has',
  do: 'does',
  "don't": "doesn't",
};

/** Words written apart that are one word, or one that are two: the wrong form → the right one. */
const ONE_WORD: Readonly<Record<string, string>> = {
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

const REFLEXIVE: Readonly<Record<string, string>> = {
  my: 'myself',
  your: 'yourself',
  his: 'himself',
  him: 'himself',
  her: 'herself',
  it: 'itself',
  its: 'itself',
};

/** Nouns after "self" that make a compound missing its hyphen ("her self esteem"), not a reflexive. */
const SELF_COMPOUND =
  /^\s+(?:esteem|confidence|image|worth|control|respect|discipline|awareness|belief|doubt|interest|help|development|expression|love|care|reliance|study|motivation)\b/iu;

/** The preposition a word takes where learners often pick another: the word → [the wrong ones, the right one]. */
const FIXED_PREPOSITION: Readonly<Record<string, readonly [RegExp, string]>> = {
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
const PLAIN_ADJECTIVE =
  'common|popular|important|interesting|expensive|cheap|nice|happy|big|small|beautiful|useful|difficult|easy|dangerous|healthy|famous|hot|cold|busy|crowded|safe|boring|exciting|necessary|helpful|comfortable|convenient|polluted|tired';

const REFLEXIVE_OF_SUBJECT: Readonly<Record<string, string>> = {
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
const PREPOSITION = /^(?:in|at|on|during|after|before|for|with|to|from|by|of|about|into|over|through|since|until)$/iu;

/**
 * Whether the words before a subject end in its verb's object: "a game I enjoy", "the books you
 * enjoy", "things that they enjoy"; a noun after a preposition opens the clause instead ("At the
 * party we enjoyed a lot").
 */
const objectBeforeSubject = (prior: string): boolean => {
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
const SUPERLATIVE_BEFORE =
  /\b(?:the|its|their|our|his|her|my|your)\s+(most\s+\p{Ll}+|best|worst|\p{Ll}{3,}est)((?:\s+\p{Ll}+){0,3})\s+$/iu;
/** Nouns that name a share of the world ("the poorest parts of the world"), where "of" is right. */
const SHARE_OF = /^(?:part|parts|corner|corners|region|regions|area|areas|end|ends|half|side|sides)$/iu;
/** Words after "increase of" that give its size ("an increase of 10%", "of about a third"), where "of" is right. */
const AMOUNT_WORD =
  /^(?:\d[\d.,]*%?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|million|half|about|around|over|up|almost|nearly|more|less|just|only|some|several|at|between|roughly|approximately|per)$/iu;
/** What does harm, after "damage of" ("the damage of the war"), where "of" names the cause. */
const DAMAGE_CAUSE =
  /^(?:the\s+|a\s+|this\s+|that\s+)?(?:wars?|storms?|fires?|floods?|earthquakes?|hurricanes?|disasters?|accidents?|crash|attacks?|bombs?|explosions?|sun|time|age|smoking|alcohol|drugs|radiation|tsunamis?|virus|insects|pests)\b/iu;
/**
 * Nouns a learner puts before a noun where English uses their adjective ("environment problems"
 * for "environmental problems"): the noun → [the nouns after it that want the adjective, the adjective].
 */
const NOUN_FOR_ADJECTIVE: Readonly<Record<string, readonly [RegExp, string]>> = {
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
const PREPOSITION_AFTER: Readonly<Record<string, string>> = {
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

/** "make" in the form the writer used, turned into "take" or "have". */
const MAKE_TO: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  take: { make: 'take', makes: 'takes', made: 'took', making: 'taking' },
  have: { make: 'have', makes: 'has', made: 'had', making: 'having' },
};
const madeAs = (verb: string, into: 'take' | 'have', sentence: string, match: RegExpMatchArray): string => {
  const lower = verb.toLowerCase();
  // "have made a break": after "have" or "be" the participle is wanted.
  if (lower === 'made' && /\b(?:have|has|had|'ve|been|be|is|are|was|were)\s+$/iu.test(before(match, sentence)))
    return into === 'take' ? 'taken' : 'had';
  return keepCase(verb, MAKE_TO[into]?.[lower] ?? verb);
};

/** Verbs that go with a noun whatever the writer's own language says: "take a break", "have experiences". */
const VERB_CHOICE_RULES: readonly PatternRule[] = [
  {
    category: 'Word choice',
    pattern:
      /\b(make|makes|made|making)\s+((?:a\s+|some\s+|short\s+|regular\s+|a\s+short\s+|a\s+long\s+|more\s+)?(?:breaks?|naps?|showers?))\b(?!\s+for\b)/giu,
    explanation: 'We “take” a break, a nap or a shower.',
    fix: (match, sentence) => `${madeAs(word(match, 1), 'take', sentence, match)} ${word(match, 2)}`,
  },
  {
    category: 'Word choice',
    pattern:
      /\b(make|makes|made|making)\s+((?:new|many|some|different|good|great|bad|interesting|valuable|unforgettable|lots\s+of|a\s+lot\s+of)\s+experiences)\b(?!\s+(?:more|less|possible|easier|better|worse|\p{Ll}+er)\b)/giu,
    explanation: 'We “have” or “gain” experiences, not “make” them.',
    fix: (match, sentence) => `${madeAs(word(match, 1), 'have', sentence, match)} ${word(match, 2)}`,
  },
];

/** The adjective of a noun learners put after "how" or "very" ("how beauty it is"). */
const ADJECTIVE_OF_NOUN: Readonly<Record<string, string>> = {
  beauty: 'beautiful',
  danger: 'dangerous',
  importance: 'important',
  difficulty: 'difficult',
  luck: 'lucky',
  health: 'healthy',
  peace: 'peaceful',
  silence: 'silent',
  confidence: 'confident',
  patience: 'patient',
  intelligence: 'intelligent',
  independence: 'independent',
  creativity: 'creative',
  pride: 'proud',
  anger: 'angry',
  sadness: 'sad',
  fame: 'famous',
  wealth: 'wealthy',
  success: 'successful',
  happiness: 'happy',
};

/** Words in the wrong word class after a verb: an adjective where the adverb or the participle belongs. */
const WORD_CLASS_RULES: readonly PatternRule[] = [
  {
    category: 'Word form',
    pattern:
      /\b(how|very|too)\s+(beauty|danger|importance|difficulty|luck|health|peace|silence|confidence|patience|intelligence|independence|creativity|pride|anger|sadness|fame|wealth|success|happiness)\b(?=\s+(?:it|they|he|she|this|that|these|those|you|we|I)\s+(?:is|are|was|were|am|can|could|looks?|looked|seems?|seemed|feels?|felt)\b|\s*[,.!?;])/giu,
    explanation: 'After “how”, “very” and “too” we need the adjective, not the noun: “how beautiful it is”.',
    fix: (match) => {
      const adjective = ADJECTIVE_OF_NOUN[word(match, 2).toLowerCase()];
      return adjective ? `${word(match, 1)} ${adjective}` : undefined;
    },
  },
  {
    category: 'Word form',
    pattern: /\b(go|goes|went|going|gone|run|runs|ran|work|works|worked|working)\s+(perfect|smooth)\b(?!\s+\p{L})/giu,
    explanation: 'How something goes takes the adverb: “everything went perfectly”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)}ly`,
  },
  {
    category: 'Word form',
    pattern: /\b(well)\s*-\s*(build|know|pay|educate|organise|organize|prepare|dress|behave|inform|equip)\b/giu,
    explanation: 'A compound with “well” takes the past participle: “well-built”, “well-known”.',
    fix: (match) => {
      const participle = pastParticipleOf(word(match, 2).toLowerCase());
      return participle ? `${word(match, 1)}-${participle}` : undefined;
    },
  },
  {
    category: 'Word form',
    pattern:
      /\b(take|takes|took|taking|taken)\s+(it|this|that|them|him|her|things|life|everything|me|us|you|(?:this|the|my|your|their|our|his|her)\s+\p{Ll}+)\s+(serious)\b/giu,
    explanation: 'After “take something”, the adverb is needed: “take it seriously”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)} seriously`,
  },
  {
    category: 'Word form',
    pattern: /\b(wide|very|so|too)\s+(opened)\b/giu,
    explanation: 'The adjective is “open”: “wide open”, “very open”.',
    fix: (match) => `${word(match, 1)} open`,
  },
  {
    category: 'Word form',
    pattern:
      /\b(feel|feels|felt|feeling|get|gets|got|getting|become|becomes|became|becoming)\s+((?:so|very|really|quite|too|a\s+bit|a\s+little|more|less|extremely)\s+)?(frighten|bore|excite|disappoint|scare|embarrass|confuse|exhaust|amaze|annoy|depress|frustrate|terrify|astonish|overwhelm)\b/giu,
    explanation: 'How a person feels takes the -ed form: “I felt frightened”, “we got bored”.',
    fix: (match) => {
      const verb = word(match, 3);
      const participle = verb.endsWith('e') ? `${verb}d` : `${verb}ed`;
      return `${word(match, 1)} ${word(match, 2)}${participle}`;
    },
  },
];

export const USAGE_RULES: readonly PatternRule[] = [
  {
    category: 'Preposition',
    pattern: new RegExp(
      String.raw`\b(since|during)\s+(${DURATION})\b(?!\s+(?:of|ago|before|earlier|later|when|since|that)\b)`,
      'giu',
    ),
    explanation: 'How long something lasts takes “for”: “for two years”; “since” needs a point in time.',
    fix: (match) => `${keepCase(word(match, 1), 'for')} ${word(match, 2)}`,
  },
  {
    category: 'Determiner',
    pattern: /\b(most|many|some|all|few|several)\s+of\s+(\p{Ll}{3,}s)\b(?!['’])/giu,
    explanation: 'Before a plural noun with no determiner there is no “of”: “most people”, or “most of the people”.',
    fix: (match) => {
      const noun = word(match, 2);
      if (OWN_NOUN_PHRASE.test(noun) || !isPlural(noun)) return undefined;
      return `${word(match, 1)} ${noun}`;
    },
  },
  {
    category: 'Preposition',
    pattern: /\b(arrive|arrives|arrived|arriving)\s+(to)\s+(?=(?:the|my|our|his|her|their|a|this|that|\p{Lu}))/gu,
    explanation: 'One arrives “at” a place or “in” a town or country, not “to” it.',
    fix: (match) => `${word(match, 1)} at `,
  },
  {
    category: 'Verb form',
    pattern:
      /\b(go|goes|going|went|gone)\s+(to)\s+(shopping|swimming|fishing|skiing|camping|hiking|dancing|running|sightseeing|surfing|sailing|cycling|jogging|climbing|riding|skating)\b/giu,
    explanation: 'An activity in -ing follows “go” directly: “go shopping”.',
    fix: (match) => `${word(match, 1)} ${word(match, 3)}`,
  },
  {
    category: 'Determiner',
    pattern:
      /\b(play|plays|played|playing)\s+(the)\s+(football|tennis|basketball|volleyball|golf|soccer|baseball|rugby|hockey|cricket|chess|badminton|handball|squash)\b/giu,
    explanation: 'A game takes no article after “play”: “play football”.',
    fix: (match) => `${word(match, 1)} ${word(match, 3)}`,
  },
  {
    category: 'Verb form',
    pattern:
      /\b(spend|spends|spent|spending|waste|wastes|wasted|wasting)\s+((?:(?:my|his|her|our|their|your|a\s+lot\s+of|much|more|less|so\s+much|the|some)\s+)?(?:time|hours|days|money|weekends?|evenings?|years?))\s+(to)\s+(\p{Ll}+)\b/giu,
    explanation: 'After “spend time” or “spend money” the verb takes -ing: “spend time reading”.',
    fix: (match) => {
      const ing = gerundOf(word(match, 4));
      return ing ? `${word(match, 1)} ${word(match, 2)} ${ing}` : undefined;
    },
  },
  {
    category: 'Preposition',
    pattern:
      /\b(at|on)\s+(the\s+)?(morning|afternoon|evening|summer|winter|spring|autumn)\b(?=\s*[,.!?;:]|\s*$|\s+(?:I|we|you|he|she|they|it|and|or|but|when|because|so|there|my|our|the|is|was|are|were)\b)/giu,
    explanation: 'Parts of the day and seasons take “in”: “in the morning”, “in summer”.',
    fix: (match) => `${keepCase(word(match, 1), 'in')} ${word(match, 2)}${word(match, 3)}`,
  },
  {
    category: 'Determiner',
    pattern: /\b(others)\s+(\p{Ll}{3,})\b/giu,
    explanation: '“Other” before a noun has no -s: “other people”.',
    fix: (match) => (isPlural(word(match, 2)) ? `${keepCase(word(match, 1), 'other')} ${word(match, 2)}` : undefined),
  },
  {
    category: 'Agreement',
    pattern:
      /\b(everyone|everybody|nobody|somebody|someone|anybody|anyone|each\s+of\s+(?:them|us|the\s+\p{Ll}+s))\s+(are|were|have|do|don't)\b/giu,
    explanation: '“Everyone”, “nobody” and “each of” take a singular verb: “everyone is”.',
    fix: (match, sentence) => {
      // "does everyone have", "let everyone do": the verb is a bare infinitive there.
      if (BARE_AFTER.test(before(match, sentence))) return undefined;
      return `${word(match, 1)} ${THIRD_PERSON_BE[word(match, 2).toLowerCase()]}`;
    },
  },
  {
    category: 'Preposition',
    pattern: /\b(take|takes|took|taking|taken)\s+(a\s+)?(part)\s+(to|at|on|into|in)\b/giu,
    explanation: 'We “take part in” something, with no “a”.',
    fix: (match) => (match[2] || !/^in$/iu.test(word(match, 4)) ? `${word(match, 1)} part in` : undefined),
  },
  {
    category: 'Preposition',
    pattern: /\b(in)\s+(the\s+(?:end|beginning|start)\s+of)\b/giu,
    explanation: 'The end or the beginning of something takes “at”: “at the end of the day”.',
    fix: (match) => `${keepCase(word(match, 1), 'at')} ${word(match, 2)}`,
  },
  {
    category: 'Preposition',
    pattern: /\b(in)\s+(the|a)\s+(bus\s+stop)\b/giu,
    explanation: 'A stop is a point: we wait “at the bus stop”.',
    fix: (match) => `${keepCase(word(match, 1), 'at')} ${word(match, 2)} ${word(match, 3)}`,
  },
  {
    category: 'Determiner',
    pattern:
      /\b(in|of|enjoy|enjoying|appreciate|love|about|improve|improves|change|changes|make|makes|making)\s+(the)\s+(life)\b(?!\s+(?:of|that|which|who|we|I|you|he|she|they|it|in|on|at|as|for|expectancy|cycle|span|style|story|with|from|to|there|here|where|when|before|after|outside|inside|-))/giu,
    explanation: '“Life” in general takes no “the”: “later in life”, “enjoy life”.',
    fix: (match) => `${word(match, 1)} ${word(match, 3)}`,
  },
  {
    category: 'Pronoun',
    pattern:
      /\b(make|makes|made|making|find|finds|found)\s+(easy|easier|possible|impossible|difficult|hard|harder|necessary|more\s+difficult)\s+(to|for)\b/giu,
    explanation: '“Make” and “find” need “it” before the adjective: “it makes it easy to travel”.',
    fix: (match) => `${word(match, 1)} it ${word(match, 2)} ${word(match, 3)}`,
  },
  {
    category: 'Noun number',
    pattern:
      /\b(different|various|many|several|numerous|all|both|two|three|four|five|six|other)\s+(kind|type|sort)\s+(of)\b/giu,
    explanation: 'After a word for more than one, “kind” is plural: “different kinds of”.',
    fix: (match, sentence) =>
      /\b(?:a|an|one|every|each|any|this|that|the)\s+$/iu.test(before(match, sentence))
        ? undefined
        : `${word(match, 1)} ${word(match, 2)}s of`,
  },
  {
    category: 'Verb form',
    pattern: /\b(problem|problems|difficulty|difficulties|trouble)\s+(to|for|in)\s+(\p{Ll}+)\b/giu,
    explanation: '“Have trouble” and “have difficulty” take the -ing form: “no problem finding it”.',
    fix: (match, sentence) => {
      const verb = word(match, 3);
      if (!isEverydayVerb(verb)) return undefined;
      if (
        !/\b(?:have|has|had|having|no|any|much|little|some|great|a\s+lot\s+of)\s+(?:\p{L}+\s+)?$/iu.test(
          before(match, sentence),
        )
      )
        return undefined;
      const ing = gerundOf(verb);
      return ing ? `${word(match, 1)} ${ing}` : undefined;
    },
  },
  {
    category: 'Verb form',
    pattern:
      /\b(get|gets|got|getting|gotten|become|became|I\s+am|I'm|I\s+was|we\s+are|we're|we\s+were|they\s+are|they're|they\s+were|you\s+are|you're|he\s+is|he's|she\s+is|she's|he\s+was|she\s+was)\s+((?:not\s+|so\s+|really\s+|quite\s+|very\s+|already\s+|also\s+)?used\s+to)\s+(\p{Ll}+)\b/giu,
    explanation: '“Be used to” and “get used to” take the -ing form: “I am used to getting up early”.',
    fix: (match) => {
      const verb = word(match, 3);
      if (!isEverydayVerb(verb)) return undefined;
      const ing = gerundOf(verb);
      return ing ? `${word(match, 1)} ${word(match, 2)} ${ing}` : undefined;
    },
  },
  {
    category: 'Agreement',
    pattern:
      /\b(there)\s+(is|was|'s)\s+(a\s+lot\s+of|plenty\s+of|some|so\s+many|too\s+many|a\s+number\s+of|a\s+few|no|more|other)\s+((?:\p{Ll}+\s+)?)(\p{Ll}{3,}s)\b/giu,
    explanation: 'After “there”, the verb agrees with the noun that follows: “there are a lot of people”.',
    fix: (match) => {
      // "there is a lot of news": the noun must be a plural, and a word before it no plural noun itself.
      if (!isPlural(word(match, 5)) || /s\s$/u.test(word(match, 4))) return undefined;
      const verb = word(match, 2).toLowerCase() === 'was' ? 'were' : 'are';
      return `${word(match, 1)} ${verb} ${word(match, 3)} ${word(match, 4)}${word(match, 5)}`;
    },
  },
  {
    category: 'Spelling',
    pattern:
      /\b(everyday)(?=\s*[.,!?;:]|\s*$|\s+(?:and|but|or|because|so|in|at|to|for|with|from|after|before|until|when|if|I|we|you|he|she|they)\b)/giu,
    explanation: '“Everyday” is an adjective before a noun (“everyday life”); on its own it is “every day”.',
    fix: (match) => keepCase(word(match, 1), 'every day'),
  },
  {
    category: 'Word order',
    pattern: /\b(also|often|usually|sometimes|already)\s+(will|can|could|should|must)\b/giu,
    explanation: 'A mid-position adverb goes after the modal: “it will also help”.',
    fix: (match, sentence) =>
      /\b(?:and|but|or|only)\s+$/iu.test(before(match, sentence)) ? undefined : `${word(match, 2)} ${word(match, 1)}`,
  },
  {
    category: 'Spelling',
    pattern:
      /\b(in\s+stead|a\s+part\s+from|with\s+out|every\s+where|some\s+where|an\s+other|every\s+body|no\s+body|some\s+body|any\s+body|some\s+one|eachother|infront|thankyou|in\s+to\s+account|some\s+times)\b/giu,
    explanation:
      'This is one word (“instead”, “sometimes”, “apart from”), or two where one was written (“each other”).',
    fix: (match, sentence) => {
      const phrase = match[0].toLowerCase().replace(/\s+/gu, ' ');
      const rest = after(match, sentence);
      // "at some times", "some times when", "no body of water", "some one of them" are right as two words.
      if (
        phrase === 'some times' &&
        (/\b(?:at|for|in|the)\s+$/iu.test(before(match, sentence)) || /^\s+(?:when|that|of|a)\b/iu.test(rest))
      )
        return undefined;
      if (
        / body$/u.test(phrase) &&
        /^\s+(?:of|part|parts|language|weight|shape|type|temperature|image|mass)\b/iu.test(rest)
      )
        return undefined;
      if (phrase === 'some one' && /^\s+(?:of|day|time|thing|more)\b/iu.test(rest)) return undefined;
      const fixed = ONE_WORD[phrase];
      return fixed ? keepCase(match[0], fixed) : undefined;
    },
  },
  {
    category: 'Spelling',
    pattern: /\b(my|your|his|him|her|its)\s+(self)\b(?![-‐])/giu,
    explanation: 'The reflexive pronoun is one word: “itself”, “myself”.',
    fix: (match, sentence) => {
      if (SELF_COMPOUND.test(after(match, sentence))) return undefined;
      const reflexive = REFLEXIVE[word(match, 1).toLowerCase()];
      return reflexive ? keepCase(word(match, 1), reflexive) : undefined;
    },
  },
  {
    category: 'Spelling',
    pattern:
      /\b(there|it|this|he|she|they|you|we|I)\s+(maybe)\s+(?=(?:a|an|the|because|due|true|possible|better|worse|more|less|too|very|so|one|different|important|necessary|able|useful|helpful|difficult|hard|easy|easier|some|many|no|other|right|wrong|good|bad)\b)/giu,
    explanation: 'As a verb, “may be” is two words: “there may be a reason”; “maybe” means “perhaps”.',
    fix: (match) => `${word(match, 1)} may be `,
  },
  {
    category: 'Spelling',
    pattern: /\b(May\s+be|may\s+be)\s+(?=(?:I|we|you|he|she|it|they|there|this|that|it's|I'm)\b)/gu,
    explanation: '“Maybe” (one word) means “perhaps”: “Maybe it is true”.',
    fix: (match, sentence) =>
      // With no subject before it, "may be" cannot be the verb.
      /(?:^|[,;:]\s*|\b(?:and|but|so|or|because)\s+)$/u.test(before(match, sentence))
        ? `${keepCase(word(match, 1), 'maybe')} `
        : undefined,
  },
  {
    category: 'Preposition',
    pattern: new RegExp(
      String.raw`\b(${Object.keys(FIXED_PREPOSITION).join('|')})\s+(with|of|from|about|in|for|on|than|at|to)\b`,
      'giu',
    ),
    explanation: 'This word takes a fixed preposition: “full of”, “rich in”, “superior to”, “contribute to”.',
    fix: (match, sentence) => {
      const entry = FIXED_PREPOSITION[word(match, 1).toLowerCase()];
      if (!entry?.[0].test(word(match, 2).toLowerCase())) return undefined;
      // "at full with", "the full of": no adjective there.
      if (/^full$/iu.test(word(match, 1)) && /\b(?:a|the|at|in|to)\s+$/iu.test(before(match, sentence)))
        return undefined;
      return `${word(match, 1)} ${entry[1]}`;
    },
  },
  {
    category: 'Preposition',
    pattern: /\b(in)\s+(this|that)\s+(moment)\b/giu,
    explanation: 'A point in time takes “at”: “at that moment”.',
    fix: (match) => `${keepCase(word(match, 1), 'at')} ${word(match, 2)} ${word(match, 3)}`,
  },
  {
    category: 'Preposition',
    pattern:
      /\b(on)\s+((?:the\s+same|that|this|the\s+following|the\s+next|the\s+previous|the\s+last|the\s+first)\s+(?:year|month|century|decade|summer|winter|spring|autumn|period|season))\b/giu,
    explanation: 'A year, a month or a season takes “in”: “in the same year”.',
    fix: (match) => `${keepCase(word(match, 1), 'in')} ${word(match, 2)}`,
  },
  {
    category: 'Preposition',
    pattern:
      /\b(in)\s+((?:the\s+same|that|this|the\s+following|the\s+next|the\s+previous|the\s+first|my\s+first|the\s+last|my\s+last)\s+(?:day|night|weekend|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday))\b(?!\s+(?:of|and)\b)/gu,
    explanation: 'A particular day takes “on”: “on that day”.',
    fix: (match) => `${keepCase(word(match, 1), 'on')} ${word(match, 2)}`,
  },
  {
    category: 'Word choice',
    pattern: /\b(tell|tells|telling)\s+(that)\b/giu,
    explanation: '“Tell” needs a person after it: “tell me that”; without one, write “say that”.',
    fix: (match, sentence) => {
      // "I was told that" has its person as the subject; "I can tell that" means "I can see that".
      if (
        /\b(?:be|is|are|was|were|been|being|I'm|you're|we're|they're|he's|she's|can|could|can't|couldn't|cannot|to)\s+$/iu.test(
          before(match, sentence),
        )
      )
        return undefined;
      const say = { tell: 'say', tells: 'says', telling: 'saying' }[word(match, 1).toLowerCase()] ?? 'say';
      return `${keepCase(word(match, 1), say)} that`;
    },
  },
  {
    category: 'Adverb',
    pattern: new RegExp(
      String.raw`\b(is|are|was|were|be|not|so|too)\s+(much)\s+(${PLAIN_ADJECTIVE})(?=\s*[,.!?;:]|\s*$|\s+(?:and|but|or|to|for|because|in|at|when|if|as|with|nowadays|today|now)\b)`,
      'giu',
    ),
    explanation: '“Much” does not go before a plain adjective: “very important”, “so important”.',
    fix: (match) =>
      /^(?:so|too)$/iu.test(word(match, 1))
        ? `${word(match, 1)} ${word(match, 3)}`
        : `${word(match, 1)} very ${word(match, 3)}`,
  },
  {
    category: 'Word choice',
    pattern:
      /\b(very|more|quite|highly|less|so|too|really|most)\s+(economic)(?=\s*[,.!?;:]|\s*$|\s+(?:and|than|to|for|because|in|but|as)\b)/giu,
    explanation: 'What saves money is “economical”; “economic” is about the economy.',
    fix: (match) => `${word(match, 1)} economical`,
  },
  {
    category: 'Grammar',
    pattern: /\b(I|we|you|they|he|she|it)\s+(have|has)\s+(not)\s+(a|an|any|enough|many|much)\b/gu,
    explanation: 'When “have” means “own”, its negative takes “do”: “I don’t have a car”.',
    fix: (match) => {
      const third = /^(?:he|she|it)$/iu.test(word(match, 1));
      if (third !== (word(match, 2).toLowerCase() === 'has')) return undefined;
      return `${word(match, 1)} ${third ? "doesn't" : "don't"} have ${word(match, 4)}`;
    },
  },
  {
    category: 'Pronoun',
    pattern:
      /\b(I|you|we|they|he|she)\s+((?:really\s+|all\s+|both\s+)?)(enjoy|enjoyed|enjoys)(?=\s*[.!]|\s*$|\s+(?:a\s+lot|very\s+much|so\s+much|there|here|with|between|together)\b)/giu,
    explanation: '“Enjoy” needs an object: “we enjoyed ourselves”, “I enjoyed it”.',
    fix: (match, sentence) =>
      objectBeforeSubject(before(match, sentence))
        ? undefined
        : `${word(match, 1)} ${word(match, 2)}${word(match, 3)} ${REFLEXIVE_OF_SUBJECT[word(match, 1).toLowerCase()]}`,
  },
  {
    category: 'Spelling',
    pattern: /\b(it's|it’s)\s+(own)\b/giu,
    explanation: 'The possessive “its” has no apostrophe: “its own”.',
    fix: (match) => `${keepCase(word(match, 1), 'its')} ${word(match, 2)}`,
  },
  {
    category: 'Spelling',
    pattern:
      /\b(my|your|his|our|their|daily|everyday|whole|social|personal|family)\s+(live)\b(?!\s+(?:music|show|shows|concert|concerts|performance|broadcast|stream|streaming|event|events|in|with|on|at)\b)/giu,
    explanation: 'The noun is “life”; “live” is the verb.',
    fix: (match, sentence) =>
      // "let your children live": after "let" or "help" the word is the verb.
      /\b(?:let|lets|make|makes|made|help|helps|helped|see|saw|watch|watched)\s+$/iu.test(before(match, sentence))
        ? undefined
        : `${word(match, 1)} life`,
  },
  {
    category: 'Verb form',
    pattern: /\b(it|this|that)\s+(worth)(?=\s+(?:it|the|a|an|every|\p{Ll}+ing)\b)/giu,
    explanation: '“Worth” needs a verb before it: “it is worth it”.',
    // "makes it worth the danger", "found it worth the wait": the verb is there, with "it" as its object.
    fix: (match, sentence) =>
      /\b(?:make|makes|made|making|find|finds|found|think|thought|consider|considered)\s+$/iu.test(
        before(match, sentence),
      )
        ? undefined
        : `${word(match, 1)} is worth`,
  },
  {
    category: 'Verb form',
    pattern: /\b(instead)\s+(to|of\s+to)\s+(\p{Ll}+)\b/giu,
    explanation: '“Instead of” takes the -ing form: “instead of driving”.',
    fix: (match) => {
      const verb = word(match, 3);
      const ing = isEverydayVerb(verb) ? gerundOf(verb) : undefined;
      return ing ? `${word(match, 1)} of ${ing}` : undefined;
    },
  },
  {
    category: 'Preposition',
    pattern: /^(As)\s+(a\s+conclusion)\b/gu,
    explanation: 'To sum up, write “In conclusion”.',
    fix: () => 'In conclusion',
  },
  {
    category: 'Word choice',
    pattern: /^(At\s+the\s+end)(?=\s*,)/gu,
    explanation: 'On its own, write “In the end” (or “Finally”); “at the end” needs “of …”.',
    fix: () => 'In the end',
  },
  {
    category: 'Preposition',
    pattern: /\b(of)\s+(the\s+(?:world|planet|universe))\b/giu,
    explanation: 'After a superlative, the place it is measured in takes “in”: “the biggest city in the world”.',
    fix: (match, sentence) => {
      const superlative = SUPERLATIVE_BEFORE.exec(before(match, sentence));
      if (!superlative) return undefined;
      const head = superlative[1] ?? '';
      if (!/^(?:most\s|best$|worst$)/iu.test(head) && !tagsOfWord(head.toLowerCase()).has('Superlative'))
        return undefined;
      const between = (superlative[2] ?? '').trim().split(/\s+/u).filter(Boolean);
      // "the poorest parts of the world" names a share of it; "the best of all" has its own "of".
      if (between.some((inner) => SHARE_OF.test(inner) || /^(?:of|in|and|or|that|which|who)$/iu.test(inner)))
        return undefined;
      return `${keepCase(word(match, 1), 'in')} ${word(match, 2)}`;
    },
  },
  {
    category: 'Preposition',
    pattern: /\b(damage)\s+(of)\s+(\S+)/giu,
    explanation: 'Harm done to something is “damage to” it: “damage to the environment”.',
    fix: (match, sentence) => {
      // Only the noun, and not its cost: "damage of $500".
      if (
        !/\b(?:the|cause|causes|caused|causing|much|serious|great|severe|environmental|permanent|irreversible|no|any|some|huge|enormous|considerable|terrible)\s+$/iu.test(
          before(match, sentence),
        ) ||
        AMOUNT_WORD.test(word(match, 3).replace(/[,.;:]$/u, '')) ||
        /^\p{Sc}/u.test(word(match, 3)) ||
        // "the damage of the storm" names what did the harm.
        DAMAGE_CAUSE.test(`${word(match, 3)}${after(match, sentence)}`)
      )
        return undefined;
      return `${word(match, 1)} to ${word(match, 3)}`;
    },
  },
  {
    category: 'Preposition',
    pattern: /\b(increase|decrease)\s+(of)\s+(\S+)/giu,
    explanation: 'A rise or fall in something takes “in”: “an increase in pollution”; “of” gives its size (“of 10%”).',
    fix: (match, sentence) => {
      // Only the noun: "an increase", "a sharp decrease", "the increase".
      if (
        !/\b(?:a|an|the|this|that|any|no|big|huge|large|great|significant|sharp|dramatic|considerable|steady|rapid|slight|general|gradual|constant|continuous|further|massive|enormous)\s+$/iu.test(
          before(match, sentence),
        )
      )
        return undefined;
      if (AMOUNT_WORD.test(word(match, 3).replace(/[,.;:]$/u, ''))) return undefined;
      return `${word(match, 1)} in ${word(match, 3)}`;
    },
  },
  {
    category: 'Preposition',
    pattern:
      /\b(about|of|regarding|concerning|as\s+to|(?:depend|depends|depended|depending)\s+(?:on|upon)|(?:question|issue)\s+(?:is|was),?)\s+(if)\b(?!\s+(?:any|not|so|necessary|possible|needed|at\s+all|ever)\b)/giu,
    explanation: 'After a preposition, and in “the question is …”, a choice between two takes “whether”, not “if”.',
    fix: (match, sentence) => {
      const prior = before(match, sentence);
      // "How about if we meet at six?" is an idiom; "a lot of if" no choice at all.
      if (/\b(?:how|what)\s+$/iu.test(prior)) return undefined;
      // "The question is, if we can't go, who will?": a comma after it makes "if" a condition.
      if (/,/u.test(after(match, sentence))) return undefined;
      return `${word(match, 1).replace(/,$/u, '')} ${keepCase(word(match, 2), 'whether')}`;
    },
  },
  {
    category: 'Preposition',
    pattern: /\b(if)\s+(or\s+not)\b/giu,
    explanation: '“Or not” comes straight after “whether”, never after “if”: “whether or not they agree”.',
    fix: (match) => `${keepCase(word(match, 1), 'whether')} ${word(match, 2)}`,
  },
  {
    category: 'Word form',
    pattern: new RegExp(String.raw`\b(${Object.keys(NOUN_FOR_ADJECTIVE).join('|')})\s+(\p{Ll}+)\b`, 'gu'),
    explanation: 'Before this noun English uses the adjective: “environmental problems”, “violent scenes”.',
    fix: (match) => {
      const entry = NOUN_FOR_ADJECTIVE[word(match, 1)];
      return entry?.[0].test(word(match, 2)) ? `${entry[1]} ${word(match, 2)}` : undefined;
    },
  },
  {
    category: 'Preposition',
    pattern:
      /\b(easy|easier|difficult|hard|harder|possible|impossible|necessary|unnecessary|dangerous|safe|normal|common|usual|unusual|convenient|inconvenient|challenging|tough|simple|essential|vital|crucial)\s+(to)\s+((?:\p{Ll}+\s+){0,2}\p{Ll}+)(?=\s+to\s+\p{Ll}+)/gu,
    explanation:
      'The person an adjective like “easy” or “necessary” is true for takes “for”: “it is easy for children to learn”.',
    fix: (match) => {
      const phrase = word(match, 3).split(/\s+/u);
      const first = phrase[0] ?? '';
      // "hard to find a seat to sit on": after "to" comes a verb, and the "to" is an infinitive's.
      const tags = tagsOfWord(first);
      if (tags.has('Verb') || tags.has('Adverb') || tags.has('Preposition') || isBareVerbOnly(first)) return undefined;
      if (phrase.some((inner) => isBareVerbOnly(inner) || /^(?:be|not|and|or)$/u.test(inner))) return undefined;
      return `${word(match, 1)} for ${word(match, 3)}`;
    },
  },
  {
    category: 'Preposition',
    pattern:
      /\b(participat(?:e|es|ed|ing)|graduat(?:e|es|ed|ing)|belong(?:s|ed|ing)?|repl(?:y|ies|ied|ying)|respond(?:s|ed|ing)?|cop(?:e|es|ed|ing)|speciali[sz](?:e|es|ed|ing)|care[sd]?|apologi[sz](?:e|es|ed|ing))\s+(the|my|a|an|your|his|her|their|our|this|these|those|him|them|me|us|it)\b(?=\s+(\p{L}+))/giu,
    explanation:
      'This verb takes its object after a preposition: “participate in”, “graduate from”, “reply to”, “cope with”.',
    fix: (match, sentence) => {
      const verb = word(match, 1).toLowerCase();
      const base = Object.keys(PREPOSITION_AFTER).find((stem) => verb.startsWith(stem.slice(0, -1)));
      if (!base) return undefined;
      const object = word(match, 2).toLowerCase();
      // "a quick reply the next day", "the long wait this morning": after a determiner or an adjective the word is a noun.
      const prior = /(\p{L}+)\s+$/u.exec(before(match, sentence))?.[1]?.toLowerCase() ?? '';
      if (
        /^(?:a|an|the|my|your|his|her|its|our|their|this|that|no|any|every|each|some|one|long|short|quick|first|final)$/u.test(
          prior,
        )
      )
        return undefined;
      // "'Yes,' replied the man": a reporting verb before its subject; "I apologise the delay" wants "for".
      if (
        /^(?:repl|respond|apologi)/u.test(verb) &&
        !/^(?:him|them|me|us|her|you|my|your|his|their|our)$/u.test(object)
      )
        return undefined;
      // "caring it ends with", "care it" as a noun or with a clause after: only a clear object.
      if (object === 'it' && base !== 'participate') return undefined;
      // "health care the state pays for": "care" is a verb only after a subject, a modal or "to".
      if (
        /^car/u.test(verb) &&
        !/^(?:i|you|we|they|people|to|not|should|must|will|would|can|could|don't|doesn't|didn't|never|really|also|do|does|did|who|and)$/u.test(
          prior,
        )
      )
        return undefined;
      return `${word(match, 1)} ${PREPOSITION_AFTER[base]} ${word(match, 2)}`;
    },
  },
  {
    category: 'Verb form',
    // "the ability of solving problems": "ability" and "capacity" take "to" and a verb.
    pattern: /\b(ability|abilities|capability|capacity)\s+(of)\s+(\p{Ll}{3,}ing)\b/giu,
    explanation: '“Ability” takes “to” and a verb: “the ability to solve problems”.',
    fix: (match) => {
      const verb = infinitiveOf(word(match, 3));
      if (!verb || verb === word(match, 3) || !tagsOfWord(verb).has('Verb')) return undefined;
      return `${word(match, 1)} to ${verb}`;
    },
  },
  ...VERB_CHOICE_RULES,
  ...WORD_CLASS_RULES,
];

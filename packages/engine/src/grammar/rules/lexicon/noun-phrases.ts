import nlp from 'compromise';
import { remembered } from '../../../text/remembered-words';
import { tagsOfWord } from '../../../text/word-tags';
import { after, before, word } from '../../pattern-rule';
import {
  ARTICLES,
  DEMONSTRATIVES,
  FINITE_BE,
  FORMS_OF_HAVE,
  MODALS,
  oneOf,
  PLACE_AND_TIME_PREPOSITIONS,
  wordPattern,
} from '../../word-classes';

/** The words before a noun phrase: "such an", "a positive", "a more negative", "his". */
export const NOUN_BEFORE =
  /\b(?:a|an|the|my|your|his|her|its|our|their|this|that|no|any|such|what|(?:a|an|no|any|such\s+an?)\s+(?:(?:more|less|most|least|very|really|quite|rather|pretty|so)\s+)?\p{L}+)\s+$/iu;

/**
 * Noun phrases and prepositions learners get wrong, from grammar books: "the" with a country's
 * name, a superlative or a noun defined by "of"; the number of a noun after "a lot of" or
 * "other"; "such a"; and prepositions fixed by the word before them ("full of", "on my way home",
 * "wait for", "spend money on", "at home"). Each matches only where the right form is not in doubt.
 */

export const pluralOf = remembered((noun: string): string | undefined => {
  const parsed = nlp(noun);
  if (!parsed.has('#Singular') || parsed.has('#Uncountable')) return undefined;
  const plural = parsed.nouns().toPlural().text();
  return plural && plural !== noun ? plural : undefined;
});

/** Everyday things that are always counted: several of them take the plural. */
const COUNTED =
  'city|country|person|place|thing|friend|book|film|movie|job|house|restaurant|shop|hotel|building|museum|park|village|story|game|team|festival|problem|question|reason|car|student|teacher|child|animal|tourist|activity|language|culture|opportunity|subject|sport|hobby|idea|example|advantage|disadvantage|benefit|way|type|kind|difference|product|company|worker|employee|parent|family';

/** A noun phrase has ended: a stop, or a word that cannot carry it on. */
export const PHRASE_ENDS = String.raw`(?=\s*[,.!?;:]|\s*$|\s+(?:${oneOf(FINITE_BE, PLACE_AND_TIME_PREPOSITIONS)}|and|but|or|which|that|who|with|because|so|when|for|from|to|of|have|has|can|will|would|like|such|than|there|here|as|around)\b)`;

/** Everyday countable things that are never used without a determiner after a verb. */
export const ONE_THING =
  'car|bike|bicycle|phone|smartphone|computer|laptop|house|apartment|job|ticket|dog|cat|problem|idea|question|bus|train|taxi|plane|boat|camera|map|hotel|room|garden|boyfriend|girlfriend|film|movie|letter|decision|mistake|solution|reason|pet|scooter|motorbike|motorcycle|vehicle|passport|visa|degree|diploma|certificate|meal|lesson|uniform|suitcase|tent|umbrella|novel|newspaper|magazine';

/** A place's name has ended: a stop or a word that cannot carry on a name ("the Paris agreement" does). */
export const NAME_ENDS = String.raw`(?=\s*[,.!?;:]|\s*$|\s+(?:${oneOf(FINITE_BE, FORMS_OF_HAVE, PLACE_AND_TIME_PREPOSITIONS)}|and|or|but|for|to|with|because|where|when|which|who|that|from|since|last|this|every|will|can|as|now|today|again|too|before|after|during|until|so|then|there|here|next|yesterday)\b)`;

/** Countries, continents and cities whose names take no "the". */
export const COUNTRY =
  'France|Spain|Italy|Germany|England|Scotland|Wales|Ireland|China|Japan|Brazil|Mexico|Russia|India|Canada|Australia|Greece|Portugal|Turkey|Poland|Argentina|Egypt|Switzerland|Sweden|Norway|Finland|Denmark|Austria|Belgium|Thailand|Vietnam|Colombia|Peru|Chile|Korea|Morocco|Israel|Iran|Pakistan|Indonesia|Malaysia|Europe|Asia|Africa|America|London|Paris|Madrid|Rome';

/** Nouns a superlative often describes ("the best way", "the most important thing"). */
export const SUPERLATIVE_NOUN =
  'way|thing|place|time|day|part|example|reason|solution|option|choice|method|idea|experience|city|country|person|friend|moment|film|movie|book|restaurant|hotel|job|memory|gift|present|decision|advice|food|season|sport|team|player|teacher|student';

/** Prepositions that do not go with a word, and the one that does ("full with" → "full of"). */
export const WRONG_AND_RIGHT_PREPOSITION: Readonly<Record<string, readonly [RegExp, string]>> = {
  full: [/^with$/u, 'of'],
  jealous: [/^(?:on|to|with)$/u, 'of'],
  fond: [/^(?:with|to|in)$/u, 'of'],
  keen: [/^(?:in|for|at)$/u, 'on'],
  belong: [/^(?:at|with)$/u, 'to'],
  dream: [/^(?:with|on)$/u, 'of'],
  drea: [/^(?:with|on)$/u, 'of'],
  laugh: [/^(?:of|on)$/u, 'at'],
  key: [/^of$/u, 'to'],
  acces: [/^(?:at|for)$/u, 'to'],
  bad: [/^in$/u, 'at'],
};

/** Places whose names take "the": plural names, and a few that keep it by custom. */
export const PLACE_WITH_THE =
  /^(?:Netherlands|Philippines|Bahamas|Maldives|Seychelles|Emirates|States|Alps|Andes|Balkans|Caucasus|Midlands|Highlands|Falklands|Canaries|Azores|Hebrides|Gambia|Congo|Crimea|Hague|Vatican|Caribbean|Sudan|Lebanon|Punjab|Riviera|Bronx|City|Arctic|Antarctic|Amazon|Nile|Thames|Sahara|Himalaya|Yukon|Ruhr|Algarve|Hamptons|Wirral|Gulf)\b/u;

/** A word compromise knows as the name of a country, a region or a city ("Texas", "Lisbon"). */
export const isPlaceName = remembered((name: string): boolean => {
  const parsed = nlp(name);
  return parsed.has('#Country') || parsed.has('#City') || parsed.has('#Region');
});

/** A noun's wrong preposition, the right one, and what must follow for the swap to be safe. */
export const FIXED_OBJECT_PREPOSITION: Readonly<Record<string, readonly [string, string, RegExp]>> = {
  solution: [
    'of',
    'to',
    wordPattern(
      'u',
    )`^\s+(?:${oneOf(ARTICLES)}|this|that|these|our|my|their|your)\s+(?:\p{Ll}+\s+)?(?:problems?|issues?)\b`,
  ],
  answer: ['of', 'to', wordPattern('u')`^\s+(?:${oneOf(DEMONSTRATIVES)}|the|my|your)\s+(?:questions?|letter|email)\b`],
  congratulation: ['for', 'on', /^/u],
  degree: ['on', 'in', /^\s+\p{L}+(?:ics|ogy|ing|ry|ce|ture|ism|ion|ish)\b/u],
  'in recognition': ['to', 'of', /^/u],
};

/** Everyday nouns that are always counted, for the rules on a noun's number. */
export const COUNTABLE = `${COUNTED}|feeling|moment|memory|experience|option|choice|method|solution|issue|factor|aspect|feature|step|tool|device|machine|vehicle|bus|train|plane|road|street|town|area|region|nation|continent|island|beach|mountain|river|lake|school|university|college|class|course|lesson|exam|room|flat|apartment|home|office|factory|store|market|mall|cinema|theatre|church|temple|monument|tower|bridge|man|woman|boy|girl|baby|kid|adult|teenager|citizen|member|visitor|customer|passenger|driver|player|artist|singer|actor|writer|author|doctor|nurse|scientist|politician|leader|brother|sister|cousin|neighbour|neighbor|colleague|classmate|partner|relative|dish|meal|bottle|cup|plate|dress|shirt|shoe|bag|photo|picture|song|programme|website|computer|phone|dog|cat|bird|tree|flower|event|trip|journey|holiday|vacation|weekend|day|year|month|week|hour|minute|century|decade|chance|decision|mistake|goal|project|task|skill|habit|consequence|threat|disease|accident|crime|situation|argument|opinion|belief|tradition|letter|email|message|article|novel|magazine|newspaper|poem|painting|brand|item|gift|souvenir|toy|competition`;

/** A singular noun of the list above and its plural ("city" → "cities"). */
export const pluralOfCountable = remembered((noun: string): string | undefined => {
  if (!new RegExp(`^(?:${COUNTABLE})$`, 'u').test(noun)) return undefined;
  const plural = nlp(`the ${noun}`)
    .nouns()
    .toPlural()
    .text()
    .replace(/^the\s+/u, '');
  return plural && plural !== noun ? plural : undefined;
});

/** Nouns of the list that are also mass nouns: "a lot of experience", "plenty of room". */
const ALSO_UNCOUNTED =
  /^(?:experience|skill|room|home|chance|choice|memory|sport|food|art|music|space|work|life|business|change|time|value|course)$/u;

/** The plural of a listed countable noun, for "a lot of" and "other" ("a lot of museum" → "museums"). */
export const pluralOfListed = (noun: string): string | undefined => {
  if (new RegExp(`^(?:${COUNTED})$`, 'u').test(noun)) return pluralOf(noun) ?? pluralOfCountable(noun);
  return ALSO_UNCOUNTED.test(noun) ? undefined : pluralOfCountable(noun);
};

/** The singular of a plural of a countable noun above ("cities" → "city"), or undefined. */
export const singularOfCountable = remembered((noun: string): string | undefined => {
  const singular = nlp(`the ${noun}`)
    .nouns()
    .toSingular()
    .text()
    .replace(/^the\s+/u, '');
  if (!singular || singular === noun) return undefined;
  return pluralOfCountable(singular) === noun ? singular : undefined;
});

/** A word that only describes: an adjective or "most", "very" ("the most beautiful", "very big"). */
export const isDescribingWord = remembered((describing: string): boolean => {
  if (/^(?:most|more|very|really|so|quite|best|worst|main|only|other|same|own)$/u.test(describing)) return true;
  const tagged = nlp(`the ${describing} one`).terms().eq(1);
  return tagged.has('#Adjective') && !tagged.has('#Noun');
});

/** Countable nouns that are never used alone in the singular, and never mass nouns. */
export const ONE_OF_MANY =
  'place|city|country|town|village|way|person|thing|idea|example|reason|job|man|woman|boy|girl|friend|house|car|film|movie|book|story|restaurant|hotel|decision|choice|option|tool|method|step|question|problem|solution|chance|opportunity|teacher|student|player|worker|member|team|game|role|part|event|trip|journey|relationship|impact|effect|advantage|disadvantage|benefit|topic|subject|area|field|museum|building|park|shop|school|university|company|salary|design|view|price|atmosphere|location|career|emotion|impression|fee|mood|feeling|situation|goal|dream|plan|project|task|skill|habit|result|risk|mistake|lesson|course|holiday|vacation|day|weekend|life|experience|sport|language|activity|hobby|profession|instrument|animal|destination|attraction|festival|tradition|celebration|dish|meal|product|challenge|concern|achievement|disaster|tragedy|accident|crime|disease|illness|position|candidate|employee|leader|hero|character|personality|memory|moment|period|stage|process|system|approach|strategy|technique|alternative|difference|change|improvement|increase|decrease|rise|trend|phenomenon|aspect|factor|element|feature|device|machine|vehicle|app|website|platform|community|nation|region|neighbourhood|district|capital|island|beach|mountain|river|lake|landscape|structure|flat|apartment|bedroom|kitchen|garden|street|road|bridge|station|airport|palace|castle|monument|statue|tower|square|market|mall|supermarket|cafe|bar|pub|club|gym|stadium|theatre|cinema|library|gallery|zoo|song|picture|photo|painting|novel|magazine|computer|phone|bike|bicycle|dog|cat|bird|tree|flower|party|meeting|conversation|discussion|argument|competition|match|tournament|concert|show|programme|series|letter|message|email|gift|present|souvenir|baby|child|kid|teenager|adult|doctor|nurse|engineer|scientist|artist|singer|actor|writer|author|lawyer|manager|driver|tourist|visitor|customer|guest|neighbour|colleague|classmate|brother|sister|cousin|partner|husband|wife|son|daughter|mother|father|family|scream|shout|attitude|institution|weapon|nose|mouth|teapot|texture|jacket|coat|dress|shirt|hat|necklace|ring|wallet|key|door|window|table|chair|sofa|desk|lamp|clock|bottle|bag|box|toy|scar|wound|wedding|funeral|ceremony|birthday|anniversary|interview|exam|test|essay|report|lecture|seminar|workshop|conference|survey|questionnaire|contract|deal|offer|proposal|suggestion|request|complaint|invitation|reservation|booking|receipt|bill|fine|loan|mortgage|budget|scholarship|award|prize|medal|trophy|certificate|licence|license|passport|visa|ticket|voucher|coupon|environment|lifestyle|diet|income|background|network|mindset|population|perspective|viewpoint|manner|extent|basis|scale|pace|voice|tone|smile|face|reputation|rate|mind|heart|state';

// Not "activity": after a preposition it is mostly uncounted ("because of physical activity").
export const ONE_OF_MANY_AFTER_PREPOSITION =
  'place|city|country|town|village|way|person|thing|idea|example|job|man|woman|boy|girl|friend|house|car|film|movie|book|story|restaurant|hotel|decision|choice|option|tool|method|step|question|problem|solution|chance|opportunity|teacher|student|player|worker|member|team|game|role|event|trip|journey|relationship|advantage|disadvantage|benefit|topic|subject|area|field|museum|building|park|shop|situation|goal|dream|plan|project|task|skill|habit|mistake|lesson|weekend|age|sport|language|hobby|profession|instrument|animal|destination|attraction|festival|tradition|celebration|dish|meal|product|challenge|concern|achievement|disaster|tragedy|accident|crime|disease|illness|position|candidate|employee|leader|hero|character|personality|memory|moment|period|stage|process|system|approach|strategy|technique|alternative|difference|change|improvement|increase|decrease|rise|trend|phenomenon|aspect|factor|element|feature|device|machine|vehicle|app|website|platform|community|nation|region|neighbourhood|district|capital|island|beach|mountain|river|lake|landscape|structure|flat|apartment|bedroom|kitchen|garden|street|road|bridge|station|airport|palace|castle|monument|statue|tower|square|market|mall|supermarket|cafe|bar|pub|club|gym|stadium|theatre|cinema|library|gallery|zoo|song|picture|photo|painting|novel|magazine|computer|phone|bike|bicycle|dog|cat|bird|tree|flower|party|meeting|conversation|discussion|argument|competition|match|tournament|concert|show|programme|series|letter|message|email|gift|present|souvenir|baby|child|kid|teenager|adult|doctor|nurse|engineer|scientist|artist|singer|actor|writer|author|lawyer|manager|driver|tourist|visitor|customer|guest|neighbour|colleague|classmate|brother|sister|cousin|partner|husband|wife|son|daughter|mother|father|family|scream|shout|attitude|institution|weapon|nose|mouth|teapot|texture|jacket|coat|dress|shirt|hat|necklace|ring|wallet|key|door|window|table|chair|sofa|desk|lamp|clock|bottle|bag|box|toy|scar|wound|wedding|funeral|ceremony|birthday|anniversary|interview|exam|test|essay|report|lecture|seminar|workshop|conference|survey|questionnaire|contract|deal|offer|proposal|suggestion|request|complaint|invitation|reservation|booking|receipt|bill|fine|loan|mortgage|budget|scholarship|award|prize|medal|trophy|certificate|licence|license|passport|visa|ticket|voucher|coupon|environment|lifestyle|diet|income|background|network|mindset|population|perspective|viewpoint|manner|extent|basis|scale|pace|voice|tone|smile|face|reputation|rate|mind|heart|state';

/**
 * A word compromise reads only as an adjective in "the … one": "popular", "big", not "football", "first";
 * nor "near" or "like", which are prepositions before a noun ("live near family").
 */
export const isPlainAdjective = remembered((describing: string): boolean => {
  if (
    /^(?:first|second|third|last|next|same|only|best|worst|main|other|own|few|little|much|many|more|most|less|least|enough|such|no|former|latter|following|all|any|some|each|every|previous|whole|entire|certain|very|real|still|just|also|even|always|never|often|already|near|like|past|opposite|inside|outside|\p{Lu}.*)$/u.test(
      describing,
    )
  )
    return false;
  const tagged = nlp(`the ${describing} one`).terms().eq(1);
  return (
    tagged.has('#Adjective') &&
    !tagged.has('#Noun') &&
    !tagged.has('#Superlative') &&
    !tagged.has('#Comparative') &&
    !tagged.has('#Value')
  );
});

/** Adjectives ("big", "big and old") before a countable noun; "time" only where it is one stretch of it. */
export const describesOneThing = (describing: string, noun: string): boolean => {
  const adjectives = describing.split(/(?:\s+and|,)\s+/u);
  if (!adjectives.every(isPlainAdjective)) return false;
  return (
    noun !== 'time' ||
    adjectives.every((adjective) =>
      /^(?:long|short|good|great|wonderful|lovely|nice|fantastic|bad|hard|difficult|tough|terrible|convenient|suitable|reasonable)$/u.test(
        adjective,
      ),
    )
  );
};

/** "bad language" is words, uncounted; "young adult" books are a genre. */
export const massOrGenre = (describing: string, noun: string): boolean =>
  (noun.toLowerCase() === 'language' &&
    /^(?:bad|foul|strong|offensive|vulgar|crude|rude|abusive|inappropriate|body|sign|plain|simple|clear|formal|informal|written|spoken)$/iu.test(
      describing,
    )) ||
  (noun.toLowerCase() === 'adult' && /^young$/iu.test(describing));

/** A word read only as a noun ("spire", "wall"), not one that may be a verb or an adjective too. */
export const isOnlyNoun = (candidate: string): boolean => {
  const tags = tagsOfWord(candidate);
  return tags.has('Noun') && !tags.has('Verb') && !tags.has('Adjective') && !tags.has('Pronoun');
};

/** A countable noun in the singular ("reader"), as compromise reads it alone. */
export const isCountedOne = (candidate: string): boolean => {
  const tags = tagsOfWord(candidate);
  return tags.has('Singular') && !tags.has('Uncountable');
};

/** The word that starts at or after `from` in the text, in lower case ("" at the end). */
export const wordAfter = (text: string, from: number): string =>
  /^\s*(\p{L}+)/u.exec(text.slice(from))?.[1]?.toLowerCase() ?? '';

/** "a" or "an" by the sound of the word after it. */
export const anBefore = (next: string): string =>
  /^(?:hour|honest|honou?r|heir)/iu.test(next) ||
  (/^[aeiou]/iu.test(next) && !/^(?:uni|use|usu|eu|one|once|ur)/iu.test(next))
    ? 'an'
    : 'a';

/** Owned things that are also verbs after a plural subject ("students need", "people trust"). */
export const VERB_TOO = /^(?:needs|lives|demands|interests|trust|minds?|thoughts)$/iu;

export const ENDS_NOUN_PHRASE = wordPattern(
  'u',
)`^\s*(?:[.,;:!?)]|$|(?:${oneOf(MODALS, FINITE_BE, FORMS_OF_HAVE)}|and|or)\b)`;

const CLASSICAL_SINGULAR: Readonly<Record<string, string>> = {
  phenomena: 'phenomenon',
  criteria: 'criterion',
  bacteria: 'bacterium',
};

export const CLASSICAL_PLURAL: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(CLASSICAL_SINGULAR).map(([plural, singular]) => [singular, plural]),
);

/** Nouns that a word like "internet" or "metro" often describes, which compromise may read as verbs. */
const DESCRIBED_NOUN =
  /^(?:access|use|uses|users?|trains?|stations?|lines?|services?|tunnels?|workers?|water|shopping|banking|search|searches|connections?|speed|sites?|pages?|ads?)$/iu;

/** "internet access", "metro line": the first word describes the noun after it, which then needs the article. */
export const describesNext = (first: string, next: string): boolean =>
  DESCRIBED_NOUN.test(next) || nlp(`the ${first} ${next}`).terms().eq(2).has('#Noun');

/** People we speak of in general, who then come in the plural: "good for humans", "encourage students". */
export const PERSON_IN_GENERAL =
  'student|teacher|child|parent|kid|teenager|adult|worker|employee|customer|tourist|citizen|driver|user|consumer|patient|human|visitor|passenger|reader|viewer|player|learner';

/** Words after "one of the" that are not one countable thing among several: a group, a quantity, a rank. */
export const NOT_ONE_AMONG_MANY =
  /^(?:other|others|more|less|same|last|next|first|second|third|own|kind|sort|type|dozen|hundred|thousand|million|billion|family|team|group|class|crowd|public|staff|gang|band|crew|couple|pair|rest|best|worst|most|least|few|many|only|reasons?|who|which|that|this|these|those|world|time|year|day|week|month|century|country's|city's)$/u;

/**
 * A noun known to be counted: one of the lists above, a person ("teacher"), or a word made with a suffix
 * of countable things ("invention", "bakery"). A misspelt adjective ("frevourite") is none of these.
 */
export const LISTED_COUNTED = new RegExp(`^(?:${ONE_OF_MANY}|${COUNTABLE})$`, 'u');

export const isCountedThing = (noun: string): boolean =>
  LISTED_COUNTED.test(noun) ||
  (isOnlyNoun(noun) &&
    (tagsOfWord(noun).has('Actor') || /(?:tion|sion|ment|ery|ory|ship|ure|ance|ence|er|or|ist|ant|ent)$/u.test(noun)));

/** Posts there is one of, which take no article after "serve as" or "elected": "served as president". */
export const ONE_HOLDER_POST =
  /^(?:president|captain|chairman|chairwoman|chairperson|chair|head|director|editor|coordinator|treasurer|mayor|governor|ambassador|spokesperson|spokesman|spokeswoman|principal|headmaster|headmistress|headteacher|conductor|host|presenter|leader|manager|organiser|organizer|secretary|champion)$/u;

/** What may follow a noun that ends its phrase: a stop, or a word that cannot go on describing it. */
export const ENDS_WITH_NOUN = wordPattern(
  'iu',
)`^\s*(?:[,.;:!?)"”]|$|(?:${oneOf(FINITE_BE, FORMS_OF_HAVE, PLACE_AND_TIME_PREPOSITIONS)}|and|or|but|since|because|as|that|which|who|where|when|to|for|of|with|from|like|such|can|could|will|would|should|may|might|than|instead|nowadays|today)\b)`;

/** A comma that starts a new clause, after which a noun for people has surely ended. */
export const PERSON_CLAUSE_AFTER_COMMA =
  /^\s*,\s*(?:and|but|so|because|which|who|while|although|as|since|I|we|you|he|she|they|it|this|there)\b/iu;

/** Channels listed with "internet" as kinds of medium: "radio, TV, internet". */
export const CHANNEL_NEARBY =
  /\b(?:TV|television|radio|phone|telephone|video|audio|newspapers?|print|e-?mail|cable|satellite|mobile|press|magazines?|data|IPTV|OTT)\b/iu;

/**
 * "a great and caring parents": two describing words between "a" and a plural noun. After "are"
 * the plural is meant and "a" goes; elsewhere the noun becomes singular.
 */
export const twoDescribersFix = (match: RegExpMatchArray, sentence: string): string | undefined => {
  const describing = word(match, 2)
    .trim()
    .split(/\s+/u)
    .filter((part) => part !== 'and');
  if (!describing.every(isDescribingWord)) return undefined;
  const determiner = word(match, 1).toLowerCase();
  if (!new RegExp(`^(?:${PHRASE_ENDS.slice(3, -1)})`, 'iu').test(after(match, sentence))) return undefined;
  const singular = singularOfCountable(word(match, 3).toLowerCase());
  if (!singular) return undefined;
  if (/^an?$/u.test(determiner) && /\b(?:are|were)\s+$/iu.test(before(match, sentence)))
    return `${word(match, 2)}${word(match, 3)}`;
  return `${word(match, 1)} ${word(match, 2)}${singular}`;
};

/**
 * Prepositions and verbs after which a noun defined by "of" needs "the" ("for the lack of", "improve
 * the quality of"); not "in" or "by", which begin set phrases ("in recognition of", "by reason of").
 */
export const OF_NOUN_LEADS =
  'of|to|for|with|on|about|from|at|into|through|during|under|against|towards?|improve[sd]?|improving|increase[sd]?|increasing|reduce[sd]?|reducing|affect(?:s|ed|ing)?|understand(?:s|ing)?|understood|explain(?:s|ed|ing)?|judge[sd]?|judging|consider(?:s|ed|ing)?|determine[sd]?|determining|measure[sd]?|measuring|ensure[sd]?|ensuring|threaten(?:s|ed|ing)?|protect(?:s|ed|ing)?|promote[sd]?|promoting|prevent(?:s|ed|ing)?|enhance[sd]?|enhancing|boost(?:s|ed|ing)?|limit(?:s|ed|ing)?';

/** Nouns whose "of" phrase is a set phrase without "the" ("on condition of", "with permission of"), or that another rule takes. */
export const OF_NOUN_IDIOM =
  /^(?:average|condition|permission|importance|development|quality|courtesy|confirmation|recognition|appreciation|acknowledgement|acknowledgment|pleasure|measure|measurement)$/u;

/**
 * Countable things and people that, as a subject, never go without a determiner; not words used
 * bare in general or as names ("society", "school", "man", "Mother").
 */
export const SUBJECT_THING =
  'teacher|student|child|kid|car|house|city|country|town|village|government|driver|player|doctor|dog|cat|phone|computer|book|film|movie|problem|idea|question|solution|decision|situation|restaurant|hotel|shop|building|museum|park|company|manager|boss|customer|tourist|visitor|character|story|team|trip|journey|plan|project|website|app|device|machine|vehicle|bus|train|plane|ticket|room|flat|apartment|garden|street|road|bridge|station|airport|teenager|patient|parent|neighbour|neighbor|colleague|ground|weather|environment|audience|speaker|writer|author|reader|viewer|user|owner|employee|employer|worker|citizen|population';

/** Countable things that after "of" still need their article ("the history of the city"); not "cat and mouse" or "room for". */
export const OF_THING =
  'teacher|student|child|car|house|city|country|town|village|government|driver|player|doctor|phone|computer|book|film|movie|story|restaurant|hotel|shop|building|museum|park|company|team|trip|journey|project|website|vehicle|bus|train|plane|flat|apartment|garden|street|road|bridge|station|airport|teenager|audience|speaker|writer|author|owner|world|earth|sun|moon|universe|planet';

/** Words before "of" that name a sort, a quantity or a cause, after which a bare noun is right. */
export const OF_SORT_BEFORE =
  /\b(?:kind|type|sort|form|make|model|brand|lot|lots|instead|out|because|one|all|some|many|most|each|none|both|full|made|piece|sense|means|mode|method|way|by|front|side|top|back|inside|outside|head|capital|centre|center|part|member|kinds|types|sorts|forms|number|couple|pair|cost|price|percent|cent|half|majority|minority|rest|quarter|third|proportion|%|\d+)\s+$/iu;

/** Countable places and things a preposition never takes bare; not "school", "bed", "town" or "office", which can be. */
export const PLACE_OR_THING =
  'car|house|city|village|phone|computer|restaurant|hotel|shop|building|museum|bus|plane|flat|apartment|garden|street|road|bridge|station|airport|cinema|theatre|theater|beach|party|concert|kitchen|bedroom|library|supermarket|mall|stadium|gym';

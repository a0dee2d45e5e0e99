import nlp from 'compromise';
import { after, before, isPlural, keepCase, type PatternRule, word } from './learner-collocations';
import { remembered } from './remembered-words';
import { tagsOfWord } from './word-tags';

/** The words before a noun phrase: "such an", "a positive", "his". */
const NOUN_BEFORE =
  /\b(?:a|an|the|my|your|his|her|its|our|their|this|that|no|any|such|what|(?:a|an|no|any|such\s+an?)\s+\p{L}+)\s+$/iu;

/**
 * Noun phrases and prepositions learners get wrong, from grammar books: "the" with a country's
 * name, a superlative or a noun defined by "of"; the number of a noun after "a lot of" or
 * "other"; "such a"; and prepositions fixed by the word before them ("full of", "on my way home",
 * "wait for", "spend money on", "at home"). Each matches only where the right form is not in doubt.
 */

const pluralOf = remembered((noun: string): string | undefined => {
  const parsed = nlp(noun);
  if (!parsed.has('#Singular') || parsed.has('#Uncountable')) return undefined;
  const plural = parsed.nouns().toPlural().text();
  return plural && plural !== noun ? plural : undefined;
});

/** Everyday things that are always counted: several of them take the plural. */
const COUNTED =
  'city|country|person|place|thing|friend|book|film|movie|job|house|restaurant|shop|hotel|building|museum|park|village|story|game|team|festival|problem|question|reason|car|student|teacher|child|animal|tourist|activity|language|culture|opportunity|subject|sport|hobby|idea|example|advantage|disadvantage|benefit|way|type|kind|difference|product|company|worker|employee|parent|family';

/** A noun phrase has ended: a stop, or a word that cannot carry it on. */
const PHRASE_ENDS = String.raw`(?=\s*[,.!?;:]|\s*$|\s+(?:and|but|or|which|that|who|in|at|with|because|so|when|for|from|to|of|are|were|is|was|have|has|can|will|would|like|such|than|there|here|as|on|around)\b)`;

/** Everyday countable things that are never used without a determiner after a verb. */
const ONE_THING =
  'car|bike|bicycle|phone|smartphone|computer|laptop|house|apartment|job|ticket|dog|cat|problem|idea|question|bus|train|taxi|plane|boat|camera|map|hotel|room|garden|boyfriend|girlfriend|film|movie|letter|decision|mistake|solution|reason|pet|scooter|motorbike|motorcycle|vehicle|passport|visa|degree|diploma|certificate|meal|lesson|uniform|suitcase|tent|umbrella|novel|newspaper|magazine';

/** A place's name has ended: a stop or a word that cannot carry on a name ("the Paris agreement" does). */
const NAME_ENDS = String.raw`(?=\s*[,.!?;:]|\s*$|\s+(?:and|or|but|in|on|at|is|was|are|were|for|to|with|because|where|when|which|who|that|from|since|last|this|every|has|have|had|will|can|as|now|today|again|too|before|after|during|until|so|then|there|here|next|yesterday)\b)`;

/** Countries, continents and cities whose names take no "the". */
const COUNTRY =
  'France|Spain|Italy|Germany|England|Scotland|Wales|Ireland|China|Japan|Brazil|Mexico|Russia|India|Canada|Australia|Greece|Portugal|Turkey|Poland|Argentina|Egypt|Switzerland|Sweden|Norway|Finland|Denmark|Austria|Belgium|Thailand|Vietnam|Colombia|Peru|Chile|Korea|Morocco|Israel|Iran|Pakistan|Indonesia|Malaysia|Europe|Asia|Africa|America|London|Paris|Madrid|Rome';

/** Nouns a superlative often describes ("the best way", "the most important thing"). */
const SUPERLATIVE_NOUN =
  'way|thing|place|time|day|part|example|reason|solution|option|choice|method|idea|experience|city|country|person|friend|moment|film|movie|book|restaurant|hotel|job|memory|gift|present|decision|advice|food|season|sport|team|player|teacher|student';

/** Prepositions that do not go with a word, and the one that does ("full with" → "full of"). */
const WRONG_AND_RIGHT_PREPOSITION: Readonly<Record<string, readonly [RegExp, string]>> = {
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
const PLACE_WITH_THE =
  /^(?:Netherlands|Philippines|Bahamas|Maldives|Seychelles|Emirates|States|Alps|Andes|Balkans|Caucasus|Midlands|Highlands|Falklands|Canaries|Azores|Hebrides|Gambia|Congo|Crimea|Hague|Vatican|Caribbean|Sudan|Lebanon|Punjab|Riviera|Bronx|City|Arctic|Antarctic|Amazon|Nile|Thames|Sahara|Himalaya|Yukon|Ruhr|Algarve|Hamptons|Wirral|Gulf)\b/u;
/** A word compromise knows as the name of a country, a region or a city ("Texas", "Lisbon"). */
const isPlaceName = remembered((name: string): boolean => {
  const parsed = nlp(name);
  return parsed.has('#Country') || parsed.has('#City') || parsed.has('#Region');
});

/** A noun's wrong preposition, the right one, and what must follow for the swap to be safe. */
const FIXED_OBJECT_PREPOSITION: Readonly<Record<string, readonly [string, string, RegExp]>> = {
  solution: [
    'of',
    'to',
    /^\s+(?:the|this|that|these|our|my|their|your|a|an)\s+(?:\p{Ll}+\s+)?(?:problems?|issues?)\b/u,
  ],
  answer: ['of', 'to', /^\s+(?:the|this|that|my|your|these|those)\s+(?:questions?|letter|email)\b/u],
  congratulation: ['for', 'on', /^/u],
  degree: ['on', 'in', /^\s+\p{L}+(?:ics|ogy|ing|ry|ce|ture|ism|ion|ish)\b/u],
  'in recognition': ['to', 'of', /^/u],
};

/** Everyday nouns that are always counted, for the rules on a noun's number. */
const COUNTABLE = `${COUNTED}|feeling|moment|memory|experience|option|choice|method|solution|issue|factor|aspect|feature|step|tool|device|machine|vehicle|bus|train|plane|road|street|town|area|region|nation|continent|island|beach|mountain|river|lake|school|university|college|class|course|lesson|exam|room|flat|apartment|home|office|factory|store|market|mall|cinema|theatre|church|temple|monument|tower|bridge|man|woman|boy|girl|baby|kid|adult|teenager|citizen|member|visitor|customer|passenger|driver|player|artist|singer|actor|writer|author|doctor|nurse|scientist|politician|leader|brother|sister|cousin|neighbour|neighbor|colleague|classmate|partner|relative|dish|meal|bottle|cup|plate|dress|shirt|shoe|bag|photo|picture|song|programme|website|computer|phone|dog|cat|bird|tree|flower|event|trip|journey|holiday|vacation|weekend|day|year|month|week|hour|minute|century|decade|chance|decision|mistake|goal|project|task|skill|habit|consequence|threat|disease|accident|crime|situation|argument|opinion|belief|tradition|letter|email|message|article|novel|magazine|newspaper|poem|painting|brand|item|gift|souvenir|toy|competition`;

/** A singular noun of the list above and its plural ("city" → "cities"). */
const pluralOfCountable = remembered((noun: string): string | undefined => {
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
const pluralOfListed = (noun: string): string | undefined => {
  if (new RegExp(`^(?:${COUNTED})$`, 'u').test(noun)) return pluralOf(noun) ?? pluralOfCountable(noun);
  return ALSO_UNCOUNTED.test(noun) ? undefined : pluralOfCountable(noun);
};
/** The singular of a plural of a countable noun above ("cities" → "city"), or undefined. */
const singularOfCountable = remembered((noun: string): string | undefined => {
  const singular = nlp(`the ${noun}`)
    .nouns()
    .toSingular()
    .text()
    .replace(/^the\s+/u, '');
  if (!singular || singular === noun) return undefined;
  return pluralOfCountable(singular) === noun ? singular : undefined;
});

/** A word that only describes: an adjective or "most", "very" ("the most beautiful", "very big"). */
const isDescribingWord = remembered((describing: string): boolean => {
  if (/^(?:most|more|very|really|so|quite|best|worst|main|only|other|same|own)$/u.test(describing)) return true;
  const tagged = nlp(`the ${describing} one`).terms().eq(1);
  return tagged.has('#Adjective') && !tagged.has('#Noun');
});

/** Countable nouns that are never used alone in the singular, and never mass nouns. */
const ONE_OF_MANY =
  'place|city|country|town|village|way|person|thing|idea|example|reason|job|man|woman|boy|girl|friend|house|car|film|movie|book|story|restaurant|hotel|decision|choice|option|tool|method|step|question|problem|solution|chance|opportunity|teacher|student|player|worker|member|team|game|role|part|event|trip|journey|relationship|impact|effect|advantage|disadvantage|benefit|topic|subject|area|field|museum|building|park|shop|school|university|company|salary|design|view|price|atmosphere|location|career|emotion|impression|fee|mood|feeling|situation|goal|dream|plan|project|task|skill|habit|result|risk|mistake|lesson|course|holiday|vacation|day|weekend|life|experience|sport|language|activity|hobby|profession|instrument|animal|destination|attraction|festival|tradition|celebration|dish|meal|product|challenge|concern|achievement|disaster|tragedy|accident|crime|disease|illness|position|candidate|employee|leader|hero|character|personality|memory|moment|period|stage|process|system|approach|strategy|technique|alternative|difference|change|improvement|increase|decrease|rise|trend|phenomenon|aspect|factor|element|feature|device|machine|vehicle|app|website|platform|community|nation|region|neighbourhood|district|capital|island|beach|mountain|river|lake|landscape|structure|flat|apartment|bedroom|kitchen|garden|street|road|bridge|station|airport|palace|castle|monument|statue|tower|square|market|mall|supermarket|cafe|bar|pub|club|gym|stadium|theatre|cinema|library|gallery|zoo|song|picture|photo|painting|novel|magazine|computer|phone|bike|bicycle|dog|cat|bird|tree|flower|party|meeting|conversation|discussion|argument|competition|match|tournament|concert|show|programme|series|letter|message|email|gift|present|souvenir|baby|child|kid|teenager|adult|doctor|nurse|engineer|scientist|artist|singer|actor|writer|author|lawyer|manager|driver|tourist|visitor|customer|guest|neighbour|colleague|classmate|brother|sister|cousin|partner|husband|wife|son|daughter|mother|father|family|scream|shout|attitude|institution|weapon|nose|mouth|teapot|texture|jacket|coat|dress|shirt|hat|necklace|ring|wallet|key|door|window|table|chair|sofa|desk|lamp|clock|bottle|bag|box|toy|scar|wound|wedding|funeral|ceremony|birthday|anniversary|interview|exam|test|essay|report|lecture|seminar|workshop|conference|survey|questionnaire|contract|deal|offer|proposal|suggestion|request|complaint|invitation|reservation|booking|receipt|bill|fine|loan|mortgage|budget|scholarship|award|prize|medal|trophy|certificate|licence|license|passport|visa|ticket|voucher|coupon|environment|lifestyle|diet|income|background|network|mindset|population|perspective|viewpoint|manner|extent|basis|scale|pace|voice|tone|smile|face|reputation|rate|mind|heart|state';
// Not "activity": after a preposition it is mostly uncounted ("because of physical activity").
const ONE_OF_MANY_AFTER_PREPOSITION =
  'place|city|country|town|village|way|person|thing|idea|example|job|man|woman|boy|girl|friend|house|car|film|movie|book|story|restaurant|hotel|decision|choice|option|tool|method|step|question|problem|solution|chance|opportunity|teacher|student|player|worker|member|team|game|role|event|trip|journey|relationship|advantage|disadvantage|benefit|topic|subject|area|field|museum|building|park|shop|situation|goal|dream|plan|project|task|skill|habit|mistake|lesson|weekend|age|sport|language|hobby|profession|instrument|animal|destination|attraction|festival|tradition|celebration|dish|meal|product|challenge|concern|achievement|disaster|tragedy|accident|crime|disease|illness|position|candidate|employee|leader|hero|character|personality|memory|moment|period|stage|process|system|approach|strategy|technique|alternative|difference|change|improvement|increase|decrease|rise|trend|phenomenon|aspect|factor|element|feature|device|machine|vehicle|app|website|platform|community|nation|region|neighbourhood|district|capital|island|beach|mountain|river|lake|landscape|structure|flat|apartment|bedroom|kitchen|garden|street|road|bridge|station|airport|palace|castle|monument|statue|tower|square|market|mall|supermarket|cafe|bar|pub|club|gym|stadium|theatre|cinema|library|gallery|zoo|song|picture|photo|painting|novel|magazine|computer|phone|bike|bicycle|dog|cat|bird|tree|flower|party|meeting|conversation|discussion|argument|competition|match|tournament|concert|show|programme|series|letter|message|email|gift|present|souvenir|baby|child|kid|teenager|adult|doctor|nurse|engineer|scientist|artist|singer|actor|writer|author|lawyer|manager|driver|tourist|visitor|customer|guest|neighbour|colleague|classmate|brother|sister|cousin|partner|husband|wife|son|daughter|mother|father|family|scream|shout|attitude|institution|weapon|nose|mouth|teapot|texture|jacket|coat|dress|shirt|hat|necklace|ring|wallet|key|door|window|table|chair|sofa|desk|lamp|clock|bottle|bag|box|toy|scar|wound|wedding|funeral|ceremony|birthday|anniversary|interview|exam|test|essay|report|lecture|seminar|workshop|conference|survey|questionnaire|contract|deal|offer|proposal|suggestion|request|complaint|invitation|reservation|booking|receipt|bill|fine|loan|mortgage|budget|scholarship|award|prize|medal|trophy|certificate|licence|license|passport|visa|ticket|voucher|coupon|environment|lifestyle|diet|income|background|network|mindset|population|perspective|viewpoint|manner|extent|basis|scale|pace|voice|tone|smile|face|reputation|rate|mind|heart|state';
/**
 * A word compromise reads only as an adjective in "the … one": "popular", "big", not "football", "first";
 * nor "near" or "like", which are prepositions before a noun ("live near family").
 */
const isPlainAdjective = remembered((describing: string): boolean => {
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
const describesOneThing = (describing: string, noun: string): boolean => {
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
const massOrGenre = (describing: string, noun: string): boolean =>
  (noun.toLowerCase() === 'language' &&
    /^(?:bad|foul|strong|offensive|vulgar|crude|rude|abusive|inappropriate|body|sign|plain|simple|clear|formal|informal|written|spoken)$/iu.test(
      describing,
    )) ||
  (noun.toLowerCase() === 'adult' && /^young$/iu.test(describing));
/** A word read only as a noun ("spire", "wall"), not one that may be a verb or an adjective too. */
const isOnlyNoun = (candidate: string): boolean => {
  const tags = tagsOfWord(candidate);
  return tags.has('Noun') && !tags.has('Verb') && !tags.has('Adjective') && !tags.has('Pronoun');
};
/** A countable noun in the singular ("reader"), as compromise reads it alone. */
const isCountedOne = (candidate: string): boolean => {
  const tags = tagsOfWord(candidate);
  return tags.has('Singular') && !tags.has('Uncountable');
};
/** The word that starts at or after `from` in the text, in lower case ("" at the end). */
const wordAfter = (text: string, from: number): string =>
  /^\s*(\p{L}+)/u.exec(text.slice(from))?.[1]?.toLowerCase() ?? '';
/** "a" or "an" by the sound of the word after it. */
const anBefore = (next: string): string =>
  /^(?:hour|honest|honou?r|heir)/iu.test(next) ||
  (/^[aeiou]/iu.test(next) && !/^(?:uni|use|usu|eu|one|once|ur)/iu.test(next))
    ? 'an'
    : 'a';

/** Owned things that are also verbs after a plural subject ("students need", "people trust"). */
const VERB_TOO = /^(?:needs|lives|demands|interests|trust|minds?|thoughts)$/iu;
const ENDS_NOUN_PHRASE =
  /^\s*(?:[.,;:!?)]|$|(?:are|were|is|was|have|has|had|should|must|can|could|will|would|may|might|and|or)\b)/u;

/** Greek and Latin nouns whose plural learners take for a singular: "a phenomena" → "a phenomenon". */
const CLASSICAL_SINGULAR: Readonly<Record<string, string>> = {
  phenomena: 'phenomenon',
  criteria: 'criterion',
  bacteria: 'bacterium',
};
const CLASSICAL_PLURAL: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(CLASSICAL_SINGULAR).map(([plural, singular]) => [singular, plural]),
);

/** Nouns that a word like "internet" or "metro" often describes, which compromise may read as verbs. */
const DESCRIBED_NOUN =
  /^(?:access|use|uses|users?|trains?|stations?|lines?|services?|tunnels?|workers?|water|shopping|banking|search|searches|connections?|speed|sites?|pages?|ads?)$/iu;
/** "internet access", "metro line": the first word describes the noun after it, which then needs the article. */
const describesNext = (first: string, next: string): boolean =>
  DESCRIBED_NOUN.test(next) || nlp(`the ${first} ${next}`).terms().eq(2).has('#Noun');

/** People we speak of in general, who then come in the plural: "good for humans", "encourage students". */
const PERSON_IN_GENERAL =
  'student|teacher|child|parent|kid|teenager|adult|worker|employee|customer|tourist|citizen|driver|user|consumer|patient|human|visitor|passenger|reader|viewer|player|learner';

/** Words after "one of the" that are not one countable thing among several: a group, a quantity, a rank. */
const NOT_ONE_AMONG_MANY =
  /^(?:other|others|more|less|same|last|next|first|second|third|own|kind|sort|type|dozen|hundred|thousand|million|billion|family|team|group|class|crowd|public|staff|gang|band|crew|couple|pair|rest|best|worst|most|least|few|many|only|reasons?|who|which|that|this|these|those|world|time|year|day|week|month|century|country's|city's)$/u;

/**
 * A noun known to be counted: one of the lists above, a person ("teacher"), or a word made with a suffix
 * of countable things ("invention", "bakery"). A misspelt adjective ("frevourite") is none of these.
 */
const LISTED_COUNTED = new RegExp(`^(?:${ONE_OF_MANY}|${COUNTABLE})$`, 'u');
const isCountedThing = (noun: string): boolean =>
  LISTED_COUNTED.test(noun) ||
  (isOnlyNoun(noun) &&
    (tagsOfWord(noun).has('Actor') || /(?:tion|sion|ment|ery|ory|ship|ure|ance|ence|er|or|ist|ant|ent)$/u.test(noun)));

/** Posts there is one of, which take no article after "serve as" or "elected": "served as president". */
const ONE_HOLDER_POST =
  /^(?:president|captain|chairman|chairwoman|chairperson|chair|head|director|editor|coordinator|treasurer|mayor|governor|ambassador|spokesperson|spokesman|spokeswoman|principal|headmaster|headmistress|headteacher|conductor|host|presenter|leader|manager|organiser|organizer|secretary|champion)$/u;

/** What may follow a noun that ends its phrase: a stop, or a word that cannot go on describing it. */
const ENDS_WITH_NOUN =
  /^\s*(?:[,.;:!?)"”]|$|(?:and|or|but|since|because|as|that|which|who|where|when|to|for|in|on|at|of|with|from|like|such|is|was|are|were|has|have|had|can|could|will|would|should|may|might|than|instead|nowadays|today)\b)/iu;

/** A comma that starts a new clause, after which a noun for people has surely ended. */
const PERSON_CLAUSE_AFTER_COMMA =
  /^\s*,\s*(?:and|but|so|because|which|who|while|although|as|since|I|we|you|he|she|they|it|this|there)\b/iu;

/** Channels listed with "internet" as kinds of medium: "radio, TV, internet". */
const CHANNEL_NEARBY =
  /\b(?:TV|television|radio|phone|telephone|video|audio|newspapers?|print|e-?mail|cable|satellite|mobile|press|magazines?|data|IPTV|OTT)\b/iu;

/**
 * "a great and caring parents": two describing words between "a" and a plural noun. After "are"
 * the plural is meant and "a" goes; elsewhere the noun becomes singular.
 */
const twoDescribersFix = (match: RegExpMatchArray, sentence: string): string | undefined => {
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
const OF_NOUN_LEADS =
  'of|to|for|with|on|about|from|at|into|through|during|under|against|towards?|improve[sd]?|improving|increase[sd]?|increasing|reduce[sd]?|reducing|affect(?:s|ed|ing)?|understand(?:s|ing)?|understood|explain(?:s|ed|ing)?|judge[sd]?|judging|consider(?:s|ed|ing)?|determine[sd]?|determining|measure[sd]?|measuring|ensure[sd]?|ensuring|threaten(?:s|ed|ing)?|protect(?:s|ed|ing)?|promote[sd]?|promoting|prevent(?:s|ed|ing)?|enhance[sd]?|enhancing|boost(?:s|ed|ing)?|limit(?:s|ed|ing)?';
/** Nouns whose "of" phrase is a set phrase without "the" ("on condition of", "with permission of"), or that another rule takes. */
const OF_NOUN_IDIOM =
  /^(?:average|condition|permission|importance|development|quality|courtesy|confirmation|recognition|appreciation|acknowledgement|acknowledgment|pleasure|measure|measurement)$/u;

/**
 * Countable things and people that, as a subject, never go without a determiner; not words used
 * bare in general or as names ("society", "school", "man", "Mother").
 */
const SUBJECT_THING =
  'teacher|student|child|kid|car|house|city|country|town|village|government|driver|player|doctor|dog|cat|phone|computer|book|film|movie|problem|idea|question|solution|decision|situation|restaurant|hotel|shop|building|museum|park|company|manager|boss|customer|tourist|visitor|character|story|team|trip|journey|plan|project|website|app|device|machine|vehicle|bus|train|plane|ticket|room|flat|apartment|garden|street|road|bridge|station|airport|teenager|patient|parent|neighbour|neighbor|colleague|ground|weather|environment|audience|speaker|writer|author|reader|viewer|user|owner|employee|employer|worker|citizen|population';

/** Words for a quality or a quantity before "of", after which a noun stays bare ("a sense of duty"). */
const OF_QUALITY_BEFORE = /\b(?:sense|feeling|spirit|act|kind|sort|type|form|lack|amount|level|degree)\s+$/iu;

/** Countable things that after "of" still need their article ("the history of the city"); not "cat and mouse" or "room for". */
const OF_THING =
  'teacher|student|child|car|house|city|country|town|village|government|driver|player|doctor|phone|computer|book|film|movie|story|restaurant|hotel|shop|building|museum|park|company|team|trip|journey|project|website|vehicle|bus|train|plane|flat|apartment|garden|street|road|bridge|station|airport|teenager|audience|speaker|writer|author|owner|world|earth|sun|moon|universe|planet';
/** Words before "of" that name a sort, a quantity or a cause, after which a bare noun is right. */
const OF_SORT_BEFORE =
  /\b(?:kind|type|sort|form|make|model|brand|lot|lots|instead|out|because|one|all|some|many|most|each|none|both|full|made|piece|sense|means|mode|method|way|by|front|side|top|back|inside|outside|head|capital|centre|center|part|member|kinds|types|sorts|forms|number|couple|pair|cost|price|percent|cent|half|majority|minority|rest|quarter|third|proportion|%|\d+)\s+$/iu;

/** Countable places and things a preposition never takes bare; not "school", "bed", "town" or "office", which can be. */
const PLACE_OR_THING =
  'car|house|city|village|phone|computer|restaurant|hotel|shop|building|museum|bus|plane|flat|apartment|garden|street|road|bridge|station|airport|cinema|theatre|theater|beach|party|concert|kitchen|bedroom|library|supermarket|mall|stadium|gym';

export const NOUN_PHRASE_RULES: readonly PatternRule[] = [
  {
    category: 'Determiner',
    pattern: new RegExp(String.raw`\b(the|The)\s+(${COUNTRY})${NAME_ENDS}`, 'gu'),
    explanation: 'The name of a country, a city or a continent takes no “the”: “in France”.',
    fix: (match) => word(match, 2),
  },
  {
    category: 'Determiner',
    pattern: new RegExp(
      String.raw`(?:^|(?<=\b(?:is|was|are|were|be|been|become|became|of|in|at|for|to|with|on|from|about)\s+))(best|worst|biggest|largest|greatest|easiest|cheapest|fastest|nicest|most\s+(?:important|beautiful|interesting|popular|famous|common|difficult|effective|expensive|useful|exciting|dangerous|amazing|efficient|convenient|comfortable|suitable|significant|relevant|serious|successful|valuable|powerful))\s+(${SUPERLATIVE_NOUN})\b`,
      'giu',
    ),
    explanation: 'A superlative before a noun takes “the”: “the best way”, “the most important thing”.',
    fix: (match) => `${keepCase(word(match, 1), 'the')} ${word(match, 1).toLowerCase()} ${word(match, 2)}`,
  },
  {
    category: 'Determiner',
    pattern:
      /\b(in|at|on|of|about|from|to|into|for|with|during|through|by)\s+(middle|centre|center|bottom|importance|development|quality|rest|history|benefits|advantages|disadvantages|effects|consequences|causes|beginning|end|top|size|number)\s+of\b/giu,
    explanation: 'A noun defined by an “of” phrase takes “the”: “in the middle of”, “the importance of”.',
    fix: (match, sentence) => {
      const noun = word(match, 2).toLowerCase();
      // "on top of", "in size of"? are set phrases; "by number of" is not.
      if ((noun === 'top' && /^on$/iu.test(word(match, 1))) || (noun === 'end' && /^in$/iu.test(word(match, 1))))
        return undefined;
      if (/\b(?:a|an|the)\s+$/iu.test(before(match, sentence))) return undefined;
      return `${word(match, 1)} the ${word(match, 2)} of`;
    },
  },
  {
    category: 'Determiner',
    pattern: new RegExp(
      String.raw`\b(${OF_NOUN_LEADS})\s+(\p{Ll}{3,}(?:tion|sion|ity|ness|ment|ance|ence|ure|age))\s+of\b`,
      'giu',
    ),
    explanation:
      'A noun that an “of” phrase pins down takes “the”: “famous for the scarcity of land”, “improve the quality of life”.',
    fix: (match, sentence) => {
      const noun = word(match, 2).toLowerCase();
      if (OF_NOUN_IDIOM.test(noun)) return undefined;
      // "the changing nature of": a determiner before the verb makes it a describing word.
      const prior = before(match, sentence);
      if (/\b(?:a|an|the|this|that|its|their|his|her|our|my|your)\s+$/iu.test(prior)) return undefined;
      // "a sense of determination of": after a word for a quality the noun stays bare.
      if (/^of$/iu.test(word(match, 1)) && OF_QUALITY_BEFORE.test(prior)) return undefined;
      // "blamed for corruption of minds": after a preposition, an action on people or things in general may stay bare.
      const object = /^\s+(\p{L}+)/u.exec(after(match, sentence))?.[1] ?? '';
      if (
        /^(?:of|to|for|with|on|about|from|at|into|through|during|under|against|towards?)$/iu.test(word(match, 1)) &&
        (isPlural(object) || /^(?:other|\p{Ll}{2,}[^su's]s)$/u.test(object))
      )
        return undefined;
      return `${word(match, 1)} the ${word(match, 2)} of`;
    },
  },
  {
    category: 'Determiner',
    pattern:
      /\b(I|he|she)\s+(was|am|is)\s+(child|kid|teenager|boy|girl|baby|little\s+girl|little\s+boy|young\s+boy|young\s+girl|small\s+child|little\s+child)(?=\s*[,.!?;]|\s+(?:and|but|I|he|she|my|we)\b)/giu,
    explanation: 'One child takes “a”: “when I was a child”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)} a ${word(match, 3)}`,
  },
  {
    category: 'Noun number',
    pattern: new RegExp(
      String.raw`\b(a\s+lot\s+of|lots\s+of|plenty\s+of|many\s+of\s+(?:the|my|our|their|his|her|your|these|those)|some\s+of\s+(?:the|my|our|their|his|her|your|these|those)|a\s+few\s+of\s+(?:the|my|our|their))\s+((?:\p{Ll}+\s+)?)(${COUNTABLE})${PHRASE_ENDS}`,
      'giu',
    ),
    explanation: 'After “a lot of” or “many of”, a countable noun is plural: “a lot of friends”.',
    fix: (match) => {
      const adjective = word(match, 2).trim();
      if (adjective && !nlp(adjective).has('#Adjective')) return undefined;
      // "a lot of their day": a share of one thing, with its owner ("thier" misspelt too).
      if (/^(?:their|thier|my|his|her|our|your|its|the|this|that)$/iu.test(adjective)) return undefined;
      // "a lot of bad language", "plenty of physical activity": with an adjective, the mass noun.
      if (adjective && /^(?:language|activity)$/iu.test(word(match, 3))) return undefined;
      const plural = pluralOfListed(word(match, 3).toLowerCase());
      return plural ? `${word(match, 1)} ${word(match, 2)}${plural}` : undefined;
    },
  },
  {
    category: 'Noun number',
    pattern: new RegExp(String.raw`\b(other)\s+(${COUNTABLE})${PHRASE_ENDS}`, 'giu'),
    explanation: '“Other” without “the” or “an” goes with a plural: “other countries”.',
    fix: (match, sentence) => {
      // "the other country", "my other friend", "the only other way": one thing, rightly singular.
      const prior = before(match, sentence);
      if (
        /\b(?:the|my|your|his|her|our|their|its|any|no|one|every|each|some|an|this|that|on)\s+$/iu.test(prior) ||
        /\bthe\s+\p{L}+\s+$/iu.test(prior)
      )
        return undefined;
      const plural = pluralOfListed(word(match, 2).toLowerCase());
      return plural ? `${word(match, 1)} ${plural}` : undefined;
    },
  },
  {
    category: 'Determiner',
    pattern: /\b(more\s+than|less\s+than|over|almost|nearly)\s+(a)\s+(half)\b(?!\s*-)/giu,
    explanation: '“Half” of a group takes no “a” after “more than”: “more than half of the students”.',
    fix: (match) => `${word(match, 1)} ${word(match, 3)}`,
  },
  {
    category: 'Determiner',
    pattern: /(?<=^|[.;]\s*|\b(?:and|but|so)\s+)(as)\s+(the)\s+(result|consequence)(?=\s*,)/giu,
    explanation: 'The linking phrase is “as a result” or “as a consequence”.',
    fix: (match) => `${word(match, 1)} a ${word(match, 3)}`,
  },
  {
    category: 'Determiner',
    pattern: /\b(most)\s+of\s+(\p{Ll}+)\b(?!\s+(?:of|who|that|which)\b)/gu,
    explanation: 'Before a noun without “the”, “most” takes no “of”: “most junk food”, or “most of the junk food”.',
    fix: (match, text) => {
      const next = word(match, 2);
      if (!isOnlyNoun(next) && !isPlainAdjective(next)) return undefined;
      // "most of reader": one countable thing on its own wants "most readers", not "most reader";
      // "most of junk food" is fine, the noun after it being the head.
      if (isCountedOne(next) && !isOnlyNoun(wordAfter(text, (match.index ?? 0) + match[0].length))) return undefined;
      // "most of school", "most of the day": a countable thing's greater part needs "the", not a bare noun.
      if (LISTED_COUNTED.test(next) || /^(?:work|home|college|school|life)$/u.test(next)) return undefined;
      if (
        /^(?:all|the|a|an|my|your|his|her|its|our|their|this|that|these|those|which|whom|whose|what|everything|everyone|everybody|one|two|three|us|them|you|it|time)$/u.test(
          next,
        )
      )
        return undefined;
      return `${word(match, 1)} ${next}`;
    },
  },
  {
    category: 'Determiner',
    pattern: new RegExp(
      String.raw`(?<=^|[,;:]\s*|\b(?:because|when|if|but|so|while|where|since|although|though|until)\s+)(${SUBJECT_THING})\s+(is|was|has|had|will|would|can|could|should|must|may|might|does|did|isn't|wasn't|doesn't|didn't|won't|can't)\b`,
      'giu',
    ),
    explanation:
      'One countable thing as the subject needs “the” (or “a”, “my”): “the teacher is only a guide”, “the car has changed our lives”.',
    fix: (match) => `${keepCase(word(match, 1), 'the')} ${word(match, 1).toLowerCase()} ${word(match, 2)}`,
  },
  {
    category: 'Determiner',
    pattern:
      /\b(for|to|of|with|between|from|about|among|against)\s+(poor|rich|elderly|sick|disabled|homeless|unemployed|wealthy|needy)(?=\s*[,.!?;]|\s*$|\s+(?:and|or|but|who|than)\b)/giu,
    explanation: 'An adjective that stands for a group of people takes “the”: “help the poor”, “taxes on the rich”.',
    fix: (match) => `${word(match, 1)} the ${word(match, 2)}`,
  },
  {
    category: 'Determiner',
    pattern:
      /\b(am|is|was|are|were)\s+(\d+|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty)(?:-\w+)?|eleven|twelve|\p{Ll}+teen)[\s-]+years?[\s-]+old\s+(\p{Ll}+)\b/giu,
    explanation: 'An age before a noun describes it, with “a” and hyphens: “I am a forty-year-old teacher”.',
    fix: (match) => {
      const next = word(match, 3);
      if (!isOnlyNoun(next) && !isPlainAdjective(next)) return undefined;
      if (/^(?:and|but|when|so|now|then|today|already|too)$/u.test(next)) return undefined;
      return `${word(match, 1)} ${anBefore(word(match, 2))} ${word(match, 2)}-year-old ${next}`;
    },
  },
  {
    category: 'Determiner',
    pattern:
      /\b(am|is|are|was|were|be|also)\s+(kind|sort|type)\s+of\s+(person|people|man|woman|guy|girl|thing|things|job|place)\b/giu,
    explanation: '“Kind of” before a noun takes “the” or “a”: “I am the kind of person who …”.',
    fix: (match) => `${word(match, 1)} the ${word(match, 2)} of ${word(match, 3)}`,
  },
  {
    category: 'Determiner',
    pattern: new RegExp(
      String.raw`\b(of)\s+(${OF_THING})(?=\s*[.!?;:]|\s*$|\s+(?:is|was|are|were|has|have|had|leads|led|will|can|but|in|on|at|for|to|with|from|by|which|that|where|when|because)\b)`,
      'giu',
    ),
    explanation:
      'One countable thing after “of” needs “the” or “a”: “the invention of the car”, “the end of the story”.',
    fix: (match, sentence) => {
      // "a kind of car", "a lot of", "instead of": a sort or a quantity, not one thing.
      if (OF_SORT_BEFORE.test(before(match, sentence))) return undefined;
      return `${word(match, 1)} the ${word(match, 2)}`;
    },
  },
  {
    category: 'Determiner',
    pattern:
      /\b(as|I\s+am|I'm|I’m|he\s+is|she\s+is|I\s+was|he\s+was|she\s+was|become|became|becomes)\s+(\p{Lu}\p{Ll}+(?:ish|ian|ese|an|ch|ic|ek|sh))\s+(teacher|tutor|student|speaker|translator|interpreter|citizen|guide|instructor|lecturer|professor|chef|cook|writer|author|journalist|doctor|nurse|engineer|lawyer|volunteer|assistant|learner)(?=\s*[,.!?;:]|\s*$|\s+(?:and|but|or|in|at|for|with|because|so|when|from|since|who|on|there|here|now|too)\b)/gu,
    explanation: 'A job or a role takes “a” or “an”, also after a nationality: “I work as an Italian teacher”.',
    fix: (match, sentence) => {
      // "worked as English teacher": the rule on jobs after "work as" takes it, with its verb.
      if (
        /\b(?:work|works|worked|working|job|career|employed|experience|volunteer|volunteered|volunteering|start|started|starting|continue|continued|on|hired|trained|qualified|placement|internship)\s+$/u.test(
          before(match, sentence),
        )
      )
        return undefined;
      return `${word(match, 1)} ${anBefore(word(match, 2))} ${word(match, 2)} ${word(match, 3)}`;
    },
  },
  {
    category: 'Determiner',
    pattern:
      /\b(such)\s+(an?)\s+((?:\p{Ll}+\s+){0,2})(\p{Ll}+s)\b(?=\s*[,.!?;]|\s+(?:that|and|as|in|of|for|with|are|were|have)\b)/giu,
    explanation: '“Such a” goes with one thing; with a plural, “such” stands alone: “such powerful heaters that …”.',
    fix: (match) => {
      const noun = word(match, 4);
      if (!isPlural(noun) || /^lens$/u.test(noun)) return undefined;
      if (/\b(?:a|an|the|of|and|or)\s/u.test(word(match, 3))) return undefined;
      return `${word(match, 1)} ${word(match, 3)}${noun}`;
    },
  },
  {
    category: 'Determiner',
    pattern:
      /\b(in)\s+(long|short)(?:\s*-\s*|\s+)(term|run)\b(?=\s*[,.!?;]|\s*$|\s+(?:and|but|I|we|it|this|they|he|she|you|people)\b)/giu,
    explanation: 'The set phrase takes “the”: “in the long term”, “in the short run”.',
    fix: (match) => `${word(match, 1)} the ${word(match, 2)} ${word(match, 3)}`,
  },
  {
    category: 'Determiner',
    pattern: new RegExp(
      String.raw`\b(in|into|on|at|to|from|with|after|before|during|inside|near|outside|behind|under|above|around|across|onto|towards|without)\s+(${PLACE_OR_THING})(?=\s*[.!?;:,]|\s*$|\s+(?:is|was|are|were|has|have|had|will|can|but|and|so|because|which|that|where|when|I|we|he|she|they|it|you)\b)`,
      'giu',
    ),
    explanation:
      'One countable place or thing after a preposition needs “the” or “a”: “go to the kitchen”, “after the party”.',
    fix: (match, sentence) => {
      // "from house to house", "car after car": a repeated noun goes without an article.
      const noun = word(match, 2).toLowerCase();
      if (new RegExp(String.raw`^\s+(?:to|after|by)\s+${noun}\b`, 'iu').test(after(match, sentence))) return undefined;
      if (new RegExp(String.raw`\b(?:${noun}|the|a|an)\s+$`, 'iu').test(before(match, sentence))) return undefined;
      // "begin to garden", "so to road has been" ("the road"): after "to" the word may be a verb or a slip.
      if (
        /^to$/iu.test(word(match, 1)) &&
        (tagsOfWord(noun).has('Verb') ||
          /^\s+(?:is|was|are|were|has|have|had|will|can)\b/iu.test(after(match, sentence)))
      )
        return undefined;
      // "on party": the preposition is wrong too ("at parties"), so "the" alone would not mend it.
      if (noun === 'party' && !/^(?:after|before|during|at|to|from)$/iu.test(word(match, 1))) return undefined;
      return `${word(match, 1)} the ${word(match, 2)}`;
    },
  },
  {
    category: 'Word order',
    pattern: /\b(a|an)\s+(such)\b/giu,
    explanation: '“Such” comes before “a”: “such a good day”.',
    fix: (match) => `${keepCase(word(match, 1), 'such')} a`,
  },
  {
    category: 'Grammar',
    pattern:
      /\b(too|so|very)\s+much\s+(expensive|big|small|cheap|difficult|easy|hard|important|good|bad|beautiful|busy|crowded|noisy|hot|cold|interesting|boring|dangerous|tired|happy|long|far|young|old|polluted)\b/giu,
    explanation: '“Much” does not go before a plain adjective: “too expensive”, “very busy”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)}`,
  },
  {
    category: 'Preposition',
    pattern:
      /\b(full|jealous|fond|keen|belong|belongs|belonged|belonging|dream|dreams|dreamed|dreamt|dreaming|laugh|laughs|laughed|laughing|key|access|bad)\s+(with|on|to|in|for|at|of)\b(?=\s+(\p{L}+))/giu,
    explanation: 'This word takes another preposition.',
    fix: (match) => {
      const head = word(match, 1);
      const preposition = word(match, 2).toLowerCase();
      const next = word(match, 3).toLowerCase();
      const stem = head.toLowerCase().replace(/(?:s|ed|t|ing)$/u, '');
      const [wrong, right] = WRONG_AND_RIGHT_PREPOSITION[stem] ?? WRONG_AND_RIGHT_PREPOSITION[head.toLowerCase()] ?? [];
      if (!wrong?.test(preposition) || !right) return undefined;
      // "the key of the door" is a real key; "bad in English" is a subject, "bad at swimming" a skill.
      if (stem === 'key' && !/^(?:success|happiness)$/u.test(next)) return undefined;
      if (stem === 'bad' && !/ing$/u.test(next)) return undefined;
      if (stem === 'acces' && !/^(?:the|a|an|information|education|internet|clean|water|health)$/u.test(next))
        return undefined;
      return `${head} ${right}`;
    },
  },
  {
    category: 'Preposition',
    pattern:
      /\b(in|at)\s+((?:my|his|her|our|their|your|the)\s+way\s+(?:home|back|to|there)|the\s+one\s+hand|foot|holidays?|the\s+countryside|(?:the|a)\s+wall)\b(?!\s+(?:season|time|period|homes?|resorts?|camps?|lets?|parks?|destinations?|villages?|company|packages?|jobs?|cottages?)\b)/giu,
    explanation: 'This phrase takes another preposition: “on my way home”, “on foot”, “on holiday”.',
    fix: (match) => {
      const preposition = word(match, 1);
      const rest = word(match, 2);
      const countryside = /countryside$/iu.test(rest);
      // "at" goes only with "the countryside" here, "in" with all the others.
      if (countryside !== (preposition.toLowerCase() === 'at')) return undefined;
      return `${keepCase(preposition, countryside ? 'in' : 'on')} ${rest}`;
    },
  },
  {
    category: 'Preposition',
    pattern: /\b(wait|waits|waited|waiting)\s+(me|him|her|us|them|you)\b(?!\s+to\b)/giu,
    explanation: 'We “wait for” someone.',
    fix: (match) => `${word(match, 1)} for ${word(match, 2)}`,
  },
  {
    category: 'Preposition',
    pattern:
      /\b(spend|spends|spent|spending)\s+((?:a\s+lot\s+of\s+|so\s+much\s+|too\s+much\s+|more\s+|less\s+|their\s+|our\s+|my\s+|his\s+|her\s+|your\s+)?money)\s+(in|for)\b(?!\s+(?:order|the\s+(?:city|town|country|shop|shops|centre|center|store|stores)))/giu,
    explanation: 'We spend money “on” something.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)} on`,
  },
  {
    category: 'Preposition',
    pattern:
      /\b(stay|stays|stayed|staying|be|am|is|are|was|were|work|works|worked|working)\s+(in)\s+(home)\b(?!\s*-)/giu,
    explanation: 'We say “at home”.',
    fix: (match) => `${word(match, 1)} at home`,
  },
  {
    category: 'Determiner',
    pattern:
      /\b(all|some|many|most|none|each|both|few|several|much)\s+(of)\s+(\p{Ll}{3,}s|people|children|men|women)\b(?=\s*[,.!?;]|\s+(?:are|were|have|had|do|did|can|could|will|would|should|must|who|that|which|in|at|from|with|and|like|think|prefer|use|want|know|say|live|go|need|agree)\b)/giu,
    explanation:
      'Before a noun, “of” in “all of”, “some of” needs “the”: “some of the students”, or drop it: “some students”.',
    fix: (match) => {
      const noun = word(match, 3).toLowerCase();
      if (
        !/^(?:people|children|men|women)$/u.test(noun) &&
        (!isPlural(noun) || /^(?:us|this|thus|its|his|hers|yours|ours|theirs|these|those|others)$/u.test(noun))
      )
        return undefined;
      return `${word(match, 1)} ${word(match, 2)} the ${word(match, 3)}`;
    },
  },
  {
    category: 'Determiner',
    pattern:
      /\b(almost)\s+(people|students|children|parents|teenagers|families|countries|cities|schools|companies|everyday)\b/giu,
    explanation: '“Almost” goes with “all”: “almost all people”, or write “most people”.',
    fix: (match) => `${word(match, 1)} all ${word(match, 2)}`,
  },
  {
    category: 'Noun number',
    pattern:
      /\b(two|three|four|five|six|seven|eight|nine|ten|several|few|many|\d+)\s+(hundreds|thousands|millions|billions|dozens)\b(?!\s+of\b)/giu,
    explanation: 'After a number, “hundred”, “thousand” and “million” take no -s: “two hundred people”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2).replace(/s$/iu, '')}`,
  },
  {
    category: 'Determiner',
    pattern: /\b(the\s+another|an\s+other)\b/giu,
    explanation: '“Another” is one word and takes no “the”.',
    fix: (match) => keepCase(match[0], 'another'),
  },
  {
    category: 'Preposition',
    pattern: /\b(in)\s+(the\s+other\s+side)\b(?!\s+of\s+the\s+(?:room|house|building|box|bag|picture|page))/giu,
    explanation: 'We say “on the other side”.',
    fix: (match) => `${keepCase(word(match, 1), 'on')} ${word(match, 2)}`,
  },
  {
    category: 'Grammar',
    pattern:
      /\b(speak|speaks|spoke|speaking|play|plays|played|playing|sing|sings|sang|singing|cook|cooks|cooked|cooking|write|writes|wrote|writing|drive|drives|drove|driving|swim|swims|swam|swimming|dance|dances|danced|dancing|went|go|goes|did|does|do|worked|work|works)\s+((?:\p{Ll}+\s+)?)((?:very|really|so|quite|pretty)\s+)?(good|bad)(?=\s*[,.!?;]|\s+(?:and|but|because|so|when|in|at)\b)/giu,
    explanation: 'To say how someone does something, use an adverb: “she speaks English very well”.',
    fix: (match) => {
      const object = word(match, 2).trim().toLowerCase();
      // "it went bad", "do good" (charity), "is a good": only a clear object or nothing between.
      if (/^(?:it|that|this|something|nothing|things|a|an|the|look|looks|feel|feels)$/u.test(object)) return undefined;
      if (/^(?:went|go|goes|did|does|do)$/iu.test(word(match, 1)) && object === '') return undefined;
      const adverb = word(match, 4).toLowerCase() === 'good' ? 'well' : 'badly';
      return `${word(match, 1)} ${word(match, 2)}${word(match, 3)}${adverb}`;
    },
  },
  {
    category: 'Grammar',
    pattern:
      /\b(there)\s+(is|was)\s+((?:more|less|very|so|too|really|quite|much\s+more)\s+)?(easy|easier|difficult|important|necessary|possible|impossible|better|convenient|hard|harder|nice|good|interesting|dangerous|useful|cheaper|faster|safer|common|normal|usual|healthier|essential|advisable|preferable|comfortable)\s+(to|for)\b/giu,
    explanation: 'Before an adjective and “to”, the subject is “it”: “it is easier to go by bus”.',
    fix: (match) =>
      `${keepCase(word(match, 1), 'it')} ${word(match, 2)} ${word(match, 3)}${word(match, 4)} ${word(match, 5)}`,
  },
  {
    category: 'Preposition',
    pattern: /\b(in)\s+(compare|comparation)\s+(to|with)\b/giu,
    explanation: 'We say “compared with” or “in comparison with”.',
    fix: (match) => `${keepCase(word(match, 1), 'compared')} ${word(match, 3)}`,
  },
  {
    category: 'Determiner',
    pattern:
      /(?<=(?:^|[,;]\s*|\b(?:that|because|but|and|so|think|believe)\s+))(the)\s+(life|love|friendship|freedom)\s+(is|was|has|can|will|gives|makes|becomes)\b/giu,
    explanation: 'An abstract noun in its general sense takes no “the”: “life is short”.',
    fix: (match) => `${keepCase(word(match, 1), word(match, 2))} ${word(match, 3)}`,
  },
  {
    category: 'Preposition',
    pattern:
      /\b(affect|affects|affected|affecting|obey|obeys|obeyed|comprise|comprises|comprised|join|joins|joined|face|faces|faced|facing)\s+(on|to|of|with)\b(?=\s+(?:the|a|an|my|your|his|her|our|their|this|that|these|those|many|some|people|me|him|us|them)\b)/giu,
    explanation: 'This verb takes its object directly: “it affects people”, “face the problem”.',
    fix: (match, sentence) => {
      const verb = word(match, 1).toLowerCase();
      const preposition = word(match, 2).toLowerCase();
      const wrong: Readonly<Record<string, RegExp>> = {
        affect: /^on$/u,
        obey: /^to$/u,
        compris: /^of$/u,
        join: /^(?:to|with)$/u,
        fac: /^(?:to|with)$/u,
      };
      const stem = verb.replace(/(?:es|s|ed|d|ing)$/u, '');
      const rule = Object.entries(wrong).find(([key]) => stem.startsWith(key));
      if (!rule?.[1].test(preposition)) return undefined;
      // "be faced with", "joined with others" in a passive or a list are right.
      if (
        /^fac/u.test(stem) &&
        /\b(?:be|is|are|was|were|been|being|get|got|when|if)\s+$/iu.test(before(match, sentence))
      )
        return undefined;
      if (/^join/u.test(stem) && preposition === 'with') return undefined;
      // After a determiner or a possessive the word is a noun: "such an affect on", "his face to".
      if (NOUN_BEFORE.test(before(match, sentence))) return undefined;
      return word(match, 1);
    },
  },
  {
    category: 'Word choice',
    pattern:
      /\b(a|an|the|no|any|such|this|its|their)\s+((?:an?\s+)?(?:big|great|huge|large|major|negative|positive|significant|strong|lasting|direct|profound|real|bad|good|serious|little|small|powerful|dramatic|harmful|important|enormous|tremendous|deep|adverse|bigger|greater|larger|stronger|worse|better)?\s*)(affect)\s+(on|upon)\b/giu,
    explanation: 'The noun is “effect”: “an effect on people”; “affect” is the verb: “it affects people”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)}${keepCase(word(match, 3), 'effect')} ${word(match, 4)}`,
  },
  {
    category: 'Preposition',
    pattern: /\b(to\s+hear)\s+(you|from\s+you)\b(?=\s*[,.!?;]|\s+(?:soon|again|and|very)\b)/giu,
    explanation: 'In a letter we hope “to hear from you”.',
    fix: (match) => (/^from/iu.test(word(match, 2)) ? undefined : `${word(match, 1)} from you`),
  },
  {
    category: 'Preposition',
    pattern:
      /\b(pay|pays|paid|paying)\s+((?:the|a|my|our|their|his|her|your)\s+(?:tickets?|meals?|food|drinks?|petrol|fuel|course|trip|holiday|flights?|journey))\b/giu,
    explanation: 'We “pay for” the thing we buy: “pay for the tickets”.',
    fix: (match) => `${word(match, 1)} for ${word(match, 2)}`,
  },
  {
    category: 'Determiner',
    pattern: new RegExp(
      String.raw`\b(use|uses|used|using|buy|buys|bought|buying|get|gets|got|getting|have|has|had|having|need|needs|needed|find|finds|found|finding|take|takes|took|taking|rent|rents|rented|renting|drive|drives|drove|driving|ride|rides|rode|riding|is|was|choose|chose|want|wants|wanted|read|reads|reading|write|writes|wrote|writing|watch|watches|watched|watching|book|booked|catch|caught|miss|missed)\s+(${ONE_THING})(?!\s*-)${PHRASE_ENDS}`,
      'giu',
    ),
    explanation: 'One countable thing takes “a” or “the”: “take a bus”, “use a computer”, “it is a problem”.',
    fix: (match, sentence) => {
      const verb = word(match, 1).toLowerCase();
      const noun = word(match, 2);
      // "there is problem"? still wrong; but "what is book" asks a name, and "book hotel" is a verb before a noun.
      if (/^(?:is|was)$/u.test(verb) && /\b(?:what|which|who|there)\s+$/iu.test(before(match, sentence)))
        return undefined;
      if (verb === 'book' && /\b(?:a|the|my|this|that)\s+$/iu.test(before(match, sentence))) return undefined;
      return `${word(match, 1)} ${/^[aeiou]/iu.test(noun) && !/^u(?:ni|s)/iu.test(noun) ? 'an' : 'a'} ${noun}`;
    },
  },
  {
    category: 'Preposition',
    pattern: /\b(in)\s+(the\s+beach)\b(?!\s+(?:house|bar|hut|resort|club|town|volleyball)\b)/giu,
    explanation: 'We say “on the beach” or “at the beach”.',
    fix: (match) => `${keepCase(word(match, 1), 'on')} ${word(match, 2)}`,
  },
  {
    category: 'Determiner',
    pattern:
      /\b(in|into|to|with|for|about|enjoy|enjoying|enjoyed|love|loves|protect|protecting|respect)\s+(the)\s+(nature)\b(?!\s+(?:of|reserve|reserves|park|parks)\b)/giu,
    explanation: '“Nature” (the natural world) takes no “the”: “a walk in nature”.',
    fix: (match) => `${word(match, 1)} ${word(match, 3)}`,
  },
  {
    category: 'Determiner',
    pattern:
      /\b(play|plays|played|playing)\s+(the)\s+(football|tennis|basketball|volleyball|golf|chess|soccer|rugby|baseball|hockey|cricket|badminton|handball)\b(?!\s+(?:match|game|ball|team|club|final|season)\b)/giu,
    explanation: 'A sport or game takes no “the”: “play football”.',
    fix: (match) => `${word(match, 1)} ${word(match, 3)}`,
  },
  {
    category: 'Determiner',
    pattern:
      /\b(go|goes|went|going|gone|travel|travels|travelled|traveled|travelling|traveling|come|comes|came|coming|get|gets|got|getting|arrive|arrived|move|moved|commute|commuting)\s+(by)\s+(the|a)\s+(car|bus|train|plane|taxi|bike|bicycle|boat|ship|underground|subway|metro|tram|coach|ferry)\b(?!\s+(?:of|from|that|which|to)\b)/giu,
    explanation: 'A way of travelling takes no article: “go by bus”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)} ${word(match, 4)}`,
  },
  {
    category: 'Preposition',
    pattern: /\b(solution|solutions|answer|answers|congratulations|degree|in\s+recognition)\s+(of|for|on|to)\b/giu,
    explanation: 'This word takes another preposition: “the solution to the problem”, “congratulations on”.',
    fix: (match, sentence) => {
      const head = word(match, 1);
      const key = head.toLowerCase().replace(/s$/u, '').replace(/\s+/gu, ' ');
      const rest = after(match, sentence);
      const [wrong, right, object] = FIXED_OBJECT_PREPOSITION[key] ?? [];
      if (!wrong || !right || wrong !== word(match, 2).toLowerCase() || !object?.test(rest)) return undefined;
      return `${head} ${right}`;
    },
  },
  {
    category: 'Word choice',
    pattern: /\b(return|returns|returned|returning)\s+back\b/giu,
    explanation: '“Return” already means “go back”: “return home”.',
    fix: (match) => word(match, 1),
  },
  {
    category: 'Determiner',
    pattern: new RegExp(
      String.raw`\b(for|to|of|about|from|into|protect|protects|protecting|pollute|pollutes|polluting|damage|damages|damaging|harm|harms|harming|save|saves|saving|destroy|destroys|destroying|affect|affects|affecting|improve|improving)\s+(environment|planet|atmosphere|ozone\s+layer|future|past|sky|sun|moon|population)${PHRASE_ENDS}`,
      'giu',
    ),
    explanation: 'Something there is only one of takes “the”: “protect the environment”, “in the future”.',
    fix: (match) => `${word(match, 1)} the ${word(match, 2)}`,
  },
  {
    category: 'Determiner',
    pattern:
      /\b(in|of|during|since|until|by|from)\s+((?:\d+(?:st|nd|rd|th)|twenty-first|twentieth|nineteenth|eighteenth)\s+century|(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)\s+(?:grade|floor))\b/giu,
    explanation: 'An ordinal before a noun takes “the”: “in the 21st century”, “on the third floor”.',
    fix: (match) => `${word(match, 1)} the ${word(match, 2)}`,
  },
  {
    category: 'Determiner',
    pattern: new RegExp(String.raw`\b(the|The)\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)${NAME_ENDS}`, 'gu'),
    explanation: 'The name of a country, a region or a city takes no “the”: “in Texas”, “to Hong Kong”.',
    fix: (match) => {
      const name = word(match, 2);
      if (PLACE_WITH_THE.test(name) || !name.split(/\s+/u).every(isPlaceName)) return undefined;
      return name;
    },
  },
  {
    category: 'Noun number',
    pattern:
      /\b(?:transportations|stuffs|slangs|leisures|healths|poetries|wellbeings|sunshines|clothings|permissions|researches)\b/giu,
    explanation: 'This noun has no plural: “transportation”, “research”, “stuff”.',
    fix: (match, sentence) => {
      const plural = match[0];
      // "she researches old maps" is a verb; after a determiner it is the noun.
      if (
        /^researches$/iu.test(plural) &&
        !/\b(?:the|some|many|these|those|recent|other|scientific|several|new|of|more|previous|medical|further)\s+$/iu.test(
          before(match, sentence),
        )
      )
        return undefined;
      if (/ches$/iu.test(plural)) return plural.slice(0, -2);
      return /ies$/iu.test(plural) ? `${plural.slice(0, -3)}y` : plural.slice(0, -1);
    },
  },
  {
    category: 'Noun number',
    pattern: new RegExp(
      String.raw`\b(many|several|various|numerous|few|these|those|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|[2-9]|[1-9]\d)\s+((?:\p{Ll}+\s+)?)(\p{Ll}+)${PHRASE_ENDS}(?!\s+(?:and|or)\s+\p{L})`,
      'giu',
    ),
    explanation: 'After a number, “many” or “these”, a countable noun is plural: “many countries”, “two weeks”.',
    fix: (match, sentence) => {
      const describing = word(match, 2).trim();
      if (describing && !isDescribingWord(describing)) return undefined;
      if (/\p{Lu}/u.test(`${describing}${word(match, 3)}`)) return undefined;
      // "two thousand and eleven": a year said in words, not a count.
      if (/\b(?:thousand|hundred)\s+(?:and\s+)?$/iu.test(before(match, sentence))) return undefined;
      // "£5 note", "page 3 of", "in 20 years' time": a number that is not a count.
      if (
        /[£$€#:.,]$|\b(?:page|chapter|number|no|room|grade|level|year|class|platform|gate|part|step|section|figure|table)\s*$/iu.test(
          before(match, sentence),
        )
      )
        return undefined;
      // "these result in", "those show that": after "these" the word may be a verb.
      const rest = after(match, sentence);
      if (/^th[eo]se$/iu.test(word(match, 1)) && !/^(?:\s*[,.!?;:]|\s*$|\s+(?:is|was|are|were|and|but)\b)/iu.test(rest))
        return undefined;
      const plural = pluralOfCountable(word(match, 3));
      return plural ? `${word(match, 1)} ${word(match, 2)}${plural}` : undefined;
    },
  },
  {
    category: 'Noun number',
    pattern: /\b(every|each|another|a|an)\s+((?:\p{Ll}+\s+)?)(\p{Ll}+s)\b(?!['’])/giu,
    explanation: '“Every”, “each”, “another” and “a” go with a singular noun: “every student”, “another country”.',
    fix: (match, sentence) => {
      const describing = word(match, 2).trim();
      if (describing && !isDescribingWord(describing)) return undefined;
      const determiner = word(match, 1).toLowerCase();
      // "There a books": "a" written for "are", not an article.
      if (determiner === 'a' && /\b(?:there|they|we|you|these|those)\s+$/iu.test(before(match, sentence)))
        return undefined;
      const rest = after(match, sentence);
      // "a sports car", "a savings account": a plural before a noun describes it.
      if (/^an?$/u.test(determiner) && !new RegExp(`^(?:${PHRASE_ENDS.slice(3, -1)})`, 'iu').test(rest))
        return undefined;
      // "another buildings roof": a noun after the plural makes it an owner missing its apostrophe.
      const next = /^\s+(\p{Ll}+)/u.exec(rest)?.[1];
      if (next && isOnlyNoun(next)) return undefined;
      const singular = singularOfCountable(word(match, 3).toLowerCase());
      if (!singular) return undefined;
      // "they are a big problems": after a plural verb, the article is what goes, not the plural.
      if (/^an?$/u.test(determiner) && /\b(?:are|were)\s+$/iu.test(before(match, sentence)))
        return `${word(match, 2)}${word(match, 3)}`;
      return `${word(match, 1)} ${word(match, 2)}${singular}`;
    },
  },
  {
    category: 'Noun number',
    pattern: /\b(every|each|another|a|an)\s+(\p{Ll}+\s+(?:and\s+)?\p{Ll}+\s+)(\p{Ll}+s)\b(?!['’])/giu,
    explanation:
      '“A”, “every” and “another” go with one thing, however many words describe it: “a big and busy city”, or drop “a”: “big and busy cities”.',
    fix: (match, sentence) => twoDescribersFix(match, sentence),
  },
  {
    category: 'Determiner',
    pattern:
      /^(First|Second|Third|Fourth|Fifth|Last|Final|Main|Biggest|Best|Worst|Most\s+important|Another\s+important)\s+((?:\p{Ll}+\s+)?)(advantage|disadvantage|reason|point|problem|argument|step|benefit|drawback|aspect|factor|option|solution|question|example|idea|thing|one|way|issue|difference|method|part)\s+(is|was|of|that|to|I|we|would|will|can|which)\b/gu,
    explanation: 'An ordinal or a superlative before a noun takes “the”: “The first advantage is …”.',
    fix: (match) => {
      const lead = word(match, 1);
      if (/^Another/u.test(lead)) return undefined;
      if (word(match, 2) && !isPlainAdjective(word(match, 2).trim())) return undefined;
      return `The ${lead.toLowerCase()} ${word(match, 2)}${word(match, 3)} ${word(match, 4)}`;
    },
  },
  {
    category: 'Determiner',
    pattern: new RegExp(
      String.raw`\b(is|was|am|be|been|become|becomes|became|has|have|had|having|isn't|wasn't|it's|heard|hear|hears|saw|see|sees|watch|watched|watches|met|meet|meets|buy|buys|bought|wrote|write|writes|read|reads|received|receive|receives|sent|send|won|win|wins|lost|lose|visited|visit|visits|built|build|builds|opened|open|started|start|joined|join|needed|wanted|want|wants|used|use|uses|rented|rent|booked|book|ordered|order|owns|owned|provide|provides|provided|play|plays|played|gain|gained|lead|leads|led|live|lives|lived|get|gets|got|find|finds|found|make|makes|made|making|take|takes|took|need|needs|needed|give|gives|gave|offer|offers|offered|create|creates|created|choose|chose|found)\s+((?:(?:very|really|quite|extremely|pretty|rather|truly|relatively|fairly)\s+)?)(\p{Ll}+(?:(?:\s+and|,)\s+\p{Ll}+)?)\s+(${ONE_OF_MANY}|time)(?=\s*[,.!?;:]|\s*$|\s+(?:and|but|or|which|that|who|where|in|at|with|because|so|when|for|from|to|of|than|there|here|as|on|around|like|if|since)\b)`,
      'giu',
    ),
    explanation: 'One countable thing takes “a”: “it is a very popular place”, “she has a good idea”.',
    fix: (match, sentence) => {
      const describing = word(match, 3);
      // "is Green Day": a capital starts a name, not an adjective and its noun.
      if (/\p{Lu}/u.test(`${describing}${word(match, 4)}`) || !describesOneThing(describing, word(match, 4)))
        return undefined;
      // "what is": a question has its own determiner; "a lost young girl": after a determiner the verb is an adjective.
      const prior = before(match, sentence);
      if (/\b(?:what|which|whose|how|a|an|the|my|your|his|her|its|our|their|this|that)\s+$/iu.test(prior))
        return undefined;
      // "I have failed test": after "have" a word in -ed is the verb's participle, not an adjective.
      if (/^(?:has|have|had|having)$/iu.test(word(match, 1)) && /ed$/u.test(describing)) return undefined;
      // "showing it's ugly face": after a verb, "it's" is the writer's "its", which needs no "a".
      if (/^it['’]s$/iu.test(word(match, 1)) && /\p{L}+ing\s+$/u.test(prior)) return undefined;
      // "books that have had bad language in them": the mass noun.
      if (massOrGenre(describing, word(match, 4))) return undefined;
      // "having separate adult and children sections": the noun describes a later plural noun.
      const rest = after(match, sentence);
      if (/^\s+and\s+\p{Ll}+\s+\p{Ll}+s\b/u.test(rest)) return undefined;
      // "spring creates new life": living things, not one life.
      if (
        word(match, 4).toLowerCase() === 'life' &&
        /^(?:create|creates|created|give|gives|gave|bring|brings|brought)$/iu.test(word(match, 1))
      )
        return undefined;
      const next = word(match, 2) || describing;
      return `${word(match, 1)} ${anBefore(next)} ${word(match, 2)}${word(match, 3)} ${word(match, 4)}`;
    },
  },
  {
    category: 'Determiner',
    pattern: new RegExp(
      String.raw`\b(in|at|for|to|with|into|from|on|about|like|as|of|by)\s+((?:(?:very|really|quite|extremely|pretty|rather|truly|relatively|fairly)\s+)?)(\p{Ll}+(?:(?:\s+and|,)\s+\p{Ll}+)?)\s+(${ONE_OF_MANY_AFTER_PREPOSITION}|time)(?=\s*[,.!?;:]|\s*$|\s+(?:and|but|or|which|that|who|where|in|at|with|because|so|when|for|from|to|of|than|there|here|as|on|around|like|if|since)\b)`,
      'giu',
    ),
    explanation: 'One countable thing takes “a”: “in a different way”, “for a long time”.',
    fix: (match, sentence) => {
      const describing = word(match, 3);
      // "is Green Day": a capital starts a name, not an adjective and its noun.
      if (/\p{Lu}/u.test(`${describing}${word(match, 4)}`) || !describesOneThing(describing, word(match, 4)))
        return undefined;
      // "such a", "quite a" go before the article; "a kind of old instrument" needs none.
      const prior = before(match, sentence);
      if (/\b(?:such|what|quite|rather|many|so|too)\s+$/iu.test(prior)) return undefined;
      if (/^of$/iu.test(word(match, 1)) && /\b(?:kind|sort|type|form)\s+$/iu.test(prior)) return undefined;
      // "a lot of bad language", "because of physical activity": after a quantity or a cause the noun
      // is often uncounted; "out of" is part of a longer phrase.
      if (
        /^of$/iu.test(word(match, 1)) &&
        /\b(?:a?lot|lots|plenty|amount|deal|because|out|full|instead|made|consists?|consisting|source|sources)\s+$/iu.test(
          prior,
        )
      )
        return undefined;
      // "the definition of true family": after a word for an idea, the noun is the idea itself.
      if (
        /^of$/iu.test(word(match, 1)) &&
        /\b(?:definition|meaning|concept|notion|idea|sense|image|picture)\s+$/iu.test(prior)
      )
        return undefined;
      // "censored for bad language", "books for young adult": the mass noun and the readers' genre.
      if (massOrGenre(describing, word(match, 4))) return undefined;
      const next = word(match, 2) || describing;
      return `${word(match, 1)} ${anBefore(next)} ${word(match, 2)}${word(match, 3)} ${word(match, 4)}`;
    },
  },
  {
    category: 'Determiner',
    pattern:
      /\b(large|huge|great|big|small|vast|significant|considerable|enormous|limited|sufficient|high|low|growing|increasing)\s+(number|amount|quantity|variety|range)\s+of\b/giu,
    explanation: '“Number”, “amount” and “variety” take “a” before their adjective: “a large number of people”.',
    fix: (match, sentence) => {
      if (
        /\b(?:a|an|the|this|that|any|such|what|no|its|their|his|her|our|my|your|same|very|quite|so|too|\p{L}+['’]s)\s+$/iu.test(
          before(match, sentence),
        )
      )
        return undefined;
      return `${anBefore(word(match, 1))} ${match[0]}`;
    },
  },
  {
    category: 'Determiner',
    pattern:
      /\b(the)\s+(public\s+transport(?:ation)?)(?=\s*[,.!?;:]|\s*$|\s+(?:is|are|was|were|has|have|had|can|could|will|would|should|must|may|might|seems|becomes|makes|allows|helps|gives|and|or|more|less|instead|because|every|to|for)\b)/giu,
    explanation: 'Public transport in general takes no “the”: “public transport is cheap”, “use public transport”.',
    fix: (match) => word(match, 2),
  },
  {
    category: 'Determiner',
    pattern:
      /\b(a|an)\s+((?:\p{Ll}+\s+)?)(advice|information|furniture|equipment|homework|housework|luggage|baggage|news|weather|traffic|scenery|accommodation|music|progress|pollution|transport|transportation|research|software|machinery|jewellery|jewelry|garbage|rubbish)(?=\s*[,.!?;:]|\s*$|\s+(?:and|or)\s+(?:a|an|the|some|my|his|her|their|our|your|to|use|\p{Ll}+ing)\b|\s+(?:but|again|now|too|then|which|that|who|in|at|with|because|so|when|for|from|to|about|on|is|was|are|were|has|had|will|can|during|here|there|today|as|of|like|than|by|back|into|through|over|under|within|without|after|before|until|if|while|since|among|between|across|against|towards?|throughout|led|made|done|given|conducted|carried)\b)/giu,
    explanation: 'This noun cannot be counted, so it takes no “a”: “some advice”, “good news”, “public transport”.',
    fix: (match, sentence) => {
      const describing = word(match, 2).trim().toLowerCase();
      if (describing && (!isPlainAdjective(describing) || describing === 'single')) return undefined;
      // "a piece of news" is counted already; "such a", "quite a" keep their "a" with a noun after.
      if (/\b(?:piece|bit|item|word)\s+of\s+$/iu.test(before(match, sentence))) return undefined;
      return `${word(match, 2)}${word(match, 3)}`;
    },
  },
  {
    category: 'Noun number',
    pattern:
      /\b(my|his|her|their|our|your)\s+(study)\b(?=\s*[,.!?;:]|\s*$|\s+(?:and|but|or|in|at|abroad|there|here|because|so|when|for|as|until|will|is|was|has|had|and)\b)/giu,
    explanation: 'Studying at school or university is “my studies”, in the plural: “after my studies”.',
    fix: (match) => `${word(match, 1)} studies`,
  },
  {
    category: 'Determiner',
    pattern: new RegExp(
      String.raw`\b(such)\s+((?:\p{Ll}+\s+)?)(${ONE_OF_MANY})(?=\s*[,.!?;:]|\s*$|\s+(?:and|but|or|which|that|who|where|in|at|with|because|so|when|for|from|to|of|than|there|here|as|on|I|you|he|she|we|they|it|people)\b)`,
      'giu',
    ),
    explanation: '“Such” before one countable thing takes “a”: “such a situation”, “such a beautiful place”.',
    fix: (match) => {
      const describing = word(match, 2).trim();
      if (describing && !isPlainAdjective(describing)) return undefined;
      return `${word(match, 1)} ${anBefore(describing || word(match, 3))} ${word(match, 2)}${word(match, 3)}`;
    },
  },
  {
    category: 'Determiner',
    pattern:
      /\b(I\s+am|I'm|I’m|he\s+is|she\s+is|he's|she's|I\s+was|he\s+was|she\s+was|you\s+are|become|became|becomes|work\s+as|works\s+as|worked\s+as|working\s+as|job\s+as|career\s+as|employed\s+as|experience\s+as|volunteer\s+as)\s+(student|teacher|doctor|nurse|engineer|lawyer|waiter|waitress|cook|chef|receptionist|secretary|manager|assistant|volunteer|tour\s+guide|guide|translator|interpreter|journalist|accountant|architect|designer|programmer|developer|photographer|musician|singer|actor|actress|writer|artist|scientist|pilot|driver|mechanic|farmer|policeman|police\s+officer|firefighter|soldier|instructor|coach|tutor|babysitter|lifeguard|cashier|salesman|saleswoman|shop\s+assistant|organizer|organiser|leader|member|beginner|housewife|businessman|businesswoman|graduate|freelancer|intern|trainee|fan|tourist|foreigner)(?=\s*[,.!?;:]|\s*$|\s+(?:and|but|or|in|at|for|with|because|so|when|from|since|who|of|on|there|here|now|too)\b)/gu,
    explanation: 'A job or a role takes “a”: “I am a student”, “she works as a nurse”.',
    fix: (match) => `${word(match, 1)} ${anBefore(word(match, 2))} ${word(match, 2)}`,
  },
  {
    category: 'Determiner',
    pattern:
      /\b(is|was|am|be|been|become|became|isn't|wasn't|it's|there's)\s+(place|city|country|town|village|person|thing|idea|example|problem|question|solution|decision|job|man|woman|boy|girl|friend|house|car|film|movie|book|story|restaurant|hotel|teacher|student|player|game|event|trip|journey|mistake|museum|building|shop|sport|language|hobby|animal|dish|meal|product|challenge|tool|method|step|option|choice|chance|opportunity|object|member|activity|skill|tradition|festival|gift|disaster|device|machine|app|website|platform|company|organization|organisation|institution|monument|palace|castle|beach|island|lake|river|mountain|park|garden|street|road|bridge|station|airport|cafe|bar|pub|club|market|mall|cinema|theatre|library|gallery|zoo|course|lesson|subject|topic|issue|concern|factor|aspect|feature|element|sign|symbol|trend|phenomenon|habit|custom)(?=\s*[,.!?;:]|\s*$|\s+(?:which|that|who|where|for|to|of|with|in|and|but|because|when|from)\b)/giu,
    explanation: 'One countable thing takes “a”: “it is a place where …”, “there was a problem with …”.',
    fix: (match, sentence) => {
      if (/\b(?:what|which|whose|how|where|who)\s+$/iu.test(before(match, sentence))) return undefined;
      // "is subject to change": "be subject to" is an adjective phrase.
      if (/^subject$/iu.test(word(match, 2)) && /^\s+to\b/iu.test(sentence.slice((match.index ?? 0) + match[0].length)))
        return undefined;
      return `${word(match, 1)} ${anBefore(word(match, 2))} ${word(match, 2)}`;
    },
  },
  {
    category: 'Possessive',
    pattern:
      /\b(children|people|women|men|students|parents|customers|citizens|teenagers|kids|workers|employees|humans|consumers|patients)\s+(rights|education|health|lives|life|needs|behaviou?r|choices?|opinions?|future|development|safety|attention|minds?|privacy|interests?|wellbeing|happiness|personality|habits?|creativity|perception|abilities|ability|demands|expectations|feelings|emotions|thoughts|mentality|lifestyle|decisions?|preferences?|satisfaction|trust)\b(?!['’])/giu,
    explanation: 'Whose thing it is takes the possessive: “children’s education”, “people’s lives”, “students’ needs”.',
    fix: (match, sentence) => {
      const owners = word(match, 1);
      // "to people rights are …" is rare; "the women health centre" names a place: a noun must not follow.
      const rest = after(match, sentence);
      if (
        /^\s+(?:centre|center|clinic|group|groups|organisation|organization|services?|programmes?|programs?|campaigns?|movement|issues?|policy|policies|department|sector|officer|activists?|care)\b/iu.test(
          rest,
        )
      )
        return undefined;
      // "Students needs more time", "People trust doctors": a word that is also a verb is the
      // owned thing only when a verb of its own, or the clause's end, follows it.
      if (VERB_TOO.test(word(match, 2)) && !ENDS_NOUN_PHRASE.test(rest)) return undefined;
      // The writer's own apostrophe: curly if the text uses curly ones, else straight.
      const apostrophe = sentence.includes('’') ? '’' : "'";
      // "a parents choice": after "a" or "each" there is one owner, "a parent's choice".
      if (/\b(?:a|an|one|each|every|any|another)\s+$/iu.test(before(match, sentence)))
        return /s$/iu.test(owners) ? `${owners.slice(0, -1)}${apostrophe}s ${word(match, 2)}` : undefined;
      const possessive = /s$/iu.test(owners) ? `${owners}${apostrophe}` : `${owners}${apostrophe}s`;
      return `${possessive} ${word(match, 2)}`;
    },
  },
  {
    category: 'Noun number',
    pattern:
      /\b(a|an|one|this|each|every|another|single)\s+((?:\p{Ll}+\s+)?)(phenomena|criteria|bacteria)\b|\b(the)\s+(phenomena|criteria)\s+(is|was|has)\b/giu,
    explanation: '“Phenomena” and “criteria” are plurals: one is a “phenomenon”, a “criterion”.',
    fix: (match) => {
      if (match[4])
        return `${word(match, 4)} ${CLASSICAL_SINGULAR[word(match, 5).toLowerCase()] ?? ''} ${word(match, 6)}`;
      const describing = word(match, 2).trim();
      if (describing && !isDescribingWord(describing)) return undefined;
      const singular = CLASSICAL_SINGULAR[word(match, 3).toLowerCase()];
      // "a phenomena" → "a phenomenon": the article stays, only the noun changes.
      return singular ? `${word(match, 1)} ${word(match, 2)}${singular}` : undefined;
    },
  },
  {
    category: 'Noun number',
    pattern:
      /\b(these|those|many|several|various|numerous|few|two|three|four|five)\s+((?:\p{Ll}+\s+)?)(phenomenon|criterion|bacterium)\b/giu,
    explanation: 'More than one “phenomenon” are “phenomena”; more than one “criterion” are “criteria”.',
    fix: (match) => {
      const describing = word(match, 2).trim();
      if (describing && !isDescribingWord(describing)) return undefined;
      return `${word(match, 1)} ${word(match, 2)}${CLASSICAL_PLURAL[word(match, 3).toLowerCase()] ?? word(match, 3)}`;
    },
  },
  {
    category: 'Noun number',
    pattern:
      /\b(our|the|this|a|one|each|every|another|whole|same|new|human|animal|plant|endangered|rare|different)\s+(specie)\b/giu,
    explanation: '“Species” ends in -s in the singular too: “a species”, “our species”.',
    fix: (match) => `${word(match, 1)} ${keepCase(word(match, 2), 'species')}`,
  },
  {
    category: 'Noun number',
    pattern: /\b(a|an|A|An)\s+((?:\p{Ll}+\s+)?)(media)\b/gu,
    explanation: '“Media” is a plural: one channel is “a medium”; the channels together are “social media”.',
    fix: (match, sentence) => {
      const describing = word(match, 2).trim().toLowerCase();
      if (describing && !isDescribingWord(describing) && !/^(?:social|mass)$/u.test(describing)) return undefined;
      // "a social media platform", "a media plan": "media" describes the noun after it, so the phrase
      // must end with "media" for it to be the noun.
      if (!ENDS_WITH_NOUN.test(after(match, sentence))) return undefined;
      // "a social media" means the whole field: no article; any other "a … media" is one medium.
      if (/^(?:social|mass)$/u.test(describing)) return `${word(match, 2)}${word(match, 3)}`;
      return `${word(match, 1)} ${word(match, 2)}medium`;
    },
  },
  {
    category: 'Determiner',
    pattern: /\b(internet)\b(?!\s*-)/giu,
    explanation: '“Internet” takes “the”: “the internet changed our lives”, “living without the internet”.',
    fix: (match, sentence) => {
      // "internet access", "Internet Explorer": "internet" describes the word after it.
      const rest = after(match, sentence);
      const next = /^\s+(\p{L}+)/u.exec(rest)?.[1];
      if (next && (/^\p{Lu}/u.test(next) || /ing$/u.test(next) || describesNext(word(match, 1), next)))
        return undefined;
      // "internet/wifi" pairs two words as one item; "Internet." alone is a heading.
      if (/^\//u.test(rest)) return undefined;
      const prior = before(match, sentence);
      // Only where no determiner can stand: at the start, after a comma, or after a word that takes a
      // bare noun phrase ("such as", "without", "and"); "the internet", "my internet" have theirs.
      if (!/(?:^\W*|[,;:]\s*|\b(?:such\s+as|without|and|or|like|than|with|through|via|by)\s+)$/iu.test(prior))
        return undefined;
      if (/^\W*$/u.test(prior) && /^\W*$/u.test(rest)) return undefined;
      // "radio, television and internet": a list of channels names the kind, with no article.
      if (CHANNEL_NEARBY.test(prior.slice(-30)) || CHANNEL_NEARBY.test(rest.slice(0, 30))) return undefined;
      // "the use of phone and internet" reads as a list whose "the" may carry over.
      if (/\b(?:the|a|an|my|your|his|her|our|their|its)\s+\p{L}+\s+(?:and|or)\s+$/iu.test(prior)) return undefined;
      return `${/^\W*$/u.test(prior) ? 'The' : 'the'} ${word(match, 1)}`;
    },
  },
  {
    category: 'Determiner',
    pattern:
      /\b(take|takes|took|taking|taken|use|uses|used|using|ride|rides|rode|riding|catch|catches|caught|catching)\s+(underground|subway|metro|tube|tram)\b(?!\s*-)/giu,
    explanation: 'A city’s railway takes “the”: “take the underground”, “use the metro”.',
    fix: (match, sentence) => {
      // "use underground trains", "take metro line 2": the word describes a noun after it.
      const next = /^\s+(\p{L}+)/u.exec(after(match, sentence))?.[1];
      if (next && (/^\d/u.test(next) || describesNext(word(match, 2), next))) return undefined;
      return `${word(match, 1)} the ${word(match, 2)}`;
    },
  },
  {
    category: 'Determiner',
    pattern:
      /\b(the)\s+((?:European|Asian|African|American|British|English|Spanish|French|Italian|German|Chinese|Japanese|Brazilian|Mexican|Russian|Greek|Roman|Indian|Korean|Turkish|Portuguese|Arabic|Arab|Polish|Dutch|Swiss|Western|Eastern|[Mm]odern|[Cc]ontemporary|[Cc]lassical|[Hh]uman)\s+(?:history|culture|cuisine|literature|music|art|architecture|society|politics|cinema|food|communication|philosophy|poetry|folklore|gastronomy|fashion|nature|behaviou?r))\b(?!\s*-|['’])/gu,
    explanation:
      'A people’s history, culture or cuisine in general takes no “the”: “a part of European history”, “I love Italian food”.',
    fix: (match, sentence) => {
      const rest = after(match, sentence);
      // "the Italian food we ate", "the European history of art": a clause or "of" after it makes it one.
      if (
        /^\s+(?:of|in\s+which|that|which|where|who|whose|we|they|I|you|he|she|it|there|here|at|during|today)\b/iu.test(
          rest,
        )
      )
        return undefined;
      // "the local art gallery": the phrase describes a noun after it.
      const next = /^\s+(\p{L}+)/u.exec(rest)?.[1];
      if (next && (/^\p{Lu}/u.test(next) || isOnlyNoun(next))) return undefined;
      // "my own culture, the Brazilian culture": after a comma it renames a thing just named.
      if (/[,;:(]\s*$/u.test(before(match, sentence))) return undefined;
      return word(match, 2);
    },
  },
  {
    category: 'Noun number',
    pattern: new RegExp(
      String.raw`\b(for|to|of|with|from|than|among|help|helps|helped|allow|allows|allowed|encourage|encourages|encouraged|enable|enables|enabled|motivate|motivates|motivated|attract|attracts|attracted)\s+(${PERSON_IN_GENERAL})(?=\s*[,.;:!?]|\s+(?:and|or|as|in|to|is|are|can|have|has|because|but|who|which|that|should|must|will|would)\b)`,
      'giu',
    ),
    explanation: 'A countable noun for people in general is plural: “good for humans”, “it encourages customers”.',
    fix: (match, sentence) => {
      const rest = after(match, sentence);
      const prior = before(match, sentence);
      // "Customer" with a capital is a party named in a contract; "for user:" heads a list.
      if (/\p{Lu}/u.test(word(match, 2)) || /^\s*:/u.test(rest)) return undefined;
      // "name and address of customer, telephone number": after a comma only a new clause shows the noun
      // phrase ended here; "of consumer and regulatory inquiries": after "and" only a plural or a determiner
      // shows two groups of people ("to human and animals").
      if (/^\s*,/u.test(rest) && !PERSON_CLAUSE_AFTER_COMMA.test(rest)) return undefined;
      if (
        /^\s+(?:and|or)\b/iu.test(rest) &&
        !/^\s+(?:and|or)\s+(?:\p{Ll}+s|the|a|an|their|other|people|children)\b/iu.test(rest)
      )
        return undefined;
      if (word(match, 1).toLowerCase() === 'from' && /^\s+to\b/iu.test(rest)) return undefined;
      // "teacher and student", "from child to adult": two bare nouns paired are a set phrase.
      if (new RegExp(String.raw`^\s+(?:and|or|to)\s+(?:${PERSON_IN_GENERAL})\b`, 'iu').test(rest)) return undefined;
      if (new RegExp(String.raw`\b(?:from|between)\s+(?:${PERSON_IN_GENERAL})\s+(?:and|or)?\s*$`, 'iu').test(prior))
        return undefined;
      if (/^(?:from|to)$/iu.test(word(match, 1)) && /\bfrom\s+\p{L}+\s+$/iu.test(prior)) return undefined;
      const plural = pluralOf(word(match, 2).toLowerCase());
      return plural ? `${word(match, 1)} ${plural}` : undefined;
    },
  },
  {
    category: 'Determiner',
    pattern:
      /\b(to|for|in|with|into|toward|towards|have|has|had|build|create|ensure|secure|guarantee|want|wants|need|needs|face|offer|offers|give|gives|promise|promises|of|about)\s+((?:(?:much|even|far|very)\s+)?(?:better|brighter|bright|good|great|sustainable|prosperous|happy|happier|secure|successful|uncertain|healthier|greener|cleaner|safer|promising|wonderful|positive|stable|peaceful|near|nearer|distant|foreseeable|immediate|not\s+too\s+distant)\s+future)\b(?!\s*-|\s+(?:generations?|plans?|careers?|jobs?|needs|use|of\s+\p{Ll}+s)\b)/giu,
    explanation: '“Future” with an adjective takes an article: “a better future”, “in the near future”.',
    fix: (match) => {
      const phrase = word(match, 2);
      // A time ahead of now is "the near future"; a kind of future one has or builds is "a bright future".
      const article = /^(?:near|nearer|distant|foreseeable|immediate|not)\b/iu.test(phrase) ? 'the' : 'a';
      return `${word(match, 1)} ${article} ${phrase}`;
    },
  },
  {
    category: 'Noun number',
    pattern:
      /\b(one\s+of\s+(?:the|my|his|her|our|their|your|its)\s+)((?:(?:most|least|very)\s+)?(?:\p{Ll}+\s+(?:and\s+\p{Ll}+\s+)?)?)(\p{Ll}{3,})(?=\s*[,.!?;:]|\s+(?:is|was|has|who|that|which|and|in|at|of|for|to|on|with|I|we|you|he|she|they|from|ever|because|but|where|when)\b)/gu,
    explanation: '“One of” picks from several: the noun after it is plural (“one of the best teachers I know”).',
    fix: (match, sentence) => {
      const noun = word(match, 3);
      if (NOT_ONE_AMONG_MANY.test(noun)) return undefined;
      // Every word before the noun only describes it: "the most amazing", "the kind and patient".
      const describing = word(match, 2)
        .trim()
        .split(/\s+/u)
        .filter((part) => part && !/^(?:most|least|very|and)$/u.test(part));
      if (!describing.every((part) => isDescribingWord(part) || /^(?:best|favou?rite|closest|biggest)$/u.test(part)))
        return undefined;
      // "one of the most problem": "most" wants an adjective, not a plural; "the best sporty and …": an adjective.
      if (/\b(?:most|least)\s+$/u.test(word(match, 2)) || /^\s+(?:and|or)\b/u.test(after(match, sentence)))
        return undefined;
      if (!isCountedThing(noun)) return undefined;
      const plural = pluralOf(noun);
      return plural ? `${word(match, 1)}${word(match, 2)}${plural}` : undefined;
    },
  },
  {
    category: 'Determiner',
    pattern:
      /\b(work|works|worked|working|job|career|employed|experience|volunteer|volunteered|volunteering|start|started|starting|continue|continued|carry\s+on|hired|trained|qualified|placement|internship)\s+as\s+((?:\p{Lu}?\p{Ll}+\s+)?)(\p{Ll}{3,})(?=\s*[,.!?;:]|\s+(?:and|in|at|for|with|because|but|from|since|on|who|there|when|I|he|she|we|they|to|until|during)\b)/gu,
    explanation: 'A job someone does takes “a” or “an”: “I worked as an instructor”.',
    fix: (match) => {
      const modifier = word(match, 2).trim();
      const noun = word(match, 3);
      // "work as well", "as many", "as a": only a describing word or a noun may stand before the job.
      if (
        modifier &&
        (/^(?:well|much|many|far|long|soon|good|hard|such|few|little|a|an|the|my|his|her|our|their|your|its|this|that|one|part|quickly|often|usual|before|always|possible|follows)$/u.test(
          modifier,
        ) ||
          !/^\p{Lu}?\p{Ll}+$/u.test(modifier))
      )
        return undefined;
      if (ONE_HOLDER_POST.test(noun) || !tagsOfWord(noun).has('Actor')) return undefined;
      return `${word(match, 1)} as ${anBefore(modifier || noun)} ${word(match, 2)}${noun}`;
    },
  },
];

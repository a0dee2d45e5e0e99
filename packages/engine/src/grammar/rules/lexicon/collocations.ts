import nlp from 'compromise';
import { remembered } from '../../../text/remembered-words';
import { ARTICLES, FORMS_OF_HAVE, oneOf, POSSESSIVE_DETERMINERS, wordPattern } from '../../word-classes';

/**
 * Verbs whose base form is never also an everyday noun ("go", "buy", "understand"; not "work",
 * "time", "help", "use"): after "want", "enjoy" or a preposition they can only be a verb.
 */
const VERB_ONLY = new Set(
  'go buy make understand reduce teach improve learn see get take eat enjoy find keep have do become choose decide spend live meet bring earn save protect prevent avoid achieve build create develop discover explain forget give grow hear know lose put say sell send speak think write solve provide prepare receive allow survive obtain gain maintain communicate encourage thank tell ask come swim drive sing feel attend relax travel persuade convince consider continue destroy recognise recognize realise realize remember appreciate imagine believe suggest recommend involve include inform introduce establish ensure enhance reveal acquire require deserve succeed pursue adapt adopt apply arrive behave belong breathe celebrate compare complain concentrate consume contribute define deliver depend describe determine discuss disappear educate eliminate examine exist expect explore identify ignore implement indicate inspire interact invent invest investigate justify memorise memorize motivate occur participate pollute possess practise predict pretend proceed promote pronounce prove publish recover rely remove replace represent respond retire seem suffer tolerate translate undertake organise organize accept admit analyse analyze arrange attract borrow collect compete criticise criticize'.split(
    ' ',
  ),
);

export const isBareVerbOnly = (lower: string): boolean => VERB_ONLY.has(lower);

/** A verb's -ing form and past participle, read with a subject so that "live" is taken as a verb. */
export const gerundOf = remembered((verb: string): string | undefined => {
  const ing = nlp(`we ${verb}`).verbs().toGerund().text().split(' ').at(-1);
  return ing && ing !== verb && ing.endsWith('ing') ? ing : undefined;
});

export const pastParticipleOf = remembered((verb: string): string | undefined => {
  const participle = nlp(`we ${verb}`).verbs().toPastParticiple().text().split(' ').at(-1);
  return participle && participle !== verb ? participle : undefined;
});

const singularOf = remembered((noun: string): string | undefined => {
  const parsed = nlp(noun);
  if (!parsed.has('#Plural') || parsed.has('#Verb')) return undefined;
  const singular = parsed.nouns().toSingular().text();
  return singular && singular !== noun ? singular : undefined;
});

export const isPlural = (noun: string): boolean => singularOf(noun) !== undefined;

/** Nouns that have no plural and take no "a" in everyday English. */
export const UNCOUNTABLE =
  'advice|information|homework|housework|furniture|equipment|luggage|baggage|news|weather|traffic|scenery|accommodation|fun|music|progress|pollution|vocabulary|research|transport|software|feedback|machinery|jewellery|jewelry|garbage|rubbish|money|health|happiness|nature|evidence';

export const PLURAL_OF_UNCOUNTABLE =
  'sceneries|traffics|pollutions|musics|vocabularies|machineries|jewelleries|jewelries|garbages|rubbishes|evidences|childrens|peoples|womens|mens';

/** Verbs that take the -ing form, never "to" or a bare verb ("enjoy swimming"). */
export const ING_VERB = 'enjoy|enjoys|enjoyed|enjoying|finish|finishes|finished|avoid|avoids|avoided|mind|minds';

/** Verbs followed by "to" and a verb: "want to go", never "want go". */
export const TO_VERB =
  'want|wants|wanted|need|needs|needed|decide|decides|decided|would\\s+like|would\\s+love|able|unable|going|trying|tried|refuse|refused|afford|manage|managed';

/** Superlatives that need no "most" before them. */
export const SUPERLATIVES =
  'best|worst|biggest|largest|greatest|oldest|smallest|nicest|easiest|hardest|happiest|richest|poorest|highest|longest|shortest|strongest|youngest|cheapest|fastest|coldest|hottest|warmest|prettiest|funniest|busiest|closest|latest|earliest|safest|cleanest|quietest|simplest|tallest|heaviest|loveliest|friendliest|healthiest|wealthiest';

export const SUBJECT = 'I|you|he|she|we|they';

export const NUMBER_WORD =
  'two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|many|several|a\\s+few|\\d+';

/** Verbs that leave "for" at the end of a relative clause ("the firm I work for", "what we asked for"). */
export const STRANDED_FOR_AFTER =
  /\b(?:\p{L}+ed|work|works|look|looks|wait|waits|ask|asks|pay|pays|care|cares|apply|vote|votes|stand|stands|stood|fight|fights|fought)\s+$/iu;

/** Words before "visit", "contact", "call" or "approach" that make it a noun. */
export const NOUN_BEFORE = wordPattern(
  'iu',
)`\b(?:${oneOf(POSSESSIVE_DETERMINERS, ARTICLES, FORMS_OF_HAVE)}|this|that|no|any|some|every|each|first|last|next|new|short|quick|brief|phone|close|direct|regular|eye|more|less|little|having|make|made|keep|kept|pay|paid|lose|lost|in|into|of)\s+$`;

/** Places one goes to as "the" place of its kind: "go to the cinema", "at the beach". */
export const THE_PLACE =
  'cinema|theatre|theater|beach|supermarket|gym|airport|station|zoo|countryside|seaside|dentist|library|post\\s+office|city\\s+centre|city\\s+center|sea';

export const ADJECTIVE_BEFORE_COUNTABLE =
  'good|nice|big|small|beautiful|interesting|great|wonderful|amazing|fantastic|lovely|bad|famous|popular|quiet|busy|lovely|terrible|difficult|strange|special|boring|important';

export const COUNTABLE_THING =
  'place|city|country|town|person|man|woman|idea|day|book|film|movie|job|experience|house|restaurant|hotel|trip|story|game|team|party|event|festival|decision|problem|question|example|opportunity|time|girl|boy|friend|teacher';

/** A person or a thing that receives something, after "give to" and the like. */
export const RECEIVER = String.raw`me|him|her|us|them|you|people|visitors|tourists|students|children|kids|customers|guests|readers|viewers|everyone|everybody|others|(?:${oneOf(POSSESSIVE_DETERMINERS)}|the)\s+(?:students?|children|child|kids?|family|families|parents?|friends?|visitors?|tourists?|customers?|clients?|guests?|readers?|viewers?|audience|teachers?|players?|team|people|movie|film|story|book|city|town|world)`;

/** A time after "sent to them", which makes it no second object ("sent to them the next day"). */
export const TIME_AFTER =
  /^\s*(?:the\s+)?(?:(?:next|same|following|other|previous)\s+)?(?:day|week|month|year|morning|afternoon|evening|night|weekend|time)\b|^\s*(?:this|that|last|next)\s+\p{Ll}+/iu;

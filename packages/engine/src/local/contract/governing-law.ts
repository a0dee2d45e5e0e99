import type { Sentence } from '../../text/sentences';
import { isBlankValue } from './form-blanks';
import { partGoverned } from './law-scope';

/**
 * Which place's law governs the agreement, read from the clause that chooses it. Places are matched
 * against a list of jurisdictions (US states, Canadian provinces, countries) so that the words after a
 * place are never taken for part of it ("THE STATE OF NEW YORK WITHOUT REGARD TO …"), whatever the
 * capitalisation; a place the list does not know is still read when it is capitalised after "laws of".
 */
export interface GoverningLaw {
  place: string;
  sentence: Sentence;
  /** Offset of the words naming the law within the sentence. */
  focus: number;
}

const UNITED_STATES = 'United States';
const US_STATES = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
  'District of Columbia',
  'Puerto Rico',
];
const PROVINCES = [
  'Ontario',
  'Quebec',
  'British Columbia',
  'Alberta',
  'Manitoba',
  'Saskatchewan',
  'Nova Scotia',
  'New Brunswick',
  'Newfoundland and Labrador',
  'Prince Edward Island',
];
const COUNTRIES = [
  "People's Republic of China",
  'Hong Kong',
  'China',
  'Taiwan',
  'Japan',
  'Korea',
  'Singapore',
  'India',
  'Israel',
  'England and Wales',
  'England',
  'Scotland',
  'Northern Ireland',
  'Ireland',
  'United Kingdom',
  'Germany',
  'France',
  'Italy',
  'Spain',
  'Portugal',
  'Netherlands',
  'Belgium',
  'Luxembourg',
  'Switzerland',
  'Austria',
  'Sweden',
  'Norway',
  'Denmark',
  'Finland',
  'Poland',
  'Russia',
  'Russian Federation',
  'Kazakhstan',
  'South Africa',
  'Australia',
  'New South Wales',
  'Victoria',
  'New Zealand',
  'Canada',
  'Mexico',
  'Brazil',
  'Argentina',
  'Chile',
  'Colombia',
  'Cayman Islands',
  'British Virgin Islands',
  'Bermuda',
  'Malaysia',
  'Thailand',
  'Philippines',
  'Indonesia',
  'Vietnam',
  'United Arab Emirates',
  'Turkey',
  'Greece',
  'Cyprus',
];
/** Abbreviations and other spellings of a jurisdiction: "PRC Law", "the laws of the U.S.". */
const ABBREVIATIONS: Record<string, string> = {
  prc: "People's Republic of China",
  'p.r.c.': "People's Republic of China",
  'people’s republic of china': "People's Republic of China",
  'u.s.': UNITED_STATES,
  'united states of america': UNITED_STATES,
  usa: UNITED_STATES,
};
/** Adjectives that name a country's law when written before it: "English law". */
const COUNTRY_ADJECTIVES: Record<string, string> = {
  english: 'England',
  british: 'England',
  scottish: 'Scotland',
  irish: 'Ireland',
  german: 'Germany',
  french: 'France',
  italian: 'Italy',
  spanish: 'Spain',
  dutch: 'Netherlands',
  swiss: 'Switzerland',
  swedish: 'Sweden',
  belgian: 'Belgium',
  austrian: 'Austria',
  israeli: 'Israel',
  japanese: 'Japan',
  chinese: 'China',
  indian: 'India',
  canadian: 'Canada',
  colombian: 'Colombia',
};
const ALIASES: Record<string, string> = { ...ABBREVIATIONS, ...COUNTRY_ADJECTIVES };
const ADJECTIVES = new Set(Object.keys(COUNTRY_ADJECTIVES));

const KNOWN_PLACES = [...US_STATES, ...PROVINCES, ...COUNTRIES, UNITED_STATES].sort((a, b) => b.length - a.length);
const SUBNATIONAL = new Set([...US_STATES, ...PROVINCES, 'New South Wales', 'Victoria']);
const ANY_SPACE = String.raw`[\s\u00a0]+`;
const placeSource = (place: string): string =>
  place.replace(/[.]/gu, String.raw`\.`).replace(/'/gu, "['’]").replace(/\s+/gu, ANY_SPACE);
// Case-insensitive: contracts write "THE STATE OF NEW YORK" as often as "the State of New York".
const PLACE = new RegExp(
  String.raw`(?<![\p{L}])(${[...KNOWN_PLACES.map(placeSource), ...Object.keys(ALIASES).map(placeSource)].join('|')})(?![\p{L}])`,
  'giu',
);
const KIND_BEFORE =
  /\b(state|commonwealth|province|republic|kingdom|district|federal\s+republic)\s+of\s+(?:the\s+)?$/iu;

/** A sentence that chooses a law for the agreement, strongest first. */
const GOVERNING_CUES: readonly RegExp[] = [
  /\b(?:govern(?:ed|s)?|construed|interpreted|enforced|controlled)\b[^.]{0,200}\b(?:laws?|legislation|regulations)\b/iu,
  /\b(?:laws?|legislation)\b[^.]{0,160}\b(?:(?:shall|will)\s+(?:govern|apply|control)|govern|governs|applies)\b/iu,
  /\bgoverning\s+laws?\b/iu,
  /\b(?:in\s+accordance\s+with|according\s+to)\s+(?:the\s+)?(?:(?:internal|substantive)\s+)?laws?\s+of\b/iu,
];
/** The words that point at the law's place: "laws of", "laws in force in", "law of", "X law". */
const LAW_WORD = /\b(?:laws?|legislation|regulations)\b/giu;
// The choice of law is made for the agreement; a sentence naming none ("matters governed by federal laws and by the
// laws of Tennessee" in a legal opinion, "comply with applicable laws") is about something else.
// Standard terms ("these Terms") and addenda ("this Addendum") choose a law for themselves as agreements do.
const ABOUT_THE_AGREEMENT =
  /\b(?:this|the)\s+(?:[\w-]+\s+){0,3}(?:agreement|contract|amendment|addendum|lease|manual|eula)\b|\bthese\s+(?:[\w-]+\s+){0,3}(?:terms|conditions)\b|\b(?:hereunder|herefrom|hereof|herein)\b|\brights\s+and\s+obligations\b/iu;
// An agreement named by its initials: "This MTA", "this NDA", "This CDA".
const THIS_ABBREVIATED = /\b[Tt]his\s+\p{Lu}{2,5}\b/u;
// A forum or venue is not the law: "arbitration in McLean, Virginia", "courts of the State of New York".
const WITHOUT_CONFLICT = /\bconflicts?\s+of\s+laws?\b|\bchoice\s+of\s+laws?\b/giu;
/** "laws thereof", "laws of such state", "that State": the place named earlier in the sentence. */
const BACK_REFERENCE = /\blaws?\s+(?:thereof|of\s+(?:such|that|said)\s+(?:state|jurisdiction|country))/iu;
const NEXT_SENTENCE_WINDOW = 120;
/**
 * A sentence setting how far a legal opinion reaches ("the opinion may be limited to the laws of X") names the law
 * the lawyer speaks to, not the law the parties chose for their agreement.
 */
export const OPINION_SCOPE =
  /\bopinions?\b[^.]{0,160}\b(?:limited|confined|restricted)\s+to\b|\b(?:limited|confined|restricted)\s+to\b[^.]{0,40}\blaws?\b[^.]{0,160}\bopinions?\b/iu;

/** Where the agreement says its law is, with the sentence that says it; undefined when none does. */
export function governingLaw(sentences: readonly Sentence[]): GoverningLaw | undefined {
  let best: { law: GoverningLaw; rank: number } | undefined;
  sentences.forEach((sentence, position) => {
    const cue = GOVERNING_CUES.findIndex((pattern) => pattern.test(sentence.text));
    // "a corporation organized under the laws of Delaware" says where a party was formed, not which law governs.
    // A line break can cut the clause in two sentences: "This Agreement and the rights of" | "X shall be governed by".
    const previous = sentences[position - 1]?.text.slice(-NEXT_SENTENCE_WINDOW) ?? '';
    const context = `${previous} ${sentence.text}`;
    if (cue === -1 || !(ABOUT_THE_AGREEMENT.test(context) || THIS_ABBREVIATED.test(context))) return;
    if (OPINION_SCOPE.test(sentence.text)) return;
    // A line break inside "the State of\nTennessee" can end the sentence before the place: read on into the next.
    const next = sentences[position + 1]?.text.slice(0, NEXT_SENTENCE_WINDOW) ?? '';
    const found = placeOfLaw(sentence.text, `${sentence.text} ${next}`);
    if (!found) return;
    // A law chosen for one part only ("the Standard Contractual Clauses are governed by …") yields to one for the whole.
    const rank = cue + (partGoverned(sentence.text) ? GOVERNING_CUES.length : 0);
    if (!best || rank < best.rank) best = { law: { place: found.place, sentence, focus: found.focus }, rank };
  });
  return best?.law;
}

/** The place of the law a governing-law sentence names, read from `text` (the sentence and what follows it). */
export function placeOfLaw(sentence: string, text = sentence): { place: string; focus: number } | undefined {
  const lawText = text.replace(WITHOUT_CONFLICT, (words) => ' '.repeat(words.length));
  const back = BACK_REFERENCE.exec(lawText);
  if (back) {
    const earlier = knownPlaces(lawText.slice(0, back.index)).at(-1);
    if (earlier) return { place: earlier.place, focus: earlier.index };
  }
  for (const law of lawText.matchAll(LAW_WORD)) {
    const index = law.index ?? 0;
    if (index >= sentence.length) break;
    // "Federal law as applied by the federal courts in the District of Columbia" chooses the nation's law, not the
    // law of the place its courts sit in.
    const federal = federalLaw(lawText.slice(Math.max(0, index - FEDERAL_CHARS), index), lawText.slice(index));
    // Beside the law of one of its own states ("… and the laws of the State of California"), the state tells it.
    const state = federal ? stateBeside(sentence.slice(index)) : undefined;
    if (state) return { place: state.place, focus: index + state.index };
    if (federal) return { place: federal, focus: index };
    // "Ohio law", "PRC Laws", "English law": the place written just before the law.
    const start = Math.max(0, index - 40);
    const before = knownPlaces(lawText.slice(start, index)).at(-1);
    if (before && lawText.slice(start + before.index + before.length, index).trim() === '') {
      return { place: before.place, focus: start + before.index };
    }
    // "laws of [the United States and of] the State of Texas", "laws, other than choice of law rules, of the state
    // of Florida": a place introduced by "of" or "in", never an adjective ("This Agreement, which is in English").
    // Up to the next law word: "where the law provides otherwise, … governed by the laws of X" names X for the second.
    // Only a law word in lower case: one in a capitalised name ("the State of Governing Law") starts no other law.
    const nextLaw = lawText.slice(index + law[0].length).search(/\b(?:laws?|legislation|regulations)\b/u);
    const after = lawText.slice(index, index + Math.min(160, nextLaw >= 0 ? law[0].length + nextLaw : 160));
    const places = knownPlaces(after).filter(
      (place) => !ADJECTIVES.has(place.written.toLowerCase()) && INTRODUCED.test(after.slice(0, place.index)),
    );
    const first = places[0];
    if (first && first.index < 110) {
      // A state named beside the country in the same sentence decides what the country's federal law leaves open.
      const subnational = places.find(
        (place) => index + place.index < sentence.length && SUBNATIONAL.has(place.canonical),
      );
      const chosen = first.canonical === UNITED_STATES && subnational ? subnational : first;
      return { place: chosen.place, focus: index + chosen.index };
    }
    const unknown = capitalisedPlace(after);
    if (unknown) return { place: unknown, focus: index };
  }
  return undefined;
}

const FEDERAL_CHARS = 40;
// "federal law", "the Federal laws", "United States federal law", "U.S. federal law", just before the law word.
const FEDERAL_BEFORE = /\bfederal\s+$/iu;
// "laws of the United States of America": the country whose federal law it is, named right after the law word.
const OF_COUNTRY = /^laws?\s+of\s+(?:the\s+)?$/iu;

/** The federal law a sentence chooses, as "the United States (federal law)"; undefined when the law is not federal. */
function federalLaw(before: string, after: string): string | undefined {
  if (!FEDERAL_BEFORE.test(before)) return undefined;
  const country = knownPlaces(after.slice(0, 60)).find(
    (place) => !SUBNATIONAL.has(place.canonical) && OF_COUNTRY.test(after.slice(0, place.index)),
  )?.canonical;
  const nation = country ?? UNITED_STATES;
  return `${nation === UNITED_STATES ? 'the United States' : nation} (federal law)`;
}

/** A state or province whose law the rest of the sentence chooses ("and the laws of the State of California"). */
function stateBeside(rest: string): PlaceMention | undefined {
  return knownPlaces(rest).find(
    (place) =>
      SUBNATIONAL.has(place.canonical) &&
      /\blaws?\s+of\s+(?:the\s+)?(?:(?:state|commonwealth|province)\s+of\s+(?:the\s+)?)?$/iu.test(
        rest.slice(Math.max(0, place.index - 40), place.index),
      ),
  );
}

// "as applied by the federal courts in the District of Columbia": the courts whose reading of federal law governs.
const APPLIED_BY =
  /\bas\s+(?:applied|interpreted|construed)\s+(?:and\s+\w+\s+)?by\s+(?:the\s+)?(?:federal|united\s+states|u\.\s?s\.)\s+courts?\s+(?:located\s+|sitting\s+)?(?:in|of|for)\s+(?:the\s+)?[^,;.]{2,60}/iu;

/** The courts a chosen federal law is to be applied as, told after it; '' when the sentence names none. */
export function federalCourtsOf(sentence: string): string {
  const words = APPLIED_BY.exec(sentence)?.[0];
  const place = words ? knownPlaces(words).at(-1)?.place : undefined;
  if (!place) return '';
  // "the District of Columbia", "the State of New York"; a bare "Texas" takes no article.
  const named = /^the\s/iu.test(place) || !/\sof\s/iu.test(place) ? place : `the ${place}`;
  return `, as applied by the federal courts in ${named}`;
}

/** The known places a text names, by their canonical names ("Texas", "England"), in order. */
export function placesNamedIn(text: string): string[] {
  return knownPlaces(text).map((mention) => mention.canonical);
}

/**
 * The country a canonical place lies in: a US state's is the United States, a province's Canada, an
 * Australian state's Australia; a country is its own.
 */
export function countryOfPlace(place: string): string {
  if (US_STATES.includes(place)) return UNITED_STATES;
  if (PROVINCES.includes(place)) return 'Canada';
  if (place === 'New South Wales' || place === 'Victoria') return 'Australia';
  return place;
}

/** Whether a canonical place is a state or province within a country. */
export function isSubnationalPlace(place: string): boolean {
  return SUBNATIONAL.has(place);
}

/** What comes just before a place that a law is "of" or "in force in". */
const INTRODUCED =
  /\b(?:of|in)\s+(?:the\s+)?(?:(?:state|commonwealth|province|republic|kingdom|district|federal\s+republic)\s+of\s+(?:the\s+)?)?$/iu;

interface PlaceMention {
  place: string;
  written: string;
  canonical: string;
  index: number;
  length: number;
}

function knownPlaces(text: string): PlaceMention[] {
  return [...text.matchAll(PLACE)].map((match) => {
    const written = (match[1] ?? '').replace(/[\s\u00a0]+/gu, ' ');
    const canonical =
      ALIASES[written.toLowerCase()] ??
      KNOWN_PLACES.find((place) => place.toLowerCase() === written.toLowerCase().replace('’', "'")) ??
      written;
    const index = match.index ?? 0;
    const kind = KIND_BEFORE.exec(text.slice(Math.max(0, index - 30), index))?.[1];
    // "the State of Washington" is kept as the contract names it; "Washington" alone stays a bare place.
    const place =
      kind && !canonical.toLowerCase().startsWith(kind.toLowerCase())
        ? `the ${titleCase(kind.replace(/\s+/gu, ' '))} of ${canonical}`
        : canonical;
    return { place, written, canonical, index, length: match[0].length };
  });
}

// A place the list does not know: "laws of the Republic of Vanuatu", capitalised as a name is.
const CAPITALISED_PLACE =
  /^(?:laws?|legislation)\s+(?:in\s+force\s+in\s+|of\s+)(?:the\s+)?((?:(?:State|Commonwealth|Province|Republic|Kingdom|Principality|Emirate)\s+of\s+(?:the\s+)?)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+){0,2})/u;
const NOT_A_PLACE =
  /^(?:This|The|These|Each|Such|Any|All|Agreement|Section|Article|Company|Party|Parties|Territory)\b/u;

function capitalisedPlace(text: string): string | undefined {
  const place = CAPITALISED_PLACE.exec(text)?.[1];
  // "the laws of the State of [ ]": "State" is what the form's blank stood for, not a place.
  if (!place || NOT_A_PLACE.test(place) || isBlankValue(place)) return undefined;
  return place.replace(/\s+/gu, ' ');
}

function titleCase(words: string): string {
  return words.toLowerCase().replace(/(^|\s)\p{Ll}/gu, (letter) => letter.toUpperCase());
}

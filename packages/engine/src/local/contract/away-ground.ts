import { countryOfPlace, isSubnationalPlace, placesNamedIn } from './governing-law';
import { isCityPlace, sameCountry } from './party-places';

/**
 * What a governing-law or courts finding says when the place the clause names is known not to be
 * where the reader's party is organised or based: the distance is told plainly instead of "if that is
 * not where you are". Keyed by the rule's id; the home-ground wording stays with the rule.
 */
const AWAY_IMPACT: Record<string, (named: string, home: string, where: string) => string> = {
  'governing-law': (named, home, where) =>
    `It is the law of ${named}, not where your side is ${where} (${home}): a dispute may need lawyers from there.`,
  'dispute-resolution': (named, home, where) =>
    `A dispute must be brought in the courts it names, in ${named}, not where your side is ${where} (${home}): reaching them costs time and money.`,
};

// "conducted in the English language", "in English": a language, not a place the clause sends the reader to.
const LANGUAGE = /\b\p{L}+\s+language\b|\bin\s+English\b/giu;

/**
 * The finding's impact when the clause's place is away from the reader's, or undefined when that is not
 * known (see `awayPlaces`).
 */
export function awayImpact(
  ruleId: string,
  clauseText: string,
  readerPlaces: readonly string[],
  organisedOnly: readonly string[] = [],
): string | undefined {
  const told = AWAY_IMPACT[ruleId];
  const away = told ? awayPlaces(clauseText, readerPlaces) : undefined;
  if (!told || !away) return undefined;
  // "a Delaware corporation" says under which law the party was formed, not that it is based there.
  const homes = readerPlaces.filter((place) => !isCityPlace(place));
  const formedOnly = homes.length > 0 && homes.every((place) => organisedOnly.includes(place));
  return told(away.named, away.home, formedOnly ? 'organised' : 'organised or based');
}

/**
 * The places a clause names and the reader's own, listed, when every place named is known to be away from
 * the reader's: the reader's places must name a state or country (a city alone is not mapped to one), and
 * no place the clause names may be the reader's, nor a country the reader's state lies in.
 */
export function awayPlaces(
  clauseText: string,
  readerPlaces: readonly string[],
): { named: string; home: string } | undefined {
  const named = [...new Set(placesNamedIn(clauseText.replace(LANGUAGE, ' ')).map(sameCountry))];
  const home = [...new Set(readerPlaces.filter((place) => !isCityPlace(place)).map(sameCountry))];
  if (named.length === 0 || home.length === 0) return undefined;
  const homeCountries = new Set(home.map(countryOfPlace));
  const homeHasState = home.some(isSubnationalPlace);
  const away = named.every((place) => {
    if (home.includes(place)) return false;
    // A state's law is only known not to be the reader's when the reader's own state is known.
    if (isSubnationalPlace(place)) return homeHasState || !homeCountries.has(countryOfPlace(place));
    return !homeCountries.has(place);
  });
  return away ? { named: listed(named), home: listed(home) } : undefined;
}

function listed(places: readonly string[]): string {
  if (places.length <= 1) return places.join('');
  return `${places.slice(0, -1).join(', ')} and ${places.at(-1)}`;
}

import type { ContractParty } from '@doclens/api';
import { placesOfParty } from './party-places';

/**
 * The places a contract gives for a party only as the law it was formed under ("a Delaware statutory
 * trust", "organized under the laws of the State of Delaware"), with no address or office there: where
 * it is organised, which is not where it is based.
 */

// The place after "organized under the laws of (the State of)", "incorporated in".
const FORMED_UNDER =
  /(?<=\b(?:organi[sz]ed|incorporated|formed|existing|chartered|registered)\s+(?:and\s+existing\s+)?(?:under\s+the\s+laws\s+of|in)\s+(?:the\s+)?(?:(?:State|Commonwealth|Province|Republic)\s+of\s+)?)\p{Lu}\p{L}*(?:\s+(?:and\s+)?\p{Lu}\p{L}*){0,2}/gu;
// The place before the kind of entity: "a Delaware limited liability company", "an Ohio corporation".
const FORMED_AS =
  /(?<=\ban?\s+)\p{Lu}\p{L}*(?:\s+\p{Lu}\p{L}*){0,2}(?=[\s-]+(?:(?:statutory|business)\s+trust|corporation|(?:limited\s+)?(?:liability\s+)?(?:company|partnership)|general\s+partnership|nonprofit|not-for-profit|chartered|savings|banking|insurance|stock)\b)/gu;

function withoutFormation(text: string): string {
  const blank = (found: string) => ' '.repeat(found.length);
  return text.replace(FORMED_UNDER, blank).replace(FORMED_AS, blank);
}

export function organisedOnlyPlaces(
  pages: readonly { text: string }[],
  parties: readonly ContractParty[],
  party: ContractParty,
  places: readonly string[] = placesOfParty(pages, parties, party),
): string[] {
  const unformed = pages.map((page) => ({ ...page, text: withoutFormation(page.text) }));
  const based = new Set(placesOfParty(unformed, parties, party));
  return places.filter((place) => !based.has(place));
}

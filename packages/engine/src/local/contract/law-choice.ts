import { countryOfPlace, federalCourtsOf, placeOfLaw } from './governing-law';
import { partGoverned } from './law-scope';

/**
 * What a governing-law sentence chooses, told whole: one law ("the State of New York"), laws split by
 * where a party is ("the State of California if you are domiciled in the Americas; Ireland otherwise"),
 * two laws together ("the State of California and Hong Kong"), and the part of the agreement a law
 * covers when it covers only a part ("Ireland, for the Standard Contractual Clauses only").
 */

// Where a sentence passes from one law to the next: "…; otherwise …", "…, and if …", "…, or for …".
const NEXT_CHOICE = /;\s*|,\s*(?:and|or|but)\s+|,\s*(?=otherwise\b|in\s+all\s+other\s+cases\b)|\s+(?=otherwise\b)/iu;
// The condition a law holds under: "if you are domiciled in the Americas", "for customers outside the EEA".
const CONDITION =
  /\b(?:if|where|when|for|to\s+the\s+extent(?:\s+that)?)\s+((?:you|your|the\s+\p{L}+|customers?|licensees?|users?|\p{Lu}[\p{L}-]*)\b[^,;]{3,100}?)(?=\s*[,;]|\s+(?:this|these|the)\s+(?:[\w-]+\s+){0,3}(?:agreement|terms|addendum)\b|\s+\p{Lu}[\p{L}]+\s+laws?\b|\s*\.?\s*$)/iu;
// A federal law chosen (`governing-law.ts` tells it "the United States (federal law)").
const FEDERAL = /\(federal\s+law\)$/u;
const OTHERWISE = /\b(?:otherwise|in\s+all\s+other\s+cases|elsewhere)\b/iu;
// "the Member State in which the data exporter is established": a place named by what decides it.
const DECIDED_BY = /^\s+(?:in\s+which|where)\s+[^,;.]{3,80}/iu;

const FORMED_UNDER =
  /\b(?:formed|organi[sz]ed|incorporated|existing|registered|established)\s+(?:and\s+existing\s+)?under\s+(?:the\s+)?laws?\s+of\s+(?:the\s+)?(?:\p{L}+\s+of\s+(?:the\s+)?)?$/iu;
const FORMED_CHARS = 80;

interface LawPlace {
  place: string;
  focus: number;
}

/** The law a sentence chooses, told with its conditions and the part it covers; undefined when it names none. */
export function lawStatementOf(sentence: string, text = sentence): string | undefined {
  const places = placesOfLaw(sentence, text);
  if (places.length === 0) return undefined;
  const only = places.length === 1 ? places[0]?.place : undefined;
  const chosen = only ? `${only}${FEDERAL.test(only) ? federalCourtsOf(sentence) : ''}` : splitChoice(sentence, places);
  if (!chosen) return undefined;
  const part = partGoverned(sentence);
  return part ? `${chosen}, for ${part} only` : chosen;
}

/** Every law the sentence names, in order; a state's law beside its own country's is the state's. */
function placesOfLaw(sentence: string, text: string): LawPlace[] {
  const found: LawPlace[] = [];
  let from = 0;
  while (from < sentence.length) {
    const next = placeOfLaw(sentence.slice(from), text.slice(from));
    if (!next) break;
    const focus = from + next.focus;
    if (focus >= sentence.length) break;
    // "a corporation formed under the laws of Poland" says where a party was formed, not which law governs.
    if (found.length > 0 && FORMED_UNDER.test(sentence.slice(Math.max(0, focus - FORMED_CHARS), focus))) {
      from = focus + 1;
      continue;
    }
    const placeAt = text.indexOf(next.place, focus);
    const after = text.slice(placeAt >= 0 ? placeAt + next.place.length : focus);
    found.push({ place: withDecider(next.place, after), focus });
    // On past the place's first letter: the next law named may follow it closely ("California and the laws of …").
    from = focus + 1;
  }
  return withoutOwnCountries(found);
}

/** "Member State" with what decides which one: "the Member State in which the data exporter is established". */
function withDecider(place: string, after: string): string {
  if (!/^(?:the\s+)?(?:Member\s+State|country|jurisdiction|state)$/iu.test(place)) return place;
  const decider = DECIDED_BY.exec(after);
  return decider ? `the ${place.replace(/^the\s+/iu, '')}${decider[0]}` : place;
}

// A federal law chosen, told as "the United States (federal law)": its country, for the rule below.
const federalCountry = (place: string): string => place.replace(/^the\s+(?=United States)|\s+\(federal\s+law\)$/gu, '');

function withoutOwnCountries(places: readonly LawPlace[]): LawPlace[] {
  const distinct = places.filter(
    (place, index) => places.findIndex((other) => canonical(other.place) === canonical(place.place)) === index,
  );
  // "England and Wales" holds "England"; a state's country, and its federal law, are told by the state.
  return distinct.filter(
    (place) =>
      !distinct.some(
        (other) =>
          other !== place &&
          (countryOfPlace(bareOf(other.place)) === federalCountry(bareOf(place.place)) ||
            (canonical(other.place).includes(canonical(place.place)) && other.place.length > place.place.length)),
      ),
  );
}

function bareOf(place: string): string {
  return place.replace(/^the\s+(?:state|commonwealth|province|republic|kingdom|district)\s+of\s+/iu, '');
}

function canonical(place: string): string {
  return bareOf(place).toLowerCase();
}

/** The laws of a sentence that splits the choice, each with the condition it holds under. */
function splitChoice(sentence: string, places: readonly LawPlace[]): string {
  const parts = piecesOf(sentence);
  const conditions = places.map((place) => {
    const piece = parts.find((part) => place.focus >= part.start && place.focus < part.end);
    const words = piece ? sentence.slice(piece.start, piece.end) : '';
    const condition = CONDITION.exec(words);
    if (condition) return `${condition[0].split(/\s+/u)[0]?.toLowerCase()} ${condition[1]?.trim()}`;
    return OTHERWISE.test(words) ? 'otherwise' : '';
  });
  // Laws under no condition, or all under the same one, apply together ("the laws of California and the laws of
  // Hong Kong"); an "otherwise" with no other choice to follow ("except as the law provides otherwise") is no condition.
  const [first] = conditions;
  if (conditions.every((condition) => condition === first)) {
    const together = places.map((place) => place.place).join(' and ');
    return first && first !== 'otherwise' ? `${together} ${first}` : together;
  }
  return places.map((place, index) => `${place.place} ${conditions[index]}`.trim()).join('; ');
}

function piecesOf(sentence: string): { start: number; end: number }[] {
  const pieces: { start: number; end: number }[] = [];
  let start = 0;
  const splitter = new RegExp(NEXT_CHOICE.source, 'giu');
  for (const match of sentence.matchAll(splitter)) {
    pieces.push({ start, end: match.index ?? 0 });
    start = (match.index ?? 0) + match[0].length;
  }
  pieces.push({ start, end: sentence.length });
  return pieces;
}

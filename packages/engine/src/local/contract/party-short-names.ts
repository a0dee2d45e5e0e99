import type { Draft } from './party-draft';

/**
 * A form agreement may name its two parties by their short names alone, with no company name to fill in
 * and no bracket defining either: "made by and between Corvane and Partner (each a "Party")", "agreed
 * between the Reseller (as defined below) and the Distributor (as defined below) (the "Effective Date").
 * Each shall be referred to as a "Party"". The words that then call both of them a "Party" show that the two
 * names are the parties, and the short names are how the clauses speak of them ("Partner shall indemnify").
 */

// One to three capitalised words, after "the" or not, and a pointer to where the term is defined.
const SHORT_NAME = String.raw`(?:the\s+)?(\p{Lu}[\p{L}\d&'-]*(?:\s+\p{Lu}[\p{L}\d&'-]*){0,2})(?:\s*\(\s*as\s+(?:defined|described|set\s+out)\s+(?:below|above|herein)\s*\))?`;
// A date or term the same sentence defines between the names and their calling ('(the "Effective Date")').
const OTHER_DEFINITION = String.raw`(?:\((?:the\s+)?["“][^"“”]{1,40}["”]\)\s*\.?\s*)?`;
// "(each a "Party")", "(referred to herein as "Party", or collectively as the "Parties")", "Each shall be referred to as a "Party"".
const CALLED_PARTY = String.raw`\(?\s*(?:[Ee]ach|[Ii]ndividually|[Cc]ollectively|(?:[Hh]ereinafter\s+|[Hh]erein\s+)?[Rr]eferred\s+to)\b[^"“().]{0,60}["“]Part(?:y|ies)["”]`;
const BETWEEN_SHORT_NAMES = new RegExp(
  String.raw`\bbetween\s+${SHORT_NAME}\s*,?\s+and\s+${SHORT_NAME}\s*,?\s*${OTHER_DEFINITION}${CALLED_PARTY}`,
  'u',
);

/** The two parties an opening names by short names alone, both called a "Party"; none otherwise. */
export function partiesByShortNames(opening: string): Draft[] {
  const found = BETWEEN_SHORT_NAMES.exec(opening);
  const [first, second] = [found?.[1], found?.[2]];
  if (!found || !first || !second || first === second) return [];
  const words = found[0].trim();
  return [first, second].map((name) => ({
    name,
    aliases: [name],
    at: found.index + found[0].indexOf(name),
    definitions: new Map([[name, words]]),
  }));
}

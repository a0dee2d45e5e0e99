import type { ContractParty } from '@doclens/api';
import { placesNamedIn } from './governing-law';

/** How far after a party's name its description (incorporation, address) is read. */
const DESCRIPTION_CHARS = 320;
/** The opening where the parties are described. */
const OPENING_CHARS = 6_000;

/**
 * The places the contract's opening says a party is organised in or based at: "Acme Inc., a Texas
 * corporation", "incorporated in England and Wales", "with offices at …, Houston, Texas". Read from
 * the words after the party's first mention, up to the next party's.
 */
export function placesOfParty(
  pages: readonly { text: string }[],
  parties: readonly ContractParty[],
  party: ContractParty,
): string[] {
  const opening = pages
    .map((page) => page.text)
    .join('\n')
    .slice(0, OPENING_CHARS)
    .replace(/[ \t\u00a0]+/gu, ' ');
  const at = firstMention(opening, party);
  if (at === undefined) return [];
  const others = parties
    .filter((other) => other !== party)
    .map((other) => firstMentionAfter(opening, other, at + party.name.length))
    .filter((index): index is number => index !== undefined);
  const end = Math.min(at + DESCRIPTION_CHARS, ...others);
  return [...new Set(placesNamedIn(descriptionIn(opening.slice(at, end))))];
}

/** A party's description ends with its sentence or paragraph: what follows is about something else. */
const DESCRIPTION_END = /\n\s*\n|(?<!\b(?:Inc|Ltd|Corp|Co|Llc|LLC|Plc|No|St|S\.A|N\.A|L\.P|[A-Z]))\.\s+(?=\p{Lu})/u;

function descriptionIn(text: string): string {
  const end = DESCRIPTION_END.exec(text);
  return end ? text.slice(0, end.index) : text;
}

function firstMention(text: string, party: ContractParty): number | undefined {
  return firstMentionAfter(text, party, 0);
}

function firstMentionAfter(text: string, party: ContractParty, from: number): number | undefined {
  const lower = text.toLowerCase();
  const found = [party.name, ...party.aliases]
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name.length >= 2)
    .map((name) => lower.indexOf(name, from))
    .filter((index) => index >= 0);
  return found.length > 0 ? Math.min(...found) : undefined;
}

/**
 * Whether the places a clause names (its governing law, its courts) are all ones the reader's party is
 * organised in or based at.
 */
export function isReadersPlace(place: string | undefined, readerPlaces: readonly string[]): boolean {
  if (!place || readerPlaces.length === 0) return false;
  const named = placesNamedIn(place);
  return named.length > 0 && named.every((where) => readerPlaces.includes(where));
}

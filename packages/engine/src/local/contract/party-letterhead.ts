import type { ContractParty } from '@doclens/api';
import { escapeRegExp } from '../../text/words';

/**
 * A letter agreement ("Dear Dana: Fernhill Bio, Inc. … is pleased to offer …") is written on its sender's
 * letterhead: the address above the letter, before the addressee is first named, is the sender's. The
 * sender is the party the salutation does not address.
 */

/** Where the salutation is looked for: a letter opens with it. */
const LETTER_OPENING_CHARS = 2_000;
const SALUTATION = /\bDear\s+(?:(?:Mr|Mrs|Ms|Dr|Prof)\.?\s+)?(\p{Lu}[\p{L}'’-]+)/u;

/** The letterhead's words when `party` sent the letter, else undefined. */
export function letterheadOf(
  opening: string,
  parties: readonly ContractParty[],
  party: ContractParty,
): string | undefined {
  if (parties.length !== 2) return undefined;
  const salutation = SALUTATION.exec(opening.slice(0, LETTER_OPENING_CHARS));
  const addressed = salutation?.[1];
  if (!salutation || !addressed) return undefined;
  const addressee = parties.filter((candidate) => namesWord(candidate, addressed));
  if (addressee.length !== 1 || addressee[0] === party) return undefined;
  // The letterhead ends where the addressee is first named (its own address may follow there).
  const addresseeAt = firstNamed(opening, addressee[0] as ContractParty);
  const end = Math.min(salutation.index, addresseeAt ?? salutation.index);
  return opening.slice(0, end);
}

function namesWord(party: ContractParty, word: string): boolean {
  const pattern = new RegExp(`(?<![\\p{L}])${escapeRegExp(word)}(?![\\p{L}])`, 'iu');
  return [party.name, ...party.aliases].some((name) => pattern.test(name));
}

function firstNamed(text: string, party: ContractParty): number | undefined {
  const lower = text.toLowerCase();
  const found = [party.name, ...party.aliases]
    .map((name) => lower.indexOf(name.trim().toLowerCase()))
    .filter((index) => index >= 0);
  return found.length > 0 ? Math.min(...found) : undefined;
}

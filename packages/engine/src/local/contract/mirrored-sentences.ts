import type { ContractParty } from '@doclens/api';
import { escapeRegExp } from '../../text/words';

/**
 * Two sentences that say the same with the two parties swapped ("Operator shall indemnify Owner from claims arising
 * from its breach" and "Owner shall indemnify Operator from claims arising from its breach") state one clause both
 * ways alike. Sentences that differ in anything else (what each covers, its exceptions) state it both ways, but not
 * alike.
 */

// A clause number or heading before the sentence ("10.2", "(b)") is no part of what it says.
const NUMBERING = /^\s*(?:\(?[\dA-Za-z]{1,3}(?:\.\d+)*[.)]\s+)+/u;
// Marks for the two parties, in words no sentence of a contract uses.
const FIRST = '{party-one}';
const SECOND = '{party-two}';
const MARK = /\{party-(?:one|two)\}/gu;

function names(party: ContractParty): string[] {
  return [party.name, ...party.aliases].filter((name) => name.length > 1).sort((a, b) => b.length - a.length);
}

/** The sentence in lower case, with each of the two parties' names replaced by a mark for the one it names. */
function withPartiesMarked(text: string, first: ContractParty, second: ContractParty): string {
  let marked = text.replace(NUMBERING, '').replace(/\s+/gu, ' ').trim();
  for (const [party, mark] of [
    [first, FIRST],
    [second, SECOND],
  ] as const) {
    for (const name of names(party)) {
      marked = marked.replace(
        new RegExp(`(?<![\\p{L}\\d])(?:the\\s+)?${escapeRegExp(name)}(?![\\p{L}\\d])`, 'giu'),
        mark,
      );
    }
  }
  return marked.toLowerCase().replace(/[’']/gu, "'");
}

/** Whether the two sentences say the same of two parties, each with the parties the other way round. */
export function mirrorsWithPartiesSwapped(one: string, other: string, parties: readonly ContractParty[]): boolean {
  const [first, second] = parties;
  if (parties.length !== 2 || !first || !second) return false;
  const swapped = withPartiesMarked(other, first, second).replace(MARK, (mark) => (mark === FIRST ? SECOND : FIRST));
  return withPartiesMarked(one, first, second) === swapped;
}

import type { ContractParty } from '@doclens/api';

/**
 * The contract's words that put a party on its side, as the reason for the reader's party quotes them:
 * a preamble definition, a signature block, a recital, an operative clause (with its number), or the
 * other party's side.
 */

export function signedIn(party: ContractParty): string {
  return party.sideSource?.kind === 'signature' ? ` in the signature block: “${party.sideSource.quote}”` : '';
}

/** Where the contract says which side the party is on, quoted, for the reason shown to the reader. */
export function sideSourceWords(party: ContractParty): string {
  const source = party.sideSource;
  if (!source?.quote) return '';
  const quote = `“${source.quote.replace(/[“”]/gu, '"')}”`;
  if (source.kind === 'recital') return `, as the recitals say: ${quote}`;
  if (source.kind === 'definition') return `, as the preamble defines it: ${quote}`;
  if (source.kind === 'signature') return `, as its signature block says: ${quote}`;
  if (source.kind === 'clause')
    return source.section ? `, as Section ${source.section} says: ${quote}` : `, as the clause says: ${quote}`;
  return `, since the contract puts the other party on the other side: ${quote}`;
}

import { escapeRegExp } from '../../text/words';
import { isPartyWord } from './contract-roles';
import { bare, type Draft, sameName } from './party-draft';
import { partyName } from './party-names';

/**
 * A form agreement names its second party only by its role, the name to be filled in elsewhere: "between
 * Harbor Tunes, Inc. ("Harbor"), and Licensee, as set forth below". The role is then the party's only name.
 */
const ROLE_ONLY =
  /^\s*,?\s*(?:and|AND)\s+(?:the\s+)?(\p{Lu}[\p{L}-]+)\s*,?\s+(?:as\s+(?:set\s+forth|named|identified|described|stated|specified)|(?:named|identified|described|specified)\s+(?:below|above|on|in))\b/u;
// The first party's short name closes its definition: the role-only party follows that bracket.
const DEFINITION_END = /^[^)]{0,200}\)/u;

/** Adds the party named only by its role right after the sole party defined so far, if the preamble has one. */
export function withRoleOnlyParty(drafts: Draft[], preamble: string, offset: number): void {
  const [first] = drafts;
  const found = drafts.length === 1 && first ? roleOnlyParty(preamble, first.at - offset) : undefined;
  if (found) drafts.push({ ...found, at: offset + found.at });
}

function roleOnlyParty(preamble: string, firstAt: number): (Omit<Draft, 'at'> & { at: number }) | undefined {
  const from = preamble.slice(firstAt);
  const closed = DEFINITION_END.exec(from);
  if (!closed) return undefined;
  const after = from.slice(closed[0].length);
  const named = ROLE_ONLY.exec(after);
  const role = named?.[1];
  if (!named || !role || !isPartyWord(role)) return undefined;
  const words = named[0].replace(/^\s*,?\s*(?:and|AND)\s+/u, '').trim();
  return {
    name: role,
    aliases: [role],
    at: firstAt + closed[0].length + named[0].indexOf(role),
    definitions: new Map([[role, words]]),
  };
}

/** Adds the second party when the words after the first name it without a short name but call it by a role. */
export function calledByRole(drafts: Draft[], between: string, at: number): boolean {
  const [first] = drafts;
  const name = drafts.length === 1 && first ? partyName(between) : undefined;
  const role = first && name ? roleCalledBy(between, name, first) : undefined;
  if (!name || !role) return false;
  const definitions = new Map([[role.alias, role.words]]);
  drafts.push({ name, aliases: [role.alias], at: at + between.lastIndexOf(name), definitions });
  return true;
}

/**
 * A party named without a short name of its own, whom the next words call by a role beside the first
 * party's short name ('… and Ostend Trading Corp. [address] Harlow and Reseller intend …'): that role is
 * its short name, and the next definition further on names something else.
 */
function roleCalledBy(between: string, name: string, first: Draft): { alias: string; words: string } | undefined {
  const after = between.slice(between.lastIndexOf(name) + name.length);
  for (const alias of first.aliases) {
    const paired = new RegExp(
      `(?<![\\p{L}])(?:the\\s+)?${escapeRegExp(bare(alias))}\\s+and\\s+(?:the\\s+)?(\\p{Lu}[\\p{L}-]+)(?![\\p{L}])`,
      'u',
    ).exec(after);
    const role = paired?.[1];
    if (role && isPartyWord(role) && !sameName(first.aliases, role))
      return { alias: role, words: `${name} … ${paired[0].trim()}` };
  }
  return undefined;
}

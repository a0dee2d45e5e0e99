import { isPartyWord, sideOfRoleWord } from './contract-roles';
import type { Draft } from './party-draft';
import { partyName } from './party-names';
import { signedParties, titleCase } from './signature-roles';

/**
 * Parties a contract names without defining a short name in brackets: under role labels at its top
 * ("Client: Meridian Foods Ltd, 4 Quay Street"), only by their roles ("entered into by and between
 * Developer and Client"), or only in the signature blocks ("CLIENT: MERIDIAN FOODS, INC. By: …"). These
 * are read only when the preamble defines no party: the label is then the party's short name and role.
 */

/** Role labels stand in the contract's header, before its first clause and its signatures. */
const HEADER_CHARS = 3_000;
const HEADER_END = /^[ \t]*(?:1\.|ARTICLE\b|Section\s+1\b|IN\s+WITNESS)/imu;
// "Client: Meridian Foods Ltd, 4 Quay Street", one to a line.
const ROLE_LABEL = /^[ \t]*(?:the\s+)?(\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*)?)[ \t]*:[ \t]*(\S.*)$/gmu;
// A company suffix after a comma is part of the name ("Harlow Systems, Inc."); any other comma ends it.
const NAME_COMMA =
  /,(?!\s*(?:Inc|LLC|L\.L\.C|Ltd|Limited|Corp|Corporation|Co|LP|L\.P|LLP|N\.A|S\.A|plc|GmbH|AG|B\.V|N\.V|Pty)\b)|;|\s[-–—]\s/iu;
// A label left blank holds another label or the form's own words, not a name.
const NOT_A_NAME = /^(?:add(?:ress)?|name|tel(?:ephone)?|fax|e-?mail|by|date|signature|title|attention|contact)\b/iu;

// "the … Agreement entered into by and between Developer and Client": a form that names its parties by role.
const ROLE_PAIR =
  /\b(?:made|entered\s+into|executed|concluded|signed)\s(?:[^.;]{0,80}?\s)?(?:by\s+and\s+)?between\s+(?:the\s+)?(\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?)\s+and\s+(?:the\s+)?(\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?)(?![\p{L}-])/u;

/** The parties named by labels, roles or signatures, when the opening defines none; at least two, else none. */
export function labelledParties(header: string, opening: string, ending: string): Draft[] {
  for (const found of [roleLabelled(header), rolePair(opening), signedDrafts(ending)]) {
    if (found.length >= 2) return found;
  }
  return [];
}

function roleLabelled(text: string): Draft[] {
  const drafts: Draft[] = [];
  const head = text.slice(0, HEADER_CHARS);
  for (const match of head.slice(0, HEADER_END.exec(head)?.index ?? head.length).matchAll(ROLE_LABEL)) {
    const role = titleCase(match[1] ?? '');
    if (!sideOfRoleWord(role) || !isPartyWord(role)) continue;
    const written = (match[2] ?? '').trim();
    const comma = NAME_COMMA.exec(written);
    const name = partyName(comma ? written.slice(0, comma.index) : written);
    if (!name || NOT_A_NAME.test(name) || drafts.some((draft) => draft.aliases.includes(role))) continue;
    const quote = `${(match[1] ?? '').trim()}: ${name}`;
    drafts.push({ name, aliases: [role], at: match.index ?? 0, definitions: new Map([[role, quote]]) });
  }
  return drafts;
}

function rolePair(opening: string): Draft[] {
  const pair = ROLE_PAIR.exec(opening);
  if (!pair) return [];
  const roles = [pair[1] ?? '', pair[2] ?? ''];
  const sides = roles.map((role) => sideOfRoleWord(role));
  // Two roles of one side ("Supplier and Contractor"), or that give no side at all, say nothing of the deal.
  if (!roles.every(isPartyWord) || sides.every((side) => !side) || sides[0] === sides[1]) return [];
  return roles.map((role) => ({
    name: role,
    aliases: [role],
    at: pair.index + pair[0].lastIndexOf(role),
    definitions: new Map([[role, pair[0]]]),
  }));
}

function signedDrafts(ending: string): Draft[] {
  return signedParties(ending).map((signed) => ({
    name: signed.name,
    aliases: [signed.role],
    at: 0,
    definitions: new Map([[signed.role, signed.quote]]),
    signedAs: signed.role,
  }));
}

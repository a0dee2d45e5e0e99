import { isRoleWord, sideOfRoleWord } from './contract-roles';

/**
 * The roles a signature block gives the parties signing under it ("LICENSEE: VELO STUDIO INC. By: …"):
 * a preamble may name both parties by their names alone and leave their part in the deal to the
 * signatures at the end.
 */

/** The end of the document, where the signature blocks stand. */
export const SIGNATURE_CHARS = 4_000;

// "LICENSEE: VELO STUDIO INC. By:", "Service Provider: Acme Ltd, a Nevada corporation By:".
const SIGNATURE_ROLE = /\b([\p{Lu}][\p{L}-]+(?:\s+[\p{Lu}][\p{L}-]+)?)\s*:\s*([^:]{2,80}?)\s+By\s*:/gu;

export interface SignedRole {
  /** Index of the party in the list given. */
  party: number;
  /** The role word, as the contract's short names spell it ("Licensee"). */
  role: string;
  /** The words of the signature block that give it. */
  quote: string;
}

export function signatureRoles(ending: string, parties: readonly { name: string }[]): SignedRole[] {
  const text = ending.replace(/\s+/gu, ' ');
  const found: SignedRole[] = [];
  for (const match of text.matchAll(SIGNATURE_ROLE)) {
    const role = titleCase(match[1] ?? '');
    if (!sideOfRoleWord(role)) continue;
    const signer = comparable(match[2] ?? '');
    const party = parties.findIndex((candidate) => {
      const name = comparable(candidate.name);
      return name.length >= 3 && signer.startsWith(name);
    });
    if (party < 0 || found.some((signed) => signed.party === party)) continue;
    found.push({ party, role, quote: `${match[1]}: ${(match[2] ?? '').trim()}` });
  }
  return found;
}

/** A party that signs under a role, named as it signs ("CLIENT: MERIDIAN FOODS, INC. By: …"). */
export interface SignedParty {
  name: string;
  role: string;
  quote: string;
}

/**
 * The parties as the signature blocks name them, for a contract whose opening names none: one for each
 * role, when two roles or more sign. A label run together with the line above it ("Title: CEO PROVIDER:")
 * keeps only its role word.
 */
export function signedParties(ending: string): SignedParty[] {
  const text = ending.replace(/\s+/gu, ' ');
  const found: SignedParty[] = [];
  for (const match of text.matchAll(SIGNATURE_ROLE)) {
    const label = titleCase(match[1] ?? '');
    const head = label.split(' ').at(-1) ?? label;
    const role = isRoleWord(label) ? label : head;
    const name = (match[2] ?? '').trim();
    if (!isRoleWord(role) || !/^[\p{Lu}\d]/u.test(name) || found.some((signed) => signed.role === role)) continue;
    const written = role === label ? (match[1] ?? '') : ((match[1] ?? '').split(' ').at(-1) ?? role);
    found.push({ name, role, quote: `${written}: ${name}` });
  }
  return found.length >= 2 ? found : [];
}

export function titleCase(words: string): string {
  return words.replace(/\p{L}+/gu, (word) => `${word.charAt(0).toUpperCase()}${word.slice(1).toLowerCase()}`);
}

function comparable(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}\d]+/gu, '');
}

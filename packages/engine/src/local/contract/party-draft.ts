/** A party as the opening names it, before its side is known, and how its names are compared. */

export interface Draft {
  name: string;
  aliases: string[];
  /** Where it is named in the opening. */
  at: number;
  /** The words of the opening that define each short name ('Quill Studio GmbH, a German company ("Supplier")'). */
  definitions: Map<string, string>;
  /** The role a signature block gives it, when its short names give none. */
  signedAs?: string;
}

/** A short name without its article ("the Client" → "Client"). */
export function bare(alias: string): string {
  return alias.replace(/^the\s+/iu, '');
}

export function sameName(aliases: readonly string[], name: string): boolean {
  return aliases.some((alias) => normalised(alias) === normalised(name));
}

export function normalised(name: string): string {
  return name
    .toLowerCase()
    .replace(/^the\s+/u, '')
    .replace(/[^\p{L}\d]+/gu, ' ')
    .trim();
}

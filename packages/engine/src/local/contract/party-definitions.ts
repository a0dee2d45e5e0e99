import { isRoleWord } from './contract-roles';

/**
 * The short names a contract's preamble defines for its parties: in brackets ('(the "Client")',
 * '(hereinafter referred to as "Supplier")') or after "hereinafter" / "referred to as", with where each stands.
 */

// A short name defined in brackets: ("Acme"), (the "Client"), (hereinafter referred to as "Supplier",
// or "Party"), ('the Manufacturer'), (hereinafter Sabco), (the COMPANY).
const QUOTED_TERM = /["“”]\s*(?:the\s+)?([\p{L}\d][\p{L}\d&@.'’\- ]{0,40}?)\s*,?\s*["“”]/gu;
const SINGLE_QUOTED_TERM = /^\s*['‘]\s*(?:the\s+)?([\p{Lu}][\p{L}\d&@.\- ]{0,40}?)\s*['’]\s*$/u;
const BRACKETED = /\(([^()]{1,160})\)/gu;
const UNQUOTED_DEFINITION =
  /^\s*(?:the\s+|hereinafter\s+(?:collectively\s+)?(?:referred\s+to\s+as\s+|called\s+)?(?:the\s+)?)?([\p{Lu}][\p{L}\d&@.-]{1,30}(?:\s+[\p{Lu}][\p{L}\d&@.-]{1,30}){0,2})\s*$/u;
// 'Name, …, hereinafter referred to as "MMMW"' without brackets.
const HEREINAFTER =
  /\bhereinafter\s+(?:collectively\s+|indistinctly\s+)?(?:referred\s+to\s+as|called)\s+["“]([^"”]{1,40})["”]/gu;

/** Defined terms that name something other than a party. */
export const NOT_A_PARTY =
  /^(?:the\s+)?(?:agreement|this\s+agreement|amendment|effective\s+date|execution\s+date|commencement\s+date|date|term|territory|products?|services?|parties|party|each|collectively|affiliates?|business|program|project|purchase\s+agreement|existing\s+agreement|primary\s+agreement|software|documentation|property|premises|site|ip\s+agreement|offer|shares|fund|funds|trust\s+agreement|plan|exhibit|schedule|contract|prc|us|usa|u\.s\.|sec|act|station|team|stadium|guarantor\s+agreement)$/iu;

export interface Definition {
  index: number;
  end: number;
  terms: string[];
}

/** Every bracketed or "hereinafter" definition of the preamble, in order. */
export function definitionsIn(preamble: string): Definition[] {
  const found: Definition[] = [];
  for (const bracket of preamble.matchAll(BRACKETED)) {
    const inside = bracket[1] ?? '';
    const single = SINGLE_QUOTED_TERM.exec(inside)?.[1];
    const quoted = single ? [single] : [...inside.matchAll(QUOTED_TERM)].map((match) => (match[1] ?? '').trim());
    const unquoted = UNQUOTED_DEFINITION.exec(inside)?.[1] ?? '';
    // A bracket that only describes ("(Pty) Limited", "(Bermuda)", "(USA)") defines nothing; an
    // unquoted term counts after "the"/"hereinafter" or when it is a role word ("(Developer )").
    const definesUnquoted = /^\s*(?:the|hereinafter)\b/iu.test(inside) || isRoleWord(unquoted);
    if (quoted.length === 0 && !definesUnquoted) continue;
    const terms = quoted.length > 0 ? quoted : [unquoted].filter(Boolean);
    if (terms.length > 0)
      found.push({ index: bracket.index ?? 0, end: (bracket.index ?? 0) + bracket[0].length, terms });
  }
  for (const match of preamble.matchAll(HEREINAFTER)) {
    const index = match.index ?? 0;
    if (found.some((definition) => index >= definition.index && index < definition.end)) continue;
    found.push({ index, end: index + match[0].length, terms: [(match[1] ?? '').trim()] });
  }
  return found.sort((a, b) => a.index - b.index).filter((definition) => definition.terms.every(isShortName));
}

function isShortName(term: string): boolean {
  return term.length >= 2 && term.length <= 40 && term.split(' ').length <= 5 && !/^\d+$/u.test(term);
}

import type { Passage } from '../local/retrieval/passage-index';

/**
 * A line that ends with a company's name, as a signature block writes it above the signer: "ACME
 * HOLDINGS CORPORATION", "Date: May 1, 2020 Acme Ltd.". The name ends in a legal form, so a line that
 * merely ends with a capitalised word is not taken for a party.
 */
const LEGAL_FORM_AT_END =
  /\s(?:inc|incorporated|corporation|corp|company|co|llc|l\.l\.c|ltd|limited|llp|lp|l\.p|plc|s\.?a|ag|gmbh|kgaa|n\.v|b\.v)\.?\s*$/iu;
/** The words a company's name is made of: capitalised words and the few small words names hold. */
const NAME_WORD = /^(?:\p{Lu}|\p{N}|&)|^(?:of|and|de|du|la|the|für)$/u;
/** How many words before the legal form a name may have. */
const MAX_NAME_WORDS = 8;

function endsWithCompany(text: string): boolean {
  const form = LEGAL_FORM_AT_END.exec(text);
  if (!form) return false;
  const words = text.slice(0, form.index).trim().split(/\s+/u).slice(-MAX_NAME_WORDS);
  // The name's own words run back from the legal form to the line's start or to a date beside it.
  const name = [];
  for (const word of words.reverse()) {
    if (!NAME_WORD.test(word) || /\d{4}$/u.test(word)) break;
    name.push(word);
  }
  return name.some((word) => /^\p{Lu}/u.test(word)) && !/^(?:the|of|and)$/iu.test(name[name.length - 1] ?? '');
}

/** The signer's lines under the company's name: "By: …", "Name: …", "Title: …", "/s/ …", "Date". */
const SIGNER_LINE = /^\s*(?:by|name|title|date|signature|signed)\b|^\s*\/s\//iu;
/** A signature block's line is short: a name, perhaps with the date beside it. */
const MAX_SIGNATURE_LINE = 120;

/**
 * The signature blocks' company lines: the parties when no preamble names them (a letter agreement,
 * a joint filing agreement), each a line whose next line is its signer's.
 */
export function signatureParties(passages: readonly Passage[]): Passage[] {
  return passages.filter((passage, at) => {
    const next = passages[at + 1];
    return (
      passage.text.length <= MAX_SIGNATURE_LINE &&
      endsWithCompany(passage.text) &&
      next !== undefined &&
      SIGNER_LINE.test(next.text)
    );
  });
}

/**
 * "Perpetual" says a right or a duty has no end date; it does not say it can never be ended. A licence is
 * beyond recall only where its sentence calls it irrevocable, and a perpetual licence or duty of confidence
 * whose sentence names a way it ends ("revocable", "unless terminated", "until the information becomes
 * public") is told with that way, in its own words, not as one that can never be withdrawn or never ends.
 */

export const IRREVOCABLE = /\birrevocabl[ey]\b/iu;
export const PERPETUAL = /\bperpetu(?:al|ally|ity)\b/iu;
// The words of a sentence that let what it grants or imposes end: "revocable" (not "irrevocable" or "non-revocable"),
// "terminable", "unless (and until) terminated", "until the information becomes public", "subject to termination
// under Section 9", "which Acme may revoke on notice".
const ENDS_BY =
  /(?<![\p{L}-])revocabl[ey]\b|\bterminable\b|\b(?:unless|until)\s+(?:and\s+until\s+)?(?:[\w’'-]+\s+){0,8}?(?:terminated|revoked|withdrawn|ended|cancell?ed|expires?|ceases?|becomes?\s+(?:\w+\s+)?public(?:ly\s+(?:available|known))?|(?:is|are)\s+no\s+longer)\b[^.;]{0,60}|\bsubject\s+to\s+(?:\w+\s+){0,2}?(?:termination|revocation)\b[^.;]{0,40}|\b(?:may|can)\s+(?:at\s+any\s+time\s+)?(?:revoke|terminate|withdraw)\b[^.;]{0,60}/iu;

/** The words of the sentence that let its licence or duty end, trimmed; undefined when it names none. */
export function endWords(sentence: string): string | undefined {
  const found = ENDS_BY.exec(sentence.replace(/\s+/gu, ' '));
  return found ? found[0].replace(/[\s,]+$/u, '') : undefined;
}

// "In perpetuity", "perpetual", "indefinitely", "no time limit" on a duty, where no words of the sentence end it.
const DUTY_WITHOUT_END = /\bin\s+perpetuity\b|\bperpetual(?:ly)?\b|\bindefinitely\b|\bno\s+time\s+limit\b/iu;

/** A duty stated to last for good, with no words of its sentence that end it: one that "never ends". */
export const ENDLESS_DUTY = new RegExp(
  String.raw`^(?![^]*(?:${ENDS_BY.source}))[^]*?(?:${DUTY_WITHOUT_END.source})`,
  'iu',
);

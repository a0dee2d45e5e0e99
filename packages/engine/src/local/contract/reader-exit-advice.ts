import type { Sentence } from '../../text/sentences';
import { escapeRegExp } from '../../text/words';
import { withChange } from './advice-change';
import { WHENEVER_IT_LIKES } from './at-will-wording';
import { FOR_CAUSE } from './clause-rule';
import { ONLY_ON_AN_EVENT } from './exit-on-notice';
import type { ContractFinding } from './key-findings';
import { runningStateOf } from './provision-scope';

/**
 * Advice on the other side's right to end the agreement asks for the reader's own exit only where the
 * contract gives it none of that kind: a right to end it for a breach worded for any party ("the
 * non-breaching party may terminate", "either party may terminate if the other fails to cure") is the
 * reader's too, and a sentence letting the reader's own party end it on notice is an exit on notice.
 */

// A right to end the agreement that the wording gives to whichever party is wronged, or to both.
const ANY_PARTY_MAY_END =
  /\b(?:non-?\s?(?:breaching|defaulting)|either|each|any|aggrieved|innocent)\s+part(?:y|ies)\b[^.;]{0,80}?\b(?:may|shall\s+have\s+the\s+right\s+to|has\s+the\s+right\s+to|is\s+entitled\s+to)\s+(?:\w+\s+){0,3}?terminat/iu;
// The ask, in the rule's advice to a reader facing the other side's right to end it for a failure.
const ALSO_END_IT = /,?\s*and that you may end it too\./u;
// The ask, in the payer's advice, for an exit on notice of its own.
const SAME_RIGHT = /, and the same right to end it for your side\./u;

/** A sentence that lets any wronged party end the agreement for a breach or a failure to cure. */
export function letsAnyPartyEndForBreach(text: string): boolean {
  const exit = ANY_PARTY_MAY_END.exec(text.replace(/\s+/gu, ' '));
  return exit !== null && FOR_CAUSE.test(text);
}

/**
 * A sentence that lets the named party (one of the reader's names) end the agreement on notice, for no
 * cause, alone or named with the other ("Tollery or Brightwick may terminate … on notice").
 */
export function letsReaderLeaveOnNotice(text: string, readerNames: readonly string[]): boolean {
  const flat = text.replace(/\s+/gu, ' ');
  // "If the other side cannot supply, Tollery may terminate …": a right that waits on an event is no exit at will.
  if (ONLY_ON_AN_EVENT.test(flat) && !WHENEVER_IT_LIKES.test(flat)) return false;
  // Nor is one that exists only while no order or subscription runs, whatever reason it allows.
  if (runningStateOf(flat)) return false;
  return readerNames.some((name) => {
    const escaped = escapeRegExp(name);
    const other = String.raw`(?:the\s+)?\p{Lu}[\p{L}-]*`;
    const named = `(?:${escaped}(?:\\s+or\\s+${other})?|${other}\\s+or\\s+(?:the\\s+)?${escaped})`;
    // "Tollery may terminate", "Tollery shall have a unilateral right to terminate", "may be terminated … by Tollery".
    const exit =
      new RegExp(
        `\\b${named}\\s+(?:may|(?:shall\\s+have|has)\\s+(?:the|an?)\\s+(?:[\\w-]+\\s+){0,2}?right\\s+to|is\\s+entitled\\s+to)\\s+(?:(?:${WHENEVER_IT_LIKES.source})[,\\s]+)*terminate\\b`,
        'u',
      ).exec(flat) ??
      new RegExp(`\\bmay\\s+be\\s+terminated\\b[^.;]{0,80}?\\bby\\s+(?:the\\s+)?${escaped}\\b`, 'u').exec(flat);
    if (!exit) return false;
    const rest = flat.slice(exit.index);
    return /\bnotice\b/iu.test(rest) && !FOR_CAUSE.test(rest);
  });
}

export function withReadersOwnExitRead(
  finding: ContractFinding,
  quoted: string,
  context: { sentences: readonly Sentence[]; readerNames?: readonly string[] },
): ContractFinding {
  if (finding.missing) return finding;
  const texts = [quoted, ...context.sentences.map(({ text }) => text)];
  if (ALSO_END_IT.test(finding.change) && texts.some(letsAnyPartyEndForBreach)) {
    return withChange(
      finding,
      finding.change.replace(ALSO_END_IT, '; your side may already end it too for a failure not remedied in time.'),
    );
  }
  const names = context.readerNames ?? [];
  if (
    SAME_RIGHT.test(finding.change) &&
    names.length > 0 &&
    texts.some((text) => letsReaderLeaveOnNotice(text, names))
  ) {
    return withChange(finding, finding.change.replace(SAME_RIGHT, '; your side may already end it on notice too.'));
  }
  return finding;
}

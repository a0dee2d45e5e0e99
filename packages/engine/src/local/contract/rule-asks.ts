import type { ClauseRule } from './clause-rule';
import { UNOWNED_OUTSIDERS } from './told-objects';

/**
 * The asks a rule words for every contract alike: its default change for either side, and its default
 * advice to the holder of a right. Advice picked by what the sentence says (`changeWhenStated`,
 * `changeFromSentence`), by what another sentence gives (`changeWhenGivenElsewhere`), or fitted by the
 * advice steps (`advice-fit.ts`, the `*-advice` modules) is not among them.
 */
function rulesDefaultAsks(rule: ClauseRule): string[] {
  return [
    rule.change.provider,
    rule.change.recipient,
    rule.heldByReader?.change,
    rule.whenHeld?.byReader.change,
    rule.whenHeld?.byOther.change,
    rule.whenHolderUnknown?.change,
    UNOWNED_OUTSIDERS.change,
  ].filter((ask): ask is string => ask !== undefined);
}

// The words of an ask, without case or punctuation, for telling whether one ask only leaves out part of another.
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}’'-]+/gu) ?? [];
}

/**
 * The rule's general ask that the change is, or is part of: a step that only took out an item the
 * contract answers or that does not fit ("Keep this right" of "Keep this right, and make sure…") fitted
 * nothing to this agreement. A change that says anything the ask does not (where the contract gives it,
 * what the sentence states) is fitted.
 */
export function generalAskOf(rule: ClauseRule, change: string): string | undefined {
  const words = wordsOf(change.replace(/^If it binds your side:\s*/u, ''));
  if (words.length === 0 || change.startsWith('No change needed')) return undefined;
  return rulesDefaultAsks(rule).find((ask) => {
    const asked = new Set(wordsOf(ask));
    return words.every((word) => asked.has(word));
  });
}

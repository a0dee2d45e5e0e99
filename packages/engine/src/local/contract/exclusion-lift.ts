import { listOf } from '../wording';
import { SentenceCheck } from './sentence-check';

/**
 * A sentence that only lifts the exclusion of kinds of loss for some claims ("The exclusions in Section 9.1 do
 * not apply to a breach of confidentiality", "Except for breaches of Section 7, in no event shall either party be
 * liable for indirect damages"): for those claims indirect or consequential losses can be recovered, but no cap on
 * the amount is lifted. A sentence that also names the cap or limit ("the limitations and exclusions … shall not
 * apply", "shall be unlimited") takes the claims out of the cap: that is uncapped liability.
 */

/** The kinds of loss an exclusion shuts out. */
const KIND_OF_LOSS = /\b(?:consequential|indirect|incidental|special|punitive|exemplary)\b|\blost\s+profits?\b/giu;
/** An exclusion named as such. */
const EXCLUSION = /\bexclusions?\b/iu;
/**
 * Words naming a cap or a limit on the amount ("the limitations", "the cap", "unlimited", "shall not be limited",
 * "exceed"); "including but not limited to" names none.
 */
const NAMES_A_CAP =
  /\b(?:caps?|capped|uncapped|unlimited|limitations?|limits|maximum(?!\s+extent)|aggregate|exceed\w*|total\s+liability|without\s+limit)\b|(?<!\bnot\s)\blimited\b|[$€£]/iu;

export const LIFTS_EXCLUSION_ONLY = new SentenceCheck(
  (sentence) =>
    (EXCLUSION.test(sentence) || new RegExp(KIND_OF_LOSS.source, 'iu').test(sentence)) && !NAMES_A_CAP.test(sentence),
);

/**
 * An exclusion or limit of liability opened by its carve-out ("Except for a breach of Section 9, in no
 * event shall either party be liable for …"): the carve-out (group 1) is what stays uncapped, not the
 * liability the sentence goes on to exclude.
 */
export const CARVE_OUT_OF_EXCLUSION =
  /^\s*(?:\d[\d.]*\s+)?(?:except|excepting|other\s+than|save)\s+(?:for\s+|with\s+respect\s+to\s+|in\s+(?:the\s+)?(?:case|event)\s+of\s+)?([^,;]{3,200}?)\s*,[^.]{0,200}?\b(?:in\s+no\s+event|under\s+no\s+circumstances?|neither\s+party|no\s+party)\b/iu;

/** The claims the exclusion no longer covers: "Except for X, in no event …" or "… do not apply to X". */
const NOT_APPLYING_TO =
  /\b(?:shall|will|does|do)\s+not\s+apply\s+(?:to|in\s+(?:the\s+case\s+of|respect\s+of)|with\s+respect\s+to)\s+([^;]{3,200}?)\s*(?:[.;]|$)/iu;

function liftedFor(sentence: string): string | undefined {
  const carved = (CARVE_OUT_OF_EXCLUSION.exec(sentence) ?? NOT_APPLYING_TO.exec(sentence))?.[1]?.trim();
  if (!carved) return undefined;
  return carved === carved.toUpperCase() ? carved.toLowerCase() : carved;
}

/** The kinds of loss the sentence names, as it names them ("indirect, special and consequential damages"). */
function kindsNamed(sentence: string): string {
  const kinds = [...new Set([...sentence.matchAll(KIND_OF_LOSS)].map((match) => match[0].toLowerCase()))];
  return kinds.length > 0
    ? `${listOf(kinds)} damages`
    : 'the damages the exclusion shuts out (such as indirect or consequential losses)';
}

/** What the sentence is: which damages become recoverable, and for which claims. */
function liftedExclusionMeaning(sentence: string): string | undefined {
  if (!LIFTS_EXCLUSION_ONLY.test(sentence)) return undefined;
  const claims = liftedFor(sentence) ?? 'the claims it names';
  return `The exclusion of ${kindsNamed(sentence)} does not cover ${claims}: for those claims such losses can be recovered too. It lifts no cap on the amount.`;
}

/** What it means for the reader: the party harmed by such a breach gains the right to claim those losses. */
export function liftedExclusionImpact(sentence: string): string | undefined {
  if (!LIFTS_EXCLUSION_ONLY.test(sentence)) return undefined;
  const claims = liftedFor(sentence) ?? 'the claims it names';
  return `For ${claims}, the party harmed can also claim ${kindsNamed(sentence)}, which the contract otherwise excludes. ${CAP_STILL_APPLIES}`;
}

/** What the impact says of the cap, until the contract's own cap is read (`uncapped-exclusion-advice.ts`). */
export const CAP_STILL_APPLIES = 'Any cap on the amount still applies.';

/** What an uncapped-liability sentence states beyond the rule's meaning: an exclusion lifted, or the cases carved out. */
export function uncappedDetail(sentence: string): string | undefined {
  const lifted = liftedExclusionMeaning(sentence);
  if (lifted) return lifted;
  const carved = CARVE_OUT_OF_EXCLUSION.exec(sentence)?.[1];
  if (!carved) return undefined;
  const told = carved === carved.toUpperCase() ? carved.toLowerCase() : carved;
  return `Liability is excluded or limited, except in the cases the clause carves out (“${told.trim()}”): only there may the liable party have to pay the full loss.`;
}

export const LIFTED_EXCLUSION_TITLE = 'Indirect damages recoverable for some claims';

export const LIFTED_EXCLUSION_CHANGE = {
  provider:
    'Check that the claims where indirect losses can be recovered are ones within your control, and that a cap still limits them.',
  recipient:
    'Check that the breaches you fear most, such as a leak of your data, are among the claims where indirect losses can be recovered.',
};

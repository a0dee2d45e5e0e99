import { withChange, withHeadline } from './advice-change';
import { AS_FAR_AS_LAW_ALLOWS } from './consumer-protections';
import type { ContractProvisions } from './contract-provisions';
import type { ContractFinding } from './key-findings';
import { NO_EARNINGS_PROMISED, NO_WARRANTIES } from './warranty-denials';
import { DISCLAIMS_ALL, keepsSomeWarranties, RECEIVER_ALL_HEADLINE } from './warranty-disclaimer-advice';
import { FREE_AS_IS_HEADLINE, FREE_NO_WARRANTY_HEADLINE, NAMED_FREE_AS_IS_HEADLINE } from './warranty-remedy-fit';

// Already plain that nothing is promised of what is free: told on, with what the law keeps.
const FREE_LINES = [FREE_AS_IS_HEADLINE, FREE_NO_WARRANTY_HEADLINE, NAMED_FREE_AS_IS_HEADLINE];

/**
 * A disclaimer of every warranty ("provided as is", "no implied warranty of merchantability …") told to the
 * side that receives what is supplied: plainly, that no promise of quality is made, and, where the terms yield
 * to the law or keep the rights consumer law gives, that those rights still apply, rather than that there is no
 * claim at all. The advice then never asks for a refund the terms already give.
 */

export const NO_PROMISE =
  'No promise is made about quality: what you get comes as it is, and the contract gives you no claim if it is faulty or does not suit your purpose.';

/** What the promise made elsewhere is of, in the words the reader is told. */
function promiseOf(text: string): string {
  if (/\b(?:skill|care)\b/iu.test(text)) return 'that it will use reasonable skill and care';
  if (/\b(?:correct|rectify|remedy|repair|fix|put\s+right)\b/iu.test(text)) return 'that defects will be put right';
  return 'about the standard of the work';
}

function disclaimsEverything(quoted: string): boolean {
  // A denial of what the deal will earn is told as such (`NO_EARNINGS_PROMISED`), not as a disclaimer of quality.
  if (NO_EARNINGS_PROMISED.test(quoted)) return false;
  return (DISCLAIMS_ALL.test(quoted) || NO_WARRANTIES.test(quoted)) && !keepsSomeWarranties(quoted);
}

/** The recipient's lines the rule tells of a warranty clause, which a disclaimer of everything makes vague or too strong. */
function recipientLines(finding: ContractFinding, quoted: string): string[] {
  const { rule } = finding;
  const stated = (rule.impactWhenStated ?? [])
    .filter(({ when }) => when.test(quoted))
    .map(({ impact }) => impact.recipient);
  return [rule.impact.recipient, ...stated, RECEIVER_ALL_HEADLINE];
}

/** What still applies beside the disclaimer: the rights the terms keep, or those the law does not let be excluded. */
function lawKept(quoted: string, provisions: Pick<ContractProvisions, 'gives' | 'placeOf'>): string {
  const kept = provisions.gives.consumer.consumerRightsKept;
  if (kept) return ` The rights consumer law gives you still apply, as the terms say${provisions.placeOf(kept)}.`;
  if (AS_FAR_AS_LAW_ALLOWS.test(quoted))
    return ' It applies only as far as the law allows, so rights the law does not let a supplier exclude still apply.';
  return '';
}

export function withDisclaimerReachTold(
  finding: ContractFinding,
  quoted: string,
  provisions: Pick<ContractProvisions, 'gives' | 'placeOf'>,
): ContractFinding {
  if (finding.rule.id !== 'warranty' || finding.missing || !disclaimsEverything(quoted)) return finding;
  const kept = lawKept(quoted, provisions);
  const free = FREE_LINES.find((told) => finding.headline.includes(told));
  if (free !== undefined)
    return kept === '' ? finding : withHeadline(finding, finding.headline.replace(free, `${free}${kept}`));
  const line = recipientLines(finding, quoted).find((told) => finding.headline.includes(told));
  if (line === undefined) return finding;
  const promised = provisions.gives.qualityPromise;
  // A promise of skill and care, or of fixing defects, made elsewhere stands beside the disclaimer.
  const noPromise = promised
    ? `Beyond the promise the contract makes elsewhere${provisions.placeOf(promised)} ${promiseOf(promised.text)}, no promise is made about quality: in every other respect what you get comes as it is.`
    : NO_PROMISE;
  const told = withHeadline(finding, finding.headline.replace(line, `${noPromise}${kept}`));
  return withChange(
    told,
    adviceOnDisclaimer(finding.change, kept !== '', finding.finding.type, provisions, promised !== undefined),
  );
}

/**
 * The advice: noted where nothing is asked, and never asking for a refund the terms already give. On standard
 * terms the step the disclaimer leaves the user is chosen later (`standard-terms-advice.ts`).
 */
function adviceOnDisclaimer(
  change: string,
  lawKeepsRights: boolean,
  level: string,
  { gives, placeOf }: Pick<ContractProvisions, 'gives' | 'placeOf'>,
  promisedElsewhere = false,
): string {
  const refund = gives.consumer.refundPeriod;
  const refundTold = refund
    ? ` The terms do give a refund if you cancel within the period they set${placeOf(refund)}.`
    : '';
  if (change.startsWith('No change needed')) {
    const beyond = promisedElsewhere
      ? ', beyond the promise of how the work is done that the contract makes elsewhere'
      : lawKeepsRights
        ? ', beyond the rights the law keeps for you'
        : '';
    const note = `you use it at your own risk: no promise of quality is made${beyond}.${refundTold}`;
    return level === 'low' ? `No change needed: note that ${note}` : `Note that ${note}`;
  }
  if (refund && /\brefund\b/u.test(change))
    return `${change.replace(/,\s*replacement\s+or\s+refund\b/u, ' or replacement').replace(/\s*\.$/u, '')}; the contract already gives a refund within the period it sets${placeOf(refund)}.`;
  return change;
}

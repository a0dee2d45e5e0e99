import type { Sentence } from '../../text/sentences';
import { withHeadline } from './advice-change';
import type { ContractFinding } from './key-findings';

/**
 * What an arbitration clause's other sentences make the one bringing a claim give up, and who its fees fall
 * on, told on the arbitration finding: claims brought one by one only (no class, collective or representative
 * action), a claim lost when not demanded in time, and the arbitration fees put on one named party, where the
 * general warning that arbitration costs too much for a small claim no longer holds.
 */

const ARBITRATION_HEADLINE = /^Arbitration is private and hard to appeal/u;
const SMALL_CLAIM_COST = '; its costs can be high for a small claim.';

// "brought only on an individual basis", "individually and not as a plaintiff or class member", "may not be
// asserted … in any class, collective or representative action", "waive the right to bring a class action".
const INDIVIDUAL_ONLY =
  /\b(?:on\s+an\s+individual\s+basis|in\s+(?:your|its|their|his|her)\s+individual\s+capacity|individually)\b[^.;]{0,200}\b(?:not|no|never)\b[^.;]{0,100}\b(?:class|collective|representative)\b|\b(?:not|no|never)\b[^.;]{0,60}\b(?:participate|join|bring|assert\w*|commence|lead|act\s+as)\b[^.;]{0,60}\b(?:class|collective|representative)\s+(?:actions?|arbitrations?|proceedings?|claims?|members?)\b|\bwaive\w*\b[^.;]{0,60}\b(?:class|collective|representative)\s+(?:actions?|arbitrations?|proceedings?|claims?)\b/iu;
// "a claim whose arbitration is not timely demanded is waived and released",
// "any claim not brought within one year is barred", "failure to commence arbitration within 90 days forfeits the claim".
const LATE_CLAIM_LOST =
  /\b(?:not\s+(?:timely|brought|commenced|filed|demanded|made|asserted)\b|fail\w*\s+to\s+(?:timely\s+)?(?:demand|commence|bring|file|assert|initiate))[^.;]{0,160}\b(?:waive[sd]?|waiver|barred|forfeit\w*|released?|extinguished|time-barred)\b/iu;
// "The Employer will pay all of the arbitration costs", "all arbitration fees shall be paid by the Employer".
const ONE_PARTY_BEARS_FEES =
  /\b(?<payer>you|(?:[Tt]he\s+)?\p{Lu}[\p{L}-]*)\s+(?:shall|will|agrees?\s+to)\s+(?:bear|pay)\s+(?:all|the|any)\s+(?:of\s+the\s+)?(?:[\w'’]+\s+){0,2}?(?:arbitration|arbitrator['’]?s?|arbitral)\s+(?:fees|costs)\b(?<rest>[^.;]*)/u;
// Fees borne beyond what a court case would cost the other: "in excess of the fee you would pay in court".
const BEYOND_COURT_FEE = /\bin\s+excess\s+of\b[^.;]{0,120}\bcourt\b|\bmore\s+than\b[^.;]{0,80}\bcourt\b/iu;

export function withWhatArbitrationGivesUp(finding: ContractFinding, sentences: readonly Sentence[]): ContractFinding {
  if (finding.missing || finding.rule.id !== 'dispute-resolution' || !ARBITRATION_HEADLINE.test(finding.headline))
    return finding;
  const arbitral = sentences.filter(({ text }) => /\b(?:arbitrat\w*|claims?|disputes?)\b/iu.test(text));
  const texts = arbitral.map(({ text }) => text.replace(/\s+/gu, ' '));
  const feesOn = texts.map((text) => ONE_PARTY_BEARS_FEES.exec(text)).find((match) => match !== null);
  let headline = finding.headline;
  if (feesOn?.groups && headline.endsWith(SMALL_CLAIM_COST)) {
    const payer = feesOn.groups.payer ?? '';
    const named = /^you$/iu.test(payer) ? 'you' : payer.replace(/^The\b/u, 'the');
    const beyond = BEYOND_COURT_FEE.test(feesOn.groups.rest ?? '')
      ? ' (all but what a court case would have cost)'
      : '';
    headline = `${headline.slice(0, -SMALL_CLAIM_COST.length)}; the contract puts the arbitration fees on ${named}${beyond}.`;
  }
  const givesUp = [
    texts.some((text) => INDIVIDUAL_ONLY.test(text)) &&
      'Claims may be brought only one by one, not in a class, collective or representative action.',
    texts.some((text) => LATE_CLAIM_LOST.test(text)) && 'A claim not brought in arbitration in time is lost.',
  ].filter((note): note is string => typeof note === 'string');
  if (givesUp.length === 0 && headline === finding.headline) return finding;
  return withHeadline(finding, [headline, ...givesUp].join(' '));
}

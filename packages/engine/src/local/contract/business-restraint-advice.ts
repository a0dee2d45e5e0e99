import type { ContractKind } from './contract-kind';
import type { ContractFinding } from './key-findings';
import { LEVEL_SCORE, levelRank, lowerLevel } from './risk-levels';

/**
 * The non-compete rule is worded for a person bound after a job ends ("earning a living", "pay during
 * it", "six to twelve months"). Between businesses a restriction commonly binds a company while the
 * deal runs, or for a period after it: the finding says which the sentence states, and the advice
 * asks what a company can negotiate (the products and field of the deal, and an end with the deal).
 */
const EMPLOYEE_IMPACT = 'It can stop you from earning a living in your field after the agreement ends.';
const EMPLOYEE_CHANGE =
  'Narrow it to direct competitors, a short period (six to twelve months), a limited area, and ask for pay during it.';
// Kinds where the one bound is usually a person who works for the other side.
const PERSONAL_KINDS = new Set<ContractKind['id']>(['employment', 'consulting']);

// "during the term", "while this Agreement is in effect", "for so long as this Agreement remains in force".
const DURING_TERM =
  /\bduring\s+the\s+(?:term|continuance|existence|period)\b|\bwhile\s+this\s+(?:agreement|contract)\b|\b(?:so|as)\s+long\s+as\s+this\s+(?:agreement|contract)\b|\bduring\s+the\s+life\s+of\b/iu;
// "after termination", "following the expiration", "thereafter", "post-termination".
const AFTER_THE_END =
  /\b(?:after|following|beyond|from)\s+(?:the\s+)?(?:date\s+of\s+)?(?:any\s+|such\s+|its\s+)?(?:expiration\s+or\s+)?(?:termination|expiration|expiry|end)\b|\bthereafter\b|\bpost-?termination\b/iu;

export function withBusinessRestraintAdvice(
  finding: ContractFinding,
  quoted: string,
  kind: Pick<ContractKind, 'id'>,
): ContractFinding {
  if (finding.rule.id !== 'non-compete' || finding.missing || finding.change !== EMPLOYEE_CHANGE) return finding;
  if (PERSONAL_KINDS.has(kind.id)) return finding;
  const after = AFTER_THE_END.test(quoted);
  const during = DURING_TERM.test(quoted);
  const impact = after
    ? 'It can stop your business from competing in the field it names for a period after the agreement ends.'
    : during
      ? 'It stops your business from competing in the field it names while the agreement runs.'
      : 'It stops your business from competing in the field it names; the sentence sets no period after the agreement ends.';
  const change = after
    ? 'Limit it to the products and area of this deal and a short period after the end, and have it lapse if the other side ends the agreement without cause.'
    : 'Limit it to the products and area of this deal, and make sure it ends when the agreement ends for any reason.';
  const headline = finding.headline === EMPLOYEE_IMPACT ? impact : finding.headline;
  // A restraint that ends with the deal is a term of the deal, not a bar on earning a living: one level lower.
  const eased = during && !after && levelRank(finding.finding.type) >= levelRank('high');
  const type = eased ? lowerLevel(finding.finding.type) : finding.finding.type;
  return {
    ...finding,
    headline,
    change,
    finding: {
      ...finding.finding,
      type,
      score: eased ? Math.min(finding.finding.score, LEVEL_SCORE[type]) : finding.finding.score,
      description: finding.finding.description.replace(EMPLOYEE_IMPACT, impact),
      recommendation: finding.finding.recommendation.replace(EMPLOYEE_CHANGE, change),
    },
  };
}

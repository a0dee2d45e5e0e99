import type { ContractKind } from './contract-kind';
import type { ContractFinding } from './key-findings';
import { PERSONAL_NON_COMPETE_CHANGE, PERSONAL_NON_COMPETE_TERM_CHANGE } from './restrictive-covenant-rules';
import { LEVEL_SCORE, levelRank, lowerLevel } from './risk-levels';
import { restraintSpan, restraintTime } from './stated-period';

/**
 * The non-compete rule is worded for a person bound after a job ends ("earning a living", "pay during
 * it", "six to twelve months"). Between businesses a restriction commonly binds a company while the
 * deal runs, or for a period after it: the finding says which the sentence states, and the advice
 * asks what a company can negotiate (the products and field of the deal, and an end with the deal).
 */
// The personal wording as told for the sentence: "… in your field while the agreement runs.", "… for 12 months after the agreement ends."
const EMPLOYEE_IMPACT = /It can stop you from earning a living in your field[^.]*\./u;
const EMPLOYEE_CHANGES = new Set([PERSONAL_NON_COMPETE_CHANGE, PERSONAL_NON_COMPETE_TERM_CHANGE]);
// Kinds where the one bound is usually a person who works for the other side.
const PERSONAL_KINDS = new Set<ContractKind['id']>(['employment', 'employee-ip', 'consulting']);

/**
 * The one restrained is a business, whatever the kind of contract: bound with its affiliates or subsidiaries
 * ("X and its affiliates shall not", "X shall not, and shall cause its subsidiaries not to"), or "itself"
 * ("shall not itself or through others"). A person is bound with no affiliates and is not "itself".
 */
const BUSINESS_BOUND =
  /^[^.;]{0,80}?\b(?:and|or|nor)\s+(?:any\s+of\s+)?(?:its|their)\s+(?:[\p{L}-]+\s+)?(?:affiliates?|subsidiar(?:y|ies))\b[^.;]{0,40}?\b(?:shall|will|must|may|agrees?)\b|\b(?:cause|permit)\s+(?:any\s+of\s+)?(?:its|their)\s+(?:[\p{L}-]+\s+)?(?:affiliates?|subsidiar(?:y|ies))\s+(?:not\s+)?to\b|\bnot\b[^.;]{0,30}\bitself\b/iu;

// Competition barred only by means of what the deal gave: "by using knowledge or technology gained from the venture".
const USING_WHAT_IT_GAINED =
  /\b(?:us(?:e|es|ing)|utili[sz](?:e|es|ing)|by\s+means\s+of|based\s+(?:up)?on|through|with)\s+(?:the\s+|any\s+|its\s+)?(?:[\w-]+\s+){0,5}?(?:knowledge|know-how|expertise|information|technolog(?:y|ies)|capabilit(?:y|ies)|trade\s+secrets?)\b[^.;]{0,120}?\b(?:gained|obtained|acquired|learned|learnt|received|derived)\s+(?:from|through|under|in)\b/iu;

export function withBusinessRestraintAdvice(
  finding: ContractFinding,
  quoted: string,
  kind: Pick<ContractKind, 'id'>,
): ContractFinding {
  if (finding.rule.id !== 'non-compete' || finding.missing) return finding;
  if (PERSONAL_KINDS.has(kind.id) && !BUSINESS_BOUND.test(quoted)) return finding;
  const employeeChange = EMPLOYEE_CHANGES.has(finding.change);
  // A mutual restraint keeps its own advice but is told, for the reader's side, as a business's restraint too.
  if (!employeeChange && !EMPLOYEE_IMPACT.test(finding.headline)) return finding;
  const time = restraintTime(quoted);
  const after = time.runs === 'after-end';
  const during = time.runs === 'during-term';
  const scoped = USING_WHAT_IT_GAINED.test(quoted);
  const impact = scoped
    ? 'It stops your business from competing only by using what it gained from this deal (its knowledge, expertise or technology); competing by other means stays open.'
    : after
      ? `It can stop your business from competing in the field it names ${restraintSpan(time) ?? 'for a period after the agreement ends'}.`
      : during
        ? 'It stops your business from competing in the field it names while the agreement runs.'
        : 'It stops your business from competing in the field it names; the sentence sets no period after the agreement ends.';
  const change = !employeeChange
    ? finding.change
    : after
      ? 'Limit it to the products and area of this deal and a short period after the end, and have it lapse if the other side ends the agreement without cause.'
      : during
        ? 'Limit it to the products and area of this deal; as written it ends when the agreement ends.'
        : 'Limit it to the products and area of this deal, and make sure it ends when the agreement ends for any reason.';
  const headline = finding.headline.replace(EMPLOYEE_IMPACT, impact);
  const before = finding.change;
  // A restraint that ends with the deal, or bars only the use of what the deal gave, is a term of the deal,
  // not a bar on earning a living: one level lower.
  const eased = (scoped || (during && !after)) && levelRank(finding.finding.type) >= levelRank('high');
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
      recommendation: finding.finding.recommendation.replace(before, change),
    },
  };
}

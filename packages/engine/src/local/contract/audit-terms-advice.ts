import type { Sentence } from '../../text/sentences';
import { listOf } from '../wording';
import { withChange, withNothingLeftToAsk } from './advice-change';
import type { ContractFinding } from './key-findings';

// The rule's asks of a reader whose books or premises the other side may audit.
const AUDIT_ASKS = new Set([
  'Limit audits to once a year, on notice, in business hours, at the auditor’s cost.',
  'Limit inspections to business hours, on reasonable notice, at a set frequency.',
]);
const ABOUT_AUDIT = /\baudit\w*|\binspect\w*|\bexamin\w*/iu;

// Each limit the advice asks for, with the words that show the contract already sets it.
const LIMITS: readonly { ask: string; told: string; set: RegExp }[] = [
  {
    ask: 'once a year',
    told: 'limits how often they may happen',
    set: /\bonce\s+(?:in\s+)?(?:any|each|every|per|a|in\s+each)\s+(?:calendar\s+|contract\s+|fiscal\s+)?(?:year|twelve|12|period|quarter)|\b(?:not|no)\s+more\s+(?:often|frequently)\s+than\b|\b(?:not|no)\s+more\s+than\s+(?:once|one\s+time|one\s+\(1\)\s+time|twice)\b/iu,
  },
  { ask: 'on notice', told: 'requires notice', set: /\bnotice\b|\bnotif(?:y|ied|ication)\b/iu },
  {
    ask: 'in business hours',
    told: 'keeps them to business hours',
    set: /\b(?:normal|regular|ordinary|usual|customary)\s+(?:business|working|office)\s+hours\b|\bbusiness\s+hours\b/iu,
  },
  {
    ask: 'at the auditor’s cost',
    told: 'puts their cost on the party who audits',
    // "at its own expense", "for the account of the party requesting", or the cost shifted only when an error is found.
    set: /\bat\s+(?:its|his|her|their)\s+(?:own\s+|sole\s+)?(?:cost|expense)|\bfor\s+the\s+account\s+of\s+the\s+party\s+request\w*|\b(?:auditing|requesting|inspecting)\s+party['’]s\s+(?:cost|expense)|\b(?:costs?|expenses?)\b[^.;]{0,100}?\b(?:borne|paid)\s+by\b[^.;]{0,60}?\b(?:unless|provided|except|if)\b[^.;]{0,120}?\b(?:discrepanc\w*|underpay\w*|error|shortfall|understate\w*)|\b(?:bear|pay)s?\s+(?:the\s+|all\s+)?(?:costs?|expenses?)\s+of\s+(?:any\s+|such\s+|the\s+|each\s+)*(?:audits?|inspections?|examinations?)\b[^.;]{0,40}?\bunless\b/iu,
  },
];

/**
 * The advice to a reader who must open its books or premises asks for four limits on audits; each is
 * read against the audit sentences of the whole contract, and only the limits not yet set are asked for.
 */
export function withAuditLimitsRead(
  finding: ContractFinding,
  quoted: string,
  sentences: readonly Sentence[],
): ContractFinding {
  if (finding.rule.id !== 'audit-rights' || finding.missing || !AUDIT_ASKS.has(finding.change)) return finding;
  const audits = [quoted, ...sentences.map(({ text }) => text).filter((text) => ABOUT_AUDIT.test(text))];
  const set = LIMITS.filter((limit) => audits.some((text) => limit.set.test(text)));
  if (set.length === 0) return finding;
  const missing = LIMITS.filter((limit) => !set.includes(limit)).map((limit) => limit.ask);
  const told = listOf(set.map((limit) => limit.told));
  if (missing.length === 0) {
    return withNothingLeftToAsk(
      finding,
      `No change needed: the contract already limits audits: it ${told}. Keep the records it asks for.`,
    );
  }
  return withChange(finding, `Ask that audits take place only ${listOf(missing)}; the contract already ${told}.`);
}

import type { Sentence } from '../../text/sentences';
import { escapeRegExp } from '../../text/words';
import { listOf } from '../wording';
import { withChange, withNothingLeftToAsk } from './advice-change';
import type { ContractFinding } from './key-findings';

// The rule's asks of a reader whose books or premises the other side may audit.
const AUDIT_ASKS = new Set([
  'Limit audits to once a year, on notice, in business hours, at the auditor’s cost.',
  'Limit inspections to business hours, on reasonable notice, at a set frequency.',
]);
const ABOUT_AUDIT = /\baudit\w*|\binspect\w*|\bexamin\w*/iu;
// What an audit of the reader looks at; an inspection by a regulator is another matter.
const AUDITED = /\b(?:books|records|accounts|premises|facilit(?:y|ies)|offices?|audits?)\b/iu;
const BY_REGULATOR = /\b(?:regulator\w*|governmental|government|authorit(?:y|ies)|agency)\b/iu;
// "at NAME's expense", "at the expense of NAME": the cost falls on NAME, the auditor only if NAME audits.
const AT_NAMED_EXPENSE =
  /\bat\s+(?:the\s+)?(?:sole\s+)?(?:cost|expense)\s+of\s+(?:the\s+)?([\p{L}][\p{L}\d&.-]*)|\bat\s+(?:the\s+)?([\p{L}][\p{L}\d&.-]*)['’]s\s+(?:own\s+|sole\s+)?(?:cost|expense)/iu;

// Each limit the advice asks for, with the words that show the contract already sets it.
const LIMITS: readonly { ask: string; told: string; set: RegExp }[] = [
  {
    ask: 'once a year',
    told: 'limits how often they may happen',
    set: /\bonce\s+(?:in\s+)?(?:any|each|every|per|a|in\s+each)\s+(?:calendar\s+|contract\s+|fiscal\s+)?(?:year|twelve|12|period|quarter)|\b(?:not|no)\s+more\s+(?:often|frequently)\s+than\b|\b(?:not|no)\s+more\s+than\s+(?:once|one\s+time|one\s+\(1\)\s+time|twice)\b/iu,
  },
  {
    ask: 'on notice',
    told: 'requires notice',
    // Audits "with or without (prior) notice" or "without notice" come unannounced: no notice is set.
    set: /(?<!\bwithout\s+(?:(?:any|prior|advance|further|written)\s+)*)\bnotice\b|\bnotif(?:y|ied|ication)\b/iu,
  },
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

const AUDITOR_PAYS = LIMITS[LIMITS.length - 1];

/** The sentence puts the cost on a party it names, and that party is the one who audits. */
function atAuditorsExpense(text: string): boolean {
  const named = AT_NAMED_EXPENSE.exec(text);
  const name = named?.[1] ?? named?.[2];
  if (!name) return false;
  const who = escapeRegExp(name);
  return new RegExp(
    String.raw`\b${who}\b[^.;]{0,60}?\b(?:shall\s+have\s+the\s+right|has\s+the\s+right|will\s+have\s+the\s+right|may|is\s+entitled)\b[^.;]{0,120}?\b(?:audit|inspect|examin)|\b(?:audit|inspect|examin)\w*\b[^.;]{0,40}?\bby\s+(?:the\s+)?${who}\b|\bselected\s+by\s+(?:the\s+)?${who}\b`,
    'iu',
  ).test(text);
}

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
  const audits = [
    quoted,
    ...sentences
      .map(({ text }) => text)
      .filter((text) => ABOUT_AUDIT.test(text) && AUDITED.test(text) && !BY_REGULATOR.test(text)),
  ];
  const set = LIMITS.filter((limit) =>
    audits.some((text) => limit.set.test(text) || (limit === AUDITOR_PAYS && atAuditorsExpense(text))),
  );
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

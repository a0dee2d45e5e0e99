import type { Sentence } from '../../text/sentences';
import { withChange } from './advice-change';
import { mentionsTopicOf } from './clause-mentions';
import type { ContractFinding } from './key-findings';
import { LOW_SCORE_TOP } from './risk-levels';

// The advice to a reader who receives what is warranted, before the contract's own terms are checked.
const ASKS_PERIOD_AND_REMEDY = /^Ask for a clear warranty period and a remedy \(repair, replacement or refund\)/u;
// A remedy for something faulty: repaired, replaced, refunded or done again.
// A service that stops working is restored rather than repaired.
const REMEDY = /\b(?:repair\w*|replac\w*|refund\w*|re-?perform\w*|re-?deliver\w*|restor\w*)\b/iu;
const FAULTY =
  /\b(?:defect\w*|non-?conform\w*|(?:does|do|did|shall|will)\s+not\s+(?:conform|perform\s+as\s+warranted)|fail\w*\s+to\s+(?:conform|meet|comply|perform\s+(?:materially\s+)?(?:as\s+(?:warranted|described)|in\s+accordance)))\b/iu;
// A duty to put right a breach of warranty: "will remedy such breach", "shall correct the nonconformity".
const REMEDIES_BREACH =
  /\b(?:remedy|cure|correct)\s+(?:such|the|any|each|that)\s+(?:breach|defect|non-?conformity|error|failure)\b/iu;
const WARRANTY_BREACH =
  /\bbreach\w*\s+(?:of\s+)?(?:the\s+|this\s+|its\s+|any\s+|such\s+)?(?:[\w-]+\s+){0,2}?warrant\w*/iu;
// A warranty broken or not met: "if Acme breaches the warranty", "if Acme does not meet the warranty in Section 6".
const WARRANTY_UNMET = new RegExp(
  String.raw`${WARRANTY_BREACH.source}|\b(?:does|do|did|shall|will)\s+not\s+(?:meet|satisfy|comply\s+with)\s+(?:the\s+|its\s+|any\s+|such\s+)?(?:[\w-]+\s+){0,2}?warrant\w*`,
  'iu',
);
// A warranty that lasts while the agreement runs: "warrants that, during the term of this Agreement, …".
// The defined "Term" stands for the agreement's own term; "the term of the licence" or of an order is another one.
// A defined period the customer pays for ("during the Subscription Period") is one too.
const WARRANTED_FOR_TERM =
  /\bwarrant\w*\b[^.;]{0,160}?\b(?:during|throughout|for)\s+the\s+(?:(?:term|life)\s+of\s+(?:this|the)\s+agreement\b|(?:Initial\s+)?Term\b(?!\s+of\b)|(?:Subscription|Service|Warranty|Order|License|Licence)\s+(?:Period|Term)\b)/u;
// A right to reject what does not conform within a set time: "may reject any deliverable that does not conform … within thirty (30) days".
const REJECTS_IN_TIME =
  /\breject\w*\b[^.;]{0,200}?\bwithin\s+(?:[\w-]+\s+)?\(?\d+\)?\s+(?:calendar\s+|business\s+)?(?:days|weeks|months)\b/iu;
// A disclaimer that keeps the warranties the contract states: "EXCEPT AS PROVIDED IN SECTION 12.1", "other than the express warranties".
const KEEPS_STATED_WARRANTIES =
  /\b(?:except|other\s+than|save)\s+(?:as\s+(?:(?:expressly|specifically|otherwise)\s+)?(?:provided|stated|set\s+(?:forth|out)|given|described)\s+(?:in|under)\s+(?:this\s+agreement|(?:section|article|clause|paragraph)s?\s+\d)|for\s+(?:the\s+)?(?:express|limited)\s+warrant\w*|(?:the\s+)?warrant\w*\s+(?:set\s+(?:forth|out)|stated|given|provided)\s+in\s+(?:this\s+agreement|(?:section|article|clause|paragraph)s?\s+\d))/iu;
// A disclaimer ("replaces all other warranties", "as is") gives no remedy, whatever it names.
const DISCLAIMS = /\bdisclaim\w*|\bas\s+is\b|\bin\s+lieu\s+of\b|\bno\s+other\s+warrant/iu;

/**
 * The advice on a warranty or disclaimer asks for a warranty period and a remedy; a contract that
 * already states one of them (in a sentence that need not say "warrant": "the Provider shall replace
 * any defective unit", "may reject … within 30 days") is asked only for the other, and one that
 * states both, or a remedy with no time limit on claims, is told so. Disclaimers commonly keep the express terms that give them.
 */
export function withWarrantyTermsGiven(
  finding: ContractFinding,
  quoted: string,
  sentences: readonly Sentence[],
): ContractFinding {
  if (finding.rule.id !== 'warranty' || finding.missing || !ASKS_PERIOD_AND_REMEDY.test(finding.change)) {
    return finding;
  }
  const rejection = sentences.some(({ text }) => REJECTS_IN_TIME.test(text) && FAULTY.test(text));
  const period =
    mentionsTopicOf('warranty-duration', sentences) ||
    sentences.some(({ text }) => WARRANTED_FOR_TERM.test(text) && !DISCLAIMS.test(text));
  const remedy = sentences.some(
    ({ text }) =>
      !DISCLAIMS.test(text) &&
      ((REMEDY.test(text) && (FAULTY.test(text) || WARRANTY_UNMET.test(text))) ||
        (REMEDIES_BREACH.test(text) && WARRANTY_BREACH.test(text))),
  );
  if (rejection && !remedy) return withRejectionRead(finding);
  if (!period && !remedy) {
    // The check fits only where the contract does state a warranty for the disclaimer to keep.
    const kept =
      KEEPS_STATED_WARRANTIES.test(quoted) &&
      DISCLAIMS.test(quoted) &&
      sentences.some(({ text }) => text !== quoted && EXPRESS_WARRANTY.test(text) && !DISCLAIMS.test(text));
    return kept ? withChange(finding, KEPT_CHECK) : finding;
  }
  // A remedy with no warranty period read is not asked to be shortened by one; the reader is told to check how long it lasts.
  const change =
    period && remedy
      ? 'No change needed: the contract already states how long defects can be claimed and a remedy (repair, replacement or refund); check that they cover what you rely on.'
      : period
        ? 'The contract already states how long defects can be claimed; ask for a remedy (repair, replacement or refund) if what you get fails.'
        : // Only the remedy was found; how long claims may be made is not read, so nothing is said of it.
          'No change needed: the contract already gives a remedy for defects; check that it covers what you rely on, and for what period you may claim it.';
  const changed = withChange(finding, change);
  if (!remedy) return changed;
  // Nothing left to ask for: the disclaimer only clears what the express terms do not give.
  return {
    ...changed,
    finding: { ...changed.finding, type: 'low', score: Math.min(changed.finding.score, LOW_SCORE_TOP) },
  };
}

// A warranty given in so many words: "warrants that", "represents and warrants".
const EXPRESS_WARRANTY = /\b(?:warrants?|represents?\s+and\s+warrants?)\s+(?:to\s+[\w-]+\s+)?that\b/iu;
/\bwarrants?\s+(?:to\s+\p{Lu}[\p{L}-]*\s+)?that\b|\bwarrants?\s+(?:and\s+represents?\s+)?that\b/u;
// The check left for a disclaimer that keeps the contract's own warranties: asking for one asks for what is there.
const KEPT_CHECK =
  'Check that the express warranties this keeps (their period and remedy) cover what you rely on; everything beyond them is disclaimed.';

/** A right to reject what does not conform, within a stated time, is the period and the remedy the advice asked for. */
function withRejectionRead(finding: ContractFinding): ContractFinding {
  const changed = withChange(
    finding,
    'No change needed: the contract already lets you reject what does not conform within a set time; check that the time is long enough to find defects.',
  );
  return {
    ...changed,
    finding: { ...changed.finding, type: 'low', score: Math.min(changed.finding.score, LOW_SCORE_TOP) },
  };
}

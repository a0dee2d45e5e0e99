import type { ExpectedClause } from './expected-clause';

/**
 * Why a missing insurance clause matters, told for the contract at hand. The general reason ("the
 * other side may have nothing to pay a large claim with") is false where its liability is capped at
 * the fees: the cap, not its insurance, bounds what can be claimed, so the point is low and the cover
 * asked for is cover up to the cap. IT work causes data loss and outages rather than injury, which
 * professional indemnity and cyber insurance pay for.
 */

// "total liability … shall not exceed the fees paid", "liability is limited to the amounts payable",
// "limited to a value equal to the contract value"; not "liabilities and costs (including but not limited to fees)".
const CAPPED_AT_FEES =
  /\bliability\b[^.;\n]{0,200}\b(?:(?:shall|will|may|does)\s+not\s+exceed|not\s+to\s+exceed|(?<!\bnot\s)(?<!\bnot\s(?:be|been)\s)limited\s+to|capped\s+at|in\s+excess\s+of)\b[^.;\n]{0,120}\b(?:fees|charges|contract(?:ual)?\s+(?:value|price|sum|amount)|(?:fee|amounts?|sums?|compensation|prices?)\b[^.;\n]{0,40}\b(?:paid|payable|received|due))\b/iu;
// A cap with carve-outs ("except for its indemnity obligations") leaves claims its insurance would still pay.
const CARVED_OUT = /\bexcept\b|\bother\s+than\b|\bshall\s+not\s+apply\b|\bexclud\w*|\bsave\s+(?:for|in)\b/iu;
// Work on software, systems, hosting or data.
const IT_WORK =
  /\bsoftware\b|\bhosting\b|\bhosted\b|\bdata\s+(?:cent(?:er|re)s?|processing)\b|\binformation\s+technology\b|\bIT\s+(?:services|systems|infrastructure|support)\b|\bcloud\s+(?:services|computing|platform)\b|\bservers?\b|\bhelp\s*desk\b/u;

const IT_WHY =
  'faulty IT work can cause data loss, security breaches and outages, which professional indemnity and cyber insurance pay for.';
const IT_CHANGE = 'Require the other side to carry professional indemnity and cyber insurance suited to the work.';
const CAPPED_FINDING =
  'No insurance requirement was found. The other side’s liability is capped in relation to the fees, so that cap, not its insurance, bounds what you can claim.';

/** The insurance expectation with the reason, advice and level that fit the contract's work and liability cap. */
export function fittingInsuranceExpectation(expected: ExpectedClause, text: string | undefined): ExpectedClause {
  if (expected.clause !== 'insurance' || text === undefined) return expected;
  const it = IT_WORK.test(text);
  const fitted: ExpectedClause = it ? { ...expected, why: IT_WHY, change: IT_CHANGE } : expected;
  const capped = text.split('\n').some((sentence) => CAPPED_AT_FEES.test(sentence) && !CARVED_OUT.test(sentence));
  if (!capped) return fitted;
  const cover = it ? 'professional indemnity and cyber insurance' : 'insurance suited to the work';
  return {
    ...fitted,
    finding: CAPPED_FINDING,
    level: 'low',
    change: `If the cap is large for the other side, ask it to carry ${cover} up to at least the cap.`,
  };
}

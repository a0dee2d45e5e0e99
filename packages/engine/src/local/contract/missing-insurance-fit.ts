import { durationDays, durationLabel, durationsIn } from './durations';
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
// The words that set the ceiling, after which the cap itself is stated.
const CEILING =
  /\b(?:(?:shall|will|may|does)\s+not\s+exceed|not\s+to\s+exceed|limited\s+to|capped\s+at|in\s+excess\s+of)\s+/giu;
const CAP_CHARS = 140;
// Twelve months, which the day count makes 360 days, are a year's fees.
const YEAR_DAYS = durationDays({ count: 12, unit: 'month' });

/** The insurance expectation with the reason, advice and level that fit the contract's work and liability cap. */
export function fittingInsuranceExpectation(expected: ExpectedClause, text: string | undefined): ExpectedClause {
  if (expected.clause !== 'insurance' || text === undefined) return expected;
  const it = IT_WORK.test(text);
  const fitted: ExpectedClause = it ? { ...expected, why: IT_WHY, change: IT_CHANGE } : expected;
  const capping = text.split('\n').find((sentence) => CAPPED_AT_FEES.test(sentence) && !CARVED_OUT.test(sentence));
  if (capping === undefined) return fitted;
  const cover = it ? 'professional indemnity and cyber insurance' : 'insurance suited to the work';
  const cap = capWords(capping);
  if (!cap)
    return {
      ...fitted,
      finding: CAPPED_FINDING,
      level: 'low',
      change: `Ask it to carry ${cover} up to at least the cap.`,
    };
  // A cap of the fees for less than a year is small: cover up to it adds little, the cap itself is the point.
  const period = durationsIn(cap)[0];
  if (period && durationDays(period) < YEAR_DAYS)
    return {
      ...fitted,
      finding: `No insurance requirement was found. The other side’s liability is capped at ${cap}: fees for ${durationLabel(period)}, less than a year’s fees. That cap, not its insurance, bounds what you can claim.`,
      level: 'low',
      change: 'Insurance up to so small a cap adds little: ask for a higher cap on the other side’s liability instead.',
    };
  return {
    ...fitted,
    finding: `No insurance requirement was found. The other side’s liability is capped at ${cap}, so that cap, not its insurance, bounds what you can claim.`,
    level: 'low',
    change: `Ask it to carry ${cover} up to at least the cap (${cap}).`,
  };
}

/** The cap as the capping sentence states it, after its last ceiling word, up to the end of its clause. */
function capWords(sentence: string): string | undefined {
  const ceilings = [...sentence.matchAll(CEILING)];
  const last = ceilings.at(-1);
  if (!last) return undefined;
  const rest = sentence.slice(last.index + last[0].length, last.index + last[0].length + CAP_CHARS);
  const cap = rest
    .split(/[;]|\.\s|\.$|,\s+(?:and|or|provided|except|whichever|whether|regardless|even|including)\b/iu)[0]
    ?.replace(/\s+/gu, ' ')
    .replace(/^(?:an?\s+amount\s+(?:equal\s+to\s+)?)/iu, '')
    .replace(/[\s,]+$/u, '');
  return cap && cap.length <= CAP_CHARS - 10 ? cap : undefined;
}

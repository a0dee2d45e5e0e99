import type { Sentence } from '../../text/sentences';
import { withChange, withHeadline, withNothingLeftToAsk } from './advice-change';
import type { ContractFinding } from './key-findings';

// What paying late costs: a late fee or charge, interest on overdue sums, or interest at a monthly or yearly rate.
const LATE_CHARGE =
  /\blate\s+(?:payment\s+)?(?:fees?|charges?|penalt(?:y|ies)|interest)\b|\b(?:interest|surcharges?|penalt(?:y|ies)|service\s+charges?)\b[^.]{0,120}\b(?:overdue|late|past[-\s]due|unpaid|delinquent|outstanding|not\s+(?:been\s+)?paid)\b|\b(?:overdue|late|past[-\s]due|unpaid|delinquent|outstanding)\b[^.]{0,80}\b(?:bear|accrue|incur|carry|subject\s+to)\w*\s+(?:\w+\s+){0,3}(?:interest|fees?|charges?|surcharges?|penalt(?:y|ies))\b|\binterest\b[^.]{0,60}\bper\s+(?:month|annum|year)\b|\b(?:overdue|late|past[-\s]due|unpaid|delinquent)\b[^.]{0,80}\bat\s+(?:the\s+|a\s+)?rate\s+of\b[^.]{0,40}\bper\s+(?:month|annum|year)\b/iu;

// Interest a loan bears on its principal ("interest on the outstanding principal amount") is its price, not a charge
// for paying late, unless the words say the sum is late.
const LOAN_INTEREST = /\bprincipal\b/iu;
const SAID_LATE = /\b(?:overdue|late|past[-\s]due|delinquen\w*|default\s+rate|not\s+paid\s+when\s+due)\b/iu;

/** The sentences that set what paying late costs: a fee, interest, or a rate charged on overdue sums. */
export function lateChargeSentences(sentences: readonly Sentence[]): Sentence[] {
  return sentences.filter(({ text }) => LATE_CHARGE.test(text) && (!LOAN_INTEREST.test(text) || SAID_LATE.test(text)));
}

// The payer's asks as the payment step leaves them (see payment-allowances), each with what is left once no late charge exists.
const WITHOUT_LATE_CHARGE: ReadonlyMap<string, { change: string; nothingLeft: boolean }> = new Map([
  [
    'Ask for a grace period before late fees and a right to dispute an invoice in good faith.',
    {
      change: 'Ask for a right to dispute an invoice in good faith; the contract sets no charge for paying late.',
      nothingLeft: false,
    },
  ],
  [
    'Ask for a grace period before late fees; the contract already lets you dispute a charge.',
    {
      change:
        'No change needed: the contract sets no charge for paying late, and it already lets you dispute a charge.',
      nothingLeft: true,
    },
  ],
  [
    'Ask for a grace period before late charges start.',
    { change: 'No change needed: the contract sets no charge for paying late.', nothingLeft: true },
  ],
]);

/**
 * A grace period is a delay before late charges start; a contract that charges nothing for paying
 * late (no fee, no interest) leaves nothing for it to delay, so it is not asked for.
 */
export function withLateChargesRead(finding: ContractFinding, charges: readonly Sentence[]): ContractFinding {
  if (finding.rule.id !== 'payment-terms' || finding.missing) return finding;
  if (charges.length > 0) {
    return charges.every(({ text }) => isLowYearlyInterestOnly(text)) ? withLowInterestRead(finding) : finding;
  }
  const told = withoutLateCost(finding);
  const left = WITHOUT_LATE_CHARGE.get(told.change);
  if (!left) return told;
  return left.nothingLeft ? withNothingLeftToAsk(told, left.change) : withChange(told, left.change);
}

// The payer's impact speaks of what being late costs; with no charge for it, that half is not there.
const LATE_COST = / and what being late costs you\.$/u;

function withoutLateCost(finding: ContractFinding): ContractFinding {
  if (!LATE_COST.test(finding.headline)) return finding;
  return withHeadline(finding, finding.headline.replace(LATE_COST, '; the contract sets no charge for paying late.'));
}

// Interest at a yearly rate ("two percent (2%) per annum", "3% a year"); the rate is read from its figure.
const YEARLY_RATE = /(\d+(?:\.\d+)?)\s*%\s*\)?\s*(?:per\s+(?:annum|year)|a\s+year|annually|yearly)\b/iu;
// A late charge other than interest: a fee, charge, penalty or surcharge.
const CHARGE_BESIDES_INTEREST = /\b(?:fees?|charges?|penalt(?:y|ies)|surcharges?)\b/iu;
// At or below this yearly rate, interest on a late sum costs little: a grace period before it would save little.
const LOW_YEARLY_RATE = 5;

function isLowYearlyInterestOnly(text: string): boolean {
  if (CHARGE_BESIDES_INTEREST.test(text) || !/\binterest\b/iu.test(text)) return false;
  const rate = YEARLY_RATE.exec(text);
  return rate !== null && Number(rate[1]) <= LOW_YEARLY_RATE;
}

// The payer's asks as the payment step leaves them, each with what is left when the only late charge is low interest.
const WITH_LOW_INTEREST: ReadonlyMap<string, { change: string; nothingLeft: boolean }> = new Map([
  [
    'Ask for a grace period before late fees and a right to dispute an invoice in good faith.',
    {
      change:
        'Ask for a right to dispute an invoice in good faith; the only charge for paying late is interest at a low yearly rate.',
      nothingLeft: false,
    },
  ],
  [
    'Ask for a grace period before late fees; the contract already lets you dispute a charge.',
    {
      change:
        'No change needed: the only charge for paying late is interest at a low yearly rate, and the contract already lets you dispute a charge.',
      nothingLeft: true,
    },
  ],
  [
    'Ask for a grace period before late charges start.',
    {
      change: 'No change needed: the only charge for paying late is interest at a low yearly rate.',
      nothingLeft: true,
    },
  ],
]);

/** A grace period before low yearly interest would save little, so it is not asked for as a change to negotiate. */
function withLowInterestRead(finding: ContractFinding): ContractFinding {
  const left = WITH_LOW_INTEREST.get(finding.change);
  if (!left) return finding;
  return left.nothingLeft ? withNothingLeftToAsk(finding, left.change) : withChange(finding, left.change);
}

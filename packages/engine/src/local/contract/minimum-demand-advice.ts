import type { Level } from '@doclens/api';
import type { Sentence } from '../../text/sentences';
import { withChange, withHeadline } from './advice-change';
import type { ContractFinding } from './key-findings';
import { LEVEL_SCORE, levelRank } from './risk-levels';

/**
 * The minimum-commitment rule tells a bound reader "you owe the minimum whatever your needs". What a
 * shortfall costs depends on how the sentence ties the minimum: as the price of keeping exclusivity,
 * as a single first order with no minimum after it, or as amounts the parties agree before each
 * year. Each is told as what it demands, with advice that fits it and a level that follows its cost.
 */
const OWED = 'You owe the minimum even if your needs or capacity fall short; a shortfall still costs you.';

// "in order to keep its exclusivity", "to maintain your exclusive rights".
const KEEPS_EXCLUSIVITY =
  /\b(?:in\s+order\s+)?to\s+(?:keep|maintain|retain|preserve)\s+(?:its|your|their|his|her|the|such)?\s*(?:[\p{L}-]+\s+)?exclusiv\w*/iu;
// A minimum for each period of the term, not a single purchase.
const PERIODIC =
  /\b(?:each|every|per|any)\s+(?:calendar\s+|contract\s+|fiscal\s+)?(?:year|quarter|month|week|period)\b|\bannual\w*|\bmonthly\b|\bquarterly\b|\byearly\b|\bper\s+annum\b/iu;
// A purchase of at least an amount, stated as the reader's duty ("shall purchase at least 300 units").
const BUYS_AT_LEAST =
  /\b(?:purchas\w*|buy|order)\b[^.;]{0,80}\b(?:at\s+least|a\s+minimum\s+of|not\s+less\s+than|no\s+less\s+than)\b/iu;
// Due once: by a time counted from signing (not from a notice, which sets a time to cure), or named as the first order.
const ONCE =
  /\b(?:within|ha(?:ve|s))\s+(?:[\w-]+\s+)?(?:\(?\d+\)\s+)?(?:days|weeks|months)\s+(?:after|of|from|following)\s+(?:the\s+)?(?:date\s+(?:of\s+(?:this|the)\s+(?:agreement|contract)|hereof)|effective\s+date|execution|signing|signature)\b|\b(?:initial|first|opening)\s+(?:purchase\s+)?(?:order|purchase|stocking\s+order)\b/iu;
// Minimums the parties set together before each period: "that the parties shall mutually agree in advance".
const AGREED_EACH_PERIOD =
  /\b(?:mutually\s+agreed?|agreed\s+(?:up)?on\s+by\s+the\s+parties|(?:the\s+)?parties\s+(?:shall|will|may)\s+(?:mutually\s+)?agree)\b/iu;

interface Reading {
  /** What the clause is, in place of the rule's "whatever its actual needs or capacity". */
  meaning: string;
  headline: string;
  change: string;
  /** The highest level a shortfall of this kind warrants, when lower than the rule's. */
  atMost?: Level;
}

// A defined minimum ("the Minimum Purchase Amount"), which other sentences of the contract may qualify.
const DEFINED_MINIMUM = /\bMinimum(?:\s+\p{Lu}[\p{L}-]*)+/gu;
const EFFORTS =
  /\b(?:commercially\s+reasonable|reasonable|best|diligent|good\s+faith)\s+(?:commercial\s+)?(?:efforts?|endeavou?rs?)\b/iu;

/** Whether the quoted minimum is one the contract asks the reader only to try to reach. */
function onlyAnEffortsTarget(quoted: string, sentences: readonly Sentence[]): boolean {
  const terms = [...quoted.matchAll(DEFINED_MINIMUM)].map(([term]) => term);
  if (terms.length === 0) return false;
  return [quoted, ...sentences.map(({ text }) => text)].some(
    (text) => EFFORTS.test(text) && terms.some((term) => text.includes(term)),
  );
}

const EFFORTS_TARGET: Reading = {
  meaning: 'One side must try to reach a minimum amount.',
  headline:
    'You must use efforts to reach the minimum, but it is a target, not an amount owed whatever happens; check what a shortfall lets the other side do.',
  change:
    'Keep the other side’s remedy for a shortfall clear and limited (such as ending exclusivity), and the efforts standard reasonable.',
  atMost: 'medium',
};

function readingOf(quoted: string): Reading | undefined {
  if (KEEPS_EXCLUSIVITY.test(quoted)) {
    return {
      meaning: 'One side must reach a minimum amount to keep its exclusive rights.',
      headline: 'You must reach the minimum to keep your exclusivity; a shortfall puts the exclusivity at risk.',
      change: 'Make losing exclusivity the only consequence of a shortfall, and allow shortfalls to carry over.',
    };
  }
  if (AGREED_EACH_PERIOD.test(quoted) && PERIODIC.test(quoted)) {
    return {
      meaning: 'One side must buy at least the minimum the parties agree for each period.',
      headline:
        'You must buy each period’s minimum once the parties agree it; a shortfall still costs you, but you have a say in setting it.',
      change: 'Agree only minimums you can meet, and ask that a shortfall carry over rather than be a breach.',
    };
  }
  if (ONCE.test(quoted) && BUYS_AT_LEAST.test(quoted) && !PERIODIC.test(quoted)) {
    return {
      meaning: 'One side must buy at least a fixed amount once.',
      headline:
        'You must buy at least the stated amount once, within the time set; it is a single order, not a minimum for each period.',
      change: 'Check that you can take and pay for this order within the time set.',
      atMost: 'medium',
    };
  }
  return undefined;
}

/** The minimum a reader is bound to, told by what a shortfall costs under the quoted sentence. */
export function withMinimumDemandRead(
  finding: ContractFinding,
  quoted: string,
  sentences: readonly Sentence[],
): ContractFinding {
  if (finding.rule.id !== 'minimum-commitment' || finding.missing || !finding.headline.includes(OWED)) return finding;
  const reading = onlyAnEffortsTarget(quoted, sentences) ? EFFORTS_TARGET : readingOf(quoted);
  if (!reading) return finding;
  const changed = withChange(withHeadline(finding, finding.headline.replace(OWED, reading.headline)), reading.change);
  const description = changed.finding.description.replace(finding.rule.meaning, reading.meaning);
  const retold = { ...changed, finding: { ...changed.finding, description } };
  const cap = reading.atMost;
  if (!cap || levelRank(retold.finding.type) <= levelRank(cap)) return retold;
  return {
    ...retold,
    finding: { ...retold.finding, type: cap, score: Math.min(retold.finding.score, LEVEL_SCORE[cap]) },
  };
}

import type { KeyInsight } from '@doclens/api';
import { evidenceFrom } from '../../text/evidence';
import { singleLine } from '../wording';
import type { ChargeLine } from './charge-lines';
import type { NamedParty } from './document-parties';
import type { DocumentPeriod } from './document-period';
import type { DueDate, TotalLine } from './document-totals';
import { headlineOf } from './headline';
import type { Finding } from './report-findings';

/**
 * Key insights stating one fact each, with its value in the title ("Overdraft fee: £25.00 (page 2)")
 * and the line it comes from quoted in the description and the evidence.
 */

export function chargeInsight(charge: ChargeLine): KeyInsight {
  const reason = charge.unusual ? ` (${charge.unusual})` : '';
  const kind = charge.conditional
    ? `Charge that may apply${reason}`
    : charge.unusual
      ? `Unusual charge${reason}`
      : 'Charge';
  const when = charge.date ? ` on ${charge.date.text}` : '';
  return {
    title: `${charge.label}: ${charge.shownAmount} (page ${charge.line.page})`,
    description: `${kind}${when}: ${singleLine(charge.line.text)}`,
    evidence: evidenceFrom(charge.line),
  };
}

export function totalInsight(total: TotalLine): KeyInsight {
  return {
    title: `${total.label}: ${total.shownAmount}`,
    description: `${total.label} on page ${total.line.page}: ${singleLine(total.line.text)}`,
    evidence: evidenceFrom(total.line),
  };
}

export function dueDateInsight(due: DueDate): KeyInsight {
  return {
    title: `${due.label}: ${due.date.text}`,
    description: `What is due and when: ${singleLine(due.line.text)}`,
    evidence: evidenceFrom(due.line, due.date.index),
  };
}

export function periodInsight(period: DocumentPeriod): KeyInsight {
  return {
    title: `${period.label}: ${period.value}`,
    description: `What the document covers: ${singleLine(period.line.text)}`,
    evidence: evidenceFrom(period.line),
  };
}

export function partyInsight(party: NamedParty): KeyInsight {
  return {
    title: `${party.role}: ${party.name}`,
    description: `Named on page ${party.line.page}: ${singleLine(party.line.text)}`,
    evidence: evidenceFrom(party.line),
  };
}

const FINDING_TITLES: Record<Finding['kind'], [title: string, lead: string]> = {
  figure: ['Key figure', 'A figure the document reports'],
  conclusion: ['Conclusion', 'What the document concludes'],
  recommendation: ['Recommendation', 'What the document recommends'],
};

export function findingInsight(finding: Finding): KeyInsight {
  const [title, lead] = FINDING_TITLES[finding.kind];
  return {
    title: `${title}: ${headlineOf(finding.sentence.text, finding.from)}`,
    description: `${lead}: ${singleLine(finding.sentence.text)}`,
    evidence: evidenceFrom(finding.sentence, finding.from),
  };
}

/** The place an insight quotes, so one line is never shown twice. */
export function placeOf(insight: KeyInsight): string | undefined {
  return insight.evidence ? `${insight.evidence.page}:${insight.evidence.quote}` : undefined;
}

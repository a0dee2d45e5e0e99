import type { KeyInsight } from '@doclens/api';
import { evidenceFrom } from '../../text/evidence';
import { pickDistinct, type RankedSentence } from '../../text/extractive-summary';
import { singleLine } from '../wording';
import { isUnusualCharge } from './charge-lines';
import type { DocumentKind } from './document-kind';
import type { DocumentSubstance } from './document-substance';
import {
  chargeInsight,
  dueDateInsight,
  findingInsight,
  partyInsight,
  periodInsight,
  placeOf,
  totalInsight,
} from './fact-insights';
import { headlineOf } from './headline';
import type { PurposeAnswer } from './purpose-answer';
import type { StatementSignals } from './statement-signals';

const CENTRAL_POINTS = 3;
const MAX_INSIGHTS = 12;
const MAX_TOTALS = 4;
const MAX_CHARGES = 8;
const MAX_PARTIES = 2;
const MAX_FINDINGS: Record<'figure' | 'conclusion' | 'recommendation', number> = {
  figure: 3,
  conclusion: 2,
  recommendation: 2,
};

export interface InsightSources {
  ranked: readonly RankedSentence[];
  statements: readonly StatementSignals[];
  substance: DocumentSubstance;
  answer: PurposeAnswer | undefined;
  /** Whether the document's central sentences are points worth showing (prose, not table rows). */
  central: boolean;
}

/**
 * The answer to the user's purpose first, then the document's facts with their values in the order
 * its kind calls for (a statement's balances and charges, an invoice's total and due date, a
 * report's figures and conclusions), then its central points. Every title states a fact or the
 * point itself, never a list of topic words; every insight but a "nothing found" answer quotes its
 * line.
 */
export function keyInsightsOf({ ranked, statements, substance, answer, central }: InsightSources): KeyInsight[] {
  const insights: KeyInsight[] = [];
  const shown = new Set<string>();
  const add = (insight: KeyInsight) => {
    const place = placeOf(insight);
    if (place && shown.has(place)) return;
    if (place) shown.add(place);
    insights.push(insight);
  };
  for (const insight of answer?.insights ?? []) add(insight);
  for (const insight of factInsights(substance)) add(insight);
  if (central || insights.length < CENTRAL_POINTS) {
    for (const insight of centralInsights(ranked, statements)) add(insight);
  }
  return insights.slice(0, Math.max(MAX_INSIGHTS, answer?.insights.length ?? 0));
}

function factInsights(substance: DocumentSubstance): KeyInsight[] {
  const totals = bestTotals(substance).map(totalInsight);
  const charges = [...substance.charges]
    .sort((a, b) => Number(isUnusualCharge(b)) - Number(isUnusualCharge(a)))
    .slice(0, MAX_CHARGES)
    .map(chargeInsight);
  const dueDates = substance.dueDates.slice(0, 2).map(dueDateInsight);
  const parties = substance.parties.slice(0, MAX_PARTIES).map(partyInsight);
  const period = substance.period ? [periodInsight(substance.period)] : [];
  const findings = (['figure', 'conclusion', 'recommendation'] as const).flatMap((kind) =>
    substance.findings
      .filter((finding) => finding.kind === kind)
      .slice(0, MAX_FINDINGS[kind])
      .map(findingInsight),
  );
  const order: Record<DocumentKind, KeyInsight[][]> = {
    statement: [charges, totals, period, dueDates, parties],
    invoice: [totals, dueDates, charges, period, parties],
    report: [findings, totals, charges],
    agreement: [parties, dueDates, totals, charges, findings],
    written: [findings, dueDates, totals, charges],
  };
  return order[substance.kind].flat();
}

/** One figure per kind of total, the ones a reader asks for first ("Total due" before "Subtotal"). */
function bestTotals(substance: DocumentSubstance): DocumentSubstance['totals'] {
  const byLabel = new Map<string, DocumentSubstance['totals'][number]>();
  for (const total of substance.totals) {
    // "Balance carried forward" repeats the closing balance: one figure, said once.
    const repeated = [...byLabel.values()].some((shown) => shown.rank === total.rank && shown.value === total.value);
    if (!byLabel.has(total.label) && !repeated) byLabel.set(total.label, total);
  }
  return [...byLabel.values()].slice(0, MAX_TOTALS);
}

/**
 * The document's central points (TextRank), then what a reader must act on or watch: the most
 * central commitment and problem not already shown. Titled with the point itself.
 */
function centralInsights(ranked: readonly RankedSentence[], statements: readonly StatementSignals[]): KeyInsight[] {
  const central = pickDistinct(ranked, CENTRAL_POINTS);
  const used = new Set(central.map((sentence) => sentence.index));
  const insights: KeyInsight[] = central.map((sentence) => ({
    title: headlineOf(sentence.text),
    description: singleLine(sentence.text),
    evidence: evidenceFrom(sentence),
  }));
  const byRank = rankedStatements(ranked, statements);
  const kinds: Array<[label: string, lead: string, test: (signals: StatementSignals) => boolean]> = [
    ['Commitment', 'What is promised or asked', (signals) => signals.isAction],
    ['Open issue', 'A problem the document raises', (signals) => signals.isProblem],
    ['Key figure', 'A figure the document relies on', (signals) => signals.hasFigure],
  ];
  for (const [label, lead, test] of kinds) {
    const found = byRank.find(
      (signals) =>
        test(signals) &&
        !used.has(signals.sentence.index) &&
        // A key figure's title shows the figure, or it is not shown as one.
        (label !== 'Key figure' || /\d/u.test(headlineOf(signals.sentence.text))),
    );
    if (!found) continue;
    used.add(found.sentence.index);
    insights.push({
      title: `${label}: ${headlineOf(found.sentence.text)}`,
      description: `${lead}: ${singleLine(found.sentence.text)}`,
      evidence: evidenceFrom(found.sentence),
    });
  }
  return insights;
}

/** Statements in TextRank order, so the kind-specific insights are the most central of their kind. */
function rankedStatements(
  ranked: readonly RankedSentence[],
  statements: readonly StatementSignals[],
): StatementSignals[] {
  const position = new Map(ranked.map((item, rank) => [item.sentence.index, rank]));
  return statements
    .filter((signals) => position.has(signals.sentence.index))
    .sort((a, b) => (position.get(a.sentence.index) ?? 0) - (position.get(b.sentence.index) ?? 0));
}

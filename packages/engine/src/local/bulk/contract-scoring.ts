import type {
  ContractAnalysis,
  DetectedContractClause,
  DocumentScore,
  EngineInfo,
  Evidence,
  ScoredKeyPoint,
} from '@doclens/api';
import { evidenceFrom } from '../../text/evidence';
import { analyzeContract } from '../contract/analyze-contract';
import { listOf } from '../wording';
import { categoriesOf } from './clause-concepts';
import { type AskedConcept, type CriterionReading, readCriterion } from './criterion-reading';
import type { BulkDocument } from './document-kind';

/** One thing the criterion asks, judged: how far the contract meets it (0–1) and why. */
interface Judgement {
  credit: number;
  text: string;
  citation: Evidence | null;
}

const ENGINE: EngineInfo = { provider: 'local', version: 'bulk-2' };
/** Without a side named, clauses are found the same way whichever side reads them. */
const DEFAULT_ROLE = 'client';
/** A score with nothing met or missed: each judgement moves it up or down from here. */
const NEUTRAL = 50;
const MAX_ILLUSTRATIONS = 3;
/** The sentences of a finding that say who gives or holds it (clause orientation writes them). */
const WHO_SENTENCE = /[^.]*\b(?:gives this promise|holds this right|applies to both parties)\b[^.]*\./iu;

function bare(label: string): string {
  return label.replace(/^(?:an?|the)\s+/iu, '');
}

/**
 * Who the analysis reads the clause as binding or benefiting, told from the side the user named
 * (the analysis tells it from that side). Without a side, the party names it would have to guess
 * are left out rather than risk reversing who owes whom.
 */
function whoOf(analysis: ContractAnalysis, clause: DetectedContractClause, sideNamed: boolean): string {
  if (!sideNamed) return '';
  const finding = analysis.keyFindings.find(
    (candidate) =>
      candidate.evidence?.page === clause.evidence.page && candidate.evidence.quote === clause.evidence.quote,
  );
  const who = finding ? WHO_SENTENCE.exec(finding.description)?.[0].trim() : undefined;
  return who ? ` ${who}` : '';
}

function judgeLiabilityCap(asked: AskedConcept, clauses: readonly DetectedContractClause[]): Judgement {
  const stated = clauses.find((clause) => clause.value);
  const limited = stated ?? clauses[0];
  const credit = stated ? 1 : limited ? 0.5 : 0;
  const text = stated
    ? `Liability is capped at ${stated.value}.`
    : limited
      ? 'Liability is limited, but the analysis found no ceiling amount stated.'
      : 'No limitation of liability was found: as far as the analysis reads, liability is uncapped.';
  return { credit: asked.wanted ? credit : 1 - credit, text, citation: limited?.evidence ?? null };
}

function judgeConcept(asked: AskedConcept, analysis: ContractAnalysis, sideNamed: boolean): Judgement {
  const categories = categoriesOf(asked.concept);
  const clauses = (analysis.clauses ?? []).filter((clause) => categories.includes(clause.category));
  if (asked.concept.id === 'liability-cap') return judgeLiabilityCap(asked, clauses);
  const [clause] = clauses;
  const label = asked.concept.label;
  if (!clause)
    return {
      credit: asked.wanted ? 0 : 1,
      text: `The analysis found no ${bare(label)}${asked.wanted ? '' : ', as you asked'}.`,
      citation: null,
    };
  const title = clause.title.toLowerCase();
  const named = bare(label).startsWith(title) ? '' : ` (${title})`;
  const has = `The contract has ${label}${named}.${whoOf(analysis, clause, sideNamed)}`;
  return {
    credit: asked.wanted ? 1 : 0,
    text: asked.wanted ? has : `${has} You asked to avoid it.`,
    citation: clause.evidence,
  };
}

function judgeLaw(place: string, analysis: ContractAnalysis): Judgement {
  const law = analysis.clauses?.find((clause) => clause.category === 'Governing Law');
  if (!law?.value) return { credit: 0, text: 'The analysis found no governing-law clause.', citation: null };
  const meets = law.value.toLowerCase().includes(place.toLowerCase());
  return {
    credit: meets ? 1 : 0,
    text: meets
      ? `The contract is governed by the laws of ${law.value}, as asked.`
      : `The contract is governed by the laws of ${law.value}, not ${place}.`,
    citation: law.evidence,
  };
}

/** Words no concept knows, looked for in the text: the share found, and the passage that holds most. */
function judgeUnknown(document: BulkDocument, terms: readonly string[]): Judgement {
  const finder = document.passages();
  const found = terms.filter((term) => finder.search(term, 1).length > 0);
  const [best] = finder.search(terms.join(' '), 1);
  const named = listOf(terms.map((term) => `“${term}”`));
  return {
    credit: found.length / terms.length,
    text: best
      ? `${named} ${terms.length > 1 ? 'match' : 'matches'} no clause concept; ${found.length} of ${terms.length} ${terms.length > 1 ? 'are' : 'is'} found in the text, as in this passage.`
      : `${named} ${terms.length > 1 ? 'match' : 'matches'} no clause concept and ${terms.length > 1 ? 'are' : 'is'} not found in the text.`,
    citation: best ? evidenceFrom(best.span, best.focus) : null,
  };
}

function judgeRisk(analysis: ContractAnalysis, role: string): Judgement {
  const risk = analysis.riskAssessment;
  return {
    credit: (100 - risk.overallScore) / 100,
    text: `Overall risk for the ${role.replace('-', ' ')} is ${risk.overall} (${risk.overallScore}/100), with ${risk.highRisk.length} high and ${risk.mediumRisk.length} medium risks.`,
    citation: null,
  };
}

function signed(points: number): string {
  return points > 0 ? `+${points}` : points < 0 ? `−${Math.abs(points)}` : '±0';
}

function withoutStop(text: string): string {
  return text.replace(/\.$/u, '');
}

/**
 * A contract judged by what its analysis finds against what the criterion asks: each clause
 * concept, the governing law, the user's side's overall risk, and any words no concept knows
 * count alike, moving the score up from 50 when met and down when not, so the score is 50 plus
 * the points its key points show.
 */
export function scoreContractByMeaning(document: BulkDocument, criterion: string): DocumentScore {
  const reading: CriterionReading = readCriterion(criterion);
  const role = reading.role ?? DEFAULT_ROLE;
  const analysis = analyzeContract(document.text, { role, contractContext: criterion.slice(0, 2000) }, ENGINE);
  const judgements: Judgement[] = [
    ...reading.concepts.map((asked) => judgeConcept(asked, analysis, reading.role !== undefined)),
    ...(reading.law ? [judgeLaw(reading.law, analysis)] : []),
    ...(reading.role ? [judgeRisk(analysis, reading.role)] : []),
    ...(reading.unknownTerms.length > 0 ? [judgeUnknown(document, reading.unknownTerms)] : []),
  ];
  if (judgements.length === 0)
    return {
      score: NEUTRAL,
      keyPoints: [],
      analysis: 'The criterion names no clause, law, side or term the contract could be judged by.',
      reasoning: 'Name the clauses you want or want to avoid (for example "capped liability, no non-compete").',
    };
  const share = 100 / judgements.length;
  const scored: ScoredKeyPoint[] = judgements.map((judgement) => ({
    text: judgement.text,
    citation: judgement.citation,
    points: Math.round((judgement.credit - 0.5) * share),
  }));
  const total = Math.max(0, Math.min(100, NEUTRAL + scored.reduce((sum, point) => sum + (point.points ?? 0), 0)));
  const risks: ScoredKeyPoint[] = reading.role
    ? analysis.riskAssessment.highRisk
        .slice(0, MAX_ILLUSTRATIONS)
        .map((item) => ({ text: `${withoutStop(item.finding)}.`, citation: item.evidence ?? null }))
    : [];
  const unknown = reading.unknownTerms.map((term) => `“${term}”`);
  const asked = [
    ...reading.concepts.map(({ concept, wanted }) => `${wanted ? '' : 'no '}${bare(concept.label)}`),
    ...(reading.law ? [`the law of ${reading.law}`] : []),
    ...(reading.role ? [`low risk for the ${reading.role.replace('-', ' ')}`] : []),
  ];
  return {
    score: total,
    keyPoints: [...scored, ...risks],
    analysis:
      asked.length > 0
        ? `Judged on what the criterion asks: ${listOf(asked)}.`
        : 'The criterion names no clause the engine knows; it is judged by the passages that hold its words.',
    reasoning: [
      `${NEUTRAL} ${scored.map((point) => `${signed(point.points ?? 0)} (${withoutStop(point.text)}${point.citation ? `, p. ${point.citation.page}` : ''})`).join(' ')} = ${total}.`,
      unknown.length > 0
        ? `${listOf(unknown)} ${unknown.length > 1 ? 'name' : 'names'} no clause the engine knows, so ${unknown.length > 1 ? 'they were' : 'it was'} looked for in the text itself.`
        : '',
    ]
      .filter(Boolean)
      .join(' '),
  };
}

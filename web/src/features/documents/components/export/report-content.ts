import { parseContractDetailLine } from '../analysis/contract/contract-detail-line';

/** The building blocks of an exported report, independent of how they are rendered. */

export interface ReportFinding {
  title: string;
  /** 'High', 'Critical', 'Minor'…: shown as a badge. */
  level?: string;
  score?: number;
  description?: string;
  quote?: string;
  page?: number;
  recommendation?: string;
}

export interface ReportScore {
  label: string;
  value: string;
}

export type ReportBlock =
  | { kind: 'paragraph'; label?: string; text: string }
  | { kind: 'list'; label?: string; items: string[] }
  | { kind: 'scores'; scores: ReportScore[] }
  | { kind: 'findings'; findings: ReportFinding[] };

export interface ReportSection {
  title: string;
  blocks: ReportBlock[];
}

/** A section keeping only the blocks that have something to show. */
export function section(title: string, blocks: (ReportBlock | undefined)[]): ReportSection {
  return { title, blocks: blocks.filter(hasContent) };
}

function hasContent(block: ReportBlock | undefined): block is ReportBlock {
  if (!block) return false;
  switch (block.kind) {
    case 'paragraph':
      return block.text.trim().length > 0;
    case 'list':
      return block.items.length > 0;
    case 'scores':
      return block.scores.length > 0;
    case 'findings':
      return block.findings.length > 0;
  }
}

export function paragraph(text: unknown, label?: string): ReportBlock | undefined {
  return typeof text === 'string' ? { kind: 'paragraph', label, text } : undefined;
}

export function list(items: unknown, label?: string): ReportBlock {
  return { kind: 'list', label, items: arrayOf(items).filter((item): item is string => typeof item === 'string') };
}

export function scores(entries: [label: string, value: string | undefined][]): ReportBlock {
  return {
    kind: 'scores',
    scores: entries.flatMap(([label, value]) => (value === undefined ? [] : [{ label, value }])),
  };
}

export function findings(items: (ReportFinding | undefined)[]): ReportBlock {
  return { kind: 'findings', findings: items.filter((item): item is ReportFinding => item !== undefined) };
}

/** A redacted analysis may carry a count or nothing where the full one has a list. */
export function arrayOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function outOf100(score: unknown): string | undefined {
  return typeof score === 'number' ? `${score}/100` : undefined;
}

/** 'High (72/100)', or the text alone when there is no score. */
export function withScore(text: string | undefined, score: unknown): string | undefined {
  const outOf = outOf100(score);
  return text && outOf ? `${text} (${outOf})` : text;
}

/** Fractions are shown as percentages, rounded (spec part 2 §9). */
export function percent(fraction: unknown): string | undefined {
  return typeof fraction === 'number' ? `${Math.round(fraction * 100)}%` : undefined;
}

export function capitalized(text: unknown): string | undefined {
  return typeof text === 'string' && text ? text.charAt(0).toUpperCase() + text.slice(1) : undefined;
}

export function yesNo(value: unknown): string | undefined {
  return typeof value === 'boolean' ? (value ? 'Yes' : 'No') : undefined;
}

/** Summary lines without their bullets; a 'Label: value' line reads as the page shows it. */
export function summaryBlock(summary: unknown): ReportBlock {
  const lines = arrayOf(summary)
    .filter((line): line is string => typeof line === 'string')
    .map((line) => {
      const parsed = parseContractDetailLine(line);
      return parsed.kind === 'plain' ? parsed.text : `${parsed.label}: ${parsed.value}`;
    });
  return { kind: 'list', items: lines.filter((line) => line.length > 0) };
}

interface EvidenceLike {
  page?: number;
  quote?: string;
}

/** The quote and page of a finding's evidence, where it has one. */
export function evidenceOf(evidence: EvidenceLike | undefined): Pick<ReportFinding, 'quote' | 'page'> {
  return { quote: evidence?.quote, page: evidence?.page };
}

interface ScoreFactorLike {
  name?: string;
  score?: number;
  explanation?: string;
  evidence?: EvidenceLike;
}

/** The factors an overall score is made of, each with its score, why, and the passage it rests on. */
export function factorFindings(factors: readonly ScoreFactorLike[] | undefined): ReportBlock {
  return findings(
    itemsOf(factors).map((factor) =>
      factor.name
        ? { title: factor.name, score: factor.score, description: factor.explanation, ...evidenceOf(factor.evidence) }
        : undefined,
    ),
  );
}

/** The items of a list field, or none where a redacted copy left a count or nothing. */
export function itemsOf<Item>(value: readonly Item[] | undefined): Item[] {
  return Array.isArray(value) ? [...value] : [];
}

import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { samplePerKind } from './seeded-sample';

/**
 * Contract findings judged by reading them against their quote and the contract around it, as a
 * lawyer would (issue 32, "Measure"). Each line of the set is one finding as the user read it, its
 * label and the reason; the figures are recomputed by matching the engine's current findings to it.
 */
export const JUDGEMENTS_FILE = fileURLToPath(new URL('./judgements/contract-findings.jsonl', import.meta.url));
/**
 * Judgements of contracts nobody on the team had read before they were rated (the held-out part of
 * the corpus), rated once after a change: the figure the issue's targets are about.
 */
export const UNSEEN_JUDGEMENTS_FILE = fileURLToPath(
  new URL('./judgements/contract-findings-unseen.jsonl', import.meta.url),
);

export const FINDING_KINDS = ['risk', 'keyFinding', 'recommendation', 'clause'] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

export const LABELS = ['true', 'partly', 'false'] as const;
export type Label = (typeof LABELS)[number];

/** One finding as the engine gave it to the user, before anyone judged it. */
export interface CurrentFinding {
  /** The CUAD file name (the key of the corpus `labels.json`). */
  contract: string;
  role: 'client';
  kind: FindingKind;
  title: string;
  /** The text the user reads (with the level or priority the card shows). */
  statement: string;
  /** The quoted text; "" when the finding quotes nothing (a clause found missing). */
  quote: string;
  /** The cited page; null when nothing is quoted. */
  page: number | null;
}

const judgementSchema = z.object({
  contract: z.string().min(1),
  role: z.literal('client'),
  kind: z.enum(FINDING_KINDS),
  title: z.string().min(1),
  statement: z.string().min(1),
  quote: z.string(),
  page: z.number().int().min(1).nullable(),
  label: z.enum(LABELS),
  reason: z.string().min(1),
  judgedAt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/u, 'judgedAt is a date, YYYY-MM-DD'),
});
export type Judgement = z.infer<typeof judgementSchema>;

/** A line written for rating: the finding with its label and reason still empty. */
export interface UnratedLine extends CurrentFinding {
  label: '';
  reason: '';
  judgedAt: '';
}

/** Parses one rated line, naming what is wrong with it. */
export function parseJudgement(line: string, where: string): Judgement {
  const parsed = judgementSchema.safeParse(JSON.parse(line));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'line'}: ${issue.message}`);
    throw new Error(`${where}: ${problems.join('; ')}`);
  }
  return parsed.data;
}

/** Every judgement of a jsonl file (none when the file does not exist yet). */
export function readJudgements(file: string = JUDGEMENTS_FILE): Judgement[] {
  if (!existsSync(file)) return [];
  return jsonLines(file).map(({ line, number }) => parseJudgement(line, `${file}:${number}`));
}

/** The non-empty lines of a jsonl file with their 1-based line numbers. */
export function jsonLines(file: string): Array<{ line: string; number: number }> {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line !== '');
}

/**
 * Case, spacing, typographic quotes and dashes do not change what a reader is told, so they do not
 * make a finding new; any other change of wording does, and the finding must be judged again.
 */
export function normalisedText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[‘’‛′]/gu, "'")
    .replace(/[“”„″]/gu, '"')
    .replace(/[‐‑‒–—]/gu, '-')
    .replace(/\s+/gu, ' ')
    .trim()
    .toLowerCase();
}

/** What identifies a judged finding: the same contract, kind, statement and quote. */
export function findingKey(finding: Pick<CurrentFinding, 'contract' | 'kind' | 'statement' | 'quote'>): string {
  return [finding.contract, finding.kind, normalisedText(finding.statement), normalisedText(finding.quote)].join(
    '\u0000',
  );
}

/** The judgement of each key; a later line for the same finding replaces an earlier one (a re-rating). */
export function judgementIndex(judgements: readonly Judgement[]): Map<string, Judgement> {
  return new Map(judgements.map((judgement) => [findingKey(judgement), judgement]));
}

export interface KindShares {
  kind: FindingKind;
  /** Judgements of this kind in the set. */
  judged: number;
  /** Current findings that match a judgement, by label. */
  matched: Record<Label, number>;
  /** Of those, the findings that a clause is missing (nothing quoted), by label. */
  missingClause: Record<Label, number>;
  /** Current findings (of the judged contracts) that no judgement matches: new or changed. */
  unjudged: number;
  /** Judged findings the engine no longer gives. */
  gone: number;
}

/**
 * Per kind: how many findings were judged, how the ones the engine still gives are labelled, how
 * many current findings are new or changed, and how many judged ones are gone. Only the contracts
 * that have judgements count, since the set judges a sample of contracts, not the corpus.
 */
export function judgementShares(current: readonly CurrentFinding[], judgements: readonly Judgement[]): KindShares[] {
  const index = judgementIndex(judgements);
  const judgedContracts = new Set(judgements.map((judgement) => judgement.contract));
  const seen = new Set<string>();
  const shares = new Map<FindingKind, KindShares>(
    FINDING_KINDS.map((kind) => [
      kind,
      {
        kind,
        judged: 0,
        matched: { true: 0, partly: 0, false: 0 },
        missingClause: { true: 0, partly: 0, false: 0 },
        unjudged: 0,
        gone: 0,
      },
    ]),
  );
  for (const judgement of index.values()) sharesOf(shares, judgement.kind).judged += 1;
  for (const finding of current) {
    if (!judgedContracts.has(finding.contract)) continue;
    const key = findingKey(finding);
    const judgement = index.get(key);
    if (!judgement) sharesOf(shares, finding.kind).unjudged += 1;
    else if (!seen.has(key)) {
      const kindShares = sharesOf(shares, finding.kind);
      kindShares.matched[judgement.label] += 1;
      if (finding.quote === '') kindShares.missingClause[judgement.label] += 1;
    }
    seen.add(key);
  }
  for (const [key, judgement] of index) if (!seen.has(key)) sharesOf(shares, judgement.kind).gone += 1;
  return [...shares.values()];
}

function sharesOf(shares: Map<FindingKind, KindShares>, kind: FindingKind): KindShares {
  const found = shares.get(kind);
  if (!found) throw new Error(`unknown finding kind ${kind}`);
  return found;
}

/**
 * At most `perKind` findings of each kind from each contract, chosen by a seeded hash of the
 * finding rather than by its place in the analysis, so that a rater does not pick which findings
 * to judge and the same seed gives the same sample on every run.
 */
export function sampleFindings<T extends CurrentFinding>(findings: readonly T[], perKind: number, seed: string): T[] {
  return samplePerKind(findings, perKind, seed, { source: (finding) => finding.contract, key: findingKey }).map(
    ({ finding }) => finding,
  );
}

/** "53% true / 29% partly / 18% false (of 120)" for the findings still given; "n/a" when none is. */
export function formatShares(matched: Record<Label, number>): string {
  const total = matched.true + matched.partly + matched.false;
  if (total === 0) return 'n/a';
  const percent = (count: number): string => `${Math.round((100 * count) / total)}%`;
  return `${percent(matched.true)} true / ${percent(matched.partly)} partly / ${percent(matched.false)} false (of ${total})`;
}

import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { normalisedText } from './judgement-set';
import { samplePerKind, seededRank } from './seeded-sample';

/**
 * Essay corrections, essay feedback and CV findings judged as a writing teacher would (issue 33,
 * "Measure"). The essays and CVs of the corpus may not be copied into the repository, so a judgement
 * keeps no text of the document: it names the document, where the quote sits in its text, and a
 * hash of what the user read (statement and quote). The tooling reads the text from `../shared` at
 * run time and matches the engine's current findings to the judgements by those hashes.
 */
export const WRITING_SETS = ['corrections', 'feedback', 'cv'] as const;
export type WritingSet = (typeof WRITING_SETS)[number];

const JUDGEMENT_FILES: Record<WritingSet, string> = {
  corrections: 'essay-corrections',
  feedback: 'essay-feedback',
  cv: 'cv-findings',
};

/** The judgement file of a set; with `unseen`, the one of held-out documents, rated once after a change. */
export function writingJudgementFile(set: WritingSet, unseen = false): string {
  const name = `${JUDGEMENT_FILES[set]}${unseen ? '-unseen' : ''}.jsonl`;
  return fileURLToPath(new URL(`./judgements/${name}`, import.meta.url));
}

export const WRITING_LABELS = ['right', 'partly', 'wrong'] as const;
export type WritingLabel = (typeof WRITING_LABELS)[number];

/** The parts of an essay's feedback a judgement can name as wrong. */
export const FEEDBACK_ASPECTS = [
  'thesis',
  'strengths',
  'structure',
  'counterargument',
  'critical-thinking',
  'citations',
  'spelling-counts',
  'grammar-counts',
  'readability',
  'evidence',
  'weaknesses',
  'grade',
  'kind',
  'other',
] as const;

/**
 * One finding as the engine gives it to the user, with the document text it is about. Only the
 * exported file to rate holds this text; a stored judgement keeps hashes of it.
 */
export interface CurrentWritingFinding {
  set: WritingSet;
  /** The ASAP essay id (as a string) or the CV's PDF file name. */
  document: string;
  /** The rule id of a correction (or its category when it has none), "feedback", or the CV finding's kind. */
  kind: string;
  /** What the user reads, in full. */
  statement: string;
  /** The document text the finding points at; "" when it points at none. */
  quote: string;
  /** Where the quote starts and ends in the document text; null when it is not found there. */
  at: [number, number] | null;
}

const judgementSchema = z.object({
  set: z.enum(WRITING_SETS),
  document: z.string().min(1),
  kind: z.string().min(1),
  statementSha: z.string().regex(/^[0-9a-f]{16}$/u),
  quoteSha: z.string().regex(/^[0-9a-f]{16}$/u),
  at: z.tuple([z.number().int().min(0), z.number().int().min(0)]).nullable(),
  label: z.enum(WRITING_LABELS),
  reason: z.string().min(1),
  /** Feedback only: the aspects the judgement found wrong or off. */
  aspects: z.array(z.enum(FEEDBACK_ASPECTS)).optional(),
  judgedAt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/u, 'judgedAt is a date, YYYY-MM-DD'),
});
export type WritingJudgement = z.infer<typeof judgementSchema>;

/** Parses one stored or rated line, naming what is wrong with it. */
export function parseWritingJudgement(value: unknown, where: string): WritingJudgement {
  const parsed = judgementSchema.safeParse(value);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'line'}: ${issue.message}`);
    throw new Error(`${where}: ${problems.join('; ')}`);
  }
  return parsed.data;
}

/** Every judgement of a jsonl file (none when the file does not exist yet). */
export function readWritingJudgements(file: string): WritingJudgement[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line !== '')
    .map(({ line, number }) => parseWritingJudgement(JSON.parse(line), `${file}:${number}`));
}

/** A short hash of a text after folding case, spacing, quotes and dashes (which do not change what is read). */
export function textSha(text: string): string {
  return createHash('sha256').update(normalisedText(text)).digest('hex').slice(0, 16);
}

/** What identifies a judged finding: set, document, kind and the hashes of statement and quote. */
export function writingKey(finding: {
  set: WritingSet;
  document: string;
  kind: string;
  statementSha: string;
  quoteSha: string;
}): string {
  return [finding.set, finding.document, finding.kind, finding.statementSha, finding.quoteSha].join('\u0000');
}

export function keyOfFinding(finding: CurrentWritingFinding): string {
  return writingKey({ ...finding, statementSha: textSha(finding.statement), quoteSha: textSha(finding.quote) });
}

/**
 * The held-out documents: about one in five essays and CVs, chosen by a hash of the document name so
 * that nobody picks them. They are rated only into the `-unseen` files, once after a change, and no
 * rule is written while reading them.
 */
export function isHeldOut(document: string): boolean {
  const first = createHash('sha256').update(`writing-held-out\u0000${document}`).digest()[0] ?? 0;
  return first < 52;
}

/** The kind a share is counted under: a correction's rule family ("agreement" of "agreement.subject-verb"). */
export function shareKind(judgement: Pick<WritingJudgement, 'set' | 'kind'>): string {
  if (judgement.set !== 'corrections') return judgement.kind;
  const dot = judgement.kind.indexOf('.');
  return dot > 0 ? judgement.kind.slice(0, dot) : judgement.kind;
}

export interface WritingShares {
  kind: string;
  judged: number;
  /** Current findings that match a judgement, by label. */
  matched: Record<WritingLabel, number>;
  /** Current findings of the judged documents that no judgement matches: new or changed. */
  unjudged: number;
  /** Judged findings the engine no longer gives. */
  gone: number;
}

/**
 * Per kind (and a line "all"): the labels of the judged findings the engine still gives, how many
 * current findings of the judged documents are new or changed, and how many judged ones are gone.
 * A later judgement of the same finding replaces an earlier one (a re-rating).
 */
export function writingShares(
  current: readonly CurrentWritingFinding[],
  judgements: readonly WritingJudgement[],
): WritingShares[] {
  const index = new Map(judgements.map((judgement) => [writingKey(judgement), judgement]));
  const documents = new Set(judgements.map((judgement) => judgement.document));
  const shares = new Map<string, WritingShares>();
  const sharesOf = (kind: string): WritingShares => {
    const found = shares.get(kind) ?? {
      kind,
      judged: 0,
      matched: { right: 0, partly: 0, wrong: 0 },
      unjudged: 0,
      gone: 0,
    };
    shares.set(kind, found);
    return found;
  };
  for (const judgement of index.values()) {
    sharesOf(shareKind(judgement)).judged += 1;
    sharesOf('all').judged += 1;
  }
  const seen = new Set<string>();
  for (const finding of current) {
    if (!documents.has(finding.document)) continue;
    const key = keyOfFinding(finding);
    if (seen.has(key)) continue;
    seen.add(key);
    const judgement = index.get(key);
    const kinds = [shareKind(finding), 'all'];
    for (const kind of kinds) {
      if (judgement) sharesOf(kind).matched[judgement.label] += 1;
      else sharesOf(kind).unjudged += 1;
    }
  }
  for (const [key, judgement] of index) {
    if (seen.has(key)) continue;
    sharesOf(shareKind(judgement)).gone += 1;
    sharesOf('all').gone += 1;
  }
  return [...shares.values()].sort((a, b) =>
    a.kind === 'all' ? 1 : b.kind === 'all' ? -1 : b.judged - a.judged || a.kind.localeCompare(b.kind),
  );
}

/** "62% right / 10% partly / 28% wrong (of 40)"; "n/a" when no judged finding is still given. */
export function formatWritingShares(matched: Record<WritingLabel, number>): string {
  const total = matched.right + matched.partly + matched.wrong;
  if (total === 0) return 'n/a';
  const percent = (count: number): string => `${Math.round((100 * count) / total)}%`;
  return `${percent(matched.right)} right / ${percent(matched.partly)} partly / ${percent(matched.wrong)} wrong (of ${total})`;
}

/**
 * At most `perKind` findings of each kind and `perDocument` findings in all from each document,
 * chosen by a seeded hash of the finding rather than by its place in the analysis, so that the rater
 * does not pick what to judge.
 */
export function sampleWritingFindings<T extends CurrentWritingFinding>(
  findings: readonly T[],
  perKind: number,
  seed: string,
  perDocument = Number.POSITIVE_INFINITY,
): T[] {
  const perKindSample = samplePerKind(findings, perKind, seed, {
    source: (finding) => finding.document,
    key: keyOfFinding,
  });
  // Then at most `perDocument` of each document, again by the seeded order, so that no kind is preferred.
  const taken = new Map<string, number>();
  return [...perKindSample]
    .sort((a, b) => a.rank.localeCompare(b.rank))
    .filter(({ finding }) => {
      const count = taken.get(finding.document) ?? 0;
      taken.set(finding.document, count + 1);
      return count < perDocument;
    })
    .sort((a, b) => a.finding.document.localeCompare(b.finding.document) || a.rank.localeCompare(b.rank))
    .map(({ finding }) => finding);
}

/** The first `count` documents in the order of a seeded hash: a sample nobody chose. */
export function sampleDocuments(documents: readonly string[], count: number, seed: string): string[] {
  const order = (document: string): string => seededRank(seed, document);
  return [...documents].sort((a, b) => order(a).localeCompare(order(b))).slice(0, count);
}

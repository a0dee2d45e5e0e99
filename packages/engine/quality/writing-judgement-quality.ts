import type { QualityRow, QualitySectionRunner } from './quality-section';
import { currentWritingFindings } from './writing-judgement-findings';
import {
  type CurrentWritingFinding,
  FEEDBACK_ASPECTS,
  formatWritingShares,
  readWritingJudgements,
  WRITING_SETS,
  type WritingJudgement,
  type WritingLabel,
  type WritingSet,
  writingJudgementFile,
  writingKey,
  writingShares,
} from './writing-judgement-set';

/** Issue 33's targets on documents nobody read: right and wrong shares of corrections and CV findings, fully right feedback. */
const TARGETS: Record<WritingSet, { right: number; wrong?: number }> = {
  corrections: { right: 0.85, wrong: 0.05 },
  feedback: { right: 0.7 },
  cv: { right: 0.85, wrong: 0.05 },
};

const SET_TITLES: Record<WritingSet, string> = {
  corrections: 'essay corrections',
  feedback: 'essay feedback (one judgement per essay)',
  cv: 'CV findings',
};

/**
 * Essay corrections, essay feedback and CV findings judged as a writing teacher would
 * (`judgements/essay-corrections.jsonl`, `essay-feedback.jsonl`, `cv-findings.jsonl`): the current
 * local engine runs on every judged essay and CV (read from `../shared/corpus`), each finding it
 * still gives is matched to its judgement by document, kind and the hashes of statement and quote,
 * and the labels are counted per kind. New or changed findings are counted as unjudged.
 */
export const writingJudgementQuality: QualitySectionRunner = async () => {
  const rows: QualityRow[] = [];
  for (const set of WRITING_SETS) {
    rows.push(...(await setRows(set, false)), ...(await setRows(set, true)));
  }
  return {
    title: 'Essay corrections, essay feedback and CV findings judged as a writing teacher would',
    rows,
    notes: [
      'The targets are for documents nobody read before they were judged (the "unseen" rows: held-out essays and CVs, chosen by a hash of their name, rated once after a change); the development documents are read often.',
      'Rate the unjudged findings: `npx tsx packages/engine/quality/writing-judgement-export.ts --set corrections|feedback|cv --out <file outside the repository> [--documents <list> | --count <n>] [--per-kind <n>] [--seed <word>] [--unseen]`, fill label (right / partly / wrong) and reason, then `npx tsx packages/engine/quality/writing-judgement-merge.ts <file> [--unseen]`.',
    ],
  };
};

async function setRows(set: WritingSet, unseen: boolean): Promise<QualityRow[]> {
  const name = `${unseen ? 'unseen' : 'development'} ${SET_TITLES[set]}`;
  const judgements = readWritingJudgements(writingJudgementFile(set, unseen));
  if (judgements.length === 0) return [{ measure: `${name}: judged`, value: 'none yet' }];
  const documents = new Set(judgements.map((judgement) => judgement.document));
  const analysed = await currentWritingFindings(set, documents);
  const shares = writingShares(
    analysed.flatMap((document) => document.findings),
    judgements,
  );
  const rows: QualityRow[] = [
    { measure: `${name}: judged / documents`, value: `${judgements.length} / ${documents.size}` },
  ];
  for (const kind of shares) {
    const still = kind.matched.right + kind.matched.partly + kind.matched.wrong;
    const target = TARGETS[set];
    const isAll = kind.kind === 'all';
    const met =
      still > 0 &&
      kind.matched.right / still >= target.right &&
      (target.wrong === undefined || kind.matched.wrong / still <= target.wrong);
    rows.push({
      measure: `${name}, ${kind.kind}: labels of the judged findings still given (judged / gone / unjudged ${kind.judged} / ${kind.gone} / ${kind.unjudged})`,
      value: formatWritingShares(kind.matched),
      ...(unseen && isAll
        ? {
            target: `right ≥ ${target.right * 100}%${target.wrong === undefined ? '' : `, wrong ≤ ${target.wrong * 100}%`}`,
            met,
          }
        : {}),
    });
  }
  if (set === 'feedback')
    rows.push({ measure: `${name}: aspects named wrong or off`, value: aspectCounts(judgements) });
  if (set === 'cv') {
    const current = analysed.flatMap((document) => document.findings);
    const contact = current.filter(isContactFinding);
    const other = current.filter((item) => !isContactFinding(item));
    rows.push(
      {
        measure: `${name}: findings about missing contact details (the collection strips them, so these are right by construction)`,
        value: formatWritingShares(sharesOfAll(contact, judgements)),
      },
      { measure: `${name}: all other findings`, value: formatWritingShares(sharesOfAll(other, judgements)) },
    );
  }
  return rows;
}

/** An email, phone or LinkedIn finding: true of every CV of this collection, whose contact details were removed. */
function isContactFinding(finding: CurrentWritingFinding): boolean {
  return /\b(?:email|e-mail|phone|linkedin)\b/iu.test(finding.statement);
}

function sharesOfAll(
  current: readonly CurrentWritingFinding[],
  judgements: readonly WritingJudgement[],
): Record<WritingLabel, number> {
  const all = writingShares(current, judgements).find((kind) => kind.kind === 'all');
  return all?.matched ?? { right: 0, partly: 0, wrong: 0 };
}

/** How often each aspect of the feedback was named wrong or off, over the latest judgement of each essay. */
function aspectCounts(judgements: readonly WritingJudgement[]): string {
  const latest = [...new Map(judgements.map((judgement) => [writingKey(judgement), judgement])).values()];
  const counts = FEEDBACK_ASPECTS.map(
    (aspect) => [aspect, latest.filter((judgement) => judgement.aspects?.includes(aspect)).length] as const,
  );
  return counts
    .filter(([, count]) => count > 0)
    .map(([aspect, count]) => `${aspect} ${count}`)
    .join(', ');
}

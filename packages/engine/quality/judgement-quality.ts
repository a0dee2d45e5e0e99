import { currentFindings } from './judgement-findings';
import { formatShares, judgementShares, readJudgements } from './judgement-set';
import type { QualityRow, QualitySectionRunner } from './quality-section';

/** Issue 32's targets on contracts nobody read: at least 85 % true and at most 5 % false, in every kind. */
const TRUE_TARGET = 0.85;
const FALSE_TARGET = 0.05;

/**
 * Contract findings judged as a lawyer would (`judgements/contract-findings.jsonl`): the current
 * engine runs, client side, on every judged contract; each finding it still gives is matched to
 * its judgement by contract, kind, statement and quote, and the labels are counted per kind.
 * Findings that are new or changed are counted as unjudged, to be exported and rated.
 */
export const judgementQuality: QualitySectionRunner = async () => {
  const judgements = readJudgements();
  const contracts = new Set(judgements.map((judgement) => judgement.contract));
  const shares = judgementShares(await currentFindings(contracts), judgements);
  const rows: QualityRow[] = [
    { measure: 'judged findings / contracts', value: `${judgements.length} / ${contracts.size}` },
  ];
  for (const kind of shares) {
    const still = kind.matched.true + kind.matched.partly + kind.matched.false;
    const trueShare = still === 0 ? 0 : kind.matched.true / still;
    const falseShare = still === 0 ? 1 : kind.matched.false / still;
    rows.push(
      {
        measure: `${kind.kind}: labels of the judged findings still given`,
        value: formatShares(kind.matched),
        target: `true ≥ ${TRUE_TARGET * 100}%, false ≤ ${FALSE_TARGET * 100}%`,
        met: still > 0 && trueShare >= TRUE_TARGET && falseShare <= FALSE_TARGET,
      },
      {
        measure: `${kind.kind}: of which "no … clause" findings (nothing quoted)`,
        value: formatShares(kind.missingClause),
      },
      {
        measure: `${kind.kind}: judged / no longer given / current unjudged`,
        value: `${kind.judged} / ${kind.gone} / ${kind.unjudged}`,
      },
    );
  }
  return {
    title: 'Contract findings judged against their quotes',
    rows,
    notes: [
      'The targets are for contracts nobody read; these judged contracts are development data.',
      'Rate the unjudged findings: `npx tsx packages/engine/quality/judgement-export.ts --out <file> [--per-kind <n> --seed <word>]`, fill label and reason, then `npx tsx packages/engine/quality/judgement-merge.ts <file>`.',
    ],
  };
};

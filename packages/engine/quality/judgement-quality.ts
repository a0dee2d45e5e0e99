import { currentFindings } from './judgement-findings';
import {
  formatShares,
  JUDGEMENTS_FILE,
  judgementShares,
  readJudgements,
  UNSEEN_JUDGEMENTS_FILE,
} from './judgement-set';
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
  const rows = [
    ...(await judgedRows('development', JUDGEMENTS_FILE)),
    ...(await judgedRows('unseen', UNSEEN_JUDGEMENTS_FILE)),
  ];
  return {
    title: 'Contract findings judged against their quotes',
    rows,
    notes: [
      'The targets are for contracts nobody read before they were judged (the "unseen" rows: held-out CUAD contracts and the committed agreements of `unseen-contracts/`, each rated once after a change); the development contracts are read and re-rated often.',
      'Rate the unjudged findings: `npx tsx packages/engine/quality/judgement-export.ts --out <file> [--contracts <list>] [--per-kind <n> --seed <word>]`, fill label and reason, then `npx tsx packages/engine/quality/judgement-merge.ts <file> [--unseen]`.',
    ],
  };
};

async function judgedRows(set: 'development' | 'unseen', file: string): Promise<QualityRow[]> {
  const judgements = readJudgements(file);
  if (judgements.length === 0) return [{ measure: `${set}: judged findings`, value: 'none yet' }];
  const contracts = new Set(judgements.map((judgement) => judgement.contract));
  const shares = judgementShares(await currentFindings(contracts), judgements);
  const rows: QualityRow[] = [
    { measure: `${set}: judged findings / contracts`, value: `${judgements.length} / ${contracts.size}` },
  ];
  for (const kind of shares) {
    const still = kind.matched.true + kind.matched.partly + kind.matched.false;
    const trueShare = still === 0 ? 0 : kind.matched.true / still;
    const falseShare = still === 0 ? 1 : kind.matched.false / still;
    rows.push(
      {
        measure: `${set} ${kind.kind}: labels of the judged findings still given`,
        value: formatShares(kind.matched),
        ...(set === 'unseen'
          ? {
              target: `true ≥ ${TRUE_TARGET * 100}%, false ≤ ${FALSE_TARGET * 100}%`,
              met: still > 0 && trueShare >= TRUE_TARGET && falseShare <= FALSE_TARGET,
            }
          : {}),
      },
      {
        measure: `${set} ${kind.kind}: of which "no … clause" findings (nothing quoted)`,
        value: formatShares(kind.missingClause),
      },
      {
        measure: `${set} ${kind.kind}: judged / no longer given / current unjudged`,
        value: `${kind.judged} / ${kind.gone} / ${kind.unjudged}`,
      },
    );
  }
  return rows;
}

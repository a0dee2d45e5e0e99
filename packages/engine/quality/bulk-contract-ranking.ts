import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { score } from '../src/local/bulk/bulk-engine';
import { type ContractLabels, contractPages, readContractLabels } from '../training/corpus-contracts';

/**
 * Criteria a user could type for "score and rank", each judged against the CUAD categories it
 * asks about. `wanted` lists the categories a contract should have; `unwanted` those it should
 * not. Written for this measure, not taken from the engine's vocabulary.
 */
export interface RankingCriterion {
  criterion: string;
  wanted: readonly string[];
  unwanted?: readonly string[];
}

export const RANKING_CRITERIA: readonly RankingCriterion[] = [
  {
    criterion: 'Prefer contracts that grant exclusive rights, such as an exclusive licence or exclusive distribution.',
    wanted: ['Exclusivity'],
  },
  { criterion: 'Rank highest the contracts that cap liability at a stated amount.', wanted: ['Cap On Liability'] },
  {
    criterion: "Prefer contracts with an audit right over the other party's books and records.",
    wanted: ['Audit Rights'],
  },
  { criterion: 'Avoid contracts with a non-compete.', wanted: [], unwanted: ['Non-Compete'] },
  { criterion: 'Prefer contracts with capped liability and exclusivity.', wanted: ['Cap On Liability', 'Exclusivity'] },
];

const TOP = 10;

export interface CriterionRanking {
  criterion: string;
  /** Contracts meeting the whole criterion by the labels, out of all ranked. */
  relevant: number;
  precisionAtTop: number;
  spearman: number;
}

function labelled(label: ContractLabels[string], category: string): boolean {
  const clause = label.clauses[category];
  return (clause?.answer ?? '').trim() !== '' && clause?.answer !== 'No' && (clause?.spans?.length ?? 0) > 0;
}

/** Average ranks (1 = smallest), ties sharing the mean of their positions. */
function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const result = new Array<number>(values.length).fill(0);
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]?.value === order[start]?.value) end++;
    for (let position = start; position <= end; position++) result[order[position]?.index ?? 0] = (start + end) / 2 + 1;
    start = end + 1;
  }
  return result;
}

/** Spearman's ρ: Pearson's correlation of the two lists' ranks. */
export function spearman(a: readonly number[], b: readonly number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (list: readonly number[]) => list.reduce((sum, value) => sum + value, 0) / Math.max(1, list.length);
  const ma = mean(ra);
  const mb = mean(rb);
  let covariance = 0;
  let va = 0;
  let vb = 0;
  for (let index = 0; index < ra.length; index++) {
    const da = (ra[index] ?? 0) - ma;
    const db = (rb[index] ?? 0) - mb;
    covariance += da * db;
    va += da * da;
    vb += db * db;
  }
  return va === 0 || vb === 0 ? 0 : covariance / Math.sqrt(va * vb);
}

/** Names of contracts left out of the measure (one a line), from QUALITY_EXCLUDE_CONTRACTS. */
function excludedContracts(env = process.env): Set<string> {
  const path = env.QUALITY_EXCLUDE_CONTRACTS;
  if (!path || !existsSync(path)) return new Set();
  return new Set(
    readFileSync(path, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
}

/**
 * Every contract of the folder (less the excluded ones) is scored against each criterion. A
 * contract's relevance is how many of the criterion's categories the labels agree with (has a
 * wanted one, lacks an unwanted one); precision@10 counts the ten best that agree on all of them,
 * and Spearman's ρ compares the scores with the relevance over the whole set.
 */
export async function measureContractRanking(
  dir: string,
  criteria: readonly RankingCriterion[] = RANKING_CRITERIA,
): Promise<{ contracts: number; rankings: CriterionRanking[] }> {
  const excluded = excludedContracts();
  const labels = readContractLabels(dir);
  const contracts = Object.entries(labels)
    .filter(([name]) => !excluded.has(name))
    .flatMap(([name, label]) => {
      const path = join(dir, 'text', name.replace(/\.pdf$/iu, '.txt'));
      return existsSync(path) ? [{ label, pages: contractPages(readFileSync(path, 'utf8')) }] : [];
    });
  const rankings = criteria.map(({ criterion, wanted, unwanted = [] }) => {
    const needed = wanted.length + unwanted.length;
    const judged = contracts.map(({ label, pages }) => ({
      score: score(pages, criterion).score,
      relevance:
        wanted.filter((category) => labelled(label, category)).length +
        unwanted.filter((category) => !labelled(label, category)).length,
    }));
    // Best first; ties keep the folder's order, as a user would see them.
    const top = [...judged].sort((a, b) => b.score - a.score).slice(0, TOP);
    return {
      criterion,
      relevant: judged.filter((entry) => entry.relevance === needed).length,
      precisionAtTop: top.filter((entry) => entry.relevance === needed).length / Math.max(1, top.length),
      spearman: spearman(
        judged.map((entry) => entry.score),
        judged.map((entry) => entry.relevance),
      ),
    };
  });
  return { contracts: contracts.length, rankings };
}

import { createHash } from 'node:crypto';

/**
 * An item's place in an order nobody chose: the hash of the seed and the item's key. One seed gives
 * the same order on every run, and no rater picks what gets judged.
 */
export function seededRank(seed: string, key: string): string {
  return createHash('sha256').update(`${seed}\u0000${key}`).digest('hex');
}

/** How a judgement set names a finding's source (a contract, a document) and the finding itself. */
export interface SampledFindingKeys<T> {
  source: (finding: T) => string;
  key: (finding: T) => string;
}

/**
 * At most `perKind` findings of each kind from each source, chosen by seeded rank rather than by
 * place in the analysis; in source and kind order, not input order, so that the same findings give
 * the same sample. Each finding comes with its rank for any further cut.
 */
export function samplePerKind<T extends { kind: string }>(
  findings: readonly T[],
  perKind: number,
  seed: string,
  keys: SampledFindingKeys<T>,
): { finding: T; rank: string }[] {
  const groups = new Map<string, T[]>();
  for (const finding of findings) {
    const group = `${keys.source(finding)}\u0000${finding.kind}`;
    groups.set(group, [...(groups.get(group) ?? []), finding]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([, group]) =>
      group
        .map((finding) => ({ finding, rank: seededRank(seed, keys.key(finding)) }))
        .sort((a, b) => a.rank.localeCompare(b.rank))
        .slice(0, perKind),
    );
}

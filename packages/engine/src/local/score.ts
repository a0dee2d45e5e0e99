/** A whole score between 0 and 100. */
export function toScore(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(100, Math.max(0, value)));
}

/** Weighted mean of component scores; the weights need not add up to 1. */
export function weightedScore(parts: ReadonlyArray<readonly [score: number, weight: number]>): number {
  const totalWeight = parts.reduce((sum, [, weight]) => sum + weight, 0);
  if (totalWeight === 0) return 0;
  return toScore(parts.reduce((sum, [score, weight]) => sum + score * weight, 0) / totalWeight);
}

/** Where `value` sits between `low` (0) and `high` (100), clamped. */
export function scoreBetween(value: number, low: number, high: number): number {
  if (high === low) return value >= high ? 100 : 0;
  return toScore(((value - low) / (high - low)) * 100);
}

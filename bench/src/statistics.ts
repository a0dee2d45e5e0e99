export function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

export function formatMs(ms: number): string {
  return Number.isNaN(ms) ? 'n/a' : `${(ms / 1000).toFixed(2)} s`;
}

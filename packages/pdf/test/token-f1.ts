/** Tokens after normalising whitespace and case. */
export function tokensOf(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter(Boolean);
}

/** F1 of two token multisets: how much of the reference was found, and how little else came with it. */
export function tokenF1(found: readonly string[], reference: readonly string[]): number {
  const remaining = new Map<string, number>();
  for (const token of reference) remaining.set(token, (remaining.get(token) ?? 0) + 1);
  let common = 0;
  for (const token of found) {
    const left = remaining.get(token) ?? 0;
    if (left > 0) {
      common += 1;
      remaining.set(token, left - 1);
    }
  }
  if (common === 0) return 0;
  const precision = common / found.length;
  const recall = common / reference.length;
  return (2 * precision * recall) / (precision + recall);
}

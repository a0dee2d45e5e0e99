/** Where two JSON values first differ, as a path with both sides, for a readable report. */
export function firstDifference(before: unknown, after: unknown, path = '$'): string {
  if (typeof before !== 'object' || typeof after !== 'object' || before === null || after === null) {
    return `${path}: ${JSON.stringify(before)} -> ${JSON.stringify(after)}`;
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  for (const key of keys) {
    const left = (before as Record<string, unknown>)[key];
    const right = (after as Record<string, unknown>)[key];
    if (JSON.stringify(left) !== JSON.stringify(right)) return firstDifference(left, right, `${path}.${key}`);
  }
  return `${path}: same content, different shape`;
}

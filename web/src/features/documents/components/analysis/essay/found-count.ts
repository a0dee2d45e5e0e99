/**
 * An error count as the essay page and the report show it: a floor ("at least 6"), since the checks
 * find only part of a text's errors, and "none flagged" rather than a bare 0, which would read as a
 * text free of errors.
 */
export function foundCountText(count: number | undefined): string | undefined {
  if (count === undefined) return undefined;
  return count === 0 ? 'none flagged' : `at least ${count}`;
}

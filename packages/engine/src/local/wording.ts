/** Small helpers for sentences shown to users. */

/** "1 clause", "3 clauses". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** "1 line describes", "3 lines describe": the verb that agrees with a count. */
export function verbFor(count: number, singular: string, plural: string): string {
  return count === 1 ? singular : plural;
}

/** "a", "a and b", "a, b and c". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Text from the page on one line, for sentences built around it (quotes keep their line breaks). */
export function singleLine(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

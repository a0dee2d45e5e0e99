import type { StyleIssue } from './finding';

export function overlaps(a: StyleIssue, b: StyleIssue): boolean {
  if (a.sentence.index !== b.sentence.index) return false;
  const aEnd = a.focus + Math.max(1, a.error.length);
  const bEnd = b.focus + Math.max(1, b.error.length);
  return a.focus < bEnd && b.focus < aEnd;
}

import type { OrientedClause } from './clause-orientation';

/** The reader's place in a clause, as its reading found it (`clause-orientation.ts`); undefined when not read. */
export type ReaderRelation = OrientedClause['relation'];

export const NO_CHANGE_FOR_YOUR_SIDE = 'No change needed for your side.';
const BINDS_YOUR_SIDE = 'Low risk, but it binds your side.';
const LOW_AS_WRITTEN = 'Low risk as written.';

/**
 * How advice on a point to note opens. "No change needed for your side" is a judgement on the reader's
 * position, so it is said only where the reading shows the clause binds both sides alike or favours the
 * reader; a clause that binds or burdens the reader alone (an indemnity it gives, an audit of its books,
 * a right to end that only the other side holds) is told as binding it, and one whose sides were not read
 * is told as low risk, no more.
 */
export function lowLevelOpening(relation: ReaderRelation): string {
  if (relation === 'mutual' || relation === 'benefits') return NO_CHANGE_FOR_YOUR_SIDE;
  return relation === 'owes' ? BINDS_YOUR_SIDE : LOW_AS_WRITTEN;
}

/** Advice on a point to note that still asks something, opened as `lowLevelOpening` says. */
export function lowLevelAdvice(change: string, relation: ReaderRelation): string {
  return `${lowLevelOpening(relation)} If you negotiate: ${change}`;
}

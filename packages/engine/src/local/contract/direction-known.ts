import type { Level } from '@doclens/api';
import type { OrientedClause } from './clause-orientation';
import type { ClauseReading } from './clause-reading';
import type { ClauseRule } from './clause-rule';
import { firstTopicMatch, NEGATED_LIMIT } from './denied-topic';
import { levelRank, lowerLevel, raiseLevel } from './risk-levels';

/**
 * Whether the reader's place in a clause was read from its sentence, and what a clause is told where it
 * was not: rated at the rule's neutral level rather than low because it would favour the reader, and a
 * sentence denying its own act told as ruling it out. Telling such a clause without the reader's side at
 * all ("the sentence puts this on X, and does not say which party that is for you") was tried and
 * judged worse on agreements nobody had read than the reading from the reader's role (docs/decisions.md).
 */

type Placed = Pick<OrientedClause, 'relation' | 'holder' | 'outsider' | 'reading'>;

/** The reader's place in the clause was read from the sentence: it owes it, gains from it, or both parties are bound. */
export function directionKnown(clause: Placed): boolean {
  return (
    clause.relation !== undefined ||
    clause.holder !== undefined ||
    clause.outsider !== undefined ||
    clause.reading.mutual
  );
}

/**
 * The level a clause has for neither side in particular: the rule's level where it rates both sides alike,
 * otherwise the one between them, rounded up (high for one side and low for the other is medium), so that
 * a clause is never rated low because it would favour the reader were the reader its holder.
 */
export function neutralLevel(rule: ClauseRule, shift: number): Level {
  const { provider, recipient } = rule.risk;
  const ranks = [levelRank(provider), levelRank(recipient)];
  const middle = Math.ceil((Math.min(...ranks) + Math.max(...ranks)) / 2);
  let level: Level = middle >= 2 ? 'high' : middle === 1 ? 'medium' : 'low';
  for (let step = 0; step < Math.abs(shift); step += 1) level = shift > 0 ? raiseLevel(level) : lowerLevel(level);
  return level;
}

/** How an ask for a clause not tied to the reader opens: it applies only if the clause binds the reader. */
export const UNPLACED_ASK = 'If it binds your side:';

/**
 * The sentence says the clause's act is not owed or not given ("shall have no obligation to indemnify",
 * "is not required to insure", "Nothing herein grants"): its denial comes before the words of the act.
 * It then grants nothing, and is not told as the right or protection the rule describes.
 */
export function deniesItsAct(rule: ClauseRule, reading: Pick<ClauseReading, 'denial' | 'mainClause'>): boolean {
  if (!reading.denial) return false;
  const act = firstTopicMatch(reading.mainClause, rule.operative ?? rule.patterns);
  if (!act) return false;
  // The act's own words may hold the denial ("shall have no obligation to indemnify").
  const end = act.index + act[0].length;
  const denial = DENIAL_WORDS.exec(reading.mainClause);
  if (denial === null || denial.index > end) return false;
  // "Nothing herein shall limit the right to terminate": a negated limit leaves the act standing.
  return !NEGATED_LIMIT.test(reading.mainClause.slice(denial.index, end));
}

// The first negation of the main clause: the reading found a denial there, so it is the denial's.
const DENIAL_WORDS = /\b(?:not|no|nothing)\b/iu;

/** What a clause denying its own act is told. */
export const DENIED_ACT = {
  impact:
    'The sentence rules this out rather than granting it: it says this is not owed or not given, in the cases it names, so it neither binds nor protects either party on that point.',
  change: 'Note what it rules out; if your side needs it, ask for it to be given expressly elsewhere in the agreement.',
};

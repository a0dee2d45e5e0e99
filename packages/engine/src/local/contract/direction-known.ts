import type { Level } from '@doclens/api';
import type { OrientedClause } from './clause-orientation';
import type { ClauseReading } from './clause-reading';
import { type ClauseRule, changeFor, impactFor } from './clause-rule';
import type { ContractSide } from './contract-roles';
import { firstTopicMatch, NEGATED_LIMIT } from './denied-topic';
import { levelRank, lowerLevel, raiseLevel } from './risk-levels';

/**
 * The one place that decides whether a finding may be told from the reader's side. A clause whose
 * wording differs by side (an audit is a right to one party and a burden to the other) is told as the
 * reader's right or burden only when its sentence was read for who it binds (the subject of its operative
 * verb, its modal and negation, or both parties alike) and that party was matched to the reader. Otherwise
 * the reader's role would decide it, and an audit over the reader's books would read "You can verify what
 * you are charged": the clause is then told as the sentence states it, at the rule's neutral level.
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

/** What the clause means differs by which side it binds. */
export function turnsOnDirection(rule: ClauseRule, sentence: string): boolean {
  // A rule told by the reader's role in the deal (what the paid side loses) does not turn on who is bound.
  if (rule.impactByRole) return false;
  return impactFor(rule, 'provider', sentence) !== impactFor(rule, 'recipient', sentence);
}

/** The clause cannot be told from the reader's side: its wording turns on who it binds, which is not known. */
export function toldWithoutSide(clause: Placed & Pick<OrientedClause, 'rule' | 'sentence'>): boolean {
  // Terms that speak to the reader as "you" are left to the reading of the addressed reader (`reader-reading-conflict.ts`).
  if (ADDRESSED.test(clause.sentence.text)) return false;
  return !directionKnown(clause) && turnsOnDirection(clause.rule, clause.sentence.text);
}

const ADDRESSED = /\b(?:you|your|yours)\b/iu;

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

const UNTOLD_TAIL =
  'so it is told neither as your duty nor as your protection: check which party it binds before relying on it.';

/**
 * What a clause not tied to the reader is told: the party its main clause names as subject, in the sentence's
 * own words ("It puts this on the Receiving Party"), where it names one, and that which party that is for
 * the reader is not said.
 */
export function statedWithoutSide(reading: Pick<ClauseReading, 'mainClause' | 'modal' | 'negated'>): string {
  const subject = namedSubject(reading.mainClause);
  if (!subject) return `The sentence does not say which party gives or holds this, ${UNTOLD_TAIL}`;
  const permits = (reading.modal === 'may' || reading.modal === 'is entitled') && !reading.negated;
  const told = permits ? `gives this right to ${subject}` : `puts this on ${subject}`;
  return `The sentence ${told}, and does not say which party that is for you, ${UNTOLD_TAIL}`;
}

// The main clause's subject before its modal: a name or role of capitalised words ("the Receiving Party").
const SUBJECT_BEFORE_MODAL =
  /^((?:the\s+)?\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*){0,3})\s+(?:shall|will|may|must|agrees?|is\s+entitled|(?:hereby\s+)?(?:warrants?|represents?|covenants?|undertakes?))\b/u;
// Capitalised words that name the agreement or a thing, not a party.
const NOT_A_PARTY =
  /^(?:the\s+)?(?:this|such|any|all|each|no|nothing|part(?:y|ies)|agreement|section|article|clause|schedule|exhibit|confidential|information|services?|products?|software|fees?|payments?|term)\b/iu;

function namedSubject(mainClause: string): string | undefined {
  const subject = SUBJECT_BEFORE_MODAL.exec(mainClause)?.[1];
  if (!subject || NOT_A_PARTY.test(subject)) return undefined;
  return subject.replace(/^The\b/u, 'the');
}

/**
 * The advice without a side presumed: the same ask for either side, or the ask to the side it burdens, which
 * the finding's recommendation tells as applying only if that side is the reader's (`UNPLACED_ASK`).
 */
export function neutralChange(rule: ClauseRule, burdened: ContractSide | undefined, sentence: string): string {
  const provider = changeFor(rule, 'provider', sentence);
  const recipient = changeFor(rule, 'recipient', sentence);
  if (provider === recipient) return provider;
  const side = burdened ?? (levelRank(rule.risk.provider) >= levelRank(rule.risk.recipient) ? 'provider' : 'recipient');
  return side === 'provider' ? provider : recipient;
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

import type { Level } from '@doclens/api';
import { isBareHeading } from '../../text/quote-shape';
import type { Sentence } from '../../text/sentences';
import type { ClauseRule } from './clause-rules';
import { type ContractRole, sideOf } from './contract-roles';
import { levelRank, lowerLevel, raiseLevel } from './risk-levels';

/** One clause found in the document, judged from the reader's side. */
export interface DetectedClause {
  rule: ClauseRule;
  /** The most significant sentence stating the clause. */
  sentence: Sentence;
  /** Offset in the sentence where the clause wording starts, for quoting around it. */
  focus: number;
  level: Level;
  /** Why this instance is riskier or safer than the clause usually is. */
  notes: string[];
  /** How many adjustments raised (+) or lowered (−) the level. */
  shift: number;
  occurrences: number;
}

interface Candidate {
  sentence: Sentence;
  focus: number;
  level: Level;
  notes: string[];
  shift: number;
  /** Whether the sentence states the clause's particulars (the governing law's place…). */
  specific: boolean;
}

/** Finds each rule's clause in the sentences; a rule not found is left out. */
export function detectClauses(
  sentences: readonly Sentence[],
  rules: readonly ClauseRule[],
  role: ContractRole,
): DetectedClause[] {
  const detected: DetectedClause[] = [];
  const byIndex = new Map(sentences.map((sentence) => [sentence.index, sentence]));
  for (const rule of rules) {
    const candidates = sentences.flatMap((sentence) => {
      const candidate = judgeSentence(rule, sentence, role);
      return candidate ? [candidate] : [];
    });
    // A sentence that states the clause is worth more than a heading that names it.
    const stated = candidates.filter((candidate) => !isBareHeading(candidate.sentence.text));
    const best = mostSignificant(stated.length > 0 ? stated : candidates);
    if (best) {
      const { level, notes, shift } = best;
      const { sentence, focus } = quotedUnderHeading(best, byIndex);
      detected.push({ rule, sentence, focus, level, notes, shift, occurrences: candidates.length });
    }
  }
  return detected;
}

/** A heading alone ("18.2 Termination for Convenience.") tells the reader nothing: quote the clause under it. */
function quotedUnderHeading(
  candidate: Candidate,
  byIndex: ReadonlyMap<number, Sentence>,
): { sentence: Sentence; focus: number } {
  if (!isBareHeading(candidate.sentence.text)) return candidate;
  const body = byIndex.get(candidate.sentence.index + 1);
  if (!body || body.page !== candidate.sentence.page || isBareHeading(body.text)) return candidate;
  return { sentence: body, focus: 0 };
}

function judgeSentence(rule: ClauseRule, sentence: Sentence, role: ContractRole): Candidate | undefined {
  const focus = firstMatchIndex(rule.patterns, sentence.text);
  if (focus === undefined) return undefined;
  if (rule.exclusions?.some((pattern) => pattern.test(sentence.text))) return undefined;

  const side = sideOf(role);
  const notes: string[] = [];
  let level = rule.risk.overrides?.[role] ?? rule.risk[side];
  const obligor = rule.obligor?.(sentence.text);
  if (obligor) {
    // The text says who gives the promise, which outweighs the usual reading for this role.
    level = obligor === side ? 'high' : 'low';
    notes.push(obligor === side ? 'Your side gives this promise.' : 'The other side gives this promise.');
  }
  let shift = 0;
  for (const adjustment of rule.adjustments ?? []) {
    if (adjustment.sides && !adjustment.sides.includes(side)) continue;
    if (!adjustment.when.test(sentence.text)) continue;
    // A broad promise the other side gives makes it no riskier for the reader.
    if (obligor && obligor !== side && adjustment.effect === 'raise') continue;
    level = adjustment.effect === 'raise' ? raiseLevel(level) : lowerLevel(level);
    shift += adjustment.effect === 'raise' ? 1 : -1;
    notes.push(adjustment.note);
  }
  const specific = rule.detail?.(sentence.text) !== undefined;
  return { sentence, focus, level, notes, shift, specific };
}

function firstMatchIndex(patterns: readonly RegExp[], text: string): number | undefined {
  let first: number | undefined;
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match && (first === undefined || match.index < first)) first = match.index;
  }
  return first;
}

/** The riskiest instance; among equals, the most specific, then the one with most reasons, then the earliest. */
function mostSignificant(candidates: readonly Candidate[]): Candidate | undefined {
  let best: Candidate | undefined;
  for (const candidate of candidates) {
    if (!best || moreSignificant(candidate, best)) best = candidate;
  }
  return best;
}

function moreSignificant(a: Candidate, b: Candidate): boolean {
  const byLevel = levelRank(a.level) - levelRank(b.level);
  if (byLevel !== 0) return byLevel > 0;
  if (a.specific !== b.specific) return a.specific;
  return a.shift > b.shift;
}

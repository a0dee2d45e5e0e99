import type { Level } from '@doclens/api';
import type { Sentence } from '../../text/sentences';
import type { ClauseRule } from './clause-rule';
import type { LaterCarveOut } from './later-carve-outs';
import type { NarrowScope } from './provision-scope';

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
  /** A later sentence of the same clause that frees one named party or lifts the limit for it. */
  carveOut?: LaterCarveOut;
  /**
   * How the quoted sentence is narrower than the clause usually is (only for trials and betas, only if no
   * order runs), when no sentence of general scope states the clause: it is then no general right or limit.
   */
  narrow?: NarrowScope;
}

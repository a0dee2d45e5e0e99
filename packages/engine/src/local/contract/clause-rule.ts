import type { Level } from '@doclens/api';
import type { ContractRole, ContractSide } from './contract-roles';

/**
 * The clauses the local engine recognises, as data: how to spot each one in a sentence, how risky
 * it is for each side of the deal, and what to do about it. Patterns are written for legal
 * drafting in general, not for particular documents.
 */
export interface ClauseRule {
  id: string;
  /** The CUAD category this rule recognises, when there is one (named as in the CUAD labels). */
  cuad?: string;
  title: string;
  category: string;
  /** A sentence matching any of these is an instance of the clause. */
  patterns: readonly RegExp[];
  /** …unless it also matches one of these (a mere cross-reference, a negation). */
  exclusions?: readonly RegExp[];
  risk: { provider: Level; recipient: Level; overrides?: Partial<Record<ContractRole, Level>> };
  /** The side that gives the promise, when the text names it: the giver carries the risk. */
  obligor?: (sentence: string) => ContractSide | undefined;
  /** Wording that makes this instance riskier or safer than usual. */
  adjustments?: readonly RiskAdjustment[];
  meaning: string;
  impact: Record<ContractSide, string>;
  change: Record<ContractSide, string>;
  legalBasis: string;
  costToImplement: string;
  riskIfDelayed: string;
  /** The value a value category states (the governing law's place), for the clause list. */
  value?: (sentence: string) => string | undefined;
  /** A fact the clause states, worth telling in its own words (the governing law's place…). */
  detail?: (sentence: string) => string | undefined;
  /** What a missing clause means, for clauses whose absence matters. */
  whenMissing?: {
    risk: Record<ContractSide, Level>;
    finding: string;
    change: string;
    /** The readers for whom the absence is a missing protection; everyone when absent. */
    roles?: readonly ContractRole[];
  };
}

export interface RiskAdjustment {
  when: RegExp;
  effect: 'raise' | 'lower';
  /** Told to the user when the adjustment applies. */
  note: string;
  /** The sides it applies to; both when absent. */
  sides?: readonly ContractSide[];
}

export const MUTUAL: RiskAdjustment = {
  when: /\b(?:either|each|both) part(?:y|ies)\b|\bmutual(?:ly)?\b/i,
  effect: 'lower',
  note: 'It applies to both parties alike.',
};

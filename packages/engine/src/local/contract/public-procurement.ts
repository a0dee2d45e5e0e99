/**
 * A contract made under a government's procurement rules (in the United States, the Federal Acquisition
 * Regulation). Federal law governs such a contract by operation of law, and the government's rights to end
 * it (for default or for its convenience) come with the regulation's clauses, which apply even where the
 * document does not quote them. Neither a governing-law clause nor a termination clause is missing from it.
 */

// "FAR 52.246-6", "the Federal Acquisition Regulation", "DFARS", "48 CFR", the "Contracting Officer" who acts for the government.
const PROCUREMENT_RULES =
  /\bFederal\s+Acquisition\s+Regulation\b|\bFAR\s+(?:Part\s+|Subpart\s+|clause\s+)?\d+(?:\.\d+)*(?:-\d+)?\b|\bDFARS\b|\b48\s+C\.?F\.?R\.?\b|\b[Cc]ontracting\s+[Oo]fficer\b/u;

/** The clauses such a contract has by operation of law. */
export const SUPPLIED_BY_PROCUREMENT_RULES: ReadonlySet<string> = new Set(['governing-law', 'termination']);

/** Whether the text places the contract under a government's procurement rules. */
export function underProcurementRules(text: string): boolean {
  return PROCUREMENT_RULES.test(text);
}

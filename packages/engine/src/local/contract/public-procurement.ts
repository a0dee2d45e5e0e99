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

/**
 * The United States itself a party ("for and on behalf of the United States", "the U.S. Government, as represented
 * by …"), acting under a federal statute the document cites ("25 U.S.C. 450", "10 U.S.C. § 3013"): federal law
 * governs such an agreement by operation of law, so no governing-law clause is missing from it.
 */
const UNITED_STATES_A_PARTY =
  /\b(?:on\s+behalf\s+of|represented\s+by)\s+the\s+United\s+States\b|\b(?:United\s+States|U\.\s?S\.?)\s+Government\b|\bthe\s+Federal\s+Government\b/u;
const FEDERAL_STATUTE = /\b\d{1,2}\s+U\.\s?S\.\s?C\.?\s*(?:§+\s*)?\d+/u;

/** Whether federal law governs the agreement without a clause saying so: the United States contracts under a statute. */
export function federalLawGoverns(text: string): boolean {
  return UNITED_STATES_A_PARTY.test(text) && FEDERAL_STATUTE.test(text);
}

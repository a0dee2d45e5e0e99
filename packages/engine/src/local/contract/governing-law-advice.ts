import { awayPlaces } from './away-ground';
import { GOVERNING_LAW_UNCHECKED } from './dispute-clause-rules';
import type { ContractFinding } from './key-findings';

/**
 * What the governing-law finding asks for, once the reader's places are read. The rule's own advice
 * (`GOVERNING_LAW_UNCHECKED`) asks for nothing: whether the law is the reader's cannot be checked while
 * the reader's place is unknown. Where the law is known to be away from every place the reader is
 * organised in or based at, asking for the reader's own law is fair advice.
 */
const ASK_OWN_LAW = 'Ask for the law of the place where you are based.';

export function withAwayLawAsked(finding: ContractFinding, readerPlaces: readonly string[] = []): ContractFinding {
  if (finding.missing || finding.rule.id !== 'governing-law' || finding.change !== GOVERNING_LAW_UNCHECKED)
    return finding;
  if (!awayPlaces(finding.finding.quotedText ?? '', readerPlaces)) return finding;
  const recommendation =
    finding.finding.type === 'low' ? `No change needed for your side. If you negotiate: ${ASK_OWN_LAW}` : ASK_OWN_LAW;
  return { ...finding, change: ASK_OWN_LAW, finding: { ...finding.finding, recommendation } };
}

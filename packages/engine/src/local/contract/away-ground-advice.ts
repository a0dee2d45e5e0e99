import { awayPlaces } from './away-ground';
import { COURTS_UNCHECKED, GOVERNING_LAW_UNCHECKED } from './dispute-clause-rules';
import type { ContractFinding } from './key-findings';
import { lowLevelAdvice } from './low-advice-opening';

/**
 * What a governing-law or courts finding asks for, once the reader's places are read. The rules' own
 * advice asks for nothing: whether the place is the reader's cannot be checked while the reader's place
 * is unknown. Where the place is known to be away from every place the reader is organised in or based
 * at, asking for the reader's own law, or for nearer courts, is fair advice.
 */
const ASK_WHEN_AWAY: Record<string, { unchecked: string; ask: string }> = {
  'governing-law': { unchecked: GOVERNING_LAW_UNCHECKED, ask: 'Ask for the law of the place where you are based.' },
  'dispute-resolution': {
    unchecked: COURTS_UNCHECKED,
    ask: 'Ask for courts near you, or for each side to be sued where it is based.',
  },
};

export function withAwayGroundAsked(finding: ContractFinding, readerPlaces: readonly string[] = []): ContractFinding {
  const advice = ASK_WHEN_AWAY[finding.rule.id];
  if (finding.missing || !advice || finding.change !== advice.unchecked) return finding;
  if (!awayPlaces(finding.finding.quotedText ?? '', readerPlaces)) return finding;
  const recommendation =
    finding.finding.type === 'low' ? lowLevelAdvice(advice.ask, finding.readerRelation) : advice.ask;
  return { ...finding, change: advice.ask, finding: { ...finding.finding, recommendation } };
}

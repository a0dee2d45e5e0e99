import type { Sentence } from '../../text/sentences';
import { withChange, withHeadline } from './advice-change';
import type { ContractProvisions } from './contract-provisions';
import type { ContractSide } from './contract-roles';
import { costsNothing, userMayStop } from './free-of-charge';
import type { ContractFinding } from './key-findings';
import { GENERAL_NOTICE, toldWithNotice } from './notice-wording';

type ReaderExit = ContractProvisions['readerExit'];

/**
 * The other side's right to end the agreement is told to the side it hurts; the rules word that side
 * as the one paid ("the income you count on", "payment for work done and a termination fee"). A reader
 * who pays for what the deal provides loses the service, not income, and a fee for being dropped is
 * the paid side's ask: the payer is asked for notice long enough to replace the other side, for a
 * refund of what it paid for the time after the end, and for the same right where it has none.
 */
const EXIT_RULES = new Set(['termination-for-convenience', 'termination']);

const PAYER_IMPACT: Record<string, string> = {
  'termination-for-convenience': `The other side can end the agreement ${GENERAL_NOTICE}, for no reason, and what you pay for stops with it.`,
  termination: 'An early end by the other side can leave you without what you pay for.',
};
// The same, told to a reader who pays nothing for what it gets (a free service).
const FREE_IMPACT: Record<string, string> = {
  'termination-for-convenience': `The other side can end the agreement ${GENERAL_NOTICE}, for no reason, and what you get under it stops with it.`,
  termination: 'An early end by the other side can leave you without what you get under it.',
};

// Paying after the work: "invoiced monthly in arrears". Paying before it: "payable in advance", "prepaid", "advance payment".
const IN_ARREARS = /\bin\s+arrears?\b/iu;
const IN_ADVANCE =
  /\b(?:pa(?:y|id)\w*|invoic\w*|bill\w*|fees?)\b[^.;]{0,60}?\bin\s+advance\b|\bprepa(?:y|id)\w*|\badvance\s+payments?\b|\bup-?front\s+(?:fees?|payments?)\b/iu;

export function withPayerExitAdvice(
  finding: ContractFinding,
  readerSide: ContractSide | undefined,
  sentences: readonly Sentence[],
  readerExit: ReaderExit | undefined,
): ContractFinding {
  const { rule } = finding;
  // Only the advice worded for the paid side, given to a reader on the paying side.
  if (!EXIT_RULES.has(rule.id) || finding.missing || readerSide !== 'recipient') return finding;
  if (finding.change !== rule.change.provider) return finding;
  // A reader who pays nothing has nothing paid ahead to get back.
  const free = costsNothing(sentences);
  const impacts = free ? FREE_IMPACT : PAYER_IMPACT;
  // Both the rule's line and the one told in its place say how soon the end comes as the quoted sentence sets it.
  const ruleImpact = toldWithNotice(rule.impact.provider, finding.noticeTerms);
  const payerImpact = impacts[rule.id];
  const impact =
    finding.headline === ruleImpact && payerImpact
      ? toldWithNotice(payerImpact, finding.noticeTerms)
      : finding.headline;
  const texts = sentences.map(({ text }) => text);
  // A user free to stop using what it gets at any time already has its own way out.
  const readerStops = readerExit === undefined && userMayStop(sentences);
  const readerMayLeave = readerExit !== undefined || readerStops;
  // Nothing is paid ahead where the contract bills after the work and never asks for payment in advance.
  const paidAhead =
    !free && (!texts.some((text) => IN_ARREARS.test(text)) || texts.some((text) => IN_ADVANCE.test(text)));
  const asks = [
    'Ask for notice long enough to replace what you get',
    ...(paidAhead ? ['a refund of anything paid in advance for the time after the end'] : []),
    ...(readerMayLeave ? [] : ['the same right to end it for your side']),
  ];
  const listed =
    asks.length === 1 ? asks[0] : `${asks.slice(0, -1).join(', ')}${asks.length > 2 ? ',' : ''} and ${asks.at(-1)}`;
  const given = [
    ...(readerStops
      ? ['your side may already stop using it at any time']
      : readerMayLeave
        ? ['your side may already end it on notice too']
        : []),
    ...(paidAhead
      ? []
      : free
        ? ['nothing is paid for it, so there is nothing to refund']
        : ['you pay in arrears, so nothing paid in advance is at stake']),
  ];
  const change = `${listed}${given.length > 0 ? `; ${given.join(', and ')}` : ''}.`;
  return withChange(withHeadline(finding, impact), change);
}

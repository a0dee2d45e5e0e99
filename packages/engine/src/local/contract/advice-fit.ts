import type { Sentence } from '../../text/sentences';
import { withChange } from './advice-change';
import { withArbitrationCostsRead } from './arbitration-cost-advice';
import { withArbitrationQuoteRead } from './arbitration-quote-advice';
import {
  withAssignmentCarveOutsRead,
  withMutualConsentBarRead,
  withOneSidedBarRead,
} from './assignment-carve-out-advice';
import { withAtWillBothSides } from './at-will-advice';
import { withAuditLimitsRead } from './audit-terms-advice';
import { withBusinessRestraintAdvice } from './business-restraint-advice';
import type { OrientedClause } from './clause-orientation';
import { withConfidenceTermsRead } from './confidence-terms-advice';
import { withConfidentialitySurvivalRead } from './confidentiality-survival-advice';
import type { ContractKind } from './contract-kind';
import type { ContractSide } from './contract-roles';
import { withOtherRemediesKept } from './damages-remedies-advice';
import { DELIVERED_THING, GOODS_DELIVERED } from './deliverables';
import { withDepositTermsGiven } from './deposit-advice';
import { withExclusivityScopeRead } from './exclusivity-scope-advice';
import { isReadersExitAtWill, letsEitherPartyLeaveOnNotice } from './exit-on-notice';
import { withFreeGrantRead } from './free-licence-advice';
import { withFreeUseRead } from './free-use-advice';
import { withIndemnityAdvice } from './indemnity-advice';
import { withInsuranceProofRead } from './insurance-proof-advice';
import { withInsuranceScopeRead } from './insurance-scope-advice';
import { withOwnershipGivenRead, withReaderAsOwnerRead, withReaderAssigningAwayRead } from './ip-owner-advice';
import { withJointUseRead } from './joint-use-advice';
import { withMutualJuryWaiverNoted } from './jury-waiver-advice';
import type { ContractFinding } from './key-findings';
import { withLateChargesRead } from './late-charge-advice';
import { withLiabilityLimitAsksRead } from './liability-limit-advice';
import { withLiabilityReadTogether } from './liability-read-together';
import { withLicenceTransfersAllowed } from './licence-transfer-advice';
import { withMinimumExitRead } from './minimum-commitment-advice';
import { withMinimumDemandRead } from './minimum-demand-advice';
import { withNoChallengeScopeRead } from './no-challenge-advice';
import { withNoticeByReference } from './notice-by-reference-advice';
import { withPayerExitAdvice } from './payer-exit-advice';
import { withPaymentAllowances } from './payment-allowances';
import { withPostTermPeriodGiven } from './post-term-limit-advice';
import { letsReaderLeaveOnNotice, withReadersOwnExitRead } from './reader-exit-advice';
import { withRenewalNoticeRead } from './renewal-notice-advice';
import { withRestraintConsentRead } from './restraint-consent-advice';
import { withRevenueShareTermsRead } from './revenue-share-advice';
import { LOW_SCORE_TOP } from './risk-levels';
import { withUncappedExclusionRead } from './uncapped-exclusion-advice';
import {
  withDisclaimerImpactRead,
  withOwnDisclaimerRead,
  withReceiverOfWarrantiesRead,
} from './warranty-disclaimer-advice';
import { withWarrantyTermsGiven } from './warranty-remedy-advice';

/**
 * Advice that fits the kind of contract. A warranty period with repair, replacement or refund is
 * the remedy for goods, software or work that turn out faulty; a licence of a name, mark or content,
 * a sponsorship or an investor's agreement delivers none of them (unless goods are shipped under it after all), so that advice would ask for
 * something that cannot happen. The reader is told what fits instead.
 */

// The remedies of a quality promise on something delivered.
const DELIVERY_REMEDY = /\brepair\b|\breplacement\b/iu;
// Kinds whose subject is rights, money, restraint or exposure, not goods or work.
const NOTHING_DELIVERED = new Set<ContractKind['id']>([
  'sponsorship',
  'investor',
  'financing',
  'guarantee',
  'non-compete',
  'confidentiality',
  'employment',
  'employee-ip',
]);

const RIGHTS_LICENCE_CHANGE =
  'Ask the licensor to promise that it owns the licensed rights and may license them, and that your use as allowed will not infringe anyone else’s rights.';
const NOTHING_DELIVERED_CHANGE =
  'A warranty period with repair or replacement does not fit this kind of agreement; check what the other side promises to provide and what you get if it falls short.';

export interface AdviceContext {
  kind: Pick<ContractKind, 'id'>;
  sentences: readonly Sentence[];
  clauses: readonly Pick<OrientedClause, 'rule' | 'relation' | 'sentence' | 'giver' | 'narrow'>[];
  /** The reader's side of the deal: the one who pays for what it provides, or the one paid. */
  readerSide?: ContractSide;
  /** The places the reader's side is organised in or based at (`party-places.ts`). */
  readerPlaces?: readonly string[];
  /** The names the reader's party goes by (its name and defined aliases), when it is known. */
  readerNames?: readonly string[];
}

/** The finding of a quoted clause with advice that fits the contract (unchanged when it already does). */
export function withFittingAdvice(finding: ContractFinding, quoted: string, context: AdviceContext): ContractFinding {
  const { sentences, kind } = context;
  // Each step reads one kind of advice against the contract and leaves every other finding as it is.
  const steps: readonly ((current: ContractFinding) => ContractFinding)[] = [
    (current) => withAdviceForKind(current, kind, sentences),
    (current) => withRenewalExit(current, quoted, context),
    (current) => withIndemnityAdvice(current, quoted, sentences, kind.id),
    (current) => withWarrantyTermsGiven(current, quoted, sentences),
    (current) => withTerminationOnNotice(current, quoted),
    (current) => withPaymentAllowances(current, sentences),
    (current) => withPayerExitAdvice(current, context.readerSide, context),
    (current) => withNoticeByReference(current, quoted),
    (current) => withReadersOwnExitRead(current, quoted, context),
    (current) => withDepositTermsGiven(current, sentences),
    (current) => withPostTermPeriodGiven(current, quoted),
    (current) => withRenewalNoticeRead(current, sentences, quoted),
    (current) => withOtherRemediesKept(current, quoted, sentences),
    (current) => withBusinessRestraintAdvice(current, quoted, kind),
    (current) => withRestraintConsentRead(current, quoted),
    (current) => withLiabilityLimitAsksRead(current, quoted, context),
    (current) => withUncappedExclusionRead(current, quoted, sentences, context.readerNames),
    (current) => withLicenceTransfersAllowed(current, sentences, context.readerNames),
    (current) => withLateChargesRead(current, sentences),
    (current) => withArbitrationQuoteRead(current, quoted),
    (current) => withArbitrationCostsRead(current, sentences, context.readerPlaces),
    (current) => withMinimumExitRead(current, context),
    (current) => withMinimumDemandRead(current, quoted, sentences),
    (current) => withReceiverOfWarrantiesRead(current, quoted, sentences, context.readerNames),
    (current) => withOwnDisclaimerRead(current, quoted),
    (current) => withDisclaimerImpactRead(current, quoted),
    (current) => withFreeUseRead(current, quoted, sentences),
    (current) => withAssignmentCarveOutsRead(current, quoted, sentences),
    (current) => withMutualConsentBarRead(current, quoted, sentences),
    (current) => withOneSidedBarRead(current, quoted, context.clauses, context.readerNames),
    (current) => withConfidentialitySurvivalRead(current, sentences),
    (current) => withConfidenceTermsRead(current, quoted, sentences, context.clauses),
    (current) => withMutualJuryWaiverNoted(current, quoted),
    (current) => withRevenueShareTermsRead(current, quoted, sentences, context.readerNames),
    (current) => withAuditLimitsRead(current, quoted, sentences),
    (current) => withInsuranceProofRead(current, quoted, sentences),
    (current) => withInsuranceScopeRead(current, quoted),
    (current) => withNoChallengeScopeRead(current, quoted, context.clauses, context.readerNames),
    (current) => withExclusivityScopeRead(current, quoted),
    (current) => withReaderAsOwnerRead(current, quoted, context.readerNames),
    (current) => withReaderAssigningAwayRead(current, quoted, context.readerNames),
    (current) => withOwnershipGivenRead(current, quoted, sentences, context.readerNames),
    (current) => withJointUseRead(current, sentences),
    (current) => withFreeGrantRead(current, quoted, sentences),
    (current) => withAtWillBothSides(current, quoted, context.readerSide),
    (current) => withLiabilityReadTogether(current, quoted, sentences, context.readerNames),
  ];
  return steps.reduce((current, step) => step(current), finding);
}

/** Advice to get a right to end the agreement on notice, where the quoted clause gives it to both parties. */
function withTerminationOnNotice(finding: ContractFinding, quoted: string): ContractFinding {
  if (finding.rule.id !== 'termination' || finding.missing || !/for convenience/u.test(finding.change)) return finding;
  if (!letsEitherPartyLeaveOnNotice(quoted)) return finding;
  return withChange(
    finding,
    'No change needed: either party may already end the agreement on notice, without giving a reason; note the notice period.',
  );
}

/**
 * An automatic renewal binds for another term only when the reader cannot leave sooner: where the
 * reader (or either party) may end the agreement on notice at any time, asking for a short way out
 * asks for what the contract gives, and the renewal is a date to note, not a risk to negotiate.
 */
function withRenewalExit(
  finding: ContractFinding,
  quoted: string,
  context: Pick<AdviceContext, 'clauses' | 'sentences' | 'readerNames'>,
): ContractFinding {
  // Only the advice to a reader bound by the renewal asks for a way out; a provider's advice is about prices.
  if (finding.rule.id !== 'auto-renewal' || finding.missing || !/cancellation/u.test(finding.change)) return finding;
  const exit = context.clauses.find(isReadersExitAtWill);
  // The renewal sentence itself, or another one, may give both parties the way out in its own words.
  const stated = letsEitherPartyLeaveOnNotice(quoted)
    ? 'this clause'
    : context.sentences.some((sentence) => letsEitherPartyLeaveOnNotice(sentence.text))
      ? 'the clause that lets either party end it on notice'
      : undefined;
  // A sentence naming the reader's side among those who may end it on notice ("Tollery or Brightwick may terminate").
  const named = context.sentences.some((sentence) => letsReaderLeaveOnNotice(sentence.text, context.readerNames ?? []));
  if (!exit && !stated && !named) return finding;
  const holder = (exit?.relation === 'benefits' || (named && !exit)) && !stated ? 'you' : 'either party';
  const where = exit
    ? 'the termination for convenience clause'
    : (stated ?? 'the clause that lets you end it on notice');
  const change = `No change needed: ${holder} may end the agreement on notice at any time (see ${where}), so a renewal does not lock you in. Note the renewal date and the notice period.`;
  return {
    ...finding,
    change,
    finding: {
      ...finding.finding,
      type: 'low',
      score: Math.min(finding.finding.score, LOW_SCORE_TOP),
      description: `${finding.finding.description} ${holder === 'you' ? 'You' : 'Either party'} may also end the agreement on notice at any time, which limits what a renewal commits you to.`,
      recommendation: change,
    },
  };
}

function withAdviceForKind(
  finding: ContractFinding,
  kind: Pick<ContractKind, 'id'>,
  sentences: readonly Sentence[],
): ContractFinding {
  if (finding.rule.id !== 'warranty' || finding.missing || !asksOfOtherSide(finding)) return finding;
  const change = fittingChange(kind, sentences);
  if (!change) return finding;
  return withChange(finding, change);
}

function fittingChange(kind: Pick<ContractKind, 'id'>, sentences: readonly Sentence[]): string | undefined {
  if (sentences.some((sentence) => GOODS_DELIVERED.test(sentence.text))) return undefined;
  if (kind.id === 'licence') {
    return sentences.some((sentence) => DELIVERED_THING.test(sentence.text)) ? undefined : RIGHTS_LICENCE_CHANGE;
  }
  return NOTHING_DELIVERED.has(kind.id) ? NOTHING_DELIVERED_CHANGE : undefined;
}

/** Advice asking the other side for a warranty with repair or replacement, not advice on the reader's own promises. */
function asksOfOtherSide(finding: ContractFinding): boolean {
  return /^ask\b/iu.test(finding.change) && DELIVERY_REMEDY.test(finding.change);
}

import type { Sentence } from '../../text/sentences';
import { withoutGeneralAskWhenLow } from './advice-change';
import { throughAdviceGate } from './advice-gate';
import { withArbitrationCostsRead } from './arbitration-cost-advice';
import { withWhatArbitrationGivesUp } from './arbitration-gives-up';
import { withSmallClaimsKept } from './arbitration-opt-out';
import { withArbitrationQuoteRead } from './arbitration-quote-advice';
import { withPassiveDisclaimerSupplierRead } from './as-is-supplier';
import {
  withAssignmentCarveOutsRead,
  withMutualConsentBarRead,
  withOneSidedBarRead,
} from './assignment-carve-out-advice';
import { withAtWillBothSides } from './at-will-advice';
import { withAuditLimitsRead } from './audit-terms-advice';
import { withBusinessRestraintAdvice } from './business-restraint-advice';
import type { OrientedClause } from './clause-orientation';
import { withConfidenceEitherSideRead } from './confidence-either-side';
import { withConfidenceEndingTold } from './confidence-ends-advice';
import { withConfidenceTermsRead } from './confidence-terms-advice';
import { withConfidentialitySurvivalRead } from './confidentiality-survival-advice';
import { contentUseEnds } from './content-use-ends';
import type { ContractKind } from './contract-kind';
import type { ContractProvisions } from './contract-provisions';
import type { ContractRole, ContractSide } from './contract-roles';
import { withCurePeriodFromReadersSide } from './cure-period-advice';
import { withOtherRemediesKept } from './damages-remedies-advice';
import { withDepositTermsGiven } from './deposit-advice';
import { withDisclaimerReachTold } from './disclaimer-reach';
import { employmentReader } from './employment-reader';
import { withExclusivityScopeRead } from './exclusivity-scope-advice';
import { withExitToldForKind } from './exit-kind-impact';
import { withFreeGrantRead } from './free-licence-advice';
import { withGrantedLicenceRead } from './granted-licence-advice';
import { withIndemnityAdvice } from './indemnity-advice';
import { withInsuranceProofRead } from './insurance-proof-advice';
import { withInsuranceScopeRead } from './insurance-scope-advice';
import { withOwnershipGivenRead, withReaderAsOwnerRead, withReaderAssigningAwayRead } from './ip-owner-advice';
import { withJointUseRead } from './joint-use-advice';
import { withMutualJuryWaiverNoted } from './jury-waiver-advice';
import type { ContractFinding } from './key-findings';
import { withLateChargesRead } from './late-charge-advice';
import { withLiabilityLimitAsksRead } from './liability-limit-advice';
import { withLiabilityLimitTold } from './liability-limit-told';
import { withLiabilityReadTogether } from './liability-read-together';
import { withLicenceTransfersAllowed, withReplaceableLicenceRead } from './licence-transfer-advice';
import { withMinimumDemandRead } from './minimum-demand-advice';
import { withNoChallengeScopeRead } from './no-challenge-advice';
import { withNonDisparagementPeriodTold } from './non-disparagement-advice';
import { withNoticeByReference } from './notice-by-reference-advice';
import { withOvertimeForEmployment } from './overtime-advice';
import { withPayerExitAdvice } from './payer-exit-advice';
import { withPaymentAllowances } from './payment-allowances';
import { withPerpetualTermsRead } from './perpetual-licence-advice';
import { withPostTermPeriodGiven } from './post-term-limit-advice';
import { withReadersOwnExitRead } from './reader-exit-advice';
import { withReleaseBesideIndemnity } from './release-beside-indemnity';
import { withCancelAnyTimeTold, withRenewalNoticeRead } from './renewal-notice-advice';
import { withRestraintConsentRead } from './restraint-consent-advice';
import { withRevenueShareTermsRead } from './revenue-share-advice';
import { LOW_SCORE_TOP } from './risk-levels';
import { withSkillAndCareAsked } from './skill-and-care-advice';
import { isStandardTerms, withStandardTermsAdvice } from './standard-terms-advice';
import { withRefundOnEndTold, withSuspensionCauseRead, withSuspensionSectionRead } from './suspension-advice';
import { withUncappedExclusionRead } from './uncapped-exclusion-advice';
import {
  withDisclaimerImpactRead,
  withOwnDisclaimerRead,
  withReceiverOfWarrantiesRead,
} from './warranty-disclaimer-advice';
import { withWarrantyTermsGiven } from './warranty-remedy-advice';
import { withRemedyThatFits } from './warranty-remedy-fit';

/**
 * Advice read against the whole contract: each step reads one kind of advice against what the contract
 * says elsewhere, and every ask then passes the one gate (`advice-gate.ts`) that checks it against what
 * the contract provides as a whole and against the kind of deal.
 */

export interface AdviceContext {
  kind: Pick<ContractKind, 'id'> & Partial<Pick<ContractKind, 'form'>>;
  sentences: readonly Sentence[];
  clauses: readonly (Pick<OrientedClause, 'rule' | 'relation' | 'sentence' | 'giver' | 'narrow'> &
    Partial<Pick<OrientedClause, 'carveOut' | 'readerRestrictedElsewhere'>>)[];
  /** The reader's side of the deal: the one who pays for what it provides, or the one paid. */
  readerSide?: ContractSide;
  /** The role the reader chose; "client" names no side of an employment (`employment-reader.ts`). */
  readerRole?: ContractRole;
  /** The places the reader's side is organised in or based at (`party-places.ts`). */
  readerPlaces?: readonly string[];
  /** The names the reader's party goes by (its name and defined aliases), when it is known. */
  readerNames?: readonly string[];
  /** What the whole contract provides, read once (`contract-provisions.ts`). */
  provisions: ContractProvisions;
}

/** The finding of a quoted clause with advice that fits the contract (unchanged when it already does). */
export function withFittingAdvice(finding: ContractFinding, quoted: string, context: AdviceContext): ContractFinding {
  const { sentences, provisions } = context;
  // Each step reads one kind of advice against the contract and leaves every other finding as it is.
  const steps: readonly ((current: ContractFinding) => ContractFinding)[] = [
    (current) => withRemedyThatFits(current, quoted, provisions.remedyFit),
    (current) => withExitToldForKind(current, context.kind),
    (current) => withRenewalExit(current, quoted, provisions),
    (current) => withIndemnityAdvice(current, quoted, sentences, context.kind.id, provisions),
    (current) => withReleaseBesideIndemnity(current, quoted),
    (current) => withWarrantyTermsGiven(current, quoted, sentences),
    (current) => withPaymentAllowances(current, sentences, provisions.lateCharges),
    (current) => withPayerExitAdvice(current, context.readerSide, sentences, provisions.readerExit),
    (current) => withNoticeByReference(current, quoted),
    withCurePeriodFromReadersSide,
    (current) => withReadersOwnExitRead(current, quoted, context),
    (current) => withDepositTermsGiven(current, sentences),
    (current) => withPostTermPeriodGiven(current, quoted),
    (current) => withNonDisparagementPeriodTold(current, quoted),
    (current) => withRenewalNoticeRead(current, sentences, quoted),
    (current) => withCancelAnyTimeTold(current, provisions.gives),
    (current) => withOtherRemediesKept(current, quoted, sentences),
    (current) => withBusinessRestraintAdvice(current, quoted, context.kind),
    (current) => withRestraintConsentRead(current, quoted),
    (current) => withLiabilityLimitAsksRead(current, quoted, context),
    (current) => withLiabilityLimitTold(current, quoted, provisions.cap, sentences),
    (current) => withSuspensionSectionRead(current, quoted, provisions),
    (current) => withSuspensionCauseRead(current, quoted, provisions),
    (current) => withRefundOnEndTold(current, provisions),
    (current) => withUncappedExclusionRead(current, quoted, sentences, context.readerNames),
    (current) =>
      withLicenceTransfersAllowed(current, sentences, provisions.transfers, quoted, context.readerNames ?? []),
    (current) =>
      withReplaceableLicenceRead(current, quoted, {
        readerMayLeave: provisions.readerExit !== undefined || provisions.gives.cancelAnyTime !== undefined,
        offeredToEveryUser: isStandardTerms(context.kind),
      }),
    (current) => withLateChargesRead(current, provisions.lateCharges),
    (current) => withArbitrationQuoteRead(current, quoted),
    (current) => withArbitrationCostsRead(current, sentences, context.readerPlaces),
    (current) => withSmallClaimsKept(current, sentences),
    (current) => withWhatArbitrationGivesUp(current, sentences),
    (current) => withMinimumDemandRead(current, quoted, sentences),
    (current) => withReceiverOfWarrantiesRead(current, quoted, sentences, context.readerNames),
    (current) => withOwnDisclaimerRead(current, quoted),
    (current) => withDisclaimerImpactRead(current, quoted),
    (current) => withDisclaimerReachTold(current, quoted, provisions),
    (current) => withPassiveDisclaimerSupplierRead(current, quoted, sentences, context.readerNames),
    (current) => withAssignmentCarveOutsRead(current, quoted, sentences),
    (current) => withMutualConsentBarRead(current, quoted, sentences),
    (current) =>
      withOneSidedBarRead(current, quoted, context.clauses, context.readerNames, {
        kindId: context.kind.id,
        sentences,
      }),
    (current) => withConfidenceEitherSideRead(current, quoted, sentences),
    (current) => withConfidentialitySurvivalRead(current, sentences),
    (current) => withConfidenceTermsRead(current, quoted, sentences, context.clauses, provisions.otherSideIsGovernment),
    (current) => withConfidenceEndingTold(current, sentences),
    (current) => withMutualJuryWaiverNoted(current, quoted),
    (current) => withRevenueShareTermsRead(current, quoted, sentences, context.readerNames),
    (current) => withAuditLimitsRead(current, quoted, sentences),
    (current) => withInsuranceProofRead(current, quoted, sentences),
    (current) => withInsuranceScopeRead(current, quoted),
    (current) => withNoChallengeScopeRead(current, quoted, context.clauses, context.readerNames),
    (current) => withExclusivityScopeRead(current, quoted),
    (current) => withReaderAsOwnerRead(current, quoted, context.readerNames),
    (current) => withReaderAssigningAwayRead(current, quoted, context.readerNames),
    (current) =>
      withOwnershipGivenRead(
        current,
        quoted,
        sentences,
        context.readerNames,
        provisions.gives.earlierWorkLicence !== undefined,
      ),
    (current) => withJointUseRead(current, sentences),
    (current) => withPerpetualTermsRead(current, quoted, contentUseEnds(sentences)),
    (current) => withFreeGrantRead(current, quoted, sentences, context.kind.id),
    (current) => withGrantedLicenceRead(current, quoted),
    (current) => withAtWillBothSides(current, quoted, context.readerSide, context.readerRole),
    (current) =>
      withOvertimeForEmployment(current, quoted, employmentReader(context.readerSide, context.readerRole), sentences),
    (current) => withLiabilityReadTogether(current, quoted, sentences, context.readerNames),
    (current) =>
      withSkillAndCareAsked(current, quoted, { kindId: context.kind.id, readerSide: context.readerSide, sentences }),
    (current) => throughAdviceGate(current, provisions, { text: quoted, clauses: context.clauses, sentences }),
    withoutGeneralAskWhenLow,
    // On standard terms the advice is the step the clause's reading leaves the user, whatever was asked above.
    (current) => withStandardTermsAdvice(current, quoted, context),
  ];
  return steps.reduce((current, step) => step(current), finding);
}

/**
 * An automatic renewal binds for another term only when the reader cannot leave sooner: where the
 * reader (or either party) may end the agreement on notice at any time, asking for a short way out
 * asks for what the contract gives, and the renewal is a date to note, not a risk to negotiate.
 */
function withRenewalExit(finding: ContractFinding, quoted: string, provisions: ContractProvisions): ContractFinding {
  // Only the advice to a reader bound by the renewal asks for a way out; a provider's advice is about prices.
  if (finding.rule.id !== 'auto-renewal' || finding.missing || !/cancellation/u.test(finding.change)) return finding;
  const exit = provisions.readerExit;
  if (!exit) return finding;
  const holder = exit.holder === 'your side' ? 'you' : 'either party';
  const where = exit.sentence?.text === quoted ? ' (see this clause)' : provisions.placeOf(exit.sentence);
  const change = `No change needed: ${holder} may end the agreement on notice at any time${where}, so a renewal does not lock you in. Note the renewal date and the notice period.`;
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

import type { Sentence } from '../../text/sentences';
import { seatsNamed } from './arbitration-cost-advice';
import { arbitrationOptOut } from './arbitration-opt-out';
import { changeAsked } from './change-asked';
import { type ContentUseEnds, contentUseEnds } from './content-use-ends';
import type { ContractKind } from './contract-kind';
import type { ContractProvisions } from './contract-provisions';
import type { ContractSide } from './contract-roles';
import type { ContractFinding } from './key-findings';
import { cappedParties } from './liability-cap';
import { lowLevelOpening } from './low-advice-opening';
import { stepForUser, type TermsForUser } from './standard-terms-steps';

/** Standard terms every user accepts as they are (terms of use, a policy): what they leave out is noted, not negotiated. */
export const STANDARD_TERMS_KINDS = new Set(['terms-of-use', 'policy']);

/** How advice on standard terms opens: it tells the reader why the advice is a step to take, since nothing is negotiated. */
export const STANDARD_TERMS_OPENING = 'These are standard terms, accepted as they are rather than negotiated:';

/** Said where a clause of standard terms leaves the user no step to take: no advice, rather than advice for every clause. */
export const NO_STEP_ON_STANDARD_TERMS =
  'No step to take on this point beyond knowing it: these are standard terms, accepted as they are.';

/** Only a document whose kind is standard terms, not an amendment a party negotiated to them. */
export function isStandardTerms(kind: Pick<ContractKind, 'id'> & Partial<Pick<ContractKind, 'form'>>): boolean {
  return STANDARD_TERMS_KINDS.has(kind.id) && kind.form !== 'amendment';
}

export interface StandardTermsContext {
  kind: Pick<ContractKind, 'id'> & Partial<Pick<ContractKind, 'form'>>;
  sentences: readonly Sentence[];
  provisions: Pick<ContractProvisions, 'cap' | 'gives' | 'placeOf'>;
  readerSide?: ContractSide | undefined;
  readerNames?: readonly string[] | undefined;
}

/**
 * The advice on a clause of standard terms is the step its reading leaves the user (`standard-terms-steps.ts`):
 * chosen from who holds the right and what it costs the user, never an ask to change wording nobody negotiates.
 * Where the clause leaves no step, advice that asks nothing ("No change needed: you may already cancel at any
 * time") stays, and any other gives way to no advice. What the finding states, and its level, stay as read.
 */
export function withStandardTermsAdvice(
  finding: ContractFinding,
  quoted: string,
  context: StandardTermsContext,
): ContractFinding {
  if (!isStandardTerms(context.kind) || finding.missing) return finding;
  const step = stepForUser(
    {
      ruleId: finding.rule.id,
      relation: finding.readerRelation,
      readerIsUser: context.readerSide === 'recipient',
      noticeTerms: finding.noticeTerms,
      text: quoted,
    },
    termsForUser(context),
  );
  if (step) return withAdvice(finding, `${STANDARD_TERMS_OPENING} ${step}`);
  if (changeAsked(finding.change) === 'none' && !finding.finding.recommendation.includes('If you negotiate'))
    return finding;
  // A point to note keeps the opening that tells the reader's place in it; a risk says there is no step.
  return finding.finding.type === 'low'
    ? {
        ...withAdvice(finding, NO_STEP_ON_STANDARD_TERMS),
        finding: { ...finding.finding, recommendation: lowLevelOpening(finding.readerRelation) },
      }
    : withAdvice(finding, NO_STEP_ON_STANDARD_TERMS);
}

function withAdvice(finding: ContractFinding, advice: string): ContractFinding {
  const { generalAsk: _general, ...rest } = finding;
  return { ...rest, change: advice, finding: { ...finding.finding, recommendation: advice } };
}

/** What the rest of the terms give that a step names, read from the whole document. */
function termsForUser({ sentences, provisions, readerNames = [] }: StandardTermsContext): TermsForUser {
  const { cap, gives, placeOf } = provisions;
  const capped = cap ? cappedParties(cap) : undefined;
  // A cap that names only the reader's own party limits what the user pays, not what it recovers.
  const readersOwn =
    capped?.every((party) => readerNames.some((name) => name.toLowerCase() === party.toLowerCase())) === true;
  const optOut = arbitrationOptOut(sentences);
  return {
    ...(cap && !readersOwn && cap.setIn === undefined
      ? { cap: { amount: cap.cap, place: placeOf(cap.sentence) } }
      : {}),
    ...(optOut ? { optOut: { period: optOut.period, place: placeOf(optOut.sentence) } } : {}),
    seats: seatsNamed(sentences),
    ...(gives.consumer.refundPeriod ? { refundPeriod: { place: placeOf(gives.consumer.refundPeriod) } } : {}),
    cancelAnyTime: gives.cancelAnyTime !== undefined,
    holdsUserContent: sentences.some(({ text }) => USER_CONTENT.test(text)),
    ...optionalUseEnds(contentUseEnds(sentences)),
  };
}

function optionalUseEnds(useEnds: ContentUseEnds | undefined): { contentUseEnds?: ContentUseEnds } {
  return useEnds ? { contentUseEnds: useEnds } : {};
}

// Content or data the user puts into the service: "your content", "User Content", "the files you upload".
const USER_CONTENT =
  /\b(?:your|user|customer|member)\s+(?:content|data|files?|materials?|posts?|photos?|submissions?|uploads?|projects?|repositor(?:y|ies)|packages?|code)\b|\b(?:you|users?)\s+(?:\w+\s+)?(?:upload|submit|post|store|publish|share)\w*\b/iu;

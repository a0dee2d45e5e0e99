import type { OrientedClause } from './clause-orientation';
import type { ContractSide } from './contract-roles';
import { DEAL_KIND_EXPECTATIONS } from './deal-kind-checklists';
import type { ExpectedClause } from './expected-clause';
import { endsAtWill } from './free-of-charge';
import {
  defectClaimsSettled,
  grantedForGood,
  indemnitiesRunBothWays,
  liabilityOnOtherSideOnly,
} from './missing-clause-fit';
import { fittingInsuranceExpectation } from './missing-insurance-fit';
import { federalLawGoverns, SUPPLIED_BY_PROCUREMENT_RULES, underProcurementRules } from './public-procurement';

/**
 * Which absent clauses are worth a finding, per kind of contract, and why a reviewer expects each
 * one there. A clause that is not listed for a kind is not reported missing from it: a personal
 * guarantee has no work to insure, an investor's standstill no goods to warrant.
 */
export type KindId =
  | 'guarantee'
  | 'assignment'
  | 'investor'
  | 'financing'
  | 'non-compete'
  | 'employment'
  | 'employee-ip'
  | 'franchise'
  | 'lease'
  | 'confidentiality'
  | 'licence'
  | 'supply'
  | 'distribution'
  | 'sponsorship'
  | 'partnership'
  | 'consulting'
  | 'services'
  | 'fiscal-sponsorship'
  | 'operating'
  | 'contribution'
  | 'material-transfer'
  | 'event'
  | 'data-use'
  | 'release'
  | 'gift'
  | 'terms-of-use'
  | 'policy'
  | 'data-protection'
  | 'general';

const GOVERNING_LAW = (what: string): ExpectedClause => ({
  clause: 'governing-law',
  why: `the law named decides how ${what} are read and enforced.`,
});
const TERMINATION = (what: string): ExpectedClause => ({
  clause: 'termination',
  why: `${what}, so how each side can end it should be stated.`,
});
const LIABILITY_CAP = (what: string): ExpectedClause => ({ clause: 'limitation-of-liability', why: what });
const INSURANCE = (what: string): ExpectedClause => ({ clause: 'insurance', why: what });
const WARRANTY_PERIOD = (what: string): ExpectedClause => ({
  clause: 'warranty-duration',
  why: what,
  onlyWithQualityPromise: true,
});
const PRODUCT_INSURANCE = (what: string): ExpectedClause => ({ ...INSURANCE(what), onlyWithGoodsBought: true });
const GOODS_WARRANTY_PERIOD = (what: string): ExpectedClause => ({
  ...WARRANTY_PERIOD(what),
  onlyWithGoodsBought: true,
});

export const EXPECTED_CLAUSES: Record<KindId, readonly ExpectedClause[]> = {
  guarantee: [GOVERNING_LAW('the guarantor’s promises')],
  // A present transfer is done when signed: nothing runs on to be ended, and no fees are paid that a cap could follow.
  assignment: [GOVERNING_LAW('the transfer')],
  // Its commitments run for a standstill period and fall away on stated events (a change of control, a
  // holding below a threshold): a right to end it on notice is not what such an agreement is missing.
  investor: [GOVERNING_LAW('the standstill and voting commitments')],
  financing: [GOVERNING_LAW('the payment and security obligations')],
  'non-compete': [GOVERNING_LAW('restrictions on competing')],
  // The assignment and the secrecy are meant to last: a way to end them is no protection the employee can ask for.
  'employee-ip': [GOVERNING_LAW('the assignment of inventions and the confidentiality duties')],
  employment: [GOVERNING_LAW('the employment terms'), TERMINATION('employment is an ongoing relationship')],
  franchise: [GOVERNING_LAW('the franchise terms'), TERMINATION('a franchise runs for years')],
  // A letting of land is read under the law of the place where the land lies: see `LETS_LAND`.
  lease: [
    { ...GOVERNING_LAW('the lease terms'), onlyWithoutLand: true },
    TERMINATION('a lease runs for a period'),
    {
      ...INSURANCE('the premises and what happens on them carry risks of damage and injury that insurance pays for.'),
      change:
        'Say who insures the premises and against what, and who carries liability insurance for what happens on them.',
    },
    { clause: 'security-deposit', why: 'a deposit secures unpaid rent and damage to the premises.' },
  ],
  confidentiality: [GOVERNING_LAW('the confidentiality duties'), TERMINATION('confidentiality duties bind for a time')],
  licence: [
    GOVERNING_LAW('the licence terms'),
    TERMINATION('a licence runs for a period'),
    LIABILITY_CAP('claims over the licensed rights (infringement, misuse) can be large.'),
  ],
  supply: [
    GOVERNING_LAW('the supply terms'),
    TERMINATION('supply runs over a period'),
    LIABILITY_CAP('defective goods can cause losses far above their price.'),
    // A supply agreement sells goods by what it is, whatever words its price is stated in.
    INSURANCE(
      'a supplier usually carries product liability insurance so that claims over defective goods can be paid.',
    ),
    WARRANTY_PERIOD('the goods come with quality promises, and a period says how long defects can be claimed.'),
  ],
  distribution: [
    GOVERNING_LAW('the distribution terms'),
    TERMINATION('a distribution relationship runs over a period'),
    LIABILITY_CAP('claims over the products resold can be large.'),
    PRODUCT_INSURANCE('the products resold can cause injury or damage, which product liability insurance pays for.'),
    GOODS_WARRANTY_PERIOD(
      'the products come with quality promises, and a period says how long defects can be claimed.',
    ),
  ],
  sponsorship: [GOVERNING_LAW('the sponsorship terms'), TERMINATION('a sponsorship runs for a season or a period')],
  partnership: [
    GOVERNING_LAW('the partners’ duties'),
    TERMINATION('a collaboration runs over a period'),
    LIABILITY_CAP('each partner’s exposure to the other’s claims should be bounded.'),
  ],
  consulting: [
    GOVERNING_LAW('the consulting terms'),
    TERMINATION('consulting is an ongoing engagement'),
    LIABILITY_CAP('advice can cause losses far above the fees.'),
  ],
  services: [
    GOVERNING_LAW('the service terms'),
    TERMINATION('services run over a period'),
    LIABILITY_CAP('faulty work can cause losses far above the fees.'),
    INSURANCE('the work can cause injury, damage or loss, which the provider’s liability insurance pays for.'),
    WARRANTY_PERIOD('the work comes with quality promises, and a period says how long defects can be claimed.'),
  ],
  ...DEAL_KIND_EXPECTATIONS,
  // The kind is unknown: only what every agreement needs, not what depends on goods or work.
  general: [GOVERNING_LAW('its terms'), TERMINATION('an agreement that runs over time binds until it ends')],
};

// A warranty that only disclaims ("as is", "disclaims all warranties") makes no quality promise.
// "No representations or warranties … are made" disclaims too, and so does "all implied warranties … are excluded".
const DISCLAIMER = new RegExp(
  [
    String.raw`\bdisclaim\w*\b|\bas\s+is\b|\bno\s+(?:other\s+)?(?:(?:express\s+or\s+implied\s+)?representations?\s+(?:or|and)\s+)?warrant`,
    String.raw`\bwarrant\w*\b[^.]{0,200}\b(?:are|is)\s+(?:hereby\s+)?(?:excluded|waived)\b|\bexclud\w*\s+(?:all\s+)?(?:other\s+)?(?:(?:express\s+(?:or|and)\s+)?implied\s+)?warrant`,
  ].join('|'),
  'iu',
);
// What a promise about the quality of goods or work is made of: conformity, freedom from defects, fitness, care.
// A warranty of title, permits or compliance promises none of it, so it has no period in which defects are claimed.
const QUALITY =
  /\b(?:conform\w*|defect\w*|merchantab\w*|fit(?:ness)?\s+for|workman\w*|professional\s+(?:manner|standards?)|good\s+(?:and\s+\w+\s+)?(?:manner|quality|condition|working\s+order)|quality|specifications?|perform\s+(?:substantially\s+)?(?:as\s+described|in\s+accordance)|free\s+(?:from|of)\s+(?:any\s+)?(?:material\s+)?(?:defects?|errors?|viruses?|bugs?))\b/iu;
// A quality promise tied to a moment ("at the time of delivery", "upon shipment", "when delivered") states its
// time: the goods must conform then, so how long the promise lasts is not left unclear.
const AT_A_STATED_MOMENT =
  /\b(?:at\s+the\s+(?:time|date)\s+(?:and\s+date\s+)?of|as\s+of\s+the\s+(?:time|date)\s+of|upon|on|at)\s+(?:its\s+|their\s+|the\s+|such\s+)?(?:delivery|shipment|receipt|dispatch)\b|\bwhen\s+(?:delivered|shipped|received)\b/iu;
// Goods bought: a purchase, a buyer, a price, a party that resells. A deal that bundles or promotes products
// nobody pays for ("made available free of charge", paid per install) has none of these.
const GOODS_BOUGHT =
  /\bpurchas\w*|\bbuy(?:s|ing|ers?)?\b|\bprices?\b|\bresell\w*|\bresale\b|\bsells?\s+(?:and\s+\w+\s+)?to\s+(?:the\s+)?(?:buyer|purchaser|customer|distributor)\b/iu;
// The clauses by which one party pays the other for what it gets, and the amounts or prices a payment is stated in.
const PAYMENT_CLAUSES = new Set(['payment-terms', 'revenue-sharing', 'minimum-commitment']);
const AMOUNT =
  /[$€£¥]\s?\d|\b\d[\d,.]*\s*(?:dollars|euros?|pounds|yuan|USD|EUR|GBP|RMB)\b|\bprices?\b|\bfees?\s+(?:of|payable|due|shall\s+be\s+paid)\b|\broyalt(?:y|ies)\b(?![-\s]free)/iu;
/** The cap advice where nothing is paid: a cap "of the fees paid" would be nil. */
const CAP_WITHOUT_FEES =
  'Add a cap on each party’s total liability at a fixed amount: no payment for what is provided was found in this agreement, so a cap tied to the fees paid could leave nothing to claim.';

// Premises, a dwelling or a tenancy: land is let, and the law of the place where it lies governs the letting.
const LETS_LAND = /\b(?:premises|dwelling|tenancy|landlord|real\s+property|real\s+estate)\b/iu;

// What a party needs against an outsider's claims, not expected between companies of one group.
const AGAINST_OUTSIDERS = new Set(['insurance', 'limitation-of-liability', 'warranty-duration']);

export interface ChecklistContext {
  /** The parties belong to one group. */
  oneGroup?: boolean;
  /** The reader's side: the one who provides the work or goods, or the one who receives and pays for them. */
  readerSide?: ContractSide;
  /** The contract's whole text, for what it says about goods and payment. */
  text?: string;
}

/** The expected clauses of this kind that the contract lacks, with why each is expected and advice that fits. */
export function expectedButAbsent(
  kind: KindId,
  absent: ReadonlySet<string>,
  clauses: readonly Pick<OrientedClause, 'rule' | 'sentence' | 'relation'>[],
  context: ChecklistContext = {},
): ExpectedClause[] {
  const qualityPromises = clauses.filter(
    (clause) =>
      clause.rule.id === 'warranty' &&
      clause.relation !== 'owes' &&
      QUALITY.test(clause.sentence.text) &&
      !DISCLAIMER.test(clause.sentence.text),
  );
  // A promise tied to delivery, a rejection window with a remedy or terms on latent defects say by when
  // defects are claimed: a missing period leaves nothing unclear.
  const promisesQuality =
    qualityPromises.some((clause) => !AT_A_STATED_MOMENT.test(clause.sentence.text)) &&
    !(context.text !== undefined && (defectClaimsSettled(context.text) || warrantedAtDelivery(context.text)));
  // A cap mainly shields the side that carries liability; where only the other side answers to the reader,
  // asking for one would give the reader's protection away.
  const capHelpsReader = !liabilityOnOtherSideOnly(clauses, context.text);
  const goodsBought = context.text === undefined || GOODS_BOUGHT.test(context.text);
  const procurement = context.text !== undefined && underProcurementRules(context.text);
  const federal = context.text !== undefined && federalLawGoverns(context.text);
  const paysFees =
    context.text === undefined ||
    AMOUNT.test(context.text) ||
    clauses.some((clause) => PAYMENT_CLAUSES.has(clause.rule.id));
  return EXPECTED_CLAUSES[kind]
    .filter(
      (expected) =>
        absent.has(expected.clause) &&
        (!expected.onlyWithQualityPromise || promisesQuality) &&
        (!expected.onlyWithGoodsBought || goodsBought) &&
        !(expected.onlyWithoutLand && context.text !== undefined && LETS_LAND.test(context.text)) &&
        (expected.clause !== 'limitation-of-liability' || capHelpsReader) &&
        (expected.clause !== 'termination' || !onlyProtectsReader(kind, clauses)) &&
        !(expected.clause === 'termination' && context.text !== undefined && doneOnceGranted(kind, context.text)) &&
        !(context.oneGroup && AGAINST_OUTSIDERS.has(expected.clause)) &&
        !(procurement && SUPPLIED_BY_PROCUREMENT_RULES.has(expected.clause)) &&
        !(federal && expected.clause === 'governing-law'),
    )
    .map((expected) =>
      expected.clause === 'limitation-of-liability' && !paysFees ? { ...expected, change: CAP_WITHOUT_FEES } : expected,
    )
    .map((expected) =>
      capChiefly(kind, clauses, context.readerSide, context.text) ? capForTheReceiver(expected, kind) : expected,
    )
    .map((expected) => fittingInsuranceExpectation(expected, context.text))
    .map((expected) => fittingTerminationExpectation(expected, context.text));
}

/**
 * A confidentiality agreement that binds only the other side to keep the reader's information secret:
 * its duties are meant to last, and a way to end them would only shorten the reader's protection.
 */
function onlyProtectsReader(kind: KindId, clauses: readonly Pick<OrientedClause, 'rule' | 'relation'>[]): boolean {
  if (kind !== 'confidentiality') return false;
  const secrecy = clauses.filter((clause) => clause.rule.id === 'confidentiality');
  return secrecy.length > 0 && secrecy.every((clause) => clause.relation === 'benefits');
}

// The kinds whose whole deal may be one grant: a licence, or an agreement of no known kind.
const GRANT_KINDS: ReadonlySet<KindId> = new Set(['licence', 'general']);

/** A licence granted for good with nothing running on after it: no exit is missing from it. */
function doneOnceGranted(kind: KindId, text: string): boolean {
  return GRANT_KINDS.has(kind) && grantedForGood(text);
}

/**
 * Where the provider may discontinue at any time and the user may simply stop using what it gets,
 * each side already has its way out: a missing termination clause is a point to note, not notice
 * periods to negotiate.
 */
function fittingTerminationExpectation(expected: ExpectedClause, text: string | undefined): ExpectedClause {
  if (expected.clause !== 'termination' || text === undefined) return expected;
  if (!endsAtWill(text.split(/\n|(?<=[.;])\s+/u).map((sentence) => ({ text: sentence })))) return expected;
  return {
    ...expected,
    why: 'how each side can end it is usually stated; here it follows from the provider’s right to discontinue and yours to stop using it.',
    level: 'low',
    finding:
      'No termination clause was found, but the agreement lets the provider discontinue at any time and lets you stop using it at any time, so either side can end it.',
    change:
      'No change needed: you may stop using it at any time; note that the other side may also end it at any time, without notice.',
  };
}

/** Some sentence warrants the quality of what is supplied as at its delivery ("at the time of delivery"). */
function warrantedAtDelivery(text: string): boolean {
  return text
    .split(/\n|(?<=[.;])\s+/u)
    .some(
      (sentence) =>
        /\bwarrant/iu.test(sentence) &&
        QUALITY.test(sentence) &&
        AT_A_STATED_MOMENT.test(sentence) &&
        !DISCLAIMER.test(sentence),
    );
}

// Deals in which one side does the work or supplies the goods and the other receives and pays for them.
const WORK_OR_GOODS_SUPPLIED: ReadonlySet<KindId> = new Set(['services', 'consulting', 'supply', 'distribution']);
// The clauses by which the reader would answer for the other side's losses beyond the price it pays.
const READERS_OWN_EXPOSURE = new Set(['indemnification', 'uncapped-liability', 'liquidated-damages']);

/**
 * Where the reader receives the work or goods, what it owes is chiefly the price, and what it stands to lose is
 * what faulty work or goods cost it: a cap on each side's liability would chiefly limit what the reader recovers.
 * So it is where no clause makes the reader answer for the other side's losses, or where the other side answers
 * for the reader's as well (each indemnifying for its own acts); not where only the reader indemnifies.
 */
function capChiefly(
  kind: KindId,
  clauses: readonly Pick<OrientedClause, 'rule' | 'relation'>[],
  readerSide: ContractSide | undefined,
  text = '',
): boolean {
  if (readerSide !== 'recipient' || !WORK_OR_GOODS_SUPPLIED.has(kind)) return false;
  const liability = clauses.filter((clause) => READERS_OWN_EXPOSURE.has(clause.rule.id));
  const readerAnswers = liability.some((clause) => clause.relation === 'owes' || clause.relation === 'mutual');
  return !readerAnswers || liability.some((clause) => clause.relation === 'benefits') || indemnitiesRunBothWays(text);
}

// What the reader receives, as the advice names it.
const RECEIVED: Partial<Record<KindId, string>> = {
  services: 'work',
  consulting: 'advice or work',
  supply: 'goods',
  distribution: 'goods',
};

function capForTheReceiver(expected: ExpectedClause, kind: KindId): ExpectedClause {
  if (expected.clause !== 'limitation-of-liability') return expected;
  const received = RECEIVED[kind] ?? 'work or goods';
  return {
    ...expected,
    why: `a cap mostly limits what the side receiving the ${received} can recover for faults in it.`,
    level: 'low',
    finding: `No limitation of liability was found: nothing caps what you can recover from the other side if its ${received} cause${received === 'goods' ? '' : 's'} you loss.`,
    change:
      'No change needed: a cap on each side’s liability would chiefly limit what you can recover; if the other side asks for one, keep it high enough to cover the losses a fault could cause you.',
  };
}

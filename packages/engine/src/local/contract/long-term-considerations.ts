import type { LongTermConsideration } from '@doclens/api';
import type { ContractSide } from './contract-roles';

type Consideration = Omit<LongTermConsideration, 'evidence'>;

/** What a found clause means beyond signing day, by clause id. */
export const LONG_TERM_CONSIDERATIONS: Readonly<Record<string, Consideration>> = {
  'auto-renewal': {
    consideration: 'Track the renewal date and the last day to cancel.',
    timeline: 'Before the end of each term',
    preparationSteps: [
      'Put the cancellation deadline in your calendar with a reminder a month earlier.',
      'Review prices and performance before each renewal.',
    ],
    marketFactors: 'Prices and alternatives may have changed by the time the agreement renews.',
  },
  termination: {
    consideration: 'Plan for the agreement ending early.',
    timeline: 'Throughout the agreement',
    preparationSteps: [
      'Know the notice period and what is owed on termination.',
      'Avoid depending on this agreement alone for income or supply.',
    ],
    marketFactors: 'How easily you can replace the other side decides how much an early end would hurt.',
  },
  'non-compete': {
    consideration: 'Plan your next move around the restriction.',
    timeline: 'During the agreement and for the restricted period after it',
    preparationSteps: [
      'Note exactly when the restriction ends and what it covers.',
      'Get advice before taking on work that could be seen as competing.',
    ],
    marketFactors: 'Whether a restriction is enforceable depends on local law, which changes over time.',
  },
  'non-solicitation': {
    consideration: 'Keep track of whom the restriction covers.',
    timeline: 'During the agreement and for the restricted period after it',
    preparationSteps: ['Keep a list of the clients and staff you dealt with under the agreement.'],
    marketFactors: 'Your network is an asset; the restriction limits how you can use it for a time.',
  },
  confidentiality: {
    consideration: 'Keep the other side’s information separate and secure.',
    timeline: 'For as long as the duty lasts, often beyond the end of the agreement',
    preparationSteps: [
      'Label and store confidential material separately.',
      'Return or delete it when the agreement ends, and keep a record that you did.',
    ],
    marketFactors: 'Data-protection rules may add duties beyond the contract.',
  },
  'ip-assignment': {
    consideration: 'Keep a record of what you owned before the agreement.',
    timeline: 'Before starting work, and whenever you reuse earlier material',
    preparationSteps: [
      'List your pre-existing tools, code, designs or writing.',
      'Keep dated copies so ownership can be shown later.',
    ],
    marketFactors: 'Reusable know-how is valuable; losing rights to it limits future work.',
  },
  'payment-terms': {
    consideration: 'Manage cash flow around the payment dates.',
    timeline: 'Every billing cycle',
    preparationSteps: ['Invoice promptly and keep proof of sending.', 'Follow up on late payments in writing.'],
    marketFactors: 'Payment delays hit hardest when costs must be paid before income arrives.',
  },
};

/**
 * The same clauses seen from the other place in them: the side a duty of confidence protects (it
 * discloses, it keeps nothing secret), the side that pays (it has no invoices to chase), the paying side
 * of an agreement that may end early (it loses what it pays for, not income).
 */
const FROM_THE_OTHER_PLACE: Readonly<Record<string, Consideration>> = {
  confidentiality: {
    consideration: 'Keep track of what you share and how long it stays protected.',
    timeline: 'Whenever you share information, and until the other side’s duty ends',
    preparationSteps: [
      'Mark what you share as confidential and keep a dated list of what you disclosed.',
      'Ask for your material back or destroyed when the work ends, and for confirmation that it was.',
    ],
    marketFactors:
      'Information the other side is no longer bound to keep secret can be used by it or reach competitors.',
  },
  'payment-terms': {
    consideration: 'Pay on time and check what you are charged.',
    timeline: 'Every billing cycle',
    preparationSteps: [
      'Put each due date in your calendar.',
      'Check each invoice against the agreed fees before paying, and raise any dispute in writing before the due date.',
    ],
    marketFactors: 'Late payment can bring charges or a suspension of what you pay for.',
  },
  termination: {
    consideration: 'Plan for the agreement ending early.',
    timeline: 'Throughout the agreement',
    preparationSteps: [
      'Know the notice period and what you get back on termination, such as anything paid in advance and your data or materials.',
      'Know how you would replace what this agreement provides.',
    ],
    marketFactors: 'How easily you can replace the other side decides how much an early end would hurt.',
  },
};

/**
 * What a found clause means beyond signing day for this reader: told from its place in the clause (the
 * party a one-way duty of confidence protects, the party that pays) where that differs from the default.
 */
export function longTermConsiderationFor(clause: {
  rule: { id: string };
  relation?: 'owes' | 'benefits' | 'mutual' | undefined;
  side?: ContractSide;
}): Consideration | undefined {
  const { id } = clause.rule;
  const protectedOnly = id === 'confidentiality' && clause.relation === 'benefits';
  const pays =
    (id === 'payment-terms' &&
      (clause.relation === 'owes' || (clause.relation === undefined && clause.side === 'recipient'))) ||
    (id === 'termination' && clause.side === 'recipient');
  return protectedOnly || pays ? FROM_THE_OTHER_PLACE[id] : LONG_TERM_CONSIDERATIONS[id];
}

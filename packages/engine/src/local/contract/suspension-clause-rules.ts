import { FORCE_MAJEURE } from './clause-operatives';
import type { ClauseRule } from './clause-rule';
import { SentenceCheck } from './sentence-check';
import {
  MAY_BE_SUSPENDED,
  RIGHT_TO_SUSPEND,
  suspendsOnlyAfterNoticeAndTime,
  suspendsUnwarnedOrAtWill,
  suspensionChange,
  suspensionImpact,
  TIME_LIMIT_SUSPENDED,
} from './suspension-terms';

/**
 * A party's right to suspend what it supplies (the services, access, deliveries). It matters to the party
 * whose service can stop: the supplier holding it carries little risk. There is no CUAD category for it,
 * so the rule alone decides. A limitation period suspended, or performance excused by force majeure, is
 * no right to suspend the services.
 */
export const SUSPENSION_CLAUSE_RULES: readonly ClauseRule[] = [
  {
    id: 'suspension',
    title: 'Suspension of services',
    category: 'Term and termination',
    patterns: [RIGHT_TO_SUSPEND, MAY_BE_SUSPENDED],
    exclusions: [FORCE_MAJEURE, TIME_LIMIT_SUSPENDED],
    grants: true,
    risk: { provider: 'low', recipient: 'medium' },
    adjustments: [
      // The level is what a user sees; the statement itself tells the notice and the cause.
      { when: new SentenceCheck(suspendsUnwarnedOrAtWill), effect: 'raise', note: '', sides: ['recipient'] },
      { when: new SentenceCheck(suspendsOnlyAfterNoticeAndTime), effect: 'lower', note: '', sides: ['recipient'] },
    ],
    meaning: 'One party may stop supplying, or cut off access, for a time without ending the agreement.',
    // A right to suspend the reader's own party holds (to stop a transfer, to withhold what it supplies) is
    // its remedy, not a risk of going without.
    heldByReader: {
      impact:
        'Your side holds this right: it may pause what the clause names, in the cases it sets, without ending the agreement.',
      change:
        'No change needed: the right to suspend is your side’s; keep to its triggers and any notice, so that using it is never itself a breach.',
    },
    impactFromSentence: suspensionImpact,
    impact: {
      provider: 'It lets the holder stop performing for a time without ending the agreement.',
      recipient: 'You may lose the services for a time while the agreement, and your duties under it, go on.',
    },
    changeFromSentence: suspensionChange,
    change: {
      provider: 'Keep the triggers and any notice clear, so that a suspension is never itself a breach.',
      recipient:
        'Ask for written notice and a period to pay or put things right before any suspension for non-payment, and for a suspension to cover only the affected part of the services.',
    },
    legalBasis:
      'A contractual right to suspend is enforced on its terms; suspending outside them can itself be a breach.',
    costToImplement: 'Low: notice and cure periods before suspension are commonly agreed',
    riskIfDelayed: 'Once signed, the services can be suspended on the stated triggers.',
  },
];

import { AT_ANY_TIME } from './at-will-wording';
import type { ClauseRule } from './clause-rule';
import { withDenials } from './denied-topic';
import { GENERAL_NOTICE } from './notice-wording';

/** Clauses of leases and employment contracts that everyday readers meet. */
export const EVERYDAY_CLAUSE_RULES: readonly ClauseRule[] = withDenials([
  {
    id: 'security-deposit',
    title: 'Security deposit',
    category: 'Money',
    patterns: [
      /\b(?:security|damage)\s+deposit\b/i,
      /\bdeposit\b[^.]{0,80}\b(?:refund\w*|returned|deduct\w*|forfeit\w*)\b/i,
    ],
    risk: { provider: 'low', recipient: 'medium' },
    adjustments: [
      {
        when: /\bnon-?refundable\b|\bforfeit\w*\b/i,
        effect: 'raise',
        note: 'Some or all of the deposit may never come back.',
        sides: ['recipient'],
      },
    ],
    meaning: 'Money paid up front and held against unpaid rent or damage.',
    impact: {
      provider: 'It secures you against unpaid rent or damage.',
      recipient: 'Deductions can be made from it when you leave.',
    },
    change: {
      provider: 'State what may be deducted and hold the deposit as the law requires.',
      recipient: 'Ask for a deadline for its return and an itemised list of any deductions.',
    },
    legalBasis: 'Many places cap deposits and set deadlines and rules for returning them.',
    costToImplement: 'Low',
    riskIfDelayed: 'Without a move-in record, deductions are hard to dispute later.',
    whenMissing: {
      risk: { provider: 'medium', recipient: 'low' },
      finding: 'No security deposit was found, so nothing secures unpaid rent or damage.',
      change: 'Add a security deposit with clear rules for deductions and return.',
      roles: ['landlord'],
    },
  },
  {
    id: 'rent-increase',
    title: 'Rent increase',
    category: 'Money',
    patterns: [
      /\brent\b[^.]{0,80}\b(?:increase[sd]?|escalat\w*|adjusted)\b/i,
      /\b(?:increase|escalat\w*)\b[^.]{0,40}\bthe\s+(?:monthly\s+|annual\s+|base\s+)?rent\b/i,
    ],
    risk: { provider: 'low', recipient: 'medium' },
    adjustments: [
      {
        when: new RegExp(
          String.raw`\bat\s+(?:its|the\s+landlord['’]s|landlord['’]s)\s+(?:sole\s+)?discretion\b|${AT_ANY_TIME.source}`,
          'iu',
        ),
        effect: 'raise',
        note: 'The increase is at the landlord’s discretion.',
        sides: ['recipient'],
      },
    ],
    meaning: 'The rent can go up during the lease or at renewal.',
    denied: {
      when: /\brent\b[^.]{0,60}\b(?:shall|will|may)\s+not\s+(?:be\s+)?(?:increased|raised|adjusted)\b|\bno\s+(?:rent\s+)?increases?\b/iu,
      meaning: 'The rent cannot go up in the period the clause names.',
      impact: {
        provider: 'You cannot raise the rent in the period it names.',
        recipient: 'What you pay cannot rise in the period it names.',
      },
      change: {
        provider: 'Check that the fixed rent still covers your costs for the period.',
        recipient: 'No change needed: the rent is fixed for that period.',
      },
    },
    impact: {
      provider: 'It keeps the rent in line with costs.',
      recipient: 'What you pay can rise while you are bound by the lease.',
    },
    change: {
      provider: 'Tie increases to an index so they are predictable and defensible.',
      recipient: 'Ask for a fixed maximum increase per year and written notice well in advance.',
    },
    legalBasis: 'Rent increases must follow the lease and any local rent rules.',
    costToImplement: 'Low',
    riskIfDelayed: 'The increase formula binds you for the whole lease.',
  },
  {
    id: 'probation',
    title: 'Probation period',
    category: 'Employment',
    patterns: [/\bprobation(?:ary)?\s+(?:period|term)\b/i, /\bprobation\b[^.]{0,60}\b(?:days|weeks|months)\b/i],
    risk: { provider: 'medium', recipient: 'low' },
    meaning: 'A trial period at the start of the job during which it can be ended more easily.',
    impact: {
      provider: `During probation your job can end ${GENERAL_NOTICE}.`,
      recipient: 'You can assess the new hire before committing.',
    },
    change: {
      provider: 'Ask for a short probation with a clear end date and notice during it.',
      recipient: 'Set clear criteria and a review before the probation ends.',
    },
    legalBasis: 'Probation periods are common; some laws cap their length.',
    costToImplement: 'Low',
    riskIfDelayed: 'The trial period starts on your first day.',
  },
  {
    id: 'overtime',
    title: 'Overtime',
    category: 'Employment',
    patterns: [/\bovertime\b/i, /\b(?:hours|work)\b[^.]{0,60}\bin\s+excess\s+of\b[^.]{0,30}\bhours\b/i],
    risk: { provider: 'low', recipient: 'low' },
    adjustments: [
      {
        when: /\b(?:no|not\s+(?:be\s+)?(?:entitled|eligible|paid))\b[^.]{0,40}\bovertime\b|\bovertime\b[^.]{0,60}\b(?:included|inclusive|not\s+be\s+paid|without\s+(?:additional|extra))\b/i,
        effect: 'raise',
        note: 'Extra hours are not paid extra.',
        sides: ['provider'],
      },
    ],
    meaning: 'How hours beyond the normal working week are paid.',
    impact: {
      provider: 'It decides whether your extra hours earn extra pay.',
      recipient: 'It decides what extra hours cost you.',
    },
    change: {
      provider: 'Ask for overtime pay or time off in lieu, and a cap on expected extra hours.',
      recipient: 'Require approval before overtime is worked.',
    },
    legalBasis: 'Minimum overtime rules apply to many employees whatever the contract says.',
    costToImplement: 'Low',
    riskIfDelayed: 'Unpaid extra hours are hard to claim back later.',
  },
  {
    id: 'at-will',
    title: 'At-will employment',
    category: 'Employment',
    patterns: [/\bat[-\s]will\b/i, /\bterminat\w*\b[^.]{0,80}\bby\s+either\s+party\s+at\s+any\s+time\b/i],
    // A party's right to end the agreement itself at will is no employment term.
    exclusions: [/^(?![\s\S]*\b(?:employ\w*|hired?|hiring|staff|executive|worker)\b)/i],
    risk: { provider: 'high', recipient: 'low' },
    meaning:
      'Either side may end the employment at any time, for any lawful reason, with no notice owed unless the agreement sets one.',
    denied: {
      meaning: 'The employment is not at will: it can be ended only as the agreement sets out.',
      impact: {
        provider: 'Your job can be ended only as the agreement sets out, not at any time.',
        recipient: 'You may end the employment only as the agreement sets out.',
      },
      change: {
        provider: 'No change needed: check the grounds and notice on which it can be ended.',
        recipient: 'Check that the grounds and notice for ending it suit you.',
      },
    },
    impact: {
      provider: 'Your job can end at any time, with no notice or severance.',
      recipient: 'You may end the employment at any time.',
    },
    change: {
      provider: 'Ask for a notice period or severance pay if you are let go without cause.',
      recipient: 'Keep the at-will wording consistent in every document.',
    },
    legalBasis: 'At-will employment is the default in most US states, with exceptions for unlawful reasons.',
    costToImplement: 'Moderate: severance is a cost',
    riskIfDelayed: 'Your job security is set from your first day.',
  },
  {
    id: 'class-action-waiver',
    title: 'Class-action waiver',
    category: 'Disputes and jurisdiction',
    patterns: [
      /\bwaive\w*\b[^.]{0,80}\bclass\b/i,
      /\bclass\s+action\s+waiver\b/i,
      /\b(?:individual|individually)\s+basis\b[^.]{0,80}\bnot\b[^.]{0,40}\bclass\b/i,
      /\bnot\s+as\s+a\s+(?:plaintiff\s+or\s+)?class\s+member\b/i,
      // "will not have the right to participate in a class action", "may not bring or join any class action".
      /\b(?:not|no|never)\b[^.;]{0,40}\b(?:participate|join|bring|commence|lead|act\s+as)\b[^.;]{0,30}\bclass\s+(?:action|arbitration|proceeding|claim|member|representative)s?\b/i,
    ],
    risk: { provider: 'medium', recipient: 'low', overrides: { client: 'high', tenant: 'medium', buyer: 'high' } },
    // Whoever waives is the one who would bring a claim: without a named party, that is told, not a side guessed.
    whenHolderUnknown: {
      impact:
        'Whoever would bring a claim cannot join or lead a group action, so small claims may not be worth bringing alone.',
      change:
        'If your side is the one more likely to bring a claim, ask for the waiver to be removed or for an opt-out window.',
    },
    meaning: 'Claims may only be brought one by one, never as a group lawsuit.',
    impact: {
      provider: 'Small claims may not be worth bringing on your own.',
      recipient: 'It limits your exposure to group claims.',
    },
    change: {
      provider: 'Ask for the waiver to be removed or for an opt-out window.',
      recipient: 'Keep it, and make sure it is clearly worded.',
    },
    legalBasis: 'Class-action waivers in arbitration clauses are widely enforced in the US; less so elsewhere.',
    costToImplement: 'Low',
    riskIfDelayed: 'The waiver applies to any later dispute.',
  },
]);

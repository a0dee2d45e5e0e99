import type { ContractFinding } from './key-findings';
import { LEVEL_SCORE } from './risk-levels';

/** A finding as the result shows it: in the key findings and the risk list. */
export type ShownFinding = Pick<ContractFinding, 'finding' | 'headline'>;

/**
 * What the user told us they care about ("worried about IP ownership"), read as the clause topics it
 * names. Those clauses come first in the findings and are called out, and a topic the contract says
 * nothing about is said to be absent rather than passed over in silence.
 */
export interface ContextTopic {
  /** How the topic is named back to the user: "You asked about IP ownership: …". */
  label: string;
  /** Words in the user's text that name the topic. */
  asked: RegExp;
  /** The clause rules (`ClauseRule.id`) that answer it. */
  ruleIds: readonly string[];
  /** What it means when the contract has none of those clauses. */
  whenAbsent: string;
}

export const CONTEXT_TOPICS: readonly ContextTopic[] = [
  {
    label: 'IP ownership',
    asked:
      /\b(?:ip|intellectual[\s-]+property|copyrights?|patents?|inventions?|trademarks?|trade\s+marks?|ownership|owns?|work\s+product|deliverables|source\s+code|licen[cs]\w*)\b/iu,
    ruleIds: ['ip-assignment', 'joint-ip', 'license-grant', 'non-transferable-license', 'perpetual-license'],
    whenAbsent:
      'the contract has no clause on who owns or may use intellectual property, so ownership follows the default law (often the creator keeps it): if it matters, ask for a clause that says so.',
  },
  {
    label: 'termination',
    asked: /\b(?:terminat\w*|cancel\w*|exit|get\s+out|walk\s+away|end(?:ing)?\s+(?:the|this|it)\b|notice\s+period)/iu,
    ruleIds: ['termination', 'termination-for-convenience', 'post-termination', 'at-will', 'probation'],
    whenAbsent:
      'the contract states no right to end it early, so leaving before its term ends may need the other side’s agreement.',
  },
  {
    label: 'renewal',
    asked: /\b(?:renew\w*|roll(?:s|ing)?\s*over|auto[-\s]?renew\w*|extension|extend)\b/iu,
    ruleIds: ['auto-renewal', 'renewal-notice'],
    whenAbsent: 'the contract says nothing about renewing, so it ends with its term unless both sides agree again.',
  },
  {
    label: 'payment',
    asked:
      /\b(?:pay\w*|fees?|pric\w*|invoic\w*|costs?|money|rent|deposit|commissions?|royalt\w*|charges?|late\s+fees?|salary|wages?)\b/iu,
    ruleIds: [
      'payment-terms',
      'revenue-sharing',
      'minimum-commitment',
      'most-favoured-nation',
      'rent-increase',
      'security-deposit',
      'volume-restriction',
      'overtime',
    ],
    whenAbsent:
      'the contract has no clause setting out how and when payment is made: ask for the amount, timing and method in writing.',
  },
  {
    label: 'liability',
    asked: /\b(?:liab\w*|indemn\w*|damages|sued|lawsuits?|claims?|insurance|losses)\b/iu,
    ruleIds: [
      'limitation-of-liability',
      'uncapped-liability',
      'indemnification',
      'liquidated-damages',
      'insurance',
      'covenant-not-to-sue',
    ],
    whenAbsent:
      'the contract neither limits liability nor says who indemnifies whom, so each side bears what the default law puts on it, without a cap.',
  },
  {
    label: 'non-compete and exclusivity',
    asked: /\b(?:non[-\s]?compet\w*|compet\w*|exclusiv\w*|solicit\w*|poach\w*|restrictive\s+covenants?)\b/iu,
    ruleIds: [
      'non-compete',
      'exclusivity',
      'non-solicitation',
      'no-solicit-employees',
      'no-solicit-customers',
      'non-disparagement',
    ],
    whenAbsent: 'the contract places no restriction on competing, exclusivity or soliciting staff or customers.',
  },
  {
    label: 'confidentiality',
    asked: /\b(?:confidential\w*|nda|non[-\s]?disclosure|secrets?|privacy|personal\s+data|data\s+protection)\b/iu,
    ruleIds: ['confidentiality'],
    whenAbsent:
      'the contract has no confidentiality clause, so what you share is not protected by it: ask for one if you disclose anything sensitive.',
  },
  {
    label: 'disputes and governing law',
    asked: /\b(?:disputes?|arbitrat\w*|courts?|litigation|governing\s+law|jurisdiction|class\s+action|lawyers?)\b/iu,
    ruleIds: ['governing-law', 'dispute-resolution', 'class-action-waiver', 'covenant-not-to-sue'],
    whenAbsent: 'the contract says neither which law applies nor how disputes are settled.',
  },
  {
    label: 'assignment and change of control',
    asked:
      /\b(?:assign\w*|transfer\w*|change\s+of\s+control|acqui\w*|mergers?|takeovers?|sold|sale\s+of\s+the\s+company)\b/iu,
    ruleIds: ['assignment', 'change-of-control', 'first-refusal'],
    whenAbsent: 'the contract does not restrict either side from handing it over to someone else.',
  },
  {
    label: 'warranties',
    asked: /\b(?:warrant\w*|guarantee\w*|quality|defects?|faulty|as[-\s]is)\b/iu,
    ruleIds: ['warranty', 'warranty-duration'],
    whenAbsent: 'the contract gives no warranty on what is delivered.',
  },
  {
    label: 'audit rights',
    asked: /\b(?:audits?|inspect\w*|books\s+and\s+records)\b/iu,
    ruleIds: ['audit-rights'],
    whenAbsent: 'the contract gives no right to audit or inspect records.',
  },
];

/** The topics the user's context names, in the order the user wrote them. */
export function topicsAsked(context: string | undefined): ContextTopic[] {
  if (!context?.trim()) return [];
  return CONTEXT_TOPICS.map((topic) => ({ topic, at: context.search(topic.asked) }))
    .filter(({ at }) => at !== -1)
    .sort((a, b) => a.at - b.at)
    .map(({ topic }) => topic);
}

/**
 * The findings with the ones the user asked about first (in the order of the topics asked, each
 * topic's own findings keeping their order), each called out; a topic with no finding gets one saying
 * the contract is silent on it. Without a context the findings are returned unchanged.
 */
export function findingsInContext(findings: readonly ContractFinding[], context: string | undefined): ShownFinding[] {
  const topics = topicsAsked(context);
  if (topics.length === 0) return [...findings];
  const first: ShownFinding[] = [];
  const taken = new Set<ContractFinding>();
  for (const topic of topics) {
    const answering = findings.filter((item) => topic.ruleIds.includes(item.rule.id) && !taken.has(item));
    for (const item of answering) {
      taken.add(item);
      first.push(calledOut(item, topic));
    }
    // A missing-clause finding already says the clause is absent; otherwise it is said here.
    if (!findings.some((item) => topic.ruleIds.includes(item.rule.id))) first.push(absentTopic(topic));
  }
  return [...first, ...findings.filter((item) => !taken.has(item))];
}

/** The findings saying the contract is silent on a topic the user asked about (none without a context). */
export function absentTopicFindings(findings: readonly ContractFinding[], context: string | undefined): ShownFinding[] {
  return topicsAsked(context)
    .filter((topic) => !findings.some((item) => topic.ruleIds.includes(item.rule.id)))
    .map(absentTopic);
}

function calledOut(item: ContractFinding, topic: ContextTopic): ShownFinding {
  const asked = `You asked about ${topic.label}: `;
  return {
    headline: `${asked}${item.headline}`,
    finding: { ...item.finding, description: `${asked}${item.finding.description}` },
  };
}

/** A finding saying the contract has nothing on a topic the user asked about. */
function absentTopic(topic: ContextTopic): ShownFinding {
  const text = `You asked about ${topic.label}: ${topic.whenAbsent}`;
  return {
    headline: text,
    finding: {
      type: 'medium',
      title: `Nothing on ${topic.label}`,
      description: `${text} No clause on it was found in the document.`,
      score: LEVEL_SCORE.medium,
      quotedText: '',
      section: 'Not found in the document',
      category: 'Your question',
      recommendation: `Ask for a clause on ${topic.label} before signing, since you raised it.`,
    },
  };
}

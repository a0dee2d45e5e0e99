import type { DocumentPage } from '../../analysis-engine';
import { evidenceFrom } from '../../text/evidence';
import type { Sentence } from '../../text/sentences';
import type { ContractFinding } from './key-findings';
import { LEVEL_SCORE } from './risk-levels';
import { sectionLabel } from './section-labels';

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
  /**
   * Words of a sentence that deals with the topic in the contract's own terms. A contract that speaks
   * of the topic this way is not silent on it, even when none of the topic's clauses was recognised.
   */
  discussed: RegExp;
}

export const CONTEXT_TOPICS: readonly ContextTopic[] = [
  {
    label: 'IP ownership',
    asked:
      /\b(?:ip|intellectual[\s-]+property|copyrights?|patents?|inventions?|trademarks?|trade\s+marks?|ownership|owns?|work\s+product|deliverables|source\s+code|licen[cs]\w*)\b/iu,
    ruleIds: ['ip-assignment', 'joint-ip', 'license-grant', 'non-transferable-license', 'perpetual-license'],
    whenAbsent:
      'the contract has no clause on who owns or may use intellectual property, so ownership follows the default law (often the creator keeps it): if it matters, ask for a clause that says so.',
    discussed: /\b(?:intellectual\s+property|patents?|copyrights?|trade\s?marks?|inventions?|work\s+product)\b/iu,
  },
  {
    label: 'termination',
    asked: /\b(?:terminat\w*|cancel\w*|exit|get\s+out|walk\s+away|end(?:ing)?\s+(?:the|this|it)\b|notice\s+period)/iu,
    ruleIds: ['termination', 'termination-for-convenience', 'post-termination', 'at-will', 'probation'],
    whenAbsent:
      'the contract states no right to end it early, so leaving before its term ends may need the other side’s agreement.',
    discussed: /\bterminat(?:e|es|ed|ing|ion)\b/iu,
  },
  {
    label: 'renewal',
    asked: /\b(?:renew\w*|roll(?:s|ing)?\s*over|auto[-\s]?renew\w*|extension|extend)\b/iu,
    ruleIds: ['auto-renewal', 'renewal-notice'],
    whenAbsent: 'the contract says nothing about renewing, so it ends with its term unless both sides agree again.',
    discussed: /\brenew(?:s|ed|al|able)?\b/iu,
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
    discussed: /\b(?:shall|will|must|agrees?\s+to)\s+pay\b|\b(?:fees?|invoices?|payments?)\b/iu,
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
    discussed: /\b(?:liab(?:le|ility|ilities)|indemnif(?:y|ies|ied|ication))\b/iu,
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
    discussed: /\b(?:compet(?:e|es|ing)|(?<!non-)exclusive(?:ly)?|exclusivity|solicit(?:s|ing|ation)?)\b/iu,
  },
  {
    label: 'confidentiality',
    asked: /\b(?:confidential\w*|nda|non[-\s]?disclosure|secrets?|privacy|personal\s+data|data\s+protection)\b/iu,
    ruleIds: ['confidentiality'],
    whenAbsent:
      'the contract has no confidentiality clause, so what you share is not protected by it: ask for one if you disclose anything sensitive.',
    discussed: /\bconfidential(?:ity)?\b/iu,
  },
  {
    label: 'disputes and governing law',
    asked: /\b(?:disputes?|arbitrat\w*|courts?|litigation|governing\s+law|jurisdiction|class\s+action|lawyers?)\b/iu,
    ruleIds: ['governing-law', 'dispute-resolution', 'class-action-waiver', 'covenant-not-to-sue'],
    whenAbsent: 'the contract says neither which law applies nor how disputes are settled.',
    discussed: /\b(?:governed\s+by|arbitrat(?:ion|or|ed)|jurisdiction|disputes?)\b/iu,
  },
  {
    label: 'assignment and change of control',
    asked:
      /\b(?:assign\w*|transfer\w*|change\s+of\s+control|acqui\w*|mergers?|takeovers?|sold|sale\s+of\s+the\s+company)\b/iu,
    ruleIds: ['assignment', 'change-of-control', 'first-refusal'],
    whenAbsent: 'the contract does not restrict either side from handing it over to someone else.',
    discussed:
      /\b(?:assign(?:s|ed|ment)?\s+(?:this|the|its|any|all)\s+(?:agreement|rights?|obligations?)|change\s+of\s+control)\b/iu,
  },
  {
    label: 'warranties',
    asked: /\b(?:warrant\w*|guarantee\w*|quality|defects?|faulty|as[-\s]is)\b/iu,
    ruleIds: ['warranty', 'warranty-duration'],
    whenAbsent: 'the contract gives no warranty on what is delivered.',
    discussed: /\bwarrant(?:s|ies|y)\b/iu,
  },
  {
    label: 'audit rights',
    asked: /\b(?:audits?|inspect\w*|books\s+and\s+records)\b/iu,
    ruleIds: ['audit-rights'],
    whenAbsent: 'the contract gives no right to audit or inspect records.',
    discussed: /\b(?:audits?|inspect(?:ion)?)\b/iu,
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
 * what the contract says of it, or that it is silent. Without a context the findings are returned unchanged.
 */
export function findingsInContext(
  findings: readonly ContractFinding[],
  context: string | undefined,
  text: { pages: readonly DocumentPage[]; sentences: readonly Sentence[] },
): ShownFinding[] {
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
    if (!findings.some((item) => topic.ruleIds.includes(item.rule.id))) first.push(unansweredTopic(topic, text));
  }
  return [...first, ...findings.filter((item) => !taken.has(item))];
}

/** The findings on topics the user asked about that no recognised clause answers (none without a context). */
export function unansweredTopicFindings(
  findings: readonly ContractFinding[],
  context: string | undefined,
  text: { pages: readonly DocumentPage[]; sentences: readonly Sentence[] },
): ShownFinding[] {
  return topicsAsked(context)
    .filter((topic) => !findings.some((item) => topic.ruleIds.includes(item.rule.id)))
    .map((topic) => unansweredTopic(topic, text));
}

function calledOut(item: ContractFinding, topic: ContextTopic): ShownFinding {
  const asked = `You asked about ${topic.label}: `;
  return {
    headline: `${asked}${item.headline}`,
    finding: { ...item.finding, description: `${asked}${item.finding.description}` },
  };
}

function unansweredTopic(
  topic: ContextTopic,
  text: { pages: readonly DocumentPage[]; sentences: readonly Sentence[] },
): ShownFinding {
  const passage = passageOn(topic, text.sentences);
  return passage ? unrecognisedTopic(topic, passage, text.pages) : absentTopic(topic);
}

/** Shorter than this, a match is a heading or a cross-reference, not a sentence that deals with the topic. */
const MIN_PASSAGE_WORDS = 8;

/** The sentence that deals most with the topic, the earliest of equals; none when the contract never does. */
function passageOn(topic: ContextTopic, sentences: readonly Sentence[]): Sentence | undefined {
  let best: { sentence: Sentence; weight: number } | undefined;
  for (const sentence of sentences) {
    if (!topic.discussed.test(sentence.text)) continue;
    if (sentence.text.split(/\s+/u).length < MIN_PASSAGE_WORDS) continue;
    const weight = sentence.text.match(new RegExp(topic.discussed.source, 'giu'))?.length ?? 0;
    if (!best || weight > best.weight) best = { sentence, weight };
  }
  return best?.sentence;
}

/** A finding quoting what the contract says of a topic the user asked about, when no clause on it was recognised. */
function unrecognisedTopic(topic: ContextTopic, passage: Sentence, pages: readonly DocumentPage[]): ShownFinding {
  const text = `You asked about ${topic.label}: the contract speaks of it, but not in a clause we recognise as settling it.`;
  const evidence = evidenceFrom(passage);
  return {
    headline: text,
    finding: {
      type: 'medium',
      title: `Check what it says on ${topic.label}`,
      description: `${text} Read the quoted passage and check that it says what you need.`,
      score: LEVEL_SCORE.medium,
      quotedText: evidence.quote,
      evidence,
      section: sectionLabel(passage, pages),
      category: 'Your question',
      recommendation: `If the passage does not settle ${topic.label} the way you need, ask for a clause that does before signing.`,
    },
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

import type { Sentence } from '../../text/sentences';
import { asksOnlyInGeneral, withChange } from './advice-change';
import type { KindId } from './contract-checklists';
import type { ContractSide } from './contract-roles';
import { GOODS_DELIVERED } from './deliverables';
import type { ContractFinding } from './key-findings';
import { LEVEL_SCORE, levelRank } from './risk-levels';

/**
 * A client who buys work gets, at the least, a promise that it will be done with reasonable skill and care. Where
 * a services or consulting agreement states no promise at all about how the work is done, and a clause shuts out
 * every promise it does not state (an entire-agreement or disclaimer sentence), the client has no claim if the work
 * is poor: that is the gap to close, so the client is asked for the promise, not told the clause is low risk.
 */

// Deals in which one side is paid for work the other receives.
const WORK_BOUGHT: ReadonlySet<KindId> = new Set(['services', 'consulting']);
// The clause keeps only the promises the agreement states: "no … warranties other than those contained in this
// Agreement", "disclaims all other warranties", "makes no other warranty".
const ONLY_STATED_PROMISES =
  /\bno\s+(?:[\w,]+\s+){0,4}?warrant(?:y|ies)\b[^.;]{0,120}?\b(?:other\s+than|except)\b|\bdisclaim\w*\s+(?:all\s+)?(?:other|implied)\b|\bmakes?\s+no\s+other\s+(?:\w+\s+){0,2}?warrant|\bin\s+lieu\s+of\s+(?:all|any)\s+other\b/iu;
// A promise on how the work is done or what it yields, in the words contracts use.
const WORK_STANDARD =
  /\b(?:skill\s+and\s+care|reasonable\s+(?:skill|care)|(?:professional|skil(?:l|led|ful)|diligent|workman\w*|competent|good\s+and\s+\w+|timely)\s+manner|workmanlike|professional\s+standards?|(?:good\s+)?industry\s+(?:standards?|practices?)|best\s+practices?|free\s+(?:from|of)\s+(?:material\s+)?(?:defects?|errors?)|conform\w*\s+(?:to|with)\s+(?:the\s+)?(?:specifications?|description|statement\s+of\s+work)|in\s+accordance\s+with\s+(?:the\s+)?specifications?)\b/iu;
// Words that make the standard a promise: a warranty, or a duty the provider takes on.
export const PROMISED = /\b(?:warrant\w*|represent\w*|shall|will|agrees?|undertakes?|must|covenants?)\b/iu;
// A sentence that takes a standard away rather than promising it.
export const DENIED = /\bdisclaim\w*|\bas\s+is\b|\bno\s+(?:\w+\s+){0,3}?warrant|\bdoes\s+not\s+warrant\b/iu;

const SKILL_AND_CARE_ASK =
  'Ask for a promise that the work will be done with reasonable skill and care, to the standard of a competent professional in the field: the agreement states no promise about the quality of the work, and this clause shuts out any it does not state.';

export interface WorkBoughtContext {
  kindId: KindId;
  readerSide: ContractSide | undefined;
  sentences: readonly Sentence[];
}

/** The warranty finding of a client whose services agreement promises nothing about the work, with the ask that fits. */
export function withSkillAndCareAsked(
  finding: ContractFinding,
  quoted: string,
  { kindId, readerSide, sentences }: WorkBoughtContext,
): ContractFinding {
  if (finding.rule.id !== 'warranty' || finding.missing) return finding;
  if (readerSide !== 'recipient' || !WORK_BOUGHT.has(kindId) || !ONLY_STATED_PROMISES.test(quoted)) return finding;
  // Advice already fitted to this agreement (a remedy it gives, a period it lacks) stays; so does a deal for goods.
  if (!asksOnlyInGeneral(finding) || sentences.some(({ text }) => GOODS_DELIVERED.test(text))) return finding;
  if (sentences.some(({ text }) => WORK_STANDARD.test(text) && PROMISED.test(text) && !DENIED.test(text)))
    return finding;
  const asked = withChange(finding, SKILL_AND_CARE_ASK);
  const { type } = asked.finding;
  if (levelRank(type) >= levelRank('medium'))
    return { ...asked, finding: { ...asked.finding, recommendation: SKILL_AND_CARE_ASK } };
  return {
    ...asked,
    finding: { ...asked.finding, type: 'medium', score: LEVEL_SCORE.medium, recommendation: SKILL_AND_CARE_ASK },
  };
}

import type { Level } from '@doclens/api';
import type { Sentence } from '../../text/sentences';
import { withChange } from './advice-change';
import type { ContractFinding } from './key-findings';
import { LEVEL_SCORE, levelRank } from './risk-levels';

// A party freed from liability: "X shall not be liable", "X shall have no liability", "In no event shall X be liable".
const FREED =
  /^(?:.*?\b)?(?:in\s+no\s+event|under\s+no\s+circumstances?)\s+(?:shall|will)\s+(?<inverted>[^,.;]{2,60}?)\s+be\s+(?:held\s+)?liable\b|(?<subject>[^,.;]{2,60}?)\s+(?:shall|will)\s+(?:not\s+be\s+(?:held\s+)?liable|have\s+no\s+liability|not\s+be\s+responsible)\b/iu;
// What it is freed from reaches beyond kinds of loss: any loss arising from, or caused by, what it does or provides.
const BEYOND_KINDS_OF_LOSS =
  /\bany\s+(?:and\s+all\s+)?(?:loss(?:es)?|damages?|claims?|liability)\b(?:\s*(?:,|or|and)\s*(?:loss(?:es)?|damages?|claims?))*\s+(?:(?:arising|caused|resulting|relating|howsoever|however)\b|in\s+connection\s+with)|\bno\s+liability\s+(?:whatsoever|of\s+any\s+kind)\b/iu;
// A subject that names both parties is a shared limit, not one side's.
const BOTH = /\b(?:each|either|neither|both|any)\s+(?:of\s+the\s+)?part(?:y|ies)\b|\bthe\s+parties\b/iu;
// A shared cap: "each party's total liability … shall not exceed".
const SHARED_CAP =
  /\b(?:each|either|neither)\s+party(?:['’]s)?\b[^.;]{0,120}\b(?:liabilit(?:y|ies))\b[^.;]{0,160}\b(?:exceed|limited\s+to|capped)\b/iu;

const OTHER_SIDE_FREED =
  'Another clause also shuts out most of the other side’s liability, not only indirect loss, so your claims against it are limited by that clause as well as by the cap that reads the same for both sides.';
const QUOTED_FREES =
  'This clause shuts out most of the other side’s liability, not only indirect loss; the cap that reads the same for both sides then limits what is left, so your claims are limited twice while its claims against you meet only the cap.';
const NARROW_ASK =
  'Ask that the other side’s exclusion be narrowed to indirect loss, so that the shared cap is what limits your claims, as it limits its claims against you.';

/**
 * Liability clauses read together: a cap stated for each party is balanced only when no other clause
 * frees one side from nearly all liability. Where a clause frees the other side (a named party that is
 * not the reader) from any loss arising from what it does, the reader is told its claims are limited by
 * that clause too, and the finding is at least medium.
 */
export function withLiabilityReadTogether(
  finding: ContractFinding,
  quoted: string,
  sentences: readonly Sentence[],
  readerNames: readonly string[] | undefined,
): ContractFinding {
  if (finding.rule.id !== 'limitation-of-liability' || finding.missing || !readerNames?.length) return finding;
  if (!sentences.some((sentence) => SHARED_CAP.test(sentence.text))) return finding;
  const freeing = sentences.find((sentence) => freesOtherSide(sentence.text, readerNames));
  if (!freeing) return finding;
  const told = freeing.text === quoted ? QUOTED_FREES : OTHER_SIDE_FREED;
  const description = `${finding.finding.description.replace(DIRECT_LOSS_TOLD, '')} ${told}`;
  const headline = finding.headline.replace(DIRECT_LOSS_TOLD, '');
  return atLeastMedium(withChange({ ...finding, headline, finding: { ...finding.finding, description } }, NARROW_ASK));
}

// The reading that an exclusion "does not reach direct loss", untrue of one that frees a side from any loss.
const DIRECT_LOSS_TOLD =
  /;?\s*this exclusion (?:does not reach direct loss|leaves claims for direct loss as they are)[^.]*/u;

function freesOtherSide(text: string, readerNames: readonly string[]): boolean {
  const freed = FREED.exec(text);
  const subject = freed?.groups?.inverted ?? freed?.groups?.subject;
  if (!subject || BOTH.test(subject) || !BEYOND_KINDS_OF_LOSS.test(text)) return false;
  const named = subject.replace(/^.*\b(?:the|nor|and|that)\s+/iu, '').trim();
  return /^\p{Lu}/u.test(named) && !readerNames.some((name) => name.includes(named) || named.includes(name));
}

function atLeastMedium(finding: ContractFinding): ContractFinding {
  const level: Level = 'medium';
  if (levelRank(finding.finding.type) >= levelRank(level)) return finding;
  return {
    ...finding,
    finding: { ...finding.finding, type: level, score: LEVEL_SCORE[level], recommendation: finding.change },
  };
}

import { atLowLevel, withChange, withHeadline } from './advice-change';
import type { ContractFinding } from './key-findings';
import { LEVEL_SCORE } from './risk-levels';

/** Ways a sentence names the party that ends up owning created work, built around that party's name. */
function ownerPatterns(name: string): readonly RegExp[] {
  const n = String.raw`(?:the\s+)?${name.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}\b`;
  return [
    new RegExp(String.raw`\bassigns?\b[^.;]{0,40}?\bto\s+${n}`, 'u'),
    new RegExp(
      String.raw`\b${n}\s+(?:shall|will)\s+(?:be|become|remain)\s+the\s+(?:sole\s+)?(?:and\s+)?(?:exclusive\s+)?owner\b`,
      'u',
    ),
    new RegExp(String.raw`\b(?:property|ownership)\s+of\s+${n}`, 'u'),
    new RegExp(String.raw`\bvest\w*\s+(?:solely\s+|exclusively\s+)?in\s+${n}`, 'u'),
  ];
}

/** The sentence has the named party give its own work away: "Tollery hereby assigns …". */
function assignsAway(quoted: string, name: string): boolean {
  const n = name.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  return new RegExp(
    String.raw`\b${n}\s+(?:hereby\s+)?(?:assigns|shall\s+assign|agrees\s+to\s+assign|will\s+assign)\b`,
    'u',
  ).test(quoted);
}

/**
 * The advice to keep one's own tools and assign only deliverables after payment is the creator's;
 * a reader the sentence names as the owner or assignee of the work (and not as the one assigning)
 * receives the work, so it is told what the receiving side should check instead.
 */
export function withReaderAsOwnerRead(
  finding: ContractFinding,
  quoted: string,
  readerNames: readonly string[] = [],
): ContractFinding {
  const { rule } = finding;
  if (rule.id !== 'ip-assignment' || finding.missing || finding.change !== rule.change.provider) return finding;
  const owner = readerNames.some(
    (name) => ownerPatterns(name).some((pattern) => pattern.test(quoted)) && !assignsAway(quoted, name),
  );
  if (!owner) return finding;
  return atLowLevel(withChange(withHeadline(finding, rule.impact.recipient), rule.change.recipient));
}

const AWAY_HEADLINE = 'It takes ownership away from you: you must hand rights you hold over to the other side.';
const AWAY_CHANGE =
  'Check exactly which of your rights you must hand over and when, and ask to keep those you held before the agreement or to be paid for them.';

/** The sentence transfers the reader's own rights: "assign to X all of Reader's right, title and interest", "Reader hereby assigns". */
function transfersReadersRights(quoted: string, name: string): boolean {
  const n = name.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  return (
    assignsAway(quoted, name) ||
    new RegExp(
      String.raw`\b(?:assign|transfer|convey)\w*\b[^.;]{0,80}?\b(?:all\s+(?:of\s+)?)?(?:(?:the\s+)?${n}['’]s?|your)\s+(?:entire\s+)?right,?\s+title,?\s+and\s+interest\b`,
      'iu',
    ).test(quoted)
  );
}

/**
 * A reader bound to hand over rights it holds (its domain names, its improvements) gives ownership
 * away: it is told so, whatever side the detection first took, and not told that it secures ownership.
 */
export function withReaderAssigningAwayRead(
  finding: ContractFinding,
  quoted: string,
  readerNames: readonly string[] = [],
): ContractFinding {
  if (finding.rule.id !== 'ip-assignment' || finding.missing) return finding;
  if (!readerNames.some((name) => transfersReadersRights(quoted, name))) return finding;
  const retold = withChange(withHeadline(finding, AWAY_HEADLINE), AWAY_CHANGE);
  const level = finding.rule.risk.provider;
  return {
    ...retold,
    // Raised above low, the change is one to negotiate, not one told as optional.
    finding: {
      ...retold.finding,
      type: level,
      score: Math.max(retold.finding.score, LEVEL_SCORE[level]),
      recommendation: AWAY_CHANGE,
    },
  };
}

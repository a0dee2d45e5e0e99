import { escapeRegExp } from '../../text/words';
import { atLowLevel, withChange, withHeadline } from './advice-change';
import { licensesEarlierWork } from './agreement-gives';
import { sideOfRoleWord } from './contract-roles';
import type { ContractFinding } from './key-findings';
import { LEVEL_SCORE } from './risk-levels';
import { ON_CREATION_CHANGE } from './told-objects';

/** Ways a sentence names the party that ends up owning created work, built around that party's name. */
function ownerPatterns(name: string): readonly RegExp[] {
  const n = String.raw`(?:the\s+)?${escapeRegExp(name)}\b`;
  return [
    new RegExp(String.raw`\bassigns?\b[^.;]{0,160}?\bto\s+${n}`, 'u'),
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
  const n = escapeRegExp(name);
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
  const creatorsAdvice = finding.change === rule.change.provider || finding.change === ON_CREATION_CHANGE;
  if (rule.id !== 'ip-assignment' || finding.missing || !creatorsAdvice) return finding;
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
  const n = escapeRegExp(name);
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

// A licence to work made before or outside the agreement: "Prior Inventions", "pre-existing material", "Background IP".
const EARLIER_WORK = /\b(?:pre-?existing|prior|background|existing)\b/iu;
const OWNED_AND_LICENSED =
  'No change needed: the contract already says ownership passes to you, and you already hold a licence to earlier work of the other side built into it; check that the licence lasts as long as you use the work.';
const OWNED_ONLY =
  'The clause already says ownership passes to you; make sure you also get a licence for any pre-existing material included in it.';

/** A sentence grants the named party a licence to earlier work: "grants the Company a perpetual licence to that Prior Invention". */
function licensesEarlierWorkTo(text: string, name: string): boolean {
  const n = escapeRegExp(name);
  const grant = new RegExp(String.raw`\bgrant\w*\s+(?:to\s+)?(?:the\s+)?${n}\b[^.;]{0,120}?\blicen[cs]e\b`, 'u');
  return grant.test(text) && EARLIER_WORK.test(text);
}

/**
 * The receiving side's advice asks that ownership pass to it and that it get a licence to earlier work
 * built in; where the quoted sentence already makes the reader the owner, only what is left is asked,
 * and nothing where another sentence licenses the earlier work to it.
 */
export function withOwnershipGivenRead(
  finding: ContractFinding,
  quoted: string,
  sentences: readonly { text: string }[],
  readerNames: readonly string[] = [],
  earlierWorkLicensed = false,
): ContractFinding {
  const { rule } = finding;
  if (rule.id !== 'ip-assignment' || finding.missing) return finding;
  // Where the reader's party is unknown, the advice was told for each side ("If you are …"): the assignee is named instead.
  const toldForEachSide = readerNames.length === 0 && finding.change?.startsWith('If you are ');
  if (finding.change !== rule.change.recipient && !toldForEachSide) return finding;
  const owner = readerNames.find(
    (name) => ownerPatterns(name).some((pattern) => pattern.test(quoted)) && !assignsAway(quoted, name),
  );
  if (!owner) return readerNames.length === 0 ? withAssigneeUnknownRead(finding, quoted, sentences) : finding;
  const licensed =
    earlierWorkLicensed || sentences.some(({ text }) => readerNames.some((name) => licensesEarlierWorkTo(text, name)));
  return licensed ? atLowLevel(withChange(finding, OWNED_AND_LICENSED)) : withChange(finding, OWNED_ONLY);
}

// The party a present assignment names as receiving: "Acme hereby assigns to Brightwick all …", "assigns … to Brightwick".
const ASSIGNEE =
  /\bassigns?\b(?:\s+and\s+agrees\s+to\s+assign)?\s+(?:to\s+(?:the\s+)?(\p{Lu}[\p{L}-]*)\b|[^.;]{0,160}?\bto\s+(?:the\s+)?(\p{Lu}[\p{L}-]*)\b)/u;

// A name as a sentence gives it: a capitalised word, or a placeholder of a form left to be filled in ("[DAO NAME]").
const NAMED = String.raw`(\[[^\]]{1,40}\]|\p{Lu}[\p{L}-]*)`;
// The party a sentence makes the owner: "shall be the sole property of Brightwick", "vests exclusively in [CLIENT]",
// "is owned exclusively by Brightwick".
const MADE_OWNER = new RegExp(
  String.raw`\b(?:(?:sole|exclusive)\s+(?:and\s+exclusive\s+)?)?property\s+of\s+(?:the\s+)?${NAMED}|\bvest(?:s|ed)?\s+(?:solely\s+|exclusively\s+)?in\s+(?:the\s+)?${NAMED}|\bowned\s+(?:solely\s+|exclusively\s+)?by\s+(?:the\s+)?${NAMED}`,
  'u',
);

/** The party the sentence passes ownership to, or makes the owner, by the name the sentence gives it. */
function namedNewOwner(quoted: string): string | undefined {
  const assigned = ASSIGNEE.exec(quoted);
  const made = MADE_OWNER.exec(quoted);
  return assigned?.[1] ?? assigned?.[2] ?? made?.[1] ?? made?.[2] ?? made?.[3];
}

/**
 * Where the reader's party is not known, a sentence that passes ownership to a named party is told for
 * either side: only if that party is the reader does it secure what the reader pays for.
 */
function withAssigneeUnknownRead(
  finding: ContractFinding,
  quoted: string,
  sentences: readonly { text: string }[],
): ContractFinding {
  const assignee = namedNewOwner(quoted);
  if (!assignee) return finding;
  const licensed = sentences.some(({ text }) => licensesEarlierWork(text, [assignee]));
  const given = licensed
    ? `the clause passes ownership to ${assignee}, and another grants it a licence to earlier material built in`
    : `the clause passes ownership to ${assignee}`;
  const changed = withChange(
    finding,
    `No change needed if ${assignee} is your side: ${given}. If not, check exactly which of your rights pass to ${assignee}, and ask to keep those you held before the agreement.`,
  );
  // The receiving side's "secures ownership of what you pay for" holds only if the assignee is the reader: told so
  // where the assignee is named by no word of the reader's side ("Customer") and the sentence is not read as given to it.
  const readersOwnWord = sideOfRoleWord(assignee) === 'recipient' || finding.readerRelation === 'benefits';
  if (finding.headline !== finding.rule.impact.recipient || readersOwnWord) return changed;
  // Told from the receiving side, a new owner named by a word of the providing side ("Provider") is the other side.
  if (sideOfRoleWord(assignee) === 'provider')
    return withChange(
      withHeadline(
        finding,
        `It passes ownership of what it names to ${assignee}, the other side: you give those rights up.`,
      ),
      `Check exactly which of your rights pass to ${assignee}, and ask to keep those you held before the agreement.`,
    );
  return withHeadline(
    changed,
    `It passes ownership of what it names to ${assignee}: that secures it for you only if ${assignee} is your side; if not, you give those rights up.`,
  );
}

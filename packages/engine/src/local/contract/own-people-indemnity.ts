import { escapeRegExp } from '../../text/words';
import { atLowLevel, withChange, withHeadline } from './advice-change';
import type { ContractFinding } from './key-findings';

// The people who act for a party: its staff, its officers and those it appoints.
const PEOPLE =
  '(?:officers?|directors?|employees?|staff|personnel|designees?|delegates?|committees?|trustees?|fiduciar(?:y|ies)|administrators?)';
// Where the list of those protected ends and what they are protected from begins.
const PROTECTED_END = /\b(?:from|against|for|in\s+respect\s+of|with\s+respect\s+to)\b/iu;
const HEAD_SPLIT = /\s*(?:,\s*(?:and|or)?|\band\b|\bor\b)\s*/iu;
const VERB_WORDS = /^(?:and|or|defend|hold|save|harmless|indemnify|keep)$/iu;
// A party of the deal named by its generic role word ("the Agent", "the Supplier"): the other side, not one's own people.
const OTHER_SIDE_ROLE =
  /^(?:the\s+)?(?:other\s+party|agent|contractor|consultant|supplier|seller|vendor|provider|service\s+provider|customer|client|buyer|purchaser|licensor|licensee|distributor|manufacturer|landlord|tenant|lessor|lessee)s?\b/iu;

/**
 * Whether an indemnity protects only the giver's own people: its officers, employees, committee or
 * those it appoints ("its benefits committee and any Acme employee to whom duties are delegated").
 * "Its officers" counts as the giver's only as the first protected: after another party it is that
 * party's. An indemnity naming the other party, by name or role, protects the other side.
 */
export function protectsOnlyOwnPeople(giver: string, afterVerb: string, otherNames: readonly string[] = []): boolean {
  const end = PROTECTED_END.exec(afterVerb);
  const words = afterVerb.slice(0, end?.index ?? Math.min(afterVerb.length, 200));
  const heads = words
    .split(HEAD_SPLIT)
    .map((head) => head.trim())
    .filter((head) => head !== '' && !VERB_WORDS.test(head));
  if (heads.length === 0) return false;
  const name = escapeRegExp(giver.replace(/^the\s+/iu, ''));
  const own = new RegExp(
    String.raw`^(?:(?:any|each|all|every|the)\s+)?(?:${name}['’]?s?\s+(?:own\s+)?(?:[\p{L}-]+\s+)?${PEOPLE}|(?:its|his|her|their)\s+(?:own\s+)?(?:[\p{L}-]+\s+)?${PEOPLE})\b`,
    'iu',
  );
  const ownAnywhere = new RegExp(
    String.raw`^(?:(?:any|each|all|every|the)\s+)?${name}['’]?s?\s+(?:own\s+)?(?:[\p{L}-]+\s+)?${PEOPLE}\b`,
    'iu',
  );
  const first = heads[0] ?? '';
  const namesOwn = own.test(first) || heads.some((head) => ownAnywhere.test(head));
  const namesOther = heads.some(
    (head) =>
      OTHER_SIDE_ROLE.test(head) ||
      otherNames.some((other) => new RegExp(String.raw`\b${escapeRegExp(other)}\b`, 'iu').test(head)),
  );
  return namesOwn && !namesOther;
}

const OWN_PEOPLE_HEADLINE =
  'It protects your own people (your officers, employees or those you appoint), not the other side: it is not a promise to pay claims against the other side.';
const OWN_PEOPLE_CHANGE = 'No change needed: it covers your own people, not the other side.';

/** The reader's indemnity of its own people, told as what it is: no cost the other side can call on. */
export function asOwnPeopleIndemnity(finding: ContractFinding): ContractFinding {
  const retold = withHeadline(finding, OWN_PEOPLE_HEADLINE);
  const description = retold.finding.description.replace(
    /(\(your side\) gives this promise) to [^.]+\./u,
    '$1 to its own people.',
  );
  return atLowLevel(withChange({ ...retold, finding: { ...retold.finding, description } }, OWN_PEOPLE_CHANGE));
}

import { withChange } from './advice-change';
import type { ContractFinding } from './key-findings';

/**
 * A licence the reader grants (a contributor's, an author's, a speaker's) is told with what the reader should check
 * in its own sentence: what it lets the other side do with the work, whether they may pass it on to others, and what
 * the reader keeps. The rule's general ask ("keep it limited, revocable on breach") says none of that, and on a low
 * finding it would be dropped, leaving only that the clause binds the reader.
 */

// The rule's general ask to the side that grants (`ip-clause-rules.ts`).
const GENERAL_GRANTOR_ASK = 'Keep the licence limited to what the deal needs, revocable on breach.';

// What a licence lets its holder do with the work, in the order the sentence lists them.
const USES =
  /\b(?:use|host|store|cache|copy|reproduce|record|publish|republish|distribute|display|perform|broadcast|transmit|modify|adapt|translate|edit|make\s+derivative\s+works|create\s+derivative\s+works|prepare\s+derivative\s+works|sell|include|archive)\b/giu;
// The holder may license others in turn, unless the sentence says it may not.
const SUBLICENSABLE = /\bsub-?licens(?:e|able|ing)\b|\bright\s+to\s+grant\s+(?:sub-?)?licen[cs]es\b/iu;
const NOT_SUBLICENSABLE =
  /\bnon-?\s?sub-?licens\w*|\b(?:no|without\s+(?:the|any))\s+right\s+to\s+sub-?licen[cs]e|\bnot\s+(?:be\s+)?(?:sub-?licensable|entitled\s+to\s+sub-?licen[cs]e)/iu;
// A licence not made exclusive is non-exclusive: its grantor keeps its own rights.
const NON_EXCLUSIVE = /\bnon-?\s?exclusive\b/iu;
const EXCLUSIVE = /\bexclusive\b/iu;

/** The uses the sentence grants, once each, as a list to read ("reproduce, modify and publish"). */
function usesGranted(quoted: string): string | undefined {
  const uses = [...new Set([...quoted.matchAll(USES)].map((match) => match[0].toLowerCase().replace(/\s+/gu, ' ')))];
  if (uses.length === 0) return undefined;
  const last = uses.pop();
  return uses.length === 0 ? last : `${uses.join(', ')} and ${last}`;
}

/** What the reader should check in a licence it grants, read from the sentence that grants it. */
function checksOfGrant(quoted: string): string {
  const uses = usesGranted(quoted);
  const scope = uses
    ? `Check what it lets the other side do with what you license (${uses}) and that this is no wider than the deal needs.`
    : 'Check what it lets the other side do with what you license and that this is no wider than the deal needs.';
  const passedOn =
    SUBLICENSABLE.test(quoted) && !NOT_SUBLICENSABLE.test(quoted)
      ? ' It lets them sublicense, so others you do not deal with may use it too.'
      : '';
  const kept = NON_EXCLUSIVE.test(quoted)
    ? ' It is non-exclusive: you keep the right to use it yourself and to license it to others.'
    : EXCLUSIVE.test(quoted)
      ? ' It is exclusive: you may not license it to anyone else, so check whether you may still use it yourself.'
      : ' It is not made exclusive, so you keep the right to use it yourself and to license it to others.';
  return `${scope}${passedOn}${kept}`;
}

/** The advice on a licence the reader's side grants, fitted to its sentence; any other finding as it is. */
export function withGrantedLicenceRead(finding: ContractFinding, quoted: string): ContractFinding {
  if (finding.rule.id !== 'license-grant' || finding.missing || finding.readerRelation !== 'owes') return finding;
  if (finding.change !== GENERAL_GRANTOR_ASK) return finding;
  return withChange(finding, checksOfGrant(quoted));
}

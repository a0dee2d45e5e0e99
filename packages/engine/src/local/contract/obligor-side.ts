import { INDEMNIFY } from './clause-operatives';
import { directionOf } from './contract-direction';
import type { ContractSide } from './contract-roles';

/**
 * Which side gives an indemnity, read from the role word naming its giver ("The Tenant shall
 * indemnify…"), for the detection's first reading. The analysis then reads every clause against
 * the parties the contract names (`clause-orientation.ts`), which also covers "APOLLO agrees to indemnify".
 * Without a role word for its giver, an indemnity protecting an agent, underwriter or adviser is given
 * by the party that engages and pays that agent, and so is one given by an issuer or fund: the client.
 */
export function indemnitySide(sentence: string): ContractSide | undefined {
  if (!/\bindemnif|\bharmless\b/iu.test(sentence)) return undefined;
  const direction = directionOf(sentence, []);
  if (direction?.form === 'duty' && direction.obligor.kind === 'side') return direction.obligor.side;
  if (direction) return undefined;
  const text = sentence.replace(/\s+/gu, ' ');
  const verb = INDEMNIFY.exec(text);
  if (!verb) return undefined;
  const giverWords = text.slice(0, verb.index);
  if (ENGAGED_AGENT.test(giverWords)) return undefined;
  if (FIRST_PROTECTED_AGENT.test(text.slice(verb.index + verb[0].length))) return 'recipient';
  return ISSUER_GIVER.test(giverWords) ? 'recipient' : undefined;
}

// Someone engaged to sell, place or advise on the client's securities or funds.
const AGENT = String.raw`(?:the\s+|each\s+)?(?:(?:sales|selling|placement|remarketing|marketing|financial)\s+)?(?:agents?|underwriters?|dealer[\s-]+managers?|(?:investment\s+)?advis[eo]rs?)\b`;
const ENGAGED_AGENT = new RegExp(String.raw`\b${AGENT}`, 'iu');
// The agent named first among those protected ("indemnify and hold harmless the Agent, its officers …"),
// not one among the protected party's own people ("indemnify Acme, its officers and agents").
const FIRST_PROTECTED_AGENT = new RegExp(
  String.raw`^(?:\s*(?:,|and|or|defend|hold|save|harmless|indemnify)\b)*\s*${AGENT}`,
  'iu',
);
// The party offering its own securities or fund shares, as the subject (alone or with its bank: "the
// Company and the Bank jointly and severally agree"), is the one that engages the agent.
const ISSUER_GIVER =
  /(?:^|[,;:)]\s*)(?:each\s+of\s+)?(?:the\s+)?(?:[\p{Lu}][\p{L}-]*\s+)?(?:company|issuer|issuing\s+entit(?:y|ies)|fund|transaction\s+entit(?:y|ies))\s+(?:\([^)]*\)\s+)?(?:and\s+(?:the\s+)?\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?\s+)?(?:,?\s*jointly\s+and\s+severally,?\s+)?(?:will|shall|agrees?|hereby|covenants?|undertakes?)\b/iu;

// What the minimum is of: goods to supply put it on the provider, purchases and payments on the recipient.
// People or hours a party must put in are supplied by it: "staff a minimum of twenty nurses", "a minimum
// staffing commitment", "a minimum commitment of twenty nurses … provided by".
const SUPPLY_MINIMUM =
  /\b(?:supply|deliver|manufacture|produce|provide|make\s+available|staff|assign|deploy)\b[^.;]{0,60}\b(?:minimum|at\s+least|not\s+less\s+than|no\s+less\s+than)\b|\bminimum\s+(?:supply|delivery|production|output|capacity|service\s+levels?|staffing|headcount)\b|\bminimum\b[^.;]{0,60}\b(?:provided|supplied|delivered|furnished|staffed)\s+by\b/iu;
const PURCHASE_MINIMUM =
  /\b(?:purchase|order|buy|spend|pay)\w*\b[^.;]{0,60}\b(?:minimum|at\s+least|not\s+less\s+than|no\s+less\s+than)\b|\bminimum\s+(?:annual\s+|monthly\s+|quarterly\s+|guaranteed\s+)?(?:purchase|order|payment|fee|royalt\w*|spend)s?\b/iu;
// A bare "minimum commitment" (often a heading) says what it is of only when nothing else does: usually a purchase.
const BARE_COMMITMENT = /\bminimum\s+(?:annual\s+|monthly\s+|quarterly\s+|guaranteed\s+)?commitments?\b/iu;

/** Which side a minimum commitment binds, from what it is a minimum of; undefined when both or neither. */
export function minimumCommitmentSide(sentence: string): ContractSide | undefined {
  const supplies = SUPPLY_MINIMUM.test(sentence);
  const purchases = PURCHASE_MINIMUM.test(sentence) || (!supplies && BARE_COMMITMENT.test(sentence));
  if (supplies === purchases) return undefined;
  return supplies ? 'provider' : 'recipient';
}

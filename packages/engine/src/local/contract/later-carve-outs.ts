import { isBareHeading } from '../../text/quote-shape';
import type { Sentence } from '../../text/sentences';
import type { ClauseRule } from './clause-rule';

/**
 * A clause whose first sentence binds "each party" or "neither party" can be made one-sided by a later
 * sentence of the same clause: "Notwithstanding the foregoing, Acme may assign to its affiliates" lets one
 * named party act alone, and "The exclusions in this Section shall not apply to Acme's indemnity" lifts the
 * limit for claims against one party. Calling such a clause alike for both would be false, so the finding
 * names the party the later sentence treats differently.
 */
export interface LaterCarveOut {
  /** The party named in the later sentence. */
  party: string;
  /**
   * It may act alone (`acts-alone`), claims against it are not limited (`limit-lifted`), or another
   * sentence of the same section puts the clause's duty on it alone (`bound-alone`, `section-mutuality.ts`).
   */
  effect: 'acts-alone' | 'limit-lifted' | 'bound-alone';
}

/** How many sentences after the quoted one still belong to its clause, at most. */
const SAME_CLAUSE_REACH = 4;

/** A party's name: capitalised words (read case-sensitively, since a name is told by its capitals). */
const NAME = String.raw`(\p{Lu}[\p{L}\d&.'’-]*(?:\s+\p{Lu}[\p{L}\d&.'’-]*){0,3})`;
/** Capitalised words that name no party: a section, the agreement, a defined kind of information, both sides. */
const NOT_A_PARTY =
  /^(?:the|this|these|that|such|each|either|neither|both|any|no|all|section|article|clause|paragraph|schedule|exhibit|agreement|party|parties|confidential|intellectual|gross|wilful|willful|fraud|notwithstanding|however|except|provided|losses|damages|claims?)\b/iu;

/** An opening that makes a sentence an exception to what came before, then a named party that may act. */
const ACTS_ALONE = new RegExp(
  String.raw`^\s*(?:\(?[0-9a-z]{1,4}(?:\.[0-9]+)*[.)]\s+)?(?:[Nn]otwithstanding\s+[^,]{0,80},\s*|[Hh]owever\s*,\s*|[Nn]evertheless\s*,\s*|[Pp]rovided\s*,?\s*(?:however\s*,?\s*)?that\s+|[Ee]xcept\s+that\s+)(?:[Tt]he\s+)?${NAME}\s+(?:may|can|shall\s+be\s+(?:entitled|free|permitted)\s+to|(?:is|are)\s+(?:entitled|free|permitted)\s+to)\s+(?:\p{L}+ly\s+)?(\p{L}+)`,
  'u',
);
/** A limit or exclusion said not to apply, and to what. */
const LIMIT_LIFTED =
  /\b(?:limitations?|exclusions?|limits?|foregoing|caps?|(?:this|that|the\s+preceding)\s+(?:section|article|clause|paragraph)|sections?\s+\d[\d.]*(?:\s*(?:,|and|or)\s*\d[\d.]*)*)\b[^.]{0,80}\b(?:shall|will|do|does)\s+not\s+apply\s+(?:to|in\s+respect\s+of|with\s+respect\s+to)\b([^.]{0,160})/iu;
/** The carve-out covers both sides alike ("either party's indemnity", "a party's breach of confidentiality"). */
const BOTH_SIDES = /\b(?:either|each|both|any|a|the\s+other|neither)\s+part(?:y|ies)\b|\bthe\s+parties\b/iu;
/** The party a lifted limit concerns: "Acme's indemnity", "any breach by Acme", "the obligations of Acme". */
const CONCERNED_PARTY = new RegExp(String.raw`${NAME}['’]s?\s|\b(?:of|by)\s+(?:the\s+)?${NAME}`, 'gu');

/** A sentence opening a numbered clause ("10.", "Section 10", "10.2"): its top-level number. */
const OPENING_NUMBER = /^\s*(?:(?:section|article|clause)\s+)?(\d{1,3})(?:\.\d{1,3})*\.?\s/iu;

/** The later sentence of the quoted sentence's clause that treats one named party differently, if any. */
export function laterCarveOut(
  rule: ClauseRule,
  quoted: Sentence,
  sentences: readonly Sentence[],
): LaterCarveOut | undefined {
  const top = OPENING_NUMBER.exec(quoted.text)?.[1];
  const at = sentences.findIndex((sentence) => sentence.index === quoted.index);
  if (at < 0) return undefined;
  for (const sentence of sentences.slice(at + 1, at + 1 + SAME_CLAUSE_REACH)) {
    if (isBareHeading(sentence.text)) return undefined;
    const number = OPENING_NUMBER.exec(sentence.text)?.[1];
    if (number !== undefined && number !== top) return undefined;
    const found = carveOutIn(rule, quoted.text, sentence.text);
    if (found) return found;
  }
  return undefined;
}

function carveOutIn(rule: ClauseRule, quoted: string, text: string): LaterCarveOut | undefined {
  const [, alone, act] = ACTS_ALONE.exec(text) ?? [];
  // The permission must be of the clause's own act (assigning, after a bar on assigning), not another topic.
  if (
    alone &&
    act &&
    isPartyName(alone) &&
    (sameAct(act, quoted) || rule.patterns.some((pattern) => pattern.test(text)))
  ) {
    return { party: alone, effect: 'acts-alone' };
  }
  const lifted = LIMIT_LIFTED.exec(text)?.[1];
  if (lifted === undefined || BOTH_SIDES.test(lifted)) return undefined;
  const party = [...lifted.matchAll(CONCERNED_PARTY)].map((match) => match[1] ?? match[2] ?? '').find(isPartyName);
  return party ? { party, effect: 'limit-lifted' } : undefined;
}

/** Whether the quoted sentence speaks of the act ("assign" after "may not assign", "assignment"). */
function sameAct(act: string, quoted: string): boolean {
  const stem = act.toLowerCase().slice(0, Math.max(4, act.length - 2));
  return stem.length >= 4 && quoted.toLowerCase().includes(stem);
}

function isPartyName(name: string): boolean {
  return name.length > 1 && !NOT_A_PARTY.test(name);
}

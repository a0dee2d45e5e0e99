import type { ContractParty } from '@doclens/api';
import { isPartyWord } from './contract-roles';

/**
 * A right that belongs to, or binds, someone who is not a party: "Licensor reserves on behalf of the
 * Government a royalty-free licence", "rights reserved to the State", "a right of first refusal over
 * transfers of shares by each holder thereof". Such a right is neither the reader's nor one the other side
 * grants it, and does not restrict the reader's own dealings: it is told as someone else's.
 */
export interface OutsiderStake {
  /**
   * The outsider keeps the right (`holds`), the right covers the outsider's own dealings (`bound`), or
   * the sentence limits the outsider's own liability (`limited`: a subcontractor's liability to third parties).
   */
  stake: 'holds' | 'bound' | 'limited';
  /** The sentence's words naming the outsider ("the Government", "each holder thereof"). */
  who: string;
  /** What is kept: a licence, or a right of another kind. */
  what: 'licence' | 'right';
  /** Which party keeps it for the outsider ("Licensor reserves on behalf of …"), when the sentence says. */
  keptBy?: 'reader' | 'other';
}

// A named outsider ("the Government", "the United States", "the Underwriters") or "any third party".
const NAMED = String.raw`(?:the\s+|any\s+|each\s+)?\p{Lu}[\p{L}.'’&-]*(?:\s+(?:of\s+)?\p{Lu}[\p{L}.'’&-]*){0,4}`;
const THIRD_PARTY = String.raw`(?:any\s+|a\s+|each\s+)?third\s+part(?:y|ies)`;
const OUTSIDER = `(${NAMED}|${THIRD_PARTY})`;
// What a reservation keeps: a licence, a right, an option, an interest.
const KEPT_THING = /\b(?:licen[cs]es?|rights?|options?|interests?|privileges?)\b/iu;
const KEPT_WINDOW = 160;

// "X reserves on behalf of the Government", "X retains for the benefit of any third party".
const KEPT_ON_BEHALF = new RegExp(
  String.raw`\b(?:reserves?|retains?|keeps?|reserving|retaining)\s+(?:(?:to\s+itself\s+and\s+)?(?:on\s+behalf\s+of|for\s+the\s+benefit\s+of|for|to))\s+${OUTSIDER}`,
  'u',
);
// "rights reserved to the State", "is retained by the Government".
const KEPT_PASSIVELY = new RegExp(
  String.raw`\b(?:reserved|retained)\s+(?:to|for|by|on\s+behalf\s+of|for\s+the\s+benefit\s+of)\s+${OUTSIDER}`,
  'u',
);

// The dealings a right of first refusal or offer covers: "transfers of shares … by each holder thereof".
const DEALINGS_BY =
  /\b(?:transfers?|sales?|dispositions?|assignments?|offers?)\b[^.;]{0,100}?\bby\s+((?:the\s+|any\s+|each\s+|a\s+|an\s+|its\s+|their\s+|such\s+)?(?:[\p{L}-]+\s+){0,2}?(?:holders?(?:\s+(?:thereof|of\s+(?:record|shares|stock|securities)))?|stockholders?|shareholders?|members?|founders?|owners?|employees?|\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*){0,2}))/u;
// "the liability of the sub-processor shall be limited to", "third-party liability of any subcontractor shall not
// exceed": a limit on what someone working under a party owes, not on what the parties owe each other.
const LIABILITY_OF_OUTSIDER =
  /\bliabilit(?:y|ies)\s+of\s+((?:the\s+|any\s+|each\s+|such\s+|a\s+)?sub-?\s?(?:processors?|contractors?|licensees?|suppliers?|vendors?))\b[^.;]{0,80}?\b(?:(?:shall|will)\s+(?:be\s+)?(?:limited|capped|restricted)\s+to|(?:shall|will)\s+not\s+exceed)\b/iu;
const DETERMINERS = /^(?:the|any|each|a|an|its|their|such)\s+/iu;
// Capitalised words that name a time, a place or a document, not a person: "retains for the Term".
const NOT_A_PERSON =
  /^(?:term|terms|period|territory|agreement|duration|life|time|field|purposes?|use|section|article|exhibit|schedule|appendix|date|effective|initial|renewal)$/u;

/** Who outside the parties keeps the right the sentence reserves, or whose dealings a first refusal covers. */
export function outsiderStake(
  sentence: string,
  parties: readonly ContractParty[],
  dealings: boolean,
): OutsiderStake | undefined {
  const text = sentence.replace(/\s+/gu, ' ');
  for (const pattern of [KEPT_ON_BEHALF, KEPT_PASSIVELY]) {
    const kept = pattern.exec(text);
    const who = kept?.[1];
    if (!kept || !who || !isOutsider(who, parties)) continue;
    const after = text.slice(kept.index, kept.index + kept[0].length + KEPT_WINDOW);
    const thing = KEPT_THING.exec(after);
    if (!thing) continue;
    return { stake: 'holds', who: trimmed(who), what: /^licen/iu.test(thing[0]) ? 'licence' : 'right' };
  }
  const limited = LIABILITY_OF_OUTSIDER.exec(text)?.[1];
  // One working under a party ("sub-processor") is no party, even where "processor" names one; unless named so.
  if (limited && !namesAParty(limited, parties)) return { stake: 'limited', who: trimmed(limited), what: 'right' };
  if (!dealings) return undefined;
  const who = DEALINGS_BY.exec(text)?.[1];
  if (who && isOutsider(who, parties)) return { stake: 'bound', who: trimmed(who), what: 'right' };
  return undefined;
}

/** Words naming no party of the contract: not its names or short names, and no role word such as "Company". */
function isOutsider(words: string, parties: readonly ContractParty[]): boolean {
  const bare = trimmed(words).replace(DETERMINERS, '').toLowerCase();
  if (bare.length < 2 || /^(?:itself|themselves|you|us|we)$/u.test(bare)) return false;
  const head = bare.split(/\s+/u).at(-1) ?? bare;
  if (NOT_A_PERSON.test(head) || NOT_A_PERSON.test(bare.split(/\s+/u)[0] ?? '')) return false;
  if (isPartyWord(bare) || isPartyWord(head) || isPartyWord(head.replace(/s$/u, ''))) return false;
  return !namesAParty(words, parties);
}

function namesAParty(words: string, parties: readonly ContractParty[]): boolean {
  const bare = trimmed(words).replace(DETERMINERS, '').toLowerCase();
  return parties.some((party) =>
    [party.name, ...party.aliases].some((name) => {
      const known = name
        .toLowerCase()
        .replace(/^the\s+/u, '')
        .replace(/['’]s$/u, '');
      return known.length >= 2 && (bare === known || bare.includes(known) || known.includes(bare));
    }),
  );
}

function trimmed(words: string): string {
  return words.replace(/[.,;:]+$/u, '').trim();
}

/** What the finding says of a right kept for, or over the dealings of, someone outside the parties. */
export function outsiderStakeTold(stake: OutsiderStake): { impact: string; change: string; meaning?: string } {
  const who = `${stake.who} (not a party to the agreement)`;
  if (stake.stake === 'limited')
    return {
      meaning: `This limits the liability of ${stake.who}, who works under a party, not what one side can claim from the other.`,
      impact: `It limits the liability of ${who}, not what the parties owe each other: this sentence does not cap what your side can claim from the other side.`,
      change: 'No change needed for your side: the limit is on someone outside the agreement.',
    };
  if (stake.stake === 'bound')
    return {
      impact: `It covers dealings by ${who}, not your side’s own dealings: it does not restrict you.`,
      change: 'No change needed: it does not restrict your side.',
    };
  const impact =
    stake.keptBy === 'reader'
      ? `Your side keeps this ${stake.what} for ${who}: it is not the other side’s, and what the other side receives is subject to it.`
      : stake.keptBy === 'other'
        ? `This ${stake.what} is kept for ${who}: it is not yours, and your side does not grant it. Your own rights under the agreement are subject to it.`
        : `This ${stake.what} is kept for ${who}: it belongs to neither party, and the rights the agreement gives are subject to it.`;
  return {
    impact,
    change: `No change needed for your side: the ${stake.what} is kept for ${stake.who}, not given between you and the other side; check that your own rights still suit you with it in place.`,
  };
}

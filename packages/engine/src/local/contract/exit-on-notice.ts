import { WHENEVER_IT_LIKES } from './at-will-wording';
import type { OrientedClause } from './clause-orientation';
import { FOR_CAUSE } from './clause-rule';
import { runningStateOf } from './provision-scope';

// "Either party may (at any time) terminate / cancel / end this Agreement … notice", also with a first
// period set between commas ("either party may, after the first year, terminate …").
const EITHER_MAY_END = new RegExp(
  String.raw`\b(?:either|each|any)\s+part(?:y|ies)\s+(?:shall\s+have\s+the\s+right\s+to|has\s+the\s+right\s+to|may|can|is\s+entitled\s+to)\s*(?:,[^,.;]{1,60},)?\s+(?:(?:${WHENEVER_IT_LIKES.source})[,\s]+)*(?:terminate|cancel|end)\b`,
  'iu',
);
// "… unless terminated … upon thirty (30) days' written notice by either party".
const ENDED_ON_NOTICE_BY_EITHER =
  /\b(?:terminat\w*|cancel\w*)\b[^.;]{0,120}?\bnotice\b[^.;]{0,40}?\bby\s+(?:either|any)\s+part(?:y|ies)\b/iu;
// "… may be terminated … (b) by either party upon ten (10) days' notice": the passive, with the notice after the party.
const ENDED_BY_EITHER_ON_NOTICE =
  /\b(?:terminat\w*|cancel\w*)\b[^.;]{0,120}?\bby\s+(?:either|any)\s+part(?:y|ies)\b[^.;]{0,60}?\bnotice\b/iu;
// Notice that only stops the next term ("before the end of the then-current term", "non-renewal") is no way out at any time;
// a right to "terminate this Agreement prior to expiration of the Term" is an early way out, not such notice.
const ONLY_AT_TERM_END =
  /(?<!\bterminate\s+(?:this\s+)?(?:agreement|contract)\s+)\b(?:prior\s+to|before|preceding|at|upon|on|as\s+of|effective\s+(?:at|on|as\s+of))\s+(?:the\s+)?(?:end|expir\w*|conclusion|anniversary)\b|\bnon[-\s]?renew\w*/iu;

// A right that exists only on an event ("if the Supply Agreement ends before …", "in the event that …"), unless
// the sentence also says it needs no reason.
export const ONLY_ON_AN_EVENT = /\b(?:if|in\s+the\s+event\s+(?:that|of)|upon\s+the\s+occurrence\s+of|should)\b/iu;
// The agreement itself as what is ended ("terminate this Agreement", "terminate the Framework Terms"), not one use under it.
const THE_AGREEMENT_ENDED =
  /\b(?:terminate|cancel|end)\s+(?:this|the|these)\s+(?:\p{Lu}[\p{L}-]*\s+){0,2}(?:agreement|contract|terms)\b/iu;

// A condition within the words of the right, before any comma: "may terminate … for any reason if no Order is active".
const CONDITION_ON_THE_RIGHT =
  /\b(?:terminate|cancel|end)\b[^,;]{0,80}?\b(?:if|once|unless|so\s+long\s+as|provided\s+that)\b/iu;

// The start of the next limb of a list ("…, and (b) either party may …", "; or"): another right, read on its own.
const NEXT_LIMB = /;|,?\s+(?:and|or)?\s*\((?:[b-h]|ii|iii|iv|v|vi)\)\s/iu;

/**
 * Whether the sentence lets both parties end the agreement on notice whenever they choose, for no
 * reason: what makes an automatic renewal or a long term no lock-in. A right to end it for a breach
 * or default, or only if some event happens, or only while no order or subscription runs, or notice
 * that only stops the next term, is not that.
 */
export function letsEitherPartyLeaveOnNotice(sentence: string): boolean {
  const text = sentence.replace(/\s+/gu, ' ');
  const exit =
    EITHER_MAY_END.exec(text) ?? ENDED_ON_NOTICE_BY_EITHER.exec(text) ?? ENDED_BY_EITHER_ON_NOTICE.exec(text);
  if (!exit) return false;
  const from = text.slice(exit.index);
  // A later limb that gives another exit, for breach, does not make this one an exit for breach.
  const limbEnd = NEXT_LIMB.exec(from.slice(exit[0].length));
  const rest = limbEnd ? from.slice(0, exit[0].length + limbEnd.index) : from;
  // A condition that opens the sentence ("If no order is in effect, either party may …") or is tied to the
  // right itself ("… for any reason if no order is active") holds whatever ground it names.
  const lead = text.slice(text.lastIndexOf(';', exit.index) + 1, exit.index);
  const onlyOnAnEvent =
    ONLY_ON_AN_EVENT.test(text.slice(0, exit.index)) ||
    CONDITION_ON_THE_RIGHT.test(rest) ||
    (ONLY_ON_AN_EVENT.test(`${lead}${rest}`) && !WHENEVER_IT_LIKES.test(rest));
  // "If no Work Order is then in force, either party may terminate … for any reason": no way out while one runs.
  const whileNothingRuns = runningStateOf(`${lead}${rest}`) !== undefined;
  // A right to end the agreement for no reason is a way out whatever notice another sentence asks for it.
  const atWill = WHENEVER_IT_LIKES.test(rest) && THE_AGREEMENT_ENDED.test(rest);
  return (
    (/\bnotice\b/iu.test(rest) || atWill) &&
    !FOR_CAUSE.test(rest) &&
    !ONLY_AT_TERM_END.test(rest) &&
    !onlyOnAnEvent &&
    !whileNothingRuns
  );
}

/** The sentence ends the agreement itself, not one use or order under it. */
export function endsTheAgreement(sentence: string): boolean {
  return THE_AGREEMENT_ENDED.test(sentence.replace(/\s+/gu, ' '));
}

/**
 * Whether the clause is a right to end the agreement at will that the reader holds, alone or with the other
 * side. One that reaches only trials and betas, or only a time when no order runs, is no way out of a term.
 */
export function isReadersExitAtWill(clause: Pick<OrientedClause, 'rule' | 'relation' | 'narrow'>): boolean {
  return (
    clause.rule.id === 'termination-for-convenience' &&
    (clause.relation === 'mutual' || clause.relation === 'benefits') &&
    clause.narrow === undefined
  );
}

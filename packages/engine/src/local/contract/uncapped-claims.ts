import type { ContractSide } from './contract-roles';
import { sideOfRoleWord } from './contract-roles';

/**
 * Liability left uncapped in so many words: "X's liability for … shall be unlimited", "unlimited liability
 * for fraud", "The cap in Section 9.2 shall not apply to …", "Nothing in this Agreement limits liability
 * for …". What it tells is which claims stand outside the cap, and whose liability. Patterns follow how
 * such carve-outs are commonly drafted, never the wording of particular documents.
 */

const TOPIC = String.raw`\b(?:liab\w*|damages|indemn\w*|negligen\w*|fraud\w*|misconduct|death|personal\s+injury|confidential\w*|infring\w*)\b`;
// The cap or limits named ("the cap", "the liability caps", "the limitations of liability", "the limitations in this Section 9").
const LIMIT_NAMED = String.raw`(?:(?:liability\s+)?caps?|limitations?|limits|exclusions?\s+and\s+limitations?|limitations?\s+and\s+exclusions?)(?:\s+(?:of|on)\s+(?:liability|damages))?(?:\s+(?:in|under|of|set\s+(?:out|forth)\s+in)\s+(?:this\s+)?(?:Section|Clause|Article|Paragraph)(?:\s+[\d.()a-z]+)?)?`;

/** Wording that puts claims outside the cap, so plain that no learned doubt outweighs it. */
export const UNCAPPED_IN_WORDS: readonly RegExp[] = [
  /\bliab(?:le|ility)\b[^.;]{0,160}\b(?:shall|will|is|are)\s+(?:be\s+)?unlimited\b/iu,
  /\b(?:have|bear|has|bears|with)\s+unlimited\s+liability\b/iu,
  new RegExp(
    String.raw`^(?=[\s\S]*${TOPIC})[\s\S]*\bthe\s+${LIMIT_NAMED}\s+(?:shall|will|do|does)\s+not\s+apply\s+(?:to|in\s+respect\s+of|with\s+respect\s+to)\b`,
    'iu',
  ),
  // The section of the caps named by its heading: "Section 9.1 (Liability Caps) does not apply to …".
  /\b(?:section|clause|article)\s+[\d.]+\s*\((?:liability\s+)?caps?(?:\s+on\s+liability)?\)\s+(?:shall|will|do|does)\s+not\s+apply\s+(?:to|in\s+respect\s+of|with\s+respect\s+to)\b/iu,
];

/**
 * "Nothing in this Agreement limits liability for death, personal injury or fraud": often the limits the
 * law itself sets, which CUAD's readers mostly did not count as uncapped; the classifier decides on it.
 */
const NOTHING_LIMITS =
  /\bnothing\s+in\s+(?:this|these)\s+(?:agreement|terms|section|clause|article)\b[^.;]{0,80}\b(?:limits?|excludes?|restricts?|(?:shall|will)\s+(?:limit|exclude|restrict))\b[^.;]{0,40}?\bliability\s+(?:for|in\s+respect\s+of)\b/iu;

const WHOSE = String.raw`((?:\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*){0,2})['’]s|(?:each|either|a|the\s+other|any)\s+party['’]s)`;
const CLAIMS: readonly RegExp[] = [
  new RegExp(
    String.raw`${WHOSE}?\s*(?:total\s+|aggregate\s+)?liability\s+(?:for|in\s+respect\s+of|arising\s+from)\s+([^;]{3,160}?)\s+(?:shall|will|is|are)\s+(?:be\s+)?unlimited\b`,
    'u',
  ),
  /\b(\p{Lu}[\p{L}-]*|[Ee]ach\s+party|[Ee]ither\s+party)\s+(?:shall|will)?\s*(?:have|bear|has|bears)\s+unlimited\s+liability\s+(?:for|in\s+respect\s+of)\s+([^;]{3,160}?)\s*(?:[.;]|$)/u,
  // A section number's point ("Section 1.4") does not end the claims.
  /\b(?:shall|will|do|does)\s+not\s+apply\s+(?:to|in\s+respect\s+of|with\s+respect\s+to)\s+()([^;]{3,200}?)\s*(?:;|\.(?!\d)|$)/iu,
  new RegExp(
    String.raw`\bnothing\b[^.;]{0,80}\b(?:limits?|excludes?|restricts?|limit|exclude|restrict)\s+${WHOSE}?\s*liability\s+(?:for|in\s+respect\s+of)\s+([^;]{3,200}?)\s*(?:[.;]|$)`,
    'iu',
  ),
];

/** Whose liability stands outside the cap, and for which claims, as the sentence says. */
function uncappedClaims(sentence: string): { whose: string | undefined; claims: string } | undefined {
  if (![...UNCAPPED_IN_WORDS, NOTHING_LIMITS].some((pattern) => pattern.test(sentence))) return undefined;
  for (const pattern of CLAIMS) {
    const found = pattern.exec(sentence);
    const claims = found?.[2]?.trim();
    // "… shall not apply to Customer's payment obligations": the claims name whose liability they are.
    if (claims) return { whose: found?.[1]?.trim() || CLAIMS_OWNER.exec(claims)?.[1], claims };
  }
  return undefined;
}

const CLAIMS_OWNER = /^((?:\p{Lu}[\p{L}-]*\s+){0,2}\p{Lu}[\p{L}-]*['’]s)\s/u;

/** The side whose liability the sentence leaves uncapped, where a role word names it ("Customer's"). */
export function uncappedSide(sentence: string): ContractSide | undefined {
  const whose = uncappedClaims(sentence)?.whose;
  return whose ? sideOfRoleWord(whose.replace(/['’]s$/u, '')) : undefined;
}

/** What it means: the claims outside the cap, and whose liability, told as the sentence names them. */
export function uncappedClaimsImpact(sentence: string): string | undefined {
  const stated = uncappedClaims(sentence);
  if (!stated) return undefined;
  const { claims } = stated;
  const whose = stated.whose ? whoseTold(stated.whose) : undefined;
  // "liability arising out of a breach …" names the liability itself: not told as "Liability for liability …".
  if (/^liabilit(?:y|ies)\b/iu.test(claims))
    return `${claims.charAt(0).toUpperCase()}${claims.slice(1)} is not capped: for those claims the full loss can be recovered, however large. Other claims stay under any cap the contract sets.`;
  if (!whose || claims.startsWith(stated.whose ?? ''))
    return `Liability for ${claims} is not capped: for those claims the full loss can be recovered, however large. Other claims stay under any cap the contract sets.`;
  return `${whose} liability for ${claims} is not capped: for those claims the full loss can be recovered, however large. Other claims stay under any cap the contract sets.`;
}

function whoseTold(whose: string): string {
  const opening = whose.replace(/^(?:either|a|any)\s+party/iu, 'Each party');
  const told = `${opening.charAt(0).toUpperCase()}${opening.slice(1)}`;
  return /['’]s$/u.test(told) ? told.replace(/['’]s$/u, '’s') : `${told}’s`;
}

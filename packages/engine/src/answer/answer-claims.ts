import type { PassageMatch } from '../local/retrieval/passage-index';
import { evidenceFrom } from '../text/evidence';
import type { TextSpan } from '../text/text-span';
import type { Claim } from './question-answerer';

/** At most this many passages are cited for one answer. */
export const MAX_CITATIONS = 3;
/**
 * Support needed to answer from passages alone: the share of the question's ideas (weighted by how
 * rare they are in the document) the best passage mentions. Calibrated on questions whose answer is
 * absent from the dev contracts (see the quality report's "Ask AI" section).
 */
export const MIN_COVERAGE = 0.6;

/** A local answer before its quotes are checked: the claims, or the related passages when none. */
export interface Draft {
  claims: Claim[];
  related: PassageMatch[];
}

/** The passages that answer a question no rule recognises: enough of the asked ideas in one passage. */
export function supportedPassages(matches: readonly PassageMatch[]): Claim[] {
  return matches
    .filter((match) => match.coverage >= MIN_COVERAGE)
    .slice(0, MAX_CITATIONS)
    .map((match) => quotedClaim(match.passage));
}

/** Each passage cited once: a quote inside another cited quote (a fact's part of its sentence) adds nothing. */
export function distinctClaims(claims: readonly Claim[]): Claim[] {
  const kept: Claim[] = [];
  for (const claim of claims) {
    if (
      kept.some(
        (other) =>
          other.page === claim.page && (other.quote.includes(claim.quote) || claim.quote.includes(other.quote)),
      )
    )
      continue;
    kept.push(claim);
  }
  return kept;
}

export function quotedClaim(span: TextSpan, focus = 0): Claim {
  const evidence = evidenceFrom(span, focus);
  return { text: `Page ${evidence.page}: “${evidence.quote}”`, ...evidence };
}

import type { Sentence } from '../../text/sentences';
import { withChange } from './advice-change';
import type { ContractFinding } from './key-findings';

const ASKS_COVER_AND_SURVIVAL = 'Make sure it covers everything you will share and survives the end of the agreement.';
const CONFIDENCE = /\bconfidential\w*|\bnon-?disclosure\b/iu;
// A duty kept after the end: "shall survive", "continue for five years after termination".
const OUTLASTS_THE_END =
  /\bsurviv\w*|\b(?:continue|remain|last)\w*\b[^.;]{0,80}?\b(?:after|following|beyond)\s+(?:the\s+|its\s+|any\s+|such\s+)?(?:\w+\s+){0,2}?(?:termination|expiration|expiry|end)\b/iu;

/**
 * The advice to a reader whose information is protected asks for cover and for survival after the
 * end; where the contract already keeps the duty of confidence after the end, only the cover is asked for.
 */
export function withConfidentialitySurvivalRead(
  finding: ContractFinding,
  sentences: readonly Sentence[],
): ContractFinding {
  if (finding.rule.id !== 'confidentiality' || finding.missing || finding.change !== ASKS_COVER_AND_SURVIVAL) {
    return finding;
  }
  const survives = sentences.some(({ text }) => CONFIDENCE.test(text) && OUTLASTS_THE_END.test(text));
  if (!survives) return finding;
  return withChange(
    finding,
    'Make sure it covers everything you will share; it already outlasts the end of the agreement, so check that the period is long enough for what you share.',
  );
}

import { withChange, withHeadline } from './advice-change';
import type { ContractFinding } from './key-findings';

/**
 * A confidentiality duty put on "the Receiving Party", where the agreement makes either party the receiving party
 * of what the other discloses ("whichever Party gets the other's Confidential Information is known
 * as the "Receiving Party"", "each party may be a Receiving Party"), binds both: each keeps the other's information
 * secret. Told from one side only, it would either hide the reader's own duty or the protection it gets.
 */

const BINDS_RECEIVING_PARTY = /\b(?:the\s+)?receiving\s+part(?:y|ies)\b/iu;
// "A Party … receiving … is referred to as a "Receiving Party"", "either party may be a Receiving Party",
// "each Party as the recipient of the other's information (the "Receiving Party")".
const EITHER_PARTY_RECEIVES =
  /\b(?:a|either|each|any|the)\s+party\b[^.;]{0,120}?\breceiv\w*\b[^.;]{0,160}?["“]receiving\s+party\b|\b(?:either|each|any)\s+party\s+(?:may|might|shall|will|can)\s+(?:be|act\s+as|become)\s+(?:a|the)\s+["“]?receiving\s+party\b|\b(?:either|each)\s+party\b[^.;]{0,60}\b(?:as|in\s+its\s+capacity\s+as)\s+(?:a|the)\s+["“]?(?:receiving|disclosing)\s+party\b/iu;

const BOTH_WAYS =
  'It binds both parties alike: whichever side receives the other’s information must keep it secret, so you must protect what you receive, and what you share is protected in the same way.';
const BOTH_WAYS_CHANGE =
  'Check that the exclusions (public or already known information) and the length of the duty suit both what you will receive and what you will share.';

export function withConfidenceEitherSideRead(
  finding: ContractFinding,
  quoted: string,
  sentences: readonly { text: string }[],
): ContractFinding {
  const { rule } = finding;
  if (rule.id !== 'confidentiality' || finding.missing || !BINDS_RECEIVING_PARTY.test(quoted)) return finding;
  const oneSide = [rule.impact.provider, rule.impact.recipient].find((line) => finding.headline.startsWith(line));
  if (oneSide === undefined || finding.headline.includes('both parties')) return finding;
  if (!sentences.some(({ text }) => EITHER_PARTY_RECEIVES.test(text.replace(/\s+/gu, ' ')))) return finding;
  const told = withHeadline(finding, finding.headline.replace(oneSide, BOTH_WAYS));
  return finding.change === rule.change.provider || finding.change === rule.change.recipient
    ? withChange(told, BOTH_WAYS_CHANGE)
    : told;
}

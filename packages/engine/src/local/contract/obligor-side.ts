import type { ContractSide } from './contract-roles';

// How contracts commonly name each side of the deal.
const PROVIDER_NAMES =
  /^(?:employee|executive|contractor|consultant|supplier|seller|vendor|landlord|lessor|licensor|service\s+provider|provider|manufacturer|distributor|agent)$/i;
const RECIPIENT_NAMES =
  /^(?:employer|company|client|customer|buyer|purchaser|tenant|lessee|licensee|user|subscriber)$/i;
const PROMISOR =
  /\b(?:the\s+)?([A-Z][a-z]+(?:\s+Provider)?)\s+(?:shall|will|agrees\s+to|hereby\s+agrees\s+to)\s+(?:defend,?\s+)?(?:and\s+)?indemnif/;

/** Which side gives an indemnity, read from the party named as giving it ("The Tenant shall indemnify…"). */
export function indemnitySide(sentence: string): ContractSide | undefined {
  const name = PROMISOR.exec(sentence)?.[1];
  if (!name) return undefined;
  if (PROVIDER_NAMES.test(name)) return 'provider';
  if (RECIPIENT_NAMES.test(name)) return 'recipient';
  return undefined;
}

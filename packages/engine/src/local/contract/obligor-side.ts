import { directionOf } from './contract-direction';
import type { ContractSide } from './contract-roles';

/**
 * Which side gives an indemnity, read from the role word naming its giver ("The Tenant shall
 * indemnify…"), for the detection's first reading. The analysis then reads every clause against
 * the parties the contract names (`clause-orientation.ts`), which also covers "APOLLO agrees to indemnify".
 */
export function indemnitySide(sentence: string): ContractSide | undefined {
  if (!/\bindemnif|\bharmless\b/iu.test(sentence)) return undefined;
  const direction = directionOf(sentence, []);
  if (direction?.form !== 'duty' || direction.obligor.kind !== 'side') return undefined;
  return direction.obligor.side;
}

// What the minimum is of: goods to supply put it on the provider, purchases and payments on the recipient.
const SUPPLY_MINIMUM =
  /\b(?:supply|deliver|manufacture|produce|provide|make\s+available)\b[^.;]{0,60}\b(?:minimum|at\s+least|not\s+less\s+than|no\s+less\s+than)\b|\bminimum\s+(?:supply|delivery|production|output|capacity|service\s+levels?)\b/iu;
const PURCHASE_MINIMUM =
  /\b(?:purchase|order|buy|spend|pay)\w*\b[^.;]{0,60}\b(?:minimum|at\s+least|not\s+less\s+than|no\s+less\s+than)\b|\bminimum\s+(?:annual\s+|monthly\s+|quarterly\s+|guaranteed\s+)?(?:purchase|order|payment|fee|royalt\w*|spend|commitment)s?\b/iu;

/** Which side a minimum commitment binds, from what it is a minimum of; undefined when both or neither. */
export function minimumCommitmentSide(sentence: string): ContractSide | undefined {
  const supplies = SUPPLY_MINIMUM.test(sentence);
  const purchases = PURCHASE_MINIMUM.test(sentence);
  if (supplies === purchases) return undefined;
  return supplies ? 'provider' : 'recipient';
}

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

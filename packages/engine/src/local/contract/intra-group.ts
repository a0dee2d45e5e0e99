import type { ContractParty } from '@doclens/api';
import type { Sentence } from '../../text/sentences';

/**
 * Whether the parties belong to one group: one owns or controls the other, or both are under common
 * control ("the Provider is a wholly-owned subsidiary of the Client", "X, an affiliate of Y").
 * Such an agreement allocates work inside the group; protections a party needs against an outsider
 * (insurance, a cap on what it can recover) are not what it lacks.
 */
const GROUP_TIE = new RegExp(
  [
    String.raw`\b(?:is|are|being|as)\s+(?:an?\s+|the\s+)?(?:(?:wholly[-\s]owned|indirect|direct|majority[-\s]owned)\s+)?(?:subsidiar(?:y|ies)|affiliates?|parent(?:\s+company)?)\s+of\b`,
    String.raw`,\s+(?:an?\s+)?(?:(?:wholly[-\s]owned|indirect|direct|majority[-\s]owned)\s+)?(?:subsidiary|affiliate)\s+of\b`,
    String.raw`\bunder\s+common\s+control\b|\baffiliates\s+of\s+each\s+other\b`,
  ].join('|'),
  'iu',
);

export function partiesInOneGroup(sentences: readonly Sentence[], parties: readonly ContractParty[]): boolean {
  if (parties.length < 2) return false;
  return sentences.some(
    (sentence) => GROUP_TIE.test(sentence.text) && parties.filter((party) => namedIn(sentence.text, party)).length >= 2,
  );
}

function namedIn(text: string, party: ContractParty): boolean {
  return [party.name, ...party.aliases].some((name) => name.length > 1 && text.includes(name));
}

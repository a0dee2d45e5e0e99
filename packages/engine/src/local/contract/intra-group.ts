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

/**
 * Two words of a trading name shared at the start of both names ("Harwick Lane Capital Management LLC" and
 * "Harwick Lane Capital Income Fund Inc."): one shared word is often a common one ("American", "First"), two
 * are a name the companies trade under together.
 */
const SHARED_NAME_WORDS = 2;
const NOT_NAME_WORDS = /^(?:the|a|an|of|and|&)$/iu;

export function partiesInOneGroup(sentences: readonly Sentence[], parties: readonly ContractParty[]): boolean {
  if (parties.length < 2) return false;
  if (parties.some((party, at) => parties.slice(at + 1).some((other) => shareTradingName(party.name, other.name)))) {
    return true;
  }
  return sentences.some(
    (sentence) => GROUP_TIE.test(sentence.text) && parties.filter((party) => namedIn(sentence.text, party)).length >= 2,
  );
}

function namedIn(text: string, party: ContractParty): boolean {
  return [party.name, ...party.aliases].some((name) => name.length > 1 && text.includes(name));
}

function shareTradingName(one: string, other: string): boolean {
  const words = (name: string) =>
    name
      .toLowerCase()
      .split(/[\s,.]+/u)
      .filter((word) => word !== '' && !NOT_NAME_WORDS.test(word));
  const a = words(one);
  const b = words(other);
  let shared = 0;
  while (shared < a.length && shared < b.length && a[shared] === b[shared]) shared += 1;
  // A name that is all the other's ("Acme" and "Acme Inc.") is one party named twice, not two companies.
  return shared >= SHARED_NAME_WORDS && shared < a.length && shared < b.length;
}

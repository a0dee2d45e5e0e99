import type { ContractParty } from '@doclens/api';
import type { Actor, Direction } from './contract-direction';

/**
 * The notes that say who gives a promise or holds a right, named as the contract names the parties: from the
 * reader's place in it ("Acme gives this promise to your side") or, where that is not known, between the two.
 */

// Notes the detection adds from its own guess of who gives a promise, replaced when the parties are known.
export const GUESSED_GIVER_NOTES = new Set(['Your side gives this promise.', 'The other side gives this promise.']);

/** Names the giver and taker when the text does; that says more than the detection's guess. */
export function withNeutralNote(
  direction: Direction | undefined,
  parties: readonly ContractParty[],
  notes: readonly string[],
  disclaims = false,
) {
  const neutral = direction ? neutralNote(direction, parties, disclaims) : undefined;
  return neutral ? [neutral, ...notes.filter((note) => !GUESSED_GIVER_NOTES.has(note))] : [...notes];
}

export function whoseNote(
  direction: Direction,
  relation: 'owes' | 'benefits',
  parties: readonly ContractParty[],
): string {
  return closedOnce(whoseNoteText(direction, relation, parties));
}

// A name ending in its abbreviation's full stop ("Acme s.r.o.", "Acme Inc.") already closes the note that ends with it.
function closedOnce(note: string): string {
  return note.replace(/(?<!\.)\.\.$/u, '.');
}

function whoseNoteText(direction: Direction, relation: 'owes' | 'benefits', parties: readonly ContractParty[]): string {
  // "you (your side)" names the reader by a pronoun: the reader's side is told as "your side" alone.
  const named = (actor: Actor) => {
    const name = actorName(actor, parties);
    return name && !PRONOUN.test(name) ? name : undefined;
  };
  const giver = named(direction.obligor);
  const taker = direction.beneficiary ? named(direction.beneficiary) : undefined;
  if (direction.form === 'duty') {
    if (relation === 'owes')
      return giver
        ? `${giver} (your side) gives this promise${taker ? ` to ${taker}` : ''}.`
        : `Your side gives this promise${taker ? ` to ${taker}` : ''}.`;
    return giver
      ? `${giver} gives this promise to your side${taker ? ` (${taker})` : ''}.`
      : 'The other side gives this promise.';
  }
  const what = direction.form === 'right' ? 'right' : 'protection';
  if (relation === 'owes')
    return `${taker ?? 'The other side'} holds this ${what} against your side${giver ? ` (${giver})` : ''}.`;
  return `Your side${taker ? ` (${taker})` : ''} holds this ${what}.`;
}

/** Who disclaims: a disclaimer is no promise, so it is not told as one given. */
export function disclaimerNote(
  direction: Direction,
  relation: 'owes' | 'benefits',
  parties: readonly ContractParty[],
): string {
  const giver = actorName(direction.obligor, parties);
  const named = giver ? ` (${giver})` : '';
  return relation === 'owes'
    ? `Your side${named} makes this disclaimer.`
    : `The other side${named} makes this disclaimer.`;
}

/** Who gives it to whom; a disclaimer (`disclaims`) is told as made, not as a promise given. */
export function neutralNote(
  direction: Direction,
  parties: readonly ContractParty[],
  disclaims = false,
): string | undefined {
  const giver = actorName(direction.obligor, parties);
  const taker = direction.beneficiary ? actorName(direction.beneficiary, parties) : undefined;
  if (!giver || !taker) return undefined;
  if (disclaims && direction.form === 'duty') return `${giver} makes this disclaimer.`;
  return closedOnce(
    direction.form === 'duty' ? `${giver} gives this promise to ${taker}.` : `${taker} holds this ${direction.form}.`,
  );
}

// Standard terms' "we" names no one in a note about who holds what; the provider's own name does. Nor does the "I"
// a form has its signer speak as: "I (your side) gives" would read as the writer speaking.
const PRONOUN = /^(?:we|us|our|you|your|i|me|my)$/iu;

export function actorName(actor: Actor, parties: readonly ContractParty[]): string | undefined {
  if (actor.kind !== 'party') return undefined;
  const party = parties[actor.party];
  const alias = party?.aliases[0];
  if (alias === undefined || !PRONOUN.test(alias)) return alias;
  // The party's own name where the terms give one ("GitHub"); the reader addressed as "you" goes by the role
  // the terms give it ('you ("Participant")'), else keeps its word.
  if (party && /^\p{Lu}/u.test(party.name) && !PRONOUN.test(party.name)) return party.name;
  return party?.aliases.find((name) => !PRONOUN.test(name)) ?? alias;
}

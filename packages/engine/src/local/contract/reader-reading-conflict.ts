import type { ContractParty } from '@doclens/api';
import { escapeRegExp } from '../../text/words';
import type { Actor, Direction } from './contract-direction';
import { otherSide } from './contract-parties';
import { type ContractSide, sideOfRoleWord } from './contract-roles';

/**
 * Whether a sentence's own words contradict where the reading puts the reader, whose party is known: the
 * sentence calls the reader's party by a role word of the other side ("Licensor may audit …" read as the
 * client's right), or the clause's wording says its giver is on the other side than the reading makes it
 * (an indemnity whose giver is named "the Customer" told as owed to the customer). A wrongly identified
 * reader turns every finding around, so such a sentence is told as it stands, naming its parties, not in
 * the second person.
 */
export function contradictsReader(
  sentence: string,
  direction: Direction | undefined,
  relation: 'owes' | 'benefits',
  stated: ContractSide | undefined,
  reader: { parties: readonly ContractParty[]; index: number; side: ContractSide },
): boolean {
  const giverSide = relation === 'owes' ? reader.side : otherSide(reader.side);
  if (direction?.form === 'duty' && stated !== undefined && stated !== giverSide) return true;
  if (!direction) return false;
  return [direction.obligor, direction.beneficiary].some((actor) => roleWordAgainst(sentence, actor, reader));
}

function roleWordAgainst(
  sentence: string,
  actor: Actor | undefined,
  reader: { parties: readonly ContractParty[]; index: number; side: ContractSide },
): boolean {
  if (actor?.kind !== 'party') return false;
  const party = reader.parties[actor.party];
  if (!party) return false;
  const expected = actor.party === reader.index ? reader.side : otherSide(reader.side);
  // The side the contract gives the party (its role word read with the kind of deal), else its role word's.
  if (party.side !== undefined) return party.side !== expected;
  return party.aliases.some((alias) => {
    const word = sideOfRoleWord(alias.replace(/^the\s+/iu, ''));
    return word !== undefined && word !== expected && namedIn(sentence, alias);
  });
}

function namedIn(sentence: string, alias: string): boolean {
  return new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(alias)}(?![\\p{L}\\d])`, 'iu').test(sentence);
}

// The sentence speaks to the reader as "you".
const ADDRESSED = /\b(?:you|your|yours)\b/iu;

/**
 * Where no party is named, a role word the reading puts on the reader's side ("the Company shall not be
 * liable", the Company read as a client) cannot be the reader when the same sentence speaks to the reader as
 * "you" ("You agree that the Company shall not be liable to you"): the reading of that word is in doubt.
 */
export function addressedApart(sentence: string, direction: Direction | undefined, readerSide: ContractSide): boolean {
  if (!direction || !ADDRESSED.test(withoutIndemnitorsOwnActs(sentence, direction, readerSide))) return false;
  return [direction.obligor, direction.beneficiary].some(
    // The "you" itself is the reader, not a role word read onto the reader's side.
    (actor) => actor?.kind === 'side' && actor.side === readerSide && !actor.addressed,
  );
}

// An indemnity given by the role word the reading puts on the reader's side.
const INDEMNIFIES = /\b(?:indemnif(?:y|ies)|hold\s+(?:\w+\s+){0,6}harmless)\b/iu;
// Where the claims an indemnity covers come from: "resulting from your breach", "arising out of your use".
const CLAIMS_CAUSE =
  /\b(?:result(?:s|ing)?|aris(?:e|es|ing)|caused|incurred|relat(?:ed|ing))\s+(?:(?:directly|indirectly|or|in\s+whole|in\s+part|,)\s*)*(?:from|out\s+of|by|to|in\s+connection\s+with)\b[^;]*/giu;

/**
 * "The User shall indemnify the Operator against claims resulting from your breach": an indemnitor answers for its
 * own acts, so the "your" that says whose acts the claims come from is the indemnitor's, and does not set the reader
 * apart from the role word giving it. Only the words naming the claims' cause are set aside; a "you" elsewhere
 * ("shall indemnify you") still is the other party.
 */
function withoutIndemnitorsOwnActs(sentence: string, direction: Direction, readerSide: ContractSide): string {
  const { obligor } = direction;
  const readersRoleGives = obligor.kind === 'side' && obligor.side === readerSide && !obligor.addressed;
  if (direction.form !== 'duty' || !readersRoleGives || !INDEMNIFIES.test(sentence)) return sentence;
  return sentence.replace(CLAIMS_CAUSE, ' ');
}

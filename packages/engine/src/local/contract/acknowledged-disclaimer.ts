import type { Actor, Direction } from './contract-direction';
import { otherSide } from './contract-parties';
import { GIVES_AS_IS, NOT_WARRANTED_THAT } from './warranty-denials';

/**
 * "The services are provided "as is" and the Customer acknowledges that it bears all responsibility…":
 * the party that acknowledges a disclaimer accepts it; the disclaimer is the other party's, made about
 * what that party provides. Read as written, the acknowledging subject would be taken for the one
 * giving the promise.
 */

// A statement that no quality is promised: "as is", "disclaims", "without warranty of any kind".
const DISCLAIMS =
  /["“]?\bas\s+is\b["”]?|\bdisclaim(?:s|ed|er)?\b|\bwithout\s+(?:any\s+)?(?:warrant(?:y|ies)|representations?)\b|\bno\s+(?:other\s+)?(?:warrant(?:y|ies)|representations?)\b/iu;
// The subject's own verb is an acknowledgement of a state of affairs, not a promise.
const ACKNOWLEDGES =
  /\b(?:acknowledges?|accepts?|understands?|recogni[sz]es?)\s+(?:and\s+(?:agrees?|accepts?|acknowledges?)\s+)?that\b/iu;
// Words of a promise by the acknowledging party: then the sentence gives a warranty of its own.
const PROMISES = /\b(?:warrants?|represents?|guarantees?|undertakes?)\b/iu;

// Its subject disclaiming in so many words: "Acme disclaims all warranties", "Acme makes no warranty"; or giving what
// it gives "as is" (`GIVES_AS_IS`).
const SUBJECT_DISCLAIMS = /\bdisclaims?\b|\bmakes?\s+no\s+(?:\w+\s+){0,3}?(?:warrant(?:y|ies)|representations?)\b/iu;

// "JHU does not warrant the validity of any patents": a denial of what the verb would promise.
// "Acme cannot guarantee that …" denies it as well.
const DOES_NOT_WARRANT =
  /\b(?:(?:does|do)\s+not|cannot|can\s+not)\s+(?:represent\s+(?:or|and)\s+)?(?:warrant|guarantee)\b/iu;

/** The main clause disclaims rather than promises: its giver makes a disclaimer, not a promise. */
export function statesADisclaimer(mainClause: string): boolean {
  // "Acme does not represent or warrant that …" denies the promise its verbs name.
  if (NOT_WARRANTED_THAT.test(mainClause) || DOES_NOT_WARRANT.test(mainClause)) return true;
  const disclaims = SUBJECT_DISCLAIMS.test(mainClause) || GIVES_AS_IS.test(mainClause);
  return disclaims && !PROMISES.test(mainClause.replace(/\bwarrant(?:y|ies)\b/giu, ''));
}

/**
 * The direction of a disclaimer the sentence's subject only acknowledges: the other party disclaims, to
 * the acknowledging one. Undefined when the sentence is not such a disclaimer or names no other party.
 */
export function acknowledgedDisclaimer(
  sentence: string,
  direction: Direction | undefined,
  partyCount: number,
): Direction | undefined {
  if (direction?.form !== 'duty') return undefined;
  if (!DISCLAIMS.test(sentence) || !ACKNOWLEDGES.test(sentence) || PROMISES.test(sentence)) return undefined;
  const acknowledging = direction.obligor;
  const disclaiming = otherActor(acknowledging, partyCount);
  return disclaiming ? { obligor: disclaiming, beneficiary: acknowledging, form: 'duty' } : undefined;
}

function otherActor(actor: Actor, partyCount: number): Actor | undefined {
  if (actor.kind === 'side') return { kind: 'side', side: otherSide(actor.side) };
  if (actor.kind === 'party' && partyCount === 2) return { kind: 'party', party: 1 - actor.party };
  return undefined;
}

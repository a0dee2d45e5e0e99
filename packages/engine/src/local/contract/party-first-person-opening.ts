import type { ContractSide } from './contract-roles';
import { definitionsIn } from './party-definitions';
import type { Draft } from './party-draft';
import { FIRST_PERSON_ALIAS } from './party-first-person';
import { partyName } from './party-names';

/**
 * A form its signer fills in may open in the signer's own voice, taking up what the other party offers and
 * saying in which part: "I accept the invitation of Larkfield Events Ltd (the "Organiser") to take part as a
 * speaker (a "Speaker") …". It names two parties without any "between": the one whose offer is accepted, and the
 * signer, who goes by the part it takes ("Speaker") and by "I" in every clause that follows. The form is the
 * signer's own statement, so its signer is its reader, as the one addressed as "you" is in terms written to them.
 */

// "I accept", "I hereby agree", "I apply": the signer opening the form in its own voice, after a sentence or after
// the form's title in capitals ("SPEAKER RELEASE I accept …").
const OPENS_AS_I =
  /(?<=^|[.!?:]\s|[\p{Lu}\d]{2,}\s)I\s+(?:hereby\s+)?(?:accept|agree|apply|consent|undertake|confirm|wish)\b/u;
// How far into the opening the signer's first sentence may start.
const OPENING_CHARS = 1_500;
const SENTENCE_CHARS = 600;
// The end of that sentence: a full stop before the next sentence, not the one of a company's "Inc." or "Ltd.".
const SENTENCE_END = /(?<!\b(?:Inc|Ltd|Corp|Co|Plc|LLC|No|Mr|Mrs|Ms|Dr|St))[.!?](?=\s+\p{Lu}|\s*$)/u;
// "… to participate as a speaker or trainer (a "Presenter")": the part the signer takes, defined right after it.
const TAKES_PART_AS = /\bas\s+(?:an?|the)\s+[^()]{1,120}$/u;
// "… the offer of the Larkfield Trust (the "Trust")": the one whose offer, invitation or terms the signer takes up.
const OFFERED_BY = /\b(?:of|from|by|with)\s+((?:the\s+)?\p{Lu}[^()]{0,120})$/u;

/** The party whose offer the signer accepts and the signer, when the form opens so; none otherwise. */
export function partiesOfFirstPersonOpening(opening: string): Draft[] {
  const opens = OPENS_AS_I.exec(opening.slice(0, OPENING_CHARS));
  if (!opens) return [];
  const at = opens.index;
  const rest = opening.slice(at, at + SENTENCE_CHARS);
  const end = SENTENCE_END.exec(rest);
  const sentence = end ? rest.slice(0, end.index + 1) : rest;
  let from = 0;
  let offerer: Draft | undefined;
  let signer: Draft | undefined;
  for (const definition of definitionsIn(sentence)) {
    const before = sentence.slice(from, definition.index);
    from = definition.end;
    const [term] = definition.terms;
    if (!term) continue;
    const words = sentence.slice(0, definition.end).trim();
    if (!signer && offerer && TAKES_PART_AS.test(before)) {
      signer = { name: term, aliases: [term, FIRST_PERSON_ALIAS], at, definitions: new Map([[term, words]]) };
      continue;
    }
    const offered = OFFERED_BY.exec(before)?.[1];
    const name = offered ? partyName(offered.replace(/^the\s+/iu, '')) : undefined;
    if (!offerer && name)
      offerer = { name: name.replace(/[,\s]+$/u, ''), aliases: [term], at, definitions: new Map([[term, words]]) };
  }
  return offerer && signer ? [offerer, signer] : [];
}

// The words that define the signer in such an opening start with its "I".
const SIGNER_DEFINED = /^I\s/u;

function opensAsSigner(draft: Draft): boolean {
  return (
    draft.aliases.includes(FIRST_PERSON_ALIAS) &&
    [...draft.definitions.values()].some((words) => SIGNER_DEFINED.test(words))
  );
}

/**
 * The sides of the two parties of such a form: the signer is its reader, on the side of the one the terms are
 * written for, as the one addressed as "you" is; the party whose offer it accepts is on the other. The quote is the
 * opening sentence.
 */
export function signerSides(
  drafts: readonly Draft[],
): ({ side: ContractSide; quote: string; kind: 'definition' } | undefined)[] | undefined {
  const signer = drafts.find(opensAsSigner);
  if (drafts.length !== 2 || !signer) return undefined;
  const quote = [...signer.definitions.values()][0] ?? '';
  return drafts.map((draft) => ({ side: draft === signer ? 'recipient' : 'provider', quote, kind: 'definition' }));
}

/** Why the reader is the signer of a form written in its voice, when the party is one. */
export function signerReason(party: {
  name: string;
  aliases: readonly string[];
  sideSource?: { quote: string };
}): string | undefined {
  if (!party.aliases.includes(FIRST_PERSON_ALIAS) || !SIGNER_DEFINED.test(party.sideSource?.quote ?? ''))
    return undefined;
  return `this form is written in the voice of the one who signs it (“I”), the ${party.name}, so you are the ${party.name}.`;
}

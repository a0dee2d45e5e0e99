import { isAddressed } from './party-addressed';
import type { Draft } from './party-draft';

/**
 * A letter or form its signer writes in the first person ("I agree to indemnify the Organiser", "I grant the
 * College a licence") names the signer only in its opening: 'between Larkfield Events Ltd (the "Organiser")
 * and the person signing below (the "Presenter")'. Where the opening says which party signs, "I" is that
 * party, so the sentences it speaks are read for who gives and who receives like any other.
 */

/** The word a party speaks as in the first person; its object and possessive forms are read with it. */
export const FIRST_PERSON_ALIAS = 'I';

// "I agree", "I hereby grant", "I shall keep": the signer promising in its own voice. Capital "I" only,
// so that a list's "(i)" is never taken for it.
const SPEAKS_AS_I =
  /(?<![\p{L}\d(])I\s+(?:hereby\s+|further\s+|also\s+|irrevocably\s+)?(?:agree|grant|assign|shall|will|undertake|waive|release|consent|acknowledge|confirm|warrant|represent|accept|authori[sz]e|indemnify|promise|certify|understand)\b/u;

// Words of the opening that define the signing party: 'the person signing below', 'the undersigned',
// 'the individual whose signature appears below', 'the signatory'; or 'I, Jane Doe (the "Student")'.
const SIGNER =
  /\b(?:person|individual|party|student|speaker|presenter|volunteer|participant|applicant)\s+(?:who\s+)?(?:sign(?:ing|s|ed)|whose\s+(?:name|signature)\s+appears)\b|\bundersigned\b|\bsignator(?:y|ies)\b|^I\s*,/iu;

// How far before its defining bracket a party's description is read.
const DESCRIPTION_CHARS = 120;

/** The words naming a party before its defining bracket, from the end of the party named before it. */
function description(draft: Draft, opening: string): string {
  const before = opening.slice(Math.max(0, draft.at - DESCRIPTION_CHARS), draft.at);
  const previous = Math.max(before.lastIndexOf(')'), before.lastIndexOf(';'));
  return before.slice(previous + 1).replace(/^\s*(?:and|between)\s+/iu, '');
}

/**
 * The drafts with "I" added to the names of the party that signs, when the text promises in the first
 * person and exactly one party is described as its signer, or else is the one the terms address as "you";
 * otherwise the drafts as they are.
 */
export function withFirstPersonSigner(drafts: readonly Draft[], opening: string, body: string): Draft[] {
  if (drafts.some((draft) => draft.aliases.includes(FIRST_PERSON_ALIAS))) return [...drafts];
  if (!SPEAKS_AS_I.test(body)) return [...drafts];
  const signers = drafts.filter((draft) =>
    [description(draft, opening), ...draft.definitions.values()].some((words) => SIGNER.test(words.trim())),
  );
  const signer = signers.length === 1 ? signers[0] : signers.length === 0 ? addressedSpeaker(drafts, body) : undefined;
  if (!signer) return [...drafts];
  return drafts.map((draft) =>
    draft === signer ? { ...draft, aliases: [...draft.aliases, FIRST_PERSON_ALIAS] } : draft,
  );
}

// "I" and "you" in one sentence ("I will send you the designs", "you agree to pay me") are two people: the writer
// and its reader.
const SENTENCES = /[^.;!?\n]+/gu;
const FIRST_PERSON_WORD = /(?<![\p{L}\d(])(?:I|[Mm]e|[Mm]y)(?![\p{L}\d)])/u;
const SECOND_PERSON_WORD = /(?<![\p{L}\d])(?:you|your|yours)(?![\p{L}\d])/iu;

/**
 * A form the reader submits or signs that tells them "by submitting …, you agree to these terms" and then has them
 * speak its promises in their own voice ("I grant …", "I will indemnify …"): "I" is the party addressed as "you",
 * provided no sentence sets "I" against "you" as two people, as a letter its writer signs to its reader does.
 */
function addressedSpeaker(drafts: readonly Draft[], body: string): Draft | undefined {
  const addressed = drafts.filter(isAddressed);
  const [reader] = addressed;
  if (!reader || addressed.length !== 1) return undefined;
  const twoPeople = [...body.matchAll(SENTENCES)].some(
    ([sentence]) => FIRST_PERSON_WORD.test(sentence) && SECOND_PERSON_WORD.test(sentence),
  );
  return twoPeople ? undefined : reader;
}

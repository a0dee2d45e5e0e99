import type { PassageIndex } from '../local/retrieval/passage-index';
import type { Draft } from './answer-claims';
import type { QuestionIntent } from './intent-rule';

/** Words any contract question may hold without saying what it is about. */
const GENERIC_WORDS = 'agreement contract term party parties document date';

/**
 * What a question in a general frame asks about beyond the frame: "Who pays for shipping?" is a
 * payment question about shipping, "Can the buyer withhold payment?" one about withholding. The
 * subject is the question's word (outside the words that asked for the frame) that the document
 * says most rarely, in its own words or a synonym's; a word the document never says (in any form)
 * cannot decide which of its passages answers, so it is passed over. Undefined for a clause
 * subject (the intent is the subject) and for a question that adds nothing to its frame.
 */
export function subjectBeyondFrame(intent: QuestionIntent, subject: string, index: PassageIndex): string | undefined {
  if (!intent.frame) return undefined;
  const framing = new Set(index.termsOf(`${intent.askedWords ?? ''} ${GENERIC_WORDS}`));
  const said = new Map<string, number>();
  for (const term of new Set(index.termsOf(subject))) {
    if (framing.has(term)) continue;
    const weight = saidWeight(term, index);
    if (weight !== undefined) said.set(term, weight);
  }
  return [...said].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** How rarely the document says a term, in the rarest form it uses (its own or a synonym); undefined if never. */
function saidWeight(term: string, index: PassageIndex): number | undefined {
  const forms = index.passages.filter((passage) => index.mentions(term, passage.text)).length;
  if (forms === 0) return undefined;
  return Math.log(1 + (index.passages.length + 1) / (forms + 0.5));
}

/**
 * A frame's answer whose opening passage does not say the question's subject answers something
 * else (the invoice terms for "who pays for shipping"): the passages that say it answer instead,
 * when the full-text search finds any well enough supported. Else the frame's answer stands.
 */
export function answerAboutSubject(
  frameDraft: Draft,
  subjectTerm: string,
  subjectDraft: Draft,
  index: PassageIndex,
): Draft {
  const opening = frameDraft.claims[0];
  if (opening && index.mentions(subjectTerm, opening.quote)) return frameDraft;
  const about = subjectDraft.claims.filter((claim) => index.mentions(subjectTerm, claim.quote));
  return about.length > 0 ? { claims: about, related: subjectDraft.related } : frameDraft;
}

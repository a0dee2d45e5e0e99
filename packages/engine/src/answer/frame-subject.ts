import type { PassageIndex, PassageMatch } from '../local/retrieval/passage-index';
import { type Draft, MAX_CITATIONS, MIN_COVERAGE, quotedClaim } from './answer-claims';
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
  const framing = new Set(index.termsOf(`${intent.askedWords ?? ''} ${intent.frameWords ?? ''} ${GENERIC_WORDS}`));
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
 * else (the invoice terms for "who pays for shipping"): the passages that say it answer instead.
 * When the frame found passages, the question is one the document answers, and only the words the
 * document says can tell which passage does: support is the share of those (and of the kind of
 * value asked for) a passage holds. When the frame found none, the passage needs the usual support
 * of all the question's words, so that a question the document does not answer is still refused.
 */
export function answerAboutSubject(
  frameDraft: Draft,
  subjectTerm: string,
  matches: readonly PassageMatch[],
  question: { subject: string; alsoCounts?: (text: string) => boolean },
  index: PassageIndex,
  stated: (match: PassageMatch) => PassageMatch = (match) => match,
): Draft {
  const opening = frameDraft.claims[0];
  if (opening && index.mentions(subjectTerm, opening.quote)) return frameDraft;
  const said = new Map<string, number>();
  for (const term of index.termsOf(question.subject)) {
    const weight = saidWeight(term, index);
    if (weight !== undefined) said.set(term, weight);
  }
  const support = (match: PassageMatch) =>
    opening ? saidSupport(said, match.passage.text, index, question.alsoCounts) : match.coverage;
  const about = matches
    .filter((match) => index.mentions(subjectTerm, match.passage.text) && support(match) >= MIN_COVERAGE)
    .map(stated);
  const claims = [...new Map(about.map((match) => [match.passage.index, match.passage])).values()]
    .slice(0, MAX_CITATIONS)
    .map((passage) => quotedClaim(passage));
  return claims.length > 0 ? { claims, related: [...matches] } : frameDraft;
}

/**
 * The share of the words the document says that a passage holds, each weighted by how rarely the
 * document says it (in the form it uses), with the kind of value asked for as one more idea.
 */
function saidSupport(
  said: ReadonlyMap<string, number>,
  text: string,
  index: PassageIndex,
  alsoCounts: ((text: string) => boolean) | undefined,
): number {
  let total = 0;
  let covered = 0;
  for (const [term, weight] of said) {
    total += weight;
    if (index.mentions(term, text)) covered += weight;
  }
  if (alsoCounts && said.size > 0) {
    const weight = total / said.size;
    total += weight;
    if (alsoCounts(text)) covered += weight;
  }
  return total === 0 ? 0 : covered / total;
}

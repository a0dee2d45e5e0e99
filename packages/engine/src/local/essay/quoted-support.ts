import type { Sentence } from '../../text/sentences';
import { countWords } from '../../text/words';
import { sourceQuotationsIn } from './citations';
import { quotationsIn } from './quotations';
import { explainsQuotation, explainsWithSubstance, quotes, REFERS_BACK } from './reasoning-evidence';
import { CONCLUSION_MARKER } from './transitions';

/**
 * Quotations that support the points a piece makes, as a teacher credits them: quoted and then
 * explained, within the writer's own argument. A quotation that is most of the answer is the answer
 * itself, not support for it; one first brought in by a closing line that sums up comes after every
 * point is made, and supports none of them.
 */

/** Above this share of the words quoted, the quotation is the answer rather than support for it. */
const MOST_OF_THE_ANSWER = 0.5;
/** A closing line sums up points only where this many sentences came before it. */
const POINTS_BEFORE_CLOSING = 2;

export interface QuotedSupport {
  /** The quotations explained, counted one by one. */
  explained: number;
  /** The first sentence that quotes and is explained: what the strength quotes back. */
  shown?: Sentence;
}

export function quotedSupport(sentences: readonly Sentence[]): QuotedSupport {
  if (quotedShare(sentences) > MOST_OF_THE_ANSWER) return { explained: 0 };
  // Only a quotation from a source is evidence: a title, or a remark the writer imagines, is none;
  // nor is what someone of the writer's own family or friends said in a story from their life.
  const supporting = sentences.filter(
    (sentence, index) =>
      sourceQuotationsIn(sentence.text).some((passage) => !saidInWritersOwnCircle(passage, sentence.text)) &&
      saysWhatItShows(sentences, index) &&
      !closesAfterThePoints(sentences, index),
  );
  return {
    explained: supporting.reduce(
      (sum, sentence) =>
        sum +
        sourceQuotationsIn(sentence.text).filter((passage) => !saidInWritersOwnCircle(passage, sentence.text)).length,
      0,
    ),
    ...(supporting[0] ? { shown: supporting[0] } : {}),
  };
}

/**
 * Someone of the writer's own life named before a verb of saying ("my mom said, …", "my friend
 * asked me …", "I asked my dad and he told me …"): their remark tells the writer's story, it is not
 * evidence quoted from a source.
 */
const OWN_CIRCLE_SPEAKER =
  /\b(?:my|our)\s+(?:(?:\p{L}+\s+)?(?:mom|mum|mother|dad|father|parents?|brothers?|sisters?|friends?|cousins?|aunts?|uncles?|grand\p{L}+|family|coach|neighbou?rs?|teachers?))\b[^.!?"“]*?\b(?:says?|said|tells?|told|asks?|asked|yells?|yelled|replie[sd]|answers?|answered)\b[^"“]*$/iu;

/** Whether the passage is a remark that someone of the writer's own life made, told in the sentence quoting it. */
function saidInWritersOwnCircle(passage: string, text: string): boolean {
  const at = text.indexOf(passage.trim());
  return at >= 0 && OWN_CIRCLE_SPEAKER.test(text.slice(0, at).replace(/["“'‘\s]+$/u, ''));
}

/** The share of the piece's words that stand inside quotation marks. */
function quotedShare(sentences: readonly Sentence[]): number {
  const words = sentences.reduce((sum, sentence) => sum + countWords(sentence.text), 0);
  const quoted = sentences.reduce(
    (sum, sentence) => sum + quotationsIn(sentence.text).reduce((inner, passage) => inner + countWords(passage), 0),
    0,
  );
  return words === 0 ? 0 : quoted / words;
}

/** Whether the sentence at `index` is the piece's last, summing up points made before it. */
function closesAfterThePoints(sentences: readonly Sentence[], index: number): boolean {
  const sentence = sentences[index];
  return (
    sentence !== undefined &&
    index === sentences.length - 1 &&
    index >= POINTS_BEFORE_CLOSING &&
    CONCLUSION_MARKER.test(sentence.text)
  );
}

/**
 * Whether the quotation at `index` is followed by what it shows, as the strength says: a reason
 * with words of its own in the quoting sentence, or a next sentence that gives one or points back
 * at the quotation to say more ("This quote is saying…"). A next sentence that only tells what
 * happened next ("So he rode on.") leaves the quotation unexplained, though it opens on "so".
 */
function saysWhatItShows(sentences: readonly Sentence[], index: number): boolean {
  const sentence = sentences[index];
  if (sentence === undefined || !quotes(sentence)) return false;
  if (explainsWithSubstance(sentence, sentences[index - 1])) return true;
  const next = sentences[index + 1];
  if (next === undefined) return false;
  return explainsWithSubstance(next, sentence) || (REFERS_BACK.test(next.text) && explainsQuotation(next, sentence));
}

import { matchesOf } from '../../text/pattern-matches';
import { countWords } from '../../text/words';
import { countOf } from '../wording';

/**
 * Where a transcription marks words it could not read: a run of question marks standing for a word
 * ("drove up to ??? to see", "the ???and the") and the word "illegible" or "unreadable" set down by
 * the transcriber. Question marks closing a sentence ("Really???") follow a word and end the
 * sentence; they mark nothing lost.
 */
const TRANSCRIPTION_GAP =
  /(?<=^|\s)\?{2,}(?=\s|$)|(?<=[\s\p{L}])\?{2,}(?=\p{Ll})|(?<!\p{L})\p{L}?(?:illegible|unreadable)\b/giu;
/** A paragraph of nothing but gaps and anonymised placeholders holds no words of the writer's. */
const NO_LEGIBLE_WORD = /^(?:\s|\?+|[.,;:!]|@\p{Lu}+\d*|\p{L}*(?:illegible|unreadable)\p{L}*)*$/iu;
/**
 * Gaps from which a share of the response is lost: at least two, and one in every two sentences of
 * the school length (about twenty words, docs/essay-grading.md), so one in forty words. Fewer leave
 * a word or two unread and the rest can be judged as written.
 */
const MIN_GAPS = 2;
const WORDS_PER_GAP = 40;

function transcriptionGaps(text: string): number {
  return matchesOf(TRANSCRIPTION_GAP, text).length;
}

/** Whether a paragraph holds only transcription gaps: a gap, not a paragraph the writer made. */
export function onlyTranscriptionGaps(paragraph: string): boolean {
  return NO_LEGIBLE_WORD.test(paragraph.trim());
}

/**
 * "Part of the response could not be read (5 gaps in the transcription) …", where a large share of
 * it is lost; otherwise nothing.
 */
export function illegibleNote(text: string): string {
  const gaps = transcriptionGaps(text);
  if (gaps < MIN_GAPS || gaps * WORDS_PER_GAP < countWords(text)) return '';
  return `Part of the response could not be read (${countOf(gaps, 'gap')} marked in the transcription): its length, paragraphs and errors are judged only on the words that could be read.`;
}

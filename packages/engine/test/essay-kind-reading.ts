import { detectEssayKind } from '../src/local/essay/essay-kind';
import type { Sentence } from '../src/text/sentences';

/** The text cut where `boundary` matches, each piece a sentence on page 1, a hundred characters after the last. */
function piecesAsSentences(text: string, boundary: RegExp): Sentence[] {
  return text
    .split(boundary)
    .filter(Boolean)
    .map((sentence, index) => ({
      text: sentence,
      page: 1,
      start: index * 100,
      end: index * 100 + sentence.length,
      index,
    }));
}

/**
 * The kind of piece detected in the text cut at `boundary`, for the assignment `subject` when there is
 * one; its first two sentences are the opening and its last two the close.
 */
export function kindOfPiece(text: string, boundary: RegExp, subject?: string) {
  const sentences = piecesAsSentences(text, boundary);
  return detectEssayKind(sentences, subject, sentences.slice(0, 2), sentences.slice(-2));
}

import type { Readability } from '../../text/readability';
import type { TextSpan } from '../../text/text-span';
import { countWords } from '../../text/words';
import type { PurposeCheck } from './purpose-check';
import type { StatementSignals } from './statement-signals';

/**
 * What is read from a document the user wrote, for both its effectiveness score and the advice on
 * it: one reading, so that the score and the advice never disagree about the same text.
 */
export interface WritingFacts {
  statements: readonly StatementSignals[];
  lines: readonly TextSpan[];
  paragraphs: readonly TextSpan[];
  readability: Readability;
  wordCount: number;
  /** Whether the opening mentions the purpose the user gave; undefined when none was given. */
  purpose: PurposeCheck | undefined;
}

/** Longer sentences are hard to follow in one reading: they lower clarity and are worth splitting. */
export const READABLE_SENTENCE_WORDS = 35;

/** From this length a reader needs headings to find their way; shorter documents do without. */
export const HEADINGS_EXPECTED_FROM_WORDS = 800;

/** The paragraph with the most words (the first of equals): the first place to break up. */
export function longestParagraph(paragraphs: readonly TextSpan[]): TextSpan | undefined {
  return paragraphs.reduce<TextSpan | undefined>(
    (best, paragraph) => (!best || countWords(paragraph.text) > countWords(best.text) ? paragraph : best),
    undefined,
  );
}

import { matchesOf } from '../../text/pattern-matches';
import { countWords } from '../../text/words';

/**
 * Words quoted from someone else, in double or single quotation marks. A single mark is a
 * quotation mark only where it opens after a space or a colon and closes before a space or a
 * punctuation mark: the apostrophes of "don't" and "the girl's" sit between letters, so a quotation
 * may hold them but no quotation starts or ends on one.
 */
const QUOTED =
  /["“](?<double>[^"”]+)["”]|(?<=^|[\s([:,;])['‘](?<single>(?:[^'‘’"“”\n]|(?<=\p{L})['’](?=\p{L}))+?)(?<=[^\s'‘’])['’](?![\p{L}\d])/gu;
/** Fewer words are a term or a phrase singled out ("the 'nice' movie"), not a quoted passage. */
const MIN_QUOTED_WORDS = 3;

/** The quotations of a text of three words or more, as the writer marked them. */
export function quotationsIn(text: string): string[] {
  return matchesOf(QUOTED, text)
    .map((match) => match.groups?.double ?? match.groups?.single ?? '')
    .filter((quoted) => countWords(quoted) >= MIN_QUOTED_WORDS);
}

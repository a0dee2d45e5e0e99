import type { StyleIssue } from '../../grammar/finding';
import { PLACEHOLDER } from '../../grammar/harper/checkable-words';
import { matchesOf } from '../../text/pattern-matches';
import type { Sentence } from '../../text/sentences';

/**
 * Characters garbled by a wrong text encoding: the replacement character (`�`, or `ï¿½` when it
 * was itself read as Latin-1), the two- and three-character remains of an accented letter or a
 * curly quotation mark read as Latin-1 (`cafÃ©`, `itâ€™s`), and the "â" left where a curly
 * apostrophe stood before a contraction's ending (`donât`), which no English word spells so. The
 * writer did not type them.
 */
const ENCODING_DAMAGE = /\uFFFD|ï¿½|[ÃÂ][\u0080-\u00BF]|â[€\u0080-\u009F]|\p{L}â(?:s|t|ll|re|ve|d|m)\b/u;
/** A word written with a capital inside a sentence: the writer treats it as a name. */
const CAPITALISED_INSIDE = /(?<=[\p{L}\p{N},;:]\s+)\p{Lu}\p{Ll}+/gu;
const SINGLE_WORD = /^\p{L}+$/u;

/**
 * The flagged errors that are the writer's own, so that every count the feedback states is true of
 * what the writer typed: not characters a wrong encoding garbled, not a placeholder that stands
 * for a removed name, and not a name the text writes with its capital elsewhere (a character or a
 * place in the text read), which a dictionary lacks without its being misspelt.
 */
export function writerTypedErrors(issues: readonly StyleIssue[], sentences: readonly Sentence[]): StyleIssue[] {
  const names = namesIn(sentences);
  return issues.filter(
    (issue) =>
      !ENCODING_DAMAGE.test(issue.error) &&
      !ENCODING_DAMAGE.test(issue.correction) &&
      !PLACEHOLDER.test(issue.error) &&
      !(issue.kind === 'spelling' && SINGLE_WORD.test(issue.error) && names.has(issue.error.toLowerCase())),
  );
}

/** The words a text writes with a capital inside a sentence, in small letters. */
function namesIn(sentences: readonly Sentence[]): Set<string> {
  return new Set(
    sentences.flatMap((sentence) =>
      matchesOf(CAPITALISED_INSIDE, sentence.text).map((match) => match[0].toLowerCase()),
    ),
  );
}

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
const LONE_LETTER = /^\p{L}$/u;
/** Words that name a letter rather than use it as a word: "the f word", "plan b", "grade c", "letter k". */
const BEFORE_NAMED_LETTER = /\b(?:the|an?|plan|grade|letter|vitamin|type|option|part|section|row|class)\s+$/iu;
const AFTER_NAMED_LETTER = /^[-\s]*(?:word|words)\b/iu;
/**
 * Standard abbreviations a spelling list may lack, written with or without their full stops ("etc",
 * "vs", "eg", "ie", "approx"): the word is spelt right, so no spelling error is counted.
 */
const ABBREVIATION = /^(?:etc|vs|eg|ie|approx|esp|incl)$/iu;

/**
 * A lone letter that names a letter ("the f word", "plan b"): no word is misspelt. A lone "u" or
 * "r" written for a word ("see u there") is not named so, and stays an error.
 */
function namesALetter(issue: StyleIssue): boolean {
  if (!LONE_LETTER.test(issue.error)) return false;
  const alone = new RegExp(`(?<!\\p{L})${issue.error}(?!\\p{L})`, 'gu');
  const at = matchesOf(alone, issue.sentence.text).find((match) => match.index >= issue.focus - 1)?.index;
  if (at === undefined) return false;
  const before = issue.sentence.text.slice(0, at);
  const after = issue.sentence.text.slice(at + issue.error.length);
  return BEFORE_NAMED_LETTER.test(before) || AFTER_NAMED_LETTER.test(after);
}

/**
 * The flagged errors that are the writer's own, so that every count the feedback states is true of
 * what the writer typed: not characters a wrong encoding garbled, not a placeholder that stands
 * for a removed name, and not a name (a character or a place in the text read, written with its
 * capital elsewhere in the text or in the assignment), which a dictionary lacks without its being
 * misspelt. A name written in small letters is a capital left out, and is corrected as one.
 */
export function writerTypedErrors(
  issues: readonly StyleIssue[],
  sentences: readonly Sentence[],
  subject = '',
): StyleIssue[] {
  const names = namesIn([...sentences.map((sentence) => sentence.text), subject]);
  return issues.flatMap((issue) => {
    if (ENCODING_DAMAGE.test(issue.error) || ENCODING_DAMAGE.test(issue.correction) || PLACEHOLDER.test(issue.error))
      return [];
    if (issue.kind === 'spelling' && (namesALetter(issue) || ABBREVIATION.test(issue.error))) return [];
    if (issue.kind !== 'spelling' || !SINGLE_WORD.test(issue.error) || !names.has(issue.error.toLowerCase()))
      return [issue];
    return SMALL_LETTERS.test(issue.error) ? [capitalLeftOut(issue)] : [];
  });
}

const SMALL_LETTERS = /^\p{Ll}+$/u;

/** The name as a capitalisation slip: "tavik" → "Tavik". */
function capitalLeftOut(issue: StyleIssue): StyleIssue {
  return {
    ...issue,
    ruleId: 'capitals.name-in-small-letters',
    kind: 'grammar',
    category: 'Capitalisation',
    severity: 'minor',
    correction: issue.error.charAt(0).toUpperCase() + issue.error.slice(1),
    explanation: 'A name begins with a capital letter.',
  };
}

/** The words texts write with a capital inside a sentence, in small letters. */
function namesIn(texts: readonly string[]): Set<string> {
  return new Set(texts.flatMap((text) => matchesOf(CAPITALISED_INSIDE, text).map((match) => match[0].toLowerCase())));
}

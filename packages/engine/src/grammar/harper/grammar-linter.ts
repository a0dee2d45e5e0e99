import { lintInThread } from './grammar-thread';
import type { EnglishVariant, LintRules, RawLint } from './grammar-worker-protocol';

/**
 * One problem harper.js found, as the thread sent it, with UTF-16 offsets into the linted text and
 * each suggestion as the words the writer should end with.
 */
export interface GrammarLint extends Omit<RawLint, 'suggestions'> {
  suggestions: string[];
}

/** Harper's message for a reader: its backtick code quotes (\x60) turned to the quotation marks of prose. */
export const lintMessage = (lint: GrammarLint): string => lint.message.replace(/\x60([^\x60]*)\x60/gu, '“$1”');

/**
 * Loads the grammar checker ahead of the first essay, so that a worker pays the start-up when it
 * starts rather than inside a user's analysis.
 */
export async function warmUpGrammarChecker(): Promise<void> {
  // Linting a real paragraph also builds harper's rule and dictionary structures, which loading
  // the binary alone does not.
  await lintText('Their going to the library tomorow, and they was planning to finish the report before the deadline.');
}

/** Every lint harper.js reports for a piece of plain text, in text order; American spelling unless told. */
export async function lintText(
  text: string,
  variant: EnglishVariant = 'american',
  rules: LintRules = 'all',
): Promise<GrammarLint[]> {
  if (text.trim() === '') return [];
  const lints = await lintInThread(text, variant, rules);
  const toUtf16 = utf16Offsets(text);
  return lints.map((lint) => toPlain(lint, toUtf16)).sort((a, b) => a.start - b.start || a.end - b.end);
}

/**
 * How the given words fare in one variant's dictionary: each word the dictionary lacks, with the
 * dictionary's suggestions; words missing from the answer are spelled correctly in that variant.
 */
export async function misspelledIn(words: readonly string[], variant: EnglishVariant): Promise<Map<string, string[]>> {
  const lints = await lintText(words.join('\n'), variant, 'spelling');
  return new Map(
    lints.filter((lint) => lint.kind === 'Spelling').map((lint) => [lint.problem.toLowerCase(), lint.suggestions]),
  );
}

function toPlain(lint: RawLint, toUtf16: (codePoint: number) => number): GrammarLint {
  return {
    ...lint,
    start: toUtf16(lint.start),
    end: toUtf16(lint.end),
    // An insertion ("managed" + " to") is offered as the whole phrase the writer should end with.
    suggestions: lint.suggestions.map((suggestion) =>
      suggestion.insertAfter ? `${lint.problem}${suggestion.text}` : suggestion.text,
    ),
  };
}

/** Harper counts Unicode code points; JavaScript strings count UTF-16 units. */
function utf16Offsets(text: string): (codePoint: number) => number {
  if (!/[\uD800-\uDBFF]/u.test(text)) return (offset) => offset;
  const units: number[] = [];
  let unit = 0;
  for (const character of text) {
    units.push(unit);
    unit += character.length;
  }
  units.push(unit);
  return (offset) => units[Math.min(offset, units.length - 1)] ?? unit;
}

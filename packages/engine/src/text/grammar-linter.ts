import { Dialect, type Lint, LocalLinter, SuggestionKind } from 'harper.js';
import { binary } from 'harper.js/binary';

/** One problem harper.js found, as plain data (the WASM objects are freed straight away). */
export interface GrammarLint {
  /** Harper's rule name, e.g. `SpellCheck`, `AnA`, `RepeatedWords`. */
  rule: string;
  /** Harper's lint kind, e.g. `Spelling`, `Agreement`, `Capitalization`. */
  kind: string;
  /** UTF-16 offsets into the linted text. */
  start: number;
  end: number;
  problem: string;
  message: string;
  suggestions: string[];
}

/**
 * Text harper.js skips: anonymisation placeholders (`@PERSON1`), HTML entities (`&lt;`) and tokens
 * mixing letters and digits. They are never misspelled words, and looking for spelling
 * suggestions for them is by far the slowest thing harper does.
 */
const SKIPPED_TOKENS = String.raw`[@&#]\w+;?|\b\w*\d\w*\b`;

/** The spelling standard a document follows; harper.js has a dictionary for each. */
export type EnglishVariant = 'american' | 'british';

const DIALECTS: Readonly<Record<EnglishVariant, Dialect>> = { american: Dialect.American, british: Dialect.British };
const linters = new Map<EnglishVariant, Promise<LocalLinter>>();

/**
 * One linter per variant and process, started on first use: loading the WASM binary takes a second
 * or two, linting afterwards is fast. The binary ships inside the harper.js package, so nothing is fetched.
 */
function sharedLinter(variant: EnglishVariant): Promise<LocalLinter> {
  let linter = linters.get(variant);
  if (!linter) {
    linter = (async () => {
      const created = new LocalLinter({ binary, dialect: DIALECTS[variant] });
      await created.setup();
      return created;
    })();
    linters.set(variant, linter);
  }
  return linter;
}

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
export async function lintText(text: string, variant: EnglishVariant = 'american'): Promise<GrammarLint[]> {
  if (text.trim() === '') return [];
  const byRule = await (await sharedLinter(variant)).organizedLints(text, {
    language: 'plaintext',
    regex_mask: SKIPPED_TOKENS,
  });
  const toUtf16 = utf16Offsets(text);
  return Object.entries(byRule)
    .flatMap(([rule, lints]) => lints.map((lint) => toPlain(rule, lint, toUtf16)))
    .sort((a, b) => a.start - b.start || a.end - b.end);
}

/**
 * How the given words fare in one variant's dictionary: each word the dictionary lacks, with the
 * dictionary's suggestions; words missing from the answer are spelled correctly in that variant.
 */
export async function misspelledIn(words: readonly string[], variant: EnglishVariant): Promise<Map<string, string[]>> {
  const lints = await lintText(words.join('\n'), variant);
  return new Map(
    lints.filter((lint) => lint.kind === 'Spelling').map((lint) => [lint.problem.toLowerCase(), lint.suggestions]),
  );
}

function toPlain(rule: string, lint: Lint, toUtf16: (codePoint: number) => number): GrammarLint {
  const span = lint.span();
  const problem = lint.get_problem_text();
  const plain = {
    rule,
    kind: lint.lint_kind(),
    start: toUtf16(span.start),
    end: toUtf16(span.end),
    problem,
    message: lint.message(),
    // An insertion ("managed" + " to") is offered as the whole phrase the writer should end with.
    suggestions: lint
      .suggestions()
      .map((suggestion) =>
        suggestion.kind() === SuggestionKind.InsertAfter
          ? `${problem}${suggestion.get_replacement_text()}`
          : suggestion.get_replacement_text(),
      ),
  };
  lint.free();
  return plain;
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

// The grammar checker's thread, started by grammar-thread.ts: it loads harper.js once per English
// variant and lints the texts it is sent, so that harper's WASM runs beside the engine's own checks
// instead of after them. It is plain JavaScript on purpose: it runs on bare Node, without the
// parent's loaders (tsx, vitest), so it is the same file everywhere. It only drives harper.js and
// sends raw lints; turning them into findings is typed code on the parent's side
// (grammar-linter.ts). The message shapes are declared in grammar-worker-protocol.ts.
import { parentPort } from 'node:worker_threads';
import { Dialect, LocalLinter, SuggestionKind } from 'harper.js';
import { binary } from 'harper.js/binary';

/**
 * Text harper.js skips: anonymisation placeholders (`@PERSON1`), HTML entities (`&lt;`) and tokens
 * mixing letters and digits. They are never misspelled words, and looking for spelling
 * suggestions for them is by far the slowest thing harper does.
 */
const SKIPPED_TOKENS = String.raw`[@&#]\w+;?|\b\w*\d\w*\b`;
const DIALECTS = { american: Dialect.American, british: Dialect.British };
/**
 * Rules switched off in the full configuration. Harper keeps one lint per stretch of text, and its
 * sentence-length lint stretches over the whole sentence: every misspelling and grammar error
 * inside a long sentence was dropped for a lint we never show (our own check reports long sentences).
 */
const RULES_OFF = new Set(['LongSentences']);
const linters = new Map();

parentPort.on('message', (request) => void serve(request));

async function serve({ id, text, variant, rules }) {
  try {
    const byRule = await (await linterFor(variant, rules)).organizedLints(text, {
      language: 'plaintext',
      regex_mask: SKIPPED_TOKENS,
    });
    const lints = Object.entries(byRule).flatMap(([rule, found]) => found.map((lint) => rawLint(rule, lint)));
    parentPort.postMessage({ id, lints });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    // A panic inside harper leaves its WASM memory in an unknown state: the parent starts a new thread.
    if (error instanceof WebAssembly.RuntimeError) process.exit(1);
  }
}

function linterFor(variant, rules) {
  const key = `${variant} ${rules}`;
  let linter = linters.get(key);
  if (!linter) {
    linter = (async () => {
      const created = new LocalLinter({ binary, dialect: DIALECTS[variant] });
      await created.setup();
      const config = await created.getLintConfig();
      await created.setLintConfig(rules === 'spelling' ? spellCheckOnly(config) : withoutRulesOff(config));
      return created;
    })();
    linters.set(key, linter);
  }
  return linter;
}

/**
 * A words-only configuration: harper keeps one lint per stretch of text, so on a list of words a
 * prose rule (a sentence too long, a missing capital) would take the place of the misspellings.
 */
function spellCheckOnly(config) {
  return Object.fromEntries(Object.keys(config).map((rule) => [rule, rule === 'SpellCheck']));
}

function withoutRulesOff(config) {
  return Object.fromEntries(Object.entries(config).map(([rule, on]) => [rule, RULES_OFF.has(rule) ? false : on]));
}

/** The lint as plain data; the WASM object is freed straight away. */
function rawLint(rule, lint) {
  const span = lint.span();
  const raw = {
    rule,
    kind: lint.lint_kind(),
    start: span.start,
    end: span.end,
    problem: lint.get_problem_text(),
    message: lint.message(),
    suggestions: lint.suggestions().map((suggestion) => ({
      text: suggestion.get_replacement_text(),
      insertAfter: suggestion.kind() === SuggestionKind.InsertAfter,
    })),
  };
  lint.free();
  return raw;
}

/**
 * Whether a rewrite offered to the writer is a finished line: one that could be pasted into the CV as
 * it stands. A rewrite that trims one word but keeps a doubled word ("the the") or an amount of money
 * with no currency ("donations of 12500") is half tidied, and is not offered.
 */

/** The same word twice in a row; "had had" and "that that" are English, and stay. */
const DOUBLED_WORD = /\b(?!(?:had|that)\b)(\p{L}+)\s+\1\b/iu;
/** A whole number (digits with any grouping), not part of a longer one. */
const AMOUNT = String.raw`(?<![\d,.$€£])\d(?:[\d,.]*\d)?(?![\d,.]*\d)`;
/**
 * What makes an amount of money read as one: a currency after it, past any scale ("2 million dollars"),
 * or a share ("12%"). A scale alone ("sales of 2 million") leaves the reader asking: of what?
 */
const UNIT_AFTER = String.raw`(?!\s*(?:(?:[kKmMbB]n?|million|billion|thousand)\b\s*)?(?:%|percent|per\s+cent|pounds|dollars|euros|[A-Z]{3}\b))`;
/** Words for money the writer handled or brought in: the amount after them is money. */
const MONEY_WORD = String.raw`(?:sales|revenue|turnover|profits?|budgets?|funding|grants?|donations|savings|costs|income|takings)`;
const BARE_AMOUNT = new RegExp(
  [
    // "donations of 12500", "a budget of 9000": money named, then an amount with no currency.
    String.raw`\b${MONEY_WORD}\s+(?:of|totall?ing|worth|over|exceeding)\s+(?:about\s+|over\s+|nearly\s+)?${AMOUNT}${UNIT_AFTER}`,
    // "40,000 in sales": an amount of money (four figures or more) with no currency before it.
    String.raw`(?<![$€£]\s?)(?<![\d,.])(?:\d{1,3}(?:,\d{3})+|\d{4,})(?![\d,.]*\d)\s+in\s+(?:\p{L}+\s+)?${MONEY_WORD}\b`,
  ].join('|'),
  'u',
);

export function readsAsFinishedLine(text: string): boolean {
  return (
    !DOUBLED_WORD.test(text) && !BARE_AMOUNT.test(text) && !repeatsItsOwnEnding(text) && !STRAY_LIST_COMMA.test(text)
  );
}

/**
 * "Issued uniforms, and equipment.": the only comma of the line stands before "and" and a word or two
 * that end it, so it joins two nouns, which take no comma; the rewrite keeps a slip of the line.
 */
const STRAY_LIST_COMMA = /^[^,]*\p{L},\s+and\s+\p{L}+(?:\s+\p{L}+)?\s*\.?\s*$/u;

/** The shortest ending of a compound word said again as the next word ("a teacup cup"). */
const MIN_ENDING = 3;

/** Endings that are words of their own after a compound ("anywhere where", "someone one could…"). */
const FREE_ENDINGS = new Set(['where', 'one', 'all', 'ever', 'how', 'what', 'when', 'who']);

/** Whether a word is followed by its own ending as a word of its own ("dishwasher washer"): a noun said twice. */
function repeatsItsOwnEnding(text: string): boolean {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  return words.some((word, index) => {
    const next = words[index + 1] ?? '';
    return next.length >= MIN_ENDING && word.length > next.length && word.endsWith(next) && !FREE_ENDINGS.has(next);
  });
}

/**
 * Dates as statements, invoices and letters write them, kept as written: "4 May 2024",
 * "May 4, 2024", "04/05/2024", "2024-05-04", and a statement line's "22 Mar" without a year.
 * The text is shown to the user as written, so day-first and month-first numbers need not be told
 * apart.
 */
export interface DateMention {
  text: string;
  index: number;
  /** Whether the year is written: a statement line's "22 Mar" is a date within its period. */
  hasYear: boolean;
}

const MONTH = String.raw`(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?`;
const DAY = String.raw`\d{1,2}(?:st|nd|rd|th)?`;
const YEAR = String.raw`(?:19|20)\d{2}`;
const DATE = new RegExp(
  [
    String.raw`\b${DAY}\s+(?:of\s+)?${MONTH},?\s+${YEAR}\b`,
    String.raw`\b${MONTH}\s+${DAY},?\s+${YEAR}\b`,
    String.raw`\b\d{1,2}[/.-]\d{1,2}[/.-](?:${YEAR}|\d{2})\b`,
    String.raw`\b${YEAR}-\d{2}-\d{2}\b`,
    String.raw`\b${DAY}[\s-]+${MONTH}(?![\p{L}])`,
    String.raw`\b${MONTH}\s+${DAY}\b`,
  ].join('|'),
  'giu',
);

/** A month name starts with a capital ("the May 4 meeting"), never "you may 4…" or "mar". */
const MONTH_WORD = new RegExp(MONTH, 'iu');

export function datesIn(text: string): DateMention[] {
  return [...text.matchAll(DATE)]
    .filter((match) => /^\p{Lu}/u.test(MONTH_WORD.exec(match[0])?.[0] ?? 'N') && numbersFitADate(match[0]))
    .map((match) => ({
      text: match[0].replace(/[,.]$/u, ''),
      index: match.index,
      hasYear: /\d{4}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2}/u.test(match[0]),
    }));
}

/** "40-12-76" is a sort code, not a date: a numeric date has a day and a month that exist. */
function numbersFitADate(text: string): boolean {
  const numeric = /^(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})$/u.exec(text);
  if (!numeric) return true;
  const [first, second, third] = numeric.slice(1).map(Number) as [number, number, number];
  if (String(numeric[1]).length === 4) return second >= 1 && second <= 12 && third >= 1 && third <= 31;
  const dayFirst = first >= 1 && first <= 31 && second >= 1 && second <= 12;
  const monthFirst = first >= 1 && first <= 12 && second >= 1 && second <= 31;
  return dayFirst || monthFirst;
}

/** A length of time written in a contract: "one (1) year", "ninety (90) days", "12-month", "a year". */
export interface Duration {
  count: number;
  unit: 'day' | 'week' | 'month' | 'year';
  /** The words as written. */
  text: string;
  index: number;
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  eighteen: 18,
  twenty: 20,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  sixty: 60,
  ninety: 90,
  'one hundred twenty': 120,
  'one hundred eighty': 180,
};
const WORD = Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .map((word) => word.replace(/[\s-]/gu, String.raw`[\s-]+`))
  .join('|');
// "ninety (90) days", "90 days", "ninety days", "twelve-month", "(30) days", "a year" (only before "year").
const DURATION = new RegExp(
  String.raw`\b(?:(${WORD})\s*(?:\(\s*(\d{1,3})\s*\))?|\(?(\d{1,3})\)?)[\s-]*(?:calendar\s+|business\s+|consecutive\s+)?(days?|weeks?|months?|years?)\b`,
  'giu',
);

/** Every length of time in `text`, in order. */
export function durationsIn(text: string): Duration[] {
  const found: Duration[] = [];
  for (const match of text.matchAll(DURATION)) {
    const word = match[1]?.toLowerCase().replace(/[\s-]+/gu, match[1].includes('-') ? '-' : ' ');
    const count = Number(match[2] ?? match[3] ?? (word ? NUMBER_WORDS[word] : Number.NaN));
    const unit = (match[4] ?? '').toLowerCase().replace(/s$/u, '') as Duration['unit'];
    if (!Number.isInteger(count) || count <= 0) continue;
    // "a day" / "an hour" are not contract periods; "a year" is ("renews for a year").
    if ((word === 'a' || word === 'an') && unit !== 'year' && unit !== 'month') continue;
    found.push({ count, unit, text: match[0], index: match.index ?? 0 });
  }
  return found;
}

/** "1 year", "90 days": how the facts state a length, and how CUAD's experts write one. */
export function durationLabel({ count, unit }: Pick<Duration, 'count' | 'unit'>): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** Lengths compared in days, so "12 months" and "1 year" are the same length. */
export function durationDays({ count, unit }: Pick<Duration, 'count' | 'unit'>): number {
  const days = { day: 1, week: 7, month: 30, year: 365 }[unit];
  return count * days;
}

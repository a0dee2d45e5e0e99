import { NUMBER_WORD, numberFromWords } from '../../text/number-words';

/** A length of time written in a contract: "one (1) year", "ninety (90) days", "12-month", "a year". */
export interface Duration {
  count: number;
  unit: 'day' | 'week' | 'month' | 'year';
  /** "15 business days": days counted on working days only, which run longer than as many calendar days. */
  business?: boolean;
  /** The words as written. */
  text: string;
  index: number;
}

// A number in words ("ninety", "one hundred twenty"), or "a"/"an", which count one.
const WORD = String.raw`an?|${NUMBER_WORD}(?:[\s-]+(?:and\s+)?${NUMBER_WORD})*`;
// "ninety (90) days", "90 days", "ninety days", "twelve-month", "(30) days", "a year" (only before "year").
const DURATION = new RegExp(
  String.raw`\b(?:(${WORD})\s*(?:\(\s*(\d{1,3})\s*\))?|\(?(\d{1,3})\)?)[\s-]*(?:calendar\s+|(business|working)\s+|consecutive\s+)?(days?|weeks?|months?|years?)\b`,
  'giu',
);

/** Every length of time in `text`, in order. */
export function durationsIn(text: string): Duration[] {
  const found: Duration[] = [];
  for (const match of text.matchAll(DURATION)) {
    const word = match[1]?.toLowerCase();
    const count = Number(match[2] ?? match[3] ?? (word ? wordCount(word) : Number.NaN));
    const unit = (match[5] ?? '').toLowerCase().replace(/s$/u, '') as Duration['unit'];
    if (!Number.isInteger(count) || count <= 0) continue;
    // "a day" / "an hour" are not contract periods; "a year" is ("renews for a year").
    if ((word === 'a' || word === 'an') && unit !== 'year' && unit !== 'month') continue;
    const business = match[4] !== undefined && unit === 'day';
    found.push({ count, unit, text: match[0], index: match.index ?? 0, ...(business ? { business } : {}) });
  }
  return found;
}

function wordCount(word: string): number | undefined {
  return word === 'a' || word === 'an' ? 1 : numberFromWords(word);
}

/**
 * "1 year", "90 days": how the facts state a length, and how CUAD's experts write one. Business days stay business
 * days ("15 business days"): told as plain days they would read as a shorter time.
 */
export function durationLabel({ count, unit, business }: Pick<Duration, 'count' | 'unit' | 'business'>): string {
  return `${count} ${business ? 'business ' : ''}${unit}${count === 1 ? '' : 's'}`;
}

/** Lengths compared in days, so "12 months" and "1 year" are the same length; five business days make a week. */
export function durationDays({ count, unit, business }: Pick<Duration, 'count' | 'unit' | 'business'>): number {
  const days = { day: business ? 7 / 5 : 1, week: 7, month: 30, year: 365 }[unit];
  return count * days;
}

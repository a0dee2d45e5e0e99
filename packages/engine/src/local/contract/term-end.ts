import type { CalendarDate } from './contract-dates';

/**
 * How a term's end is read from its start, as a person reads it: whole years that start on 1 January are
 * calendar years ("beginning January 1, 2011 … for three (3) years" runs through 31 December 2013); any other
 * term ends on its anniversary ("one year commencing May 1, 2016" on 1 May 2017), as CUAD's experts count it;
 * so does a point in time, not a `period` ("the date that is two (2) years after the date of this Agreement").
 */
export function endAfter(start: CalendarDate, months: number, { period = true } = {}): CalendarDate {
  const total = start.month - 1 + months;
  const year = start.year + Math.floor(total / 12);
  const month = (total % 12) + 1;
  if (period && start.day === 1 && start.month === 1 && months % 12 === 0) {
    // The last day of the year before.
    const previous = new Date(Date.UTC(year, month - 1, 0));
    return { year: previous.getUTCFullYear(), month: previous.getUTCMonth() + 1, day: previous.getUTCDate() };
  }
  // 31 January plus one month is the last day of February.
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(start.day, lastDay) };
}

// "until the end of the current calendar year", "through the end of the then-current calendar year".
export const CALENDAR_YEAR_END =
  /\b(?:until|through|to)\s+(the\s+end\s+of\s+the\s+(?:current|then[\s-]current)\s+calendar\s+year)\b/iu;

/** The last day of the calendar year the term starts in. */
export function calendarYearEnd(start: CalendarDate): CalendarDate {
  return { year: start.year, month: 12, day: 31 };
}

// What a length may be counted from and still give a date: the agreement's own start.
const FROM_THE_START =
  /^\s*(?:(?:from(?:\s+and\s+(?:after|including))?|after|following|of)\s+(?:the\s+)?(?:date\s+of\s+(?:the\s+)?)?(?:effective|commencement|execution|start|signing|date\s+(?:hereof|of\s+(?:this|the\s+agreement\b|execution|signature))|date\s+first\s+(?:written|set\s+forth)|this\s+agreement)|thereafter|(?:from|after|following)\s+(?:such|that)\s+date)\b/iu;
// A word must follow: a sentence cut at "from the" by a page break names no event.
const COUNTED_FROM = /^\s*(?:from|after|following|of)\s+(?:the\s+)?(?!the\s*$)\w/iu;
// The event as written, up to the end of its phrase: "following the Launch Date".
const EVENT_PHRASE = /^\s*((?:from|after|following)\s+[^,;()]{3,80}?)\s*(?=[,;(]|\s+(?:unless|and|with|subject)\b|$)/iu;

/**
 * "ten (10) years from the date of first commercial sale", "36 months following the Service Ready Date": a
 * length counted from an event the contract does not date, so no end date can be computed from its start.
 */
export function countedFromAnotherEvent(textAfterLength: string): boolean {
  const after = countedAs(textAfterLength);
  return COUNTED_FROM.test(after) && !FROM_THE_START.test(after);
}

/** "following the Launch Date": the event a length is counted from, to state with the length. */
export function eventCountedFrom(textAfterLength: string): string | undefined {
  return EVENT_PHRASE.exec(countedAs(textAfterLength))?.[1]
    ?.replace(/\s+/gu, ' ')
    .replace(/[.\s]+$/u, '');
}

// "until 12 months have elapsed since the end of the last order": counted after that end, as "after" says it.
const ELAPSED_SINCE = /^\s*(?:(?:have|has)\s+(?:elapsed|passed)\s+)?since\b/iu;

function countedAs(textAfterLength: string): string {
  return textAfterLength.replace(ELAPSED_SINCE, ' after');
}

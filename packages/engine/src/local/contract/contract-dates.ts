import type { Sentence } from '../../text/sentences';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH_NAME = String.raw`(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?`;
// "5th", and "6t h", "1s t" or "2 nd" as some PDF text layers and typists split the suffix; "(3rd)".
const DAY = String.raw`\(?(\d{1,2})(?:\s?s\s?t|\s?n\s?d|\s?r\s?d|\s?t\s?h)?\)?`;
// "October 9, 2004", "October 9 , 2004", "October 9,2004": a comma with or without spaces, or a space.
const BEFORE_YEAR = String.raw`(?:\s*,\s*|\s+)`;
const ORDINAL_DAYS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
];
// "second day of June", "twenty-first day of March", "thirtieth day of April".
const ORDINAL_DAY = String.raw`((?:twenty|thirty)[\s-](?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|thirtieth|${ORDINAL_DAYS.join('|')})`;
const DATE_PATTERNS: readonly { pattern: RegExp; parts: (match: RegExpExecArray) => CalendarDate | undefined }[] = [
  {
    // "January 5, 2020", "Jan. 5th 2020", "_Dec. 8, 2005" filled in on a blank
    pattern: new RegExp(String.raw`(?<![A-Za-z])(${MONTH_NAME})\s+${DAY}${BEFORE_YEAR}(\d{4})\b`, 'gi'),
    parts: (m) => calendarDate(m[3], monthNumber(m[1]), m[2]),
  },
  {
    // "5 January 2020", "5th day of January, 2020", "19 DAY OF MAY , 2010", "the 5th of March, 2021"
    pattern: new RegExp(
      String.raw`(?<![\w.])${DAY}\s+(?:(?:day\s+)?of\s+)?(${MONTH_NAME})${BEFORE_YEAR}(\d{4})\b`,
      'gi',
    ),
    parts: (m) => calendarDate(m[3], monthNumber(m[2]), m[1]),
  },
  {
    // "5-Mar-2021", "05-MAR-21": the day, the month's name and the year joined by hyphens, as spreadsheets print them.
    pattern: new RegExp(String.raw`(?<![\w.-])(\d{1,2})-(${MONTH_NAME})-(\d{4}|\d{2})(?![\w-])`, 'gi'),
    parts: (m) => calendarDate(m[3], monthNumber(m[2]), m[1]),
  },
  {
    // "the second day of June, 2016"
    pattern: new RegExp(String.raw`\b${ORDINAL_DAY}\s+day\s+of\s+(${MONTH_NAME})${BEFORE_YEAR}(\d{4})\b`, 'gi'),
    parts: (m) => calendarDate(m[3], monthNumber(m[2]), String(ordinalDay(m[1]))),
  },
  {
    // "1/5/2020", "01-05-2020": US order, as in the contracts this engine meets most, unless the first
    // number cannot be a month ("27/4/19" is day-first, as most of the world writes dates).
    pattern: /\b(\d{1,2})[/-](\d{1,2})[/-](\d{4}|\d{2})\b/g,
    parts: (m) => (Number(m[1]) > 12 ? calendarDate(m[3], Number(m[2]), m[1]) : calendarDate(m[3], Number(m[1]), m[2])),
  },
  {
    // "2021-03-05", "2021/03/05": the year first, as ISO 8601 and most software write a date, always year-month-day.
    // Two digits each for month and day, and no more number parts around it: not a reference such as "2016/679".
    pattern: /(?<![\w./-])(\d{4})([/-])(\d{2})\2(\d{2})(?![\w/-]|\.\d)/g,
    parts: (m) => calendarDate(m[1], Number(m[3]), m[4]),
  },
  {
    // "05.03.2021", "5.3.2021": dots between the parts are how most of Europe writes a date, day first; a section
    // number such as "5.3.2" has no year of four digits, and one more part ("1.2.2021.4") makes it no date.
    pattern: /(?<![\w.])(\d{1,2})\.(\d{1,2})\.(\d{4})(?![\w]|\.\d)/g,
    parts: (m) => calendarDate(m[3], Number(m[2]), m[1]),
  },
];

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A date written in a sentence, with the exact text it was written as. */
export interface DateMention {
  date: CalendarDate;
  text: string;
  index: number;
}

export function datesIn(text: string): DateMention[] {
  const found: DateMention[] = [];
  for (const { pattern, parts } of DATE_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const date = parts(match as RegExpExecArray);
      if (date) found.push({ date, text: match[0], index: match.index ?? 0 });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** Whether the first date falls after the second. */
export function laterThan(a: Pick<DateMention, 'date'>, b: Pick<DateMention, 'date'>): boolean {
  const key = ({ date }: Pick<DateMention, 'date'>) => date.year * 10_000 + date.month * 100 + date.day;
  return key(a) > key(b);
}

/** "2020-01-05": unambiguous for users in every country. */
export function isoDate({ year, month, day }: CalendarDate): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

// The documents whose dates an agreement cites: agreements, letters, orders, and the policies and terms it names.
const DOCUMENT_NOUN = String.raw`(?:agreements?|letters?|memorand(?:um|a)|contracts?|amendments?|leases?|licen[cs]es?|plans?|orders?|proposals?|addend(?:um|a)|arrangements?|understandings?|intent|reports?|documents?|notes?|certificates?|specifications?|quotations?|invoices?|polic(?:y|ies)|terms(?:\s+of\s+(?:service|use))?|conditions|guidelines|tariffs?|bylaws|charters?|deeds?|indentures?|resolutions?)`;
const NAMED_DOCUMENT = String.raw`\b(?:the|an?|that\s+certain|such|said|its|their|prior|previous|existing|original|our|your)\s+(?:[\w&’'-]+\s+){0,6}?${DOCUMENT_NOUN}`;
// The instruments of public law a contract cites by name and number, whose date is part of the citation.
const INSTRUMENT_NOUN = String.raw`(?:act|law|statute|code|(?:executive\s+)?order|instruction|directive|regulation|decision|decree|ordinance|standard|circular|bulletin|publication|proclamation|treaty|convention|rules?)`;
/**
 * A law, order, instruction, standard or regulation cited with its date: "Department Instruction 7700.02 of
 * 9 March 2014", "Executive Order 12345 of October 3, 2002", "Regulation (EU) 2018/123 of the European
 * Parliament and of the Council of 14 May 2018", "the Act of 5 May 1998", "Directive 2002/58/EC, issued on …".
 * The date names which instrument is meant; it never dates the agreement that cites it. A name or number may
 * stand between the noun and "of", and the body that made it ("of the Council").
 */
const CITED_INSTRUMENT = String.raw`(?<!\b(?:this|these)\s+)\b${INSTRUMENT_NOUN}(?:\s+(?:No\.?|\([A-Z]{2,5}\)|[\w./:-]*\d[\w./:-]*)){0,3}(?:\s+of\s+the\s+[^,;()]{1,80}?)?\s*,?\s+(?:of|dated|issued|enacted|adopted|published|promulgated|signed|approved)\s+(?:on\s+)?(?:the\s+)?$`;
// "No. 40021", "Number 7315", "(DoTI) 5120.07": the short name and number that identify a cited instrument.
const INSTRUMENT_NUMBER = String.raw`(?:\s*\([A-Za-z]{2,8}\))?\s+(?:(?:No|Nos|Number)\.?\s*|#\s*)?[\w./:-]*\d[\w./:-]*`;
// Its title after the number, up to the date: no sentence or clause of the agreement ("this agreement", a verb of
// its own), only the words and bracketed short names of a title ("on Illicit Finance", ", Handling Records (RFA)").
const INSTRUMENT_TITLE = String.raw`(?:(?!\b(?:this|these|here\w+|shall|will|must|may|is|are|was|were|agrees?)\b)[^;.()]|\([^()]{0,20}\)){0,140}?`;
/**
 * A law, order or instruction cited by its number, with its title between the number and its date: "Executive Order
 * No. 40021 on Illicit Finance, effective March 3, 2004", "Instruction (DoTI) 5120.07, Handling Records, Files, and
 * Archive Services, dated 11 June 2015", or the date set beside the number ("Instruction Number 7315, 18 May 2011").
 */
const NUMBERED_INSTRUMENT = String.raw`(?<!\b(?:this|these)\s+)\b${INSTRUMENT_NOUN}${INSTRUMENT_NUMBER}(?:,\s*|(?:[\s,]${INSTRUMENT_TITLE})?,?\s+(?:as\s+)?(?:of|dated|effective|issued|enacted|adopted|published|promulgated|signed|approved|amended)\s+(?:on\s+|as\s+of\s+)?(?:the\s+)?)$`;
/**
 * A date that belongs to another document or an earlier event: "the Supply Agreement dated April 1, 2017",
 * "a letter of intent dated …", "WHEREAS, the parties previously entered into …", "the Master Agreement effective
 * as of …", "the Privacy Policy (last updated …)". The agreement's own date follows "this": "This Agreement,
 * dated …"; an agreement "between X and Y dated …" or "as amended …" is another's; and in "This amendment to the
 * Supply Agreement is made effective …" the date is the amendment's, as "is" makes it the subject's. The earlier
 * document's defined name may stand between: 'the Development Agreement ("Development Agreement") entered into on …';
 * a document that names itself "the Agreement" ('The Supply Agreement (the "Agreement"), effective …') is this one.
 * A filing named with what it covers is another document as well.
 */
export const ANOTHER_DOCUMENTS_DATE = new RegExp(
  [
    String.raw`${NAMED_DOCUMENT}(?:\s*\([^()]{0,80}\))?(?:\s+(?:by\s+and\s+)?(?:between|among)\s+[^;()]{1,120}?)?\s*,?\s+(?:dated|executed|signed|made|entered\s+into)\s+(?:as\s+of\s+|on\s+|effective\s+)?(?:the\s+)?$`,
    // Another document's own date of effect or of its last change: "the Master Agreement effective as of …",
    // "our Privacy Policy (last updated …)", "the Guidelines, as revised on …".
    String.raw`${NAMED_DOCUMENT}(?:\s*\((?!\s*(?:the\s+|this\s+)?["“](?:agreement|contract)["”])[^()]{0,80}\))?\s*[,(]?\s*(?:as\s+)?(?:(?:last\s+)?(?:updated|revised|modified)|effective|amended(?:\s+and\s+restated)?|issued|published)\s+(?:as\s+of\s+|on\s+)?(?:the\s+)?$`,
    // A filing or statement named with what it covers: "the Schedule 13D with respect to the common stock,
    // $0.01 par value, of X Inc., dated as of …" dates the filing, which the agreement only refers to.
    String.raw`\b(?:the|an?|such|said|its|their)\s+(?:[\w/&-]+\s+){0,3}?(?:schedules?|statements?|filings?|prospectus(?:es)?)\b(?:(?!\b(?:this|these)\s+(?:agreement|contract)s?\b)[^;()]){0,200}?,?\s+(?:dated|filed|executed|signed|made)\s+(?:as\s+of\s+|on\s+|effective\s+)?(?:the\s+)?$`,
    String.raw`\b(?:whereas|previously|supersed\w*)\b[^.;]*$`,
    // "…, as amended June 2, 2010 and May 9, 2011": the dates of amendments to the document just named.
    String.raw`\bas\s+(?:amended|supplemented|restated|modified)\s+(?:(?:on|as\s+of|by\s+\w+\s+dated)\s+)?(?:[\w ,]{0,30}?\s+and\s+)?$`,
    CITED_INSTRUMENT,
    NUMBERED_INSTRUMENT,
  ].join('|'),
  'iu',
);
/** How far before a date the words naming its document are read. */
export const DOCUMENT_CONTEXT = 160;

/** The date belongs to a document the sentence cites ("the Master Agreement dated …"), not to the agreement. */
export function datesAnotherDocument(text: string, mention: Pick<DateMention, 'index'>): boolean {
  return ANOTHER_DOCUMENTS_DATE.test(text.slice(Math.max(0, mention.index - DOCUMENT_CONTEXT), mention.index));
}

const DATE_CONTEXT = 40;

/**
 * The first sentence (up to `limit`) matching `cue` that states a date: the first date after the cue, else the
 * nearest before it ('… the 20th day of June, 2015 (the "Effective Date")', not a header date further back),
 * which `beforeCueWhen`, when given, must find in the sentence.
 */
export function datedSentence(
  sentences: readonly Sentence[],
  cue: RegExp,
  limit = sentences.length,
  {
    afterCueOnly = false,
    notAfter,
    context = DATE_CONTEXT,
    beforeCueWhen,
  }: { afterCueOnly?: boolean; notAfter?: RegExp; context?: number; beforeCueWhen?: RegExp } = {},
): { sentence: Sentence; mention: DateMention } | undefined {
  for (const sentence of sentences.slice(0, limit)) {
    const cueMatch = cue.exec(sentence.text);
    if (!cueMatch) continue;
    // `notAfter` names words that make a date another event ("… shall expire on March 31, 2011"), read in
    // the `context` characters before the date.
    // A date of a cited or incorporated document is never the agreement's, whatever the cue.
    const mentions = datesIn(sentence.text).filter(
      (mention) =>
        !notAfter?.test(sentence.text.slice(Math.max(0, mention.index - context), mention.index)) &&
        !datesAnotherDocument(sentence.text, mention),
    );
    if (mentions.length === 0) continue;
    const after = mentions.find((mention) => mention.index >= cueMatch.index);
    if (after) return { sentence, mention: after };
    if (afterCueOnly || (beforeCueWhen && !beforeCueWhen.test(sentence.text))) continue;
    return { sentence, mention: mentions.at(-1) as DateMention };
  }
  return undefined;
}

/** 1 for "first", 21 for "twenty-first" or "twenty first", 30 for "thirtieth". */
function ordinalDay(words: string | undefined): number {
  const [tens, unit] = (words ?? '').toLowerCase().split(/[\s-]/u);
  if (tens === 'thirtieth') return 30;
  if (unit === undefined) return ORDINAL_DAYS.indexOf(tens ?? '') + 1;
  return (tens === 'thirty' ? 30 : 20) + ORDINAL_DAYS.indexOf(unit) + 1;
}

function monthNumber(name: string | undefined): number {
  const prefix = (name ?? '').slice(0, 3).toLowerCase();
  return MONTHS.findIndex((month) => month.startsWith(prefix)) + 1;
}

function calendarDate(
  yearText: string | undefined,
  month: number,
  dayText: string | undefined,
): CalendarDate | undefined {
  let year = Number(yearText);
  if (year < 100) year += year < 50 ? 2000 : 1900;
  const day = Number(dayText);
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1900 || year > 2100) return undefined;
  return { year, month, day };
}

/**
 * Numbers contracts write twice, in words and in figures: "thirty (30) days", "Ten Thousand Dollars
 * ($10,000)", "five percent (5%)". The two are meant to be one value; when they differ, which one
 * binds is a question for a court, so the difference is worth telling.
 */

const UNITS: Record<string, number> = {
  zero: 0,
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
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = { hundred: 100, thousand: 1_000, million: 1_000_000, billion: 1_000_000_000 };
const NUMBER_WORD = `(?:${[...Object.keys(UNITS), ...Object.keys(SCALES)].join('|')})`;

/** The value of a number written in words ("twenty-five thousand", "one hundred and twenty"); undefined otherwise. */
export function numberFromWords(words: string): number | undefined {
  const tokens = words
    .toLowerCase()
    .split(/[\s-]+|\band\b/u)
    .filter(Boolean);
  if (tokens.length === 0) return undefined;
  let total = 0;
  let current = 0;
  for (const token of tokens) {
    const unit = UNITS[token];
    const scale = SCALES[token];
    if (unit !== undefined) current += unit;
    else if (scale === 100) current = (current || 1) * 100;
    else if (scale !== undefined) {
      total += (current || 1) * scale;
      current = 0;
    } else return undefined;
  }
  return total + current;
}

/** A number written in words and then in figures, with where it stands in the sentence. */
export interface WrittenTwice {
  words: number;
  figures: number;
  text: string;
  index: number;
}

// "thirty (30)", "Ten Thousand Dollars ($10,000)", "five percent (5%)", "twenty-five (25) days".
// Cents are left out: "One Hundred Dollars and Fifty Cents ($100.50)" needs no arithmetic to be checked by a reader.
const WORDS_THEN_FIGURES = new RegExp(
  String.raw`\b(${NUMBER_WORD}(?:(?:,?[\s-]+|,?\s+and\s+)${NUMBER_WORD})*)\s+(?:(?:U\.?S\.?\s+)?(?:dollars|euros|pounds(?:\s+sterling)?)\s+|(percent|per\s+cent)\s+)?\(\s*(?:US\s*)?[$€£]?\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*(%?)\s*\)`,
  'giu',
);
// The number began before the words read: "Four and One-Half Million", "cero point five", "one half of one percent".
const NUMBER_GOES_BACK = new RegExp(
  String.raw`(?:${NUMBER_WORD}|point|half|halves|quarters?|tenths?|hundredths?|thousandths?|and|of)[\s,-]*$`,
  'iu',
);
// A label that numbers something rather than a value: "Year One (1998)", "Phase Two (2)".
const LABEL_BEFORE =
  /\b(?:year|phase|stage|tranche|section|article|exhibit|schedule|annex|appendix|option|period|round|step|item|part)\s*$/iu;
// "Six (6,000,000) Million": a scale written after the figures.
const SCALE_AFTER = /^\s*(?:million|billion|thousand)\b/iu;

/** Every number of `text` written in words and figures that disagree ("thirty (60) days"). */
export function numbersWrittenTwoWays(text: string): WrittenTwice[] {
  const found: WrittenTwice[] = [];
  for (const match of text.matchAll(WORDS_THEN_FIGURES)) {
    const index = match.index ?? 0;
    const words = numberFromWords(match[1] ?? '');
    const figures = Number((match[3] ?? '').replace(/,/gu, ''));
    if (words === undefined || !Number.isFinite(figures) || words === figures) continue;
    // Fractions ("0.25%") are written in words this reader does not parse; a percent whose figures lack the
    // sign ("thirty percent (3016)") is a scanning error, not a second value.
    if (match[4] || (match[2] && !match[5])) continue;
    const before = text.slice(Math.max(0, index - 30), index);
    if (NUMBER_GOES_BACK.test(before) || LABEL_BEFORE.test(before)) continue;
    if (SCALE_AFTER.test(text.slice(index + match[0].length))) continue;
    found.push({ words, figures, text: match[0], index });
  }
  return found;
}

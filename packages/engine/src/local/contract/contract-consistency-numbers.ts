import { NUMBER_WORD, numberFromWords } from '../../text/number-words';

/**
 * Numbers contracts write twice, in words and in figures: "thirty (30) days", "Ten Thousand Dollars
 * ($10,000)", "five percent (5%)". The two are meant to be one value; when they differ, which one
 * binds is a question for a court, so the difference is worth telling.
 */

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
// "three (3) million dollars ($3,000,000)", "one hundred and fifty (150) thousand": words whose first part
// was given its figure in passing.
const WORDS_WITH_FIGURE_BEFORE = new RegExp(
  String.raw`\b(${NUMBER_WORD}(?:(?:[\s-]+|\s+and\s+)${NUMBER_WORD})*)\s*\(\s*\d[\d,.]*\s*\)\s*$`,
  'iu',
);
// "3 million dollars ($3,000,000)", "$2.5 million": figures that the scale word multiplies.
const FIGURE_BEFORE = /(?:^|[\s$€£])(\d{1,3}(?:,\d{3})*(?:\.\d+)?)\s*$/u;
const STARTS_WITH_SCALE = /^(?:hundred|thousand|million|billion)\b/iu;
const ONE_SCALE = /^(?:thousand|million|billion)$/iu;
// "Six (6,000,000) Million": a scale written after the figures.
const SCALE_AFTER = /^\s*(?:million|billion|thousand)\b/iu;

/** Every number of `text` written in words and figures that disagree ("thirty (60) days"). */
export function numbersWrittenTwoWays(text: string): WrittenTwice[] {
  const found: WrittenTwice[] = [];
  for (const match of text.matchAll(WORDS_THEN_FIGURES)) {
    const index = match.index ?? 0;
    const before = text.slice(Math.max(0, index - 60), index);
    // Only a scale word continues a number already given its figure: "three (3) million"; "twelve (12)
    // sixty (60)-second spots" are two numbers.
    const continues = STARTS_WITH_SCALE.test(match[1] ?? '');
    const startedMatch = continues ? WORDS_WITH_FIGURE_BEFORE.exec(before) : null;
    const started = startedMatch?.[1];
    const figureBefore = FIGURE_BEFORE.exec(before)?.[1];
    const words = wordsValue(match[1] ?? '', started, figureBefore);
    const figures = Number((match[3] ?? '').replace(/,/gu, ''));
    if (words === undefined || !Number.isFinite(figures) || words === figures) continue;
    // Fractions ("0.25%") are written in words this reader does not parse; a percent whose figures lack the
    // sign ("thirty percent (3016)") is a scanning error, not a second value.
    if (match[4] || (match[2] && !match[5])) continue;
    if (!started && (NUMBER_GOES_BACK.test(before.slice(-30)) || LABEL_BEFORE.test(before.slice(-30)))) continue;
    if (SCALE_AFTER.test(text.slice(index + match[0].length))) continue;
    // The quote starts where the number starts, so the reader sees "three (3) million dollars ($4,000,000)".
    const offset = index - before.length;
    const start = startedMatch
      ? offset + startedMatch.index
      : figureBefore !== undefined && match[1] !== undefined && STARTS_WITH_SCALE.test(match[1])
        ? offset + before.lastIndexOf(figureBefore)
        : index;
    found.push({ words, figures, text: text.slice(start, index + match[0].length), index: start });
  }
  return found;
}

/** The value of the words, with their first part in words-and-figures or in figures when the words begin later. */
function wordsValue(words: string, started: string | undefined, figureBefore: string | undefined): number | undefined {
  if (started) return numberFromWords(`${started} ${words}`);
  if (figureBefore === undefined || !STARTS_WITH_SCALE.test(words)) return numberFromWords(words);
  // "3 hundred thousand" and the like are left unread rather than guessed.
  const scale = numberFromWords(words.trim());
  if (!ONE_SCALE.test(words.trim()) || scale === undefined) return undefined;
  return Math.round(Number(figureBefore.replace(/,/gu, '')) * scale);
}

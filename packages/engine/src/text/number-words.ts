/**
 * Numbers written in words, as contracts and essays write them ("thirty", "twenty-five thousand",
 * "one hundred and twenty"): one table and one reader for every analyzer.
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
/** One number word, as a regular-expression source (longest first, so "fourteen" is not read as "four"). */
export const NUMBER_WORD = `(?:${[...Object.keys(UNITS), ...Object.keys(SCALES)].sort((a, b) => b.length - a.length).join('|')})`;

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

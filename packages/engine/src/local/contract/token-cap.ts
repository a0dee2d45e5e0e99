/**
 * A cap at a token sum ("$50", "£1.00", "USD 100", "ten dollars"): a single fixed amount so small that, whatever
 * the loss, next to nothing can be recovered. "Only part of the loss" understates such a cap. A cap that may
 * also be the fees paid or the greater of two figures ("the greater of $100 or the fees paid") is no token sum.
 */

// The largest sum, in any currency, told as a token one.
const TOKEN_MOST = 100;
// A cap with more than one limb or a measure beside its figure: fees, what was paid, a multiple, "the greater of".
const MORE_THAN_A_SUM =
  /\b(?:or|greater|lesser|whichever|fees?|paid|payable|amounts?|times|per|each|plus|value|price)\b/iu;
// Money in figures: "$50", "£1.00", "USD 100", "100 dollars".
const FIGURE =
  /(?:[$€£]|\bUS\$|\b(?:USD|EUR|GBP)\s?)\s?(\d[\d,]*(?:\.\d+)?)|\b(\d[\d,]*(?:\.\d+)?)\s+(?:(?:U\.?S\.?|United\s+States)\s+)?(?:dollars?|euros?|pounds?)\b/giu;
// Small sums in words, where no figure is given: "one dollar", "fifty pounds", "one hundred U.S. dollars".
const SMALL_IN_WORDS =
  /^(?:one|two|five|ten|twenty(?:[\s-]five)?|fifty|one\s+hundred)\s+(?:(?:U\.?S\.?|United\s+States)\s+)?(?:dollars?|euros?|pounds?)\b/iu;

/** Whether a cap's words state one fixed sum of money no larger than a token amount. */
export function isTokenSum(cap: string): boolean {
  const flat = cap.replace(/\s+/gu, ' ').trim();
  if (MORE_THAN_A_SUM.test(flat.replace(/\b(?:U\.?S\.?|dollars?|euros?|pounds?)\b/giu, ''))) return false;
  const figures = [...flat.matchAll(FIGURE)].map((match) => Number((match[1] ?? match[2] ?? '').replace(/,/gu, '')));
  if (figures.length > 0) return figures.every((figure) => Number.isFinite(figure) && figure <= TOKEN_MOST);
  return SMALL_IN_WORDS.test(flat);
}

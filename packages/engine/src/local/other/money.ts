/**
 * Sums of money as documents write them: "£25.00", "-£56.05", "$48.2 million", "EUR 1,200",
 * "1,200.00 USD", and, on statement and invoice lines, bare two-decimal figures ("25.00") whose
 * currency is the one the rest of the document uses.
 */
export interface MoneyAmount {
  value: number;
  /** A symbol (£ $ €) or an ISO code; undefined for a bare figure. */
  currency: string | undefined;
  /** The words scaling the figure ("million"), kept as written. */
  scale: string | undefined;
  /** Exactly as written, so it can be found on the page. */
  text: string;
  index: number;
}

const SYMBOLS = '£$€¥₹';
const CODES = 'GBP|USD|EUR|CAD|AUD|NZD|CHF|JPY|INR|SEK|NOK|DKK|ZAR|SGD|HKD|IEP';
const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?`;
const SCALE = String.raw`(?:\s?(?:million|billion|thousand|bn|m|k)\b)?`;
/** Symbol or code first ("-£25.00", "£ 25", "USD 1,200"), or code after ("1,200.00 EUR"). */
const WITH_CURRENCY = new RegExp(
  String.raw`(?<![\w.,])(-|−|\()?(?:([${SYMBOLS}])\s?(-)?|\b(${CODES})\s?)(${NUMBER})(${SCALE})\)?|(?<![\w.,])(-)?(${NUMBER})\s?(${CODES})\b`,
  'gu',
);
/** A figure with exactly two decimals standing alone, as in a table's amount column. */
const BARE_AMOUNT = /(?<![\w.,/:-])(-|−)?(\d{1,3}(?:,\d{3})+\.\d{2}|\d+\.\d{2})(?![\w.,%/])(\s?(?:CR|DR)\b)?/gu;
/** The same written the continental way: "1.500,00", "-6,00". */
const BARE_AMOUNT_DECIMAL_COMMA =
  /(?<![\w.,/:-])(-|−)?(\d{1,3}(?:\.\d{3})+,\d{2}|\d+,\d{2})(?![\w.,%/])(\s?(?:CR|DR)\b)?/gu;
const DECIMAL_POINT_FIGURE = /(?<![\d.,])\d{1,3}(?:,\d{3})*\.\d{2}(?![\d.,])/gu;
const DECIMAL_COMMA_FIGURE = /(?<![\d.,])\d{1,3}(?:\.\d{3})*,\d{2}(?![\d.,])/gu;
/** A currency named without an amount: a column header "Amount EUR", or a UK sort code. */
const CURRENCY_NAMED = new RegExp(String.raw`\b(${CODES})\b`, 'u');
/** Fewer amounts marked with a currency than this say little about the document's own currency. */
const MARKED_AMOUNTS_TO_TRUST = 2;

/** How a document writes money: its main currency, and whether "6,00" means six. */
export interface MoneyStyle {
  currency: string | undefined;
  decimalComma: boolean;
}

export function amountsIn(text: string, { bare = false, decimalComma = false } = {}): MoneyAmount[] {
  const found: MoneyAmount[] = [];
  for (const match of text.matchAll(WITH_CURRENCY)) {
    const negative = Boolean(match[1] || match[3] || match[7]);
    const currency = match[2] ?? match[4] ?? match[9];
    const figure = match[5] ?? match[8] ?? '0';
    const scale = match[6]?.trim() || undefined;
    found.push({ value: signed(figure, negative), currency, scale, text: match[0].trim(), index: match.index });
  }
  if (bare) {
    for (const match of text.matchAll(decimalComma ? BARE_AMOUNT_DECIMAL_COMMA : BARE_AMOUNT)) {
      if (found.some((amount) => overlaps(amount, match.index, match[0].length))) continue;
      const negative = Boolean(match[1]) || match[3]?.trim() === 'DR';
      found.push({
        value: signed(decimalComma ? toDecimalPoint(match[2] ?? '0') : (match[2] ?? '0'), negative),
        currency: undefined,
        scale: undefined,
        text: match[0],
        index: match.index,
      });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/**
 * The currency most of the document's amounts are written in (else one it names, as in a column
 * header "Amount EUR"), for its bare figures; and whether it writes decimals with a comma.
 */
export function moneyStyleOf(texts: readonly string[]): MoneyStyle {
  const counts = new Map<string, number>();
  let points = 0;
  let commas = 0;
  for (const text of texts) {
    for (const amount of amountsIn(text)) {
      if (amount.currency) counts.set(amount.currency, (counts.get(amount.currency) ?? 0) + 1);
    }
    points += text.match(DECIMAL_POINT_FIGURE)?.length ?? 0;
    commas += text.match(DECIMAL_COMMA_FIGURE)?.length ?? 0;
  }
  const [counted, times = 0] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  // One "EUR 64.30" on a UK statement is a foreign card payment, not the account's currency.
  const currency = times >= MARKED_AMOUNTS_TO_TRUST ? counted : (namedCurrency(texts) ?? counted);
  return { currency, decimalComma: commas > points };
}

/** A UK sort code settles it; otherwise the first currency code the document names. */
function namedCurrency(texts: readonly string[]): string | undefined {
  if (texts.some((text) => /\bsort code\b/iu.test(text))) return '£';
  for (const text of texts) {
    const named = CURRENCY_NAMED.exec(text);
    if (named?.[1]) return named[1];
  }
  return undefined;
}

function toDecimalPoint(figure: string): string {
  return figure.replace(/\./gu, '').replace(',', '.');
}

/** "£25.00", "-£56.05", "$48.2 million", "EUR 1,200.00"; a bare figure takes the document's currency. */
export function formatMoney(amount: MoneyAmount, documentCurrency?: string): string {
  const currency = amount.currency ?? documentCurrency;
  if (amount.scale) return `${amount.value < 0 ? '-' : ''}${currency ?? ''}${Math.abs(amount.value)} ${amount.scale}`;
  const figure = Math.abs(amount.value).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const sign = amount.value < 0 ? '-' : '';
  if (!currency) return `${sign}${figure}`;
  return currency.length === 1 ? `${sign}${currency}${figure}` : `${sign}${currency} ${figure}`;
}

function signed(figure: string, negative: boolean): number {
  const value = Number(figure.replace(/,/gu, ''));
  return negative ? -value : value;
}

function overlaps(amount: MoneyAmount, index: number, length: number): boolean {
  return index < amount.index + amount.text.length && amount.index < index + length;
}

import type { TextSpan } from '../../text/text-span';
import { type DateMention, datesIn } from './document-dates';
import { amountsIn, formatMoney, type MoneyStyle } from './money';

/** A total, balance or amount due, with the amount and the line it is read from. */
export interface TotalLine {
  /** What the document calls it, capitalised: "Total due", "Closing balance". */
  label: string;
  shownAmount: string;
  value: number;
  /** Lower is more what a reader means by "the total": amount due before subtotals and balances. */
  rank: number;
  line: TextSpan;
}

/** A date the document says something is due by, with what is due. */
export interface DueDate {
  label: string;
  date: DateMention;
  line: TextSpan;
}

/** Cues in the order a reader asking "how much" wants them. */
const TOTAL_CUES: ReadonlyArray<RegExp> = [
  /\b(?:total|amount|balance|sum) (?:now )?(?:due|payable|owing|owed|to pay)\b|\bplease pay\b|\bgrand total\b|\btotal (?:amount|payable)\b/iu,
  /\b(?:closing|new|statement|outstanding|current) balance\b|\bbalance carried forward\b|\bminimum (?:payment|amount)(?: due)?\b/iu,
  /\btotal (?:fees|charges|interest|paid|money in|money out|payments|credits|debits|deposits|withdrawals)\b|\bmoney (?:in|out)\b|\btotal\b/iu,
  /\b(?:opening|previous) balance\b|\bbalance brought forward\b|\bsub-?total\b|\b(?:vat|tax|gst|sales tax)\b/iu,
];
const DUE_CUE =
  /\b(?:due date|payment due|due (?:on|by)|pay(?:ment)? (?:by|before|no later than)|must be (?:paid|received|returned|submitted) by|deadline|expires?|expiry date|renewal date|no later than)\b/iu;
/** A total's line is short: a label and a figure, not a sentence about totals. */
const MAX_TOTAL_LINE_WORDS = 14;

export function totalLinesOf(lines: readonly TextSpan[], style: MoneyStyle): TotalLine[] {
  const totals: TotalLine[] = [];
  for (const line of lines) {
    if (line.text.split(/\s+/u).length > MAX_TOTAL_LINE_WORDS) continue;
    const rank = TOTAL_CUES.findIndex((cue) => cue.test(line.text));
    if (rank === -1) continue;
    const cue = TOTAL_CUES[rank]?.exec(line.text);
    if (!cue) continue;
    const amount = amountsIn(line.text, { bare: true, decimalComma: style.decimalComma }).find(
      (item) => item.index > cue.index,
    );
    if (!amount) continue;
    totals.push({
      label: capitalised(cue[0]),
      shownAmount: formatMoney(amount, style.currency),
      value: amount.value,
      rank,
      line,
    });
  }
  return totals.sort((a, b) => a.rank - b.rank || a.line.page - b.line.page || a.line.start - b.line.start);
}

/** Lines and sentences giving a date something is due, with the date after the cue first. */
export function dueDatesOf(spans: readonly TextSpan[]): DueDate[] {
  const due: DueDate[] = [];
  const seen = new Set<string>();
  for (const span of spans) {
    const cue = DUE_CUE.exec(span.text);
    if (!cue) continue;
    const dates = datesIn(span.text).filter((date) => date.hasYear);
    const date = dates.find((item) => item.index > cue.index) ?? dates[0];
    if (!date || seen.has(date.text)) continue;
    seen.add(date.text);
    due.push({ label: capitalised(cue[0]), date, line: span });
  }
  return due;
}

/** "Total due", "VAT", "Closing balance": as written, a shouted "TOTAL DUE" lowered. */
function capitalised(text: string): string {
  const single = text.replace(/\s+/gu, ' ').trim();
  const words = single.includes(' ') && single === single.toUpperCase() ? single.toLowerCase() : single;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

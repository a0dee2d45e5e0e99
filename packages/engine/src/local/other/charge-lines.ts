import type { TextSpan } from '../../text/text-span';
import { type DateMention, datesIn } from './document-dates';
import { amountsIn, formatMoney, type MoneyAmount } from './money';

/** A fee or charge a statement, invoice or letter asks someone to pay, with its amount and line. */
export interface ChargeLine {
  /** What the document calls it, e.g. "Unarranged overdraft fee". */
  label: string;
  amount: MoneyAmount;
  /** "£25.00": the amount in the document's currency. */
  shownAmount: string;
  /** Why the charge is out of the ordinary (a penalty for something that went wrong), if it is. */
  unusual: string | undefined;
  /**
   * Whether the line sets out a charge that would apply ("a late payment fee of £40.00 applies to
   * invoices unpaid after…") rather than one that was made.
   */
  conditional: boolean;
  /** The date written on the line (a statement's "22 Mar"), if any. */
  date: DateMention | undefined;
  line: TextSpan;
}

/** Words naming a charge; "interest" only when it is charged ("interest paid" is income). */
const CHARGE_WORD =
  /\b(?:fees?|charges?|charged|penalty|penalties|surcharges?|commission|fine|(?:overdraft|debit|purchase|cash advance|late)\s+interest|interest\s+charged?)\b/iu;
/** A line that explains charges without being one ("if you want to talk about your charges…"). */
const NOT_A_CHARGE = /\bno (?:fees?|charges?)\b|\b(?:free of charge|without charge|waived?|refund(?:ed|s)?)\b/iu;
/** Lines adding charges up are totals, reported as such, not one more charge. */
const TOTAL = /\b(?:total|sum|subtotal)\b/iu;
/**
 * Charges that follow something going wrong or an extra service, which people check a statement
 * for: each with the reason shown to the user.
 */
const UNUSUAL: ReadonlyArray<[pattern: RegExp, reason: string]> = [
  [/\bunarranged\b/iu, 'charged for going past the arranged overdraft'],
  [/\boverdraft\b/iu, 'an overdraft charge'],
  [/\b(?:unpaid|returned|bounced|dishonou?red|refused|reject(?:ed)?)\b/iu, 'charged for a payment that was not made'],
  [/\b(?:insufficient funds|nsf|non-sufficient)\b/iu, 'charged for a payment the balance could not cover'],
  [/\blate\b/iu, 'charged for paying late'],
  [/\b(?:penalty|penalties|fine)\b/iu, 'a penalty'],
  [
    /\b(?:foreign|non-sterling|non-euro|international|overseas|currency|exchange|fx|cross-border)\b/iu,
    'charged for a payment in another currency or country',
  ],
  [/\bcash advance\b/iu, 'a cash advance charge'],
  [/\b(?:over[- ]?limit|exceeded)\b/iu, 'charged for going over a limit'],
  [/\b(?:reversal|chargeback|recall|trace)\b/iu, 'charged for reversing or tracing a payment'],
  [/\b(?:admin(?:istration)?|arrears|collection|reminder|default)\b/iu, 'charged for arrears or collection'],
];
/** Terms of a charge to come, in the words of a sentence that sets it out. */
const CONDITIONAL =
  /\b(?:if|unless|applies|apply|applicable|will be (?:charged|added|applied)|may be (?:charged|added|applied)|shall|after the due date|in the event)\b/iu;
const MAX_LABEL_WORDS = 5;
/** Words that end a charge's name when reading back from its charge word. */
const LABEL_STOP = /^(?:a|an|the|of|for|to|at|on|in|and|or|your|our|this|any|is|are|will|be|with|per|by|from|plus)$/iu;

/**
 * Every line naming a charge with an amount of money. On a statement's or invoice's table the
 * amount may be a bare figure in the document's currency; the first amount after the charge's name
 * is the charge (a statement line's last figure is the running balance).
 */
export function chargeLinesOf(lines: readonly TextSpan[], documentCurrency: string | undefined): ChargeLine[] {
  const charges: ChargeLine[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    const word = CHARGE_WORD.exec(line.text);
    if (!word || TOTAL.test(line.text) || NOT_A_CHARGE.test(line.text)) continue;
    const amount = chargedAmount(line.text, word.index, word[0].length);
    if (!amount) continue;
    const key = `${line.page}:${line.text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const label = labelOf(line.text, word.index, word[0]);
    const unusual = UNUSUAL.find(([pattern]) => pattern.test(label))?.[1];
    charges.push({
      label,
      amount,
      shownAmount: formatMoney({ ...amount, value: Math.abs(amount.value) }, documentCurrency),
      unusual,
      conditional: CONDITIONAL.test(line.text),
      date: datesIn(line.text.slice(0, word.index))[0],
      line,
    });
  }
  return charges;
}

/** How far a charge's amount may stand from its name: a table row's columns, "a fee of £40.00". */
const AFTER_WORD_CHARACTERS = 80;
/** "£5.00 monthly fee": an amount just before the name counts too. */
const BEFORE_WORD_CHARACTERS = 24;

/**
 * The first amount after the charge's name, else one just before it. A sentence that names charges
 * and happens to give another figure ("your overdraft limit is £250.00 … your charges") has neither.
 */
function chargedAmount(text: string, wordIndex: number, wordLength: number): MoneyAmount | undefined {
  const amounts = amountsIn(text, { bare: true }).filter((amount) => amount.value !== 0);
  const wordEnd = wordIndex + wordLength;
  const after = amounts.find((item) => item.index >= wordEnd && item.index - wordEnd <= AFTER_WORD_CHARACTERS);
  if (after) return after;
  return amounts.findLast(
    (item) => item.index < wordIndex && wordIndex - (item.index + item.text.length) <= BEFORE_WORD_CHARACTERS,
  );
}

/** A charge made (not one the terms say may apply) for something out of the ordinary. */
export function isUnusualCharge(charge: ChargeLine): boolean {
  return charge.unusual !== undefined && !charge.conditional;
}

/** Up to five words read back from the charge word, stopping at a figure, a date or a small word. */
function labelOf(text: string, wordIndex: number, word: string): string {
  const before = text.slice(0, wordIndex).split(/\s+/u).filter(Boolean);
  const kept: string[] = [];
  for (const token of before.reverse()) {
    if (kept.length >= MAX_LABEL_WORDS - 1 || LABEL_STOP.test(token) || !/^[\p{L}][\p{L}'’-]*$/u.test(token)) break;
    if (/^(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)/u.test(token) && token.length <= 4) break;
    kept.unshift(token);
  }
  const label = [...kept, word].join(' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}
